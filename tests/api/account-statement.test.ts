/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { MESSAGES } from '../../server/lib/http';
import {
  STATEMENT_LINK_EXPIRED_MESSAGE,
  STATEMENT_LINK_INVALID_MESSAGE,
  STATEMENT_LINK_SECONDS,
  statementLinkProblem,
  statementSignature,
} from '../../server/services/accountStatement';
import { STATEMENT_TEXTS } from '../../server/services/statementPdf';
import { DATE_NOT_IN_FUTURE_MESSAGE } from '@/engine/rules/dateNotInFuture';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import type { Holdings } from '@/types/generated/api/accounts';
import type { StatementLink } from '@/types/generated/api/statements';
import type { TransactionDetails, TransactionRow } from '@/types/generated/api/transactions';
import { DMO_HOST, expectData, expectError, NBC_HOST } from './support/http';
import { pdfText } from './support/pdfText';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

const URL_PATH = '/api/accounts/accountstatementurl';
const HISTORY_PATH = '/api/accounts/cashtransactionhistory';

/** The UTC calendar day `days` from today, yyyy-MM-dd. */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** A type's first word: a long type wraps in its column, its further words after the row's figures. */
const firstWord = (text: string) => text.split(' ')[0];
const money = (n: number | null) => (n === null ? 'N/A' : formatMoney(n));

/** The PDF's texts, its WinAnsi dash and euro sign read back (pdfText reads bytes as Latin-1). */
const statementText = (pdf: Buffer) => pdfText(pdf).replace(/\x96/g, '–').replace(/\x80/g, '€');

/** Expects `parts` to occur in `text` in this order, each after the one before. */
function expectInOrder(text: string, parts: string[]) {
  let at = 0;
  for (const part of parts) {
    const found = text.indexOf(part, at);
    expect({ part, found: found >= 0 }).toEqual({ part, found: true });
    at = found + part.length;
  }
}

/** A link's query with some values replaced. */
const linkWith = (url: string, changes: Record<string, string>) => {
  const [path, query] = url.split('?');
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(changes)) params.set(k, v);
  return `${path}?${params}`;
};

describe.each(dialects)('account statement (compliance §2.6, §7 accounts/accountstatement, accountstatementurl) on %s', (dialect) => {
  const t = withApp(dialect);
  let main = 0;
  const timings: number[] = [];

  /** Opens a link as a print window does: no bearer header. */
  const open = async (url: string, host = DMO_HOST) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url, headers: { host } });
    timings.push(performance.now() - started);
    return res;
  };
  const linkFor = async (token: string, query: Record<string, string | number | boolean>, host?: string) =>
    t.get(URL_PATH, { token, host, query: { platformID: main, ...query } });

  beforeAll(async () => {
    main = await accountIdOf(t.db, 'DMO-100101');
  });

  afterAll(() => {
    if (!timings.length) return;
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    // The figure for the closing note: a statement's generation time, link check to PDF bytes.
    console.log(
      `[${dialect}] account statement generation: median ${median.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms over ${sorted.length} statements`,
    );
  });

  it("holds dmoclient's holdings and the cash rows, running balances and fees of cashtransactionhistory for the same period", async () => {
    const token = await t.login('dmoclient');
    const period = { dateFrom: formatIsoDate(dayFromToday(-365)), dateTo: formatIsoDate(dayFromToday(0)) };
    const link = expectData<StatementLink>(await linkFor(token, period));
    expect(link.Url).toMatch(/^\/api\/accounts\/accountstatement\?platformID=\d+&dateFrom=\d{4}-\d{2}-\d{2}&dateTo=/);
    expect(link.FileName).toBe(`Statement-DMO-100101-${dayFromToday(-365)}-${dayFromToday(0)}.pdf`);
    const lifetime = Date.parse(link.ExpiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);

    const res = await open(link.Url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${link.FileName}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = statementText(res.rawPayload);
    // STATEMENT_PDF_OUT=<file>: keeps the PDF to look at.
    if (process.env.STATEMENT_PDF_OUT) writeFileSync(process.env.STATEMENT_PDF_OUT, res.rawPayload);

    // The brand's look, the account, the period and when it was produced.
    expect(text).toContain('DEMO');
    expect(text).toContain(STATEMENT_TEXTS.title);
    expect(text).toContain('Demo Wealth');
    expect(text).toContain(`Account DMO-100101 · ${period.dateFrom} – ${period.dateTo}`);
    expect(text).toMatch(/Produced on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/);

    // The cash: the same rows, in the same order, with the same figures as the history call.
    const history = expectData<TransactionDetails>(await t.get(HISTORY_PATH, { token, query: { platformID: main, ...period } }));
    expect(text).toContain(`(User ID ${history.username})`);
    const groups = Object.entries(history.details.grdTransactions);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.flatMap(([, rows]) => rows).length).toBeGreaterThan(3);
    for (const [currency, rows] of groups) {
      const closing = history.details.rptCashBalance[currency];
      const opening = rows.length ? (rows[0].RunningBalance! * 100 - rows[0].NetAmount * 100) / 100 : closing.Amount;
      const parts = [`Cash Transactions in ${currency}`, `Balance: ${closing.CurrencySymbol} ${formatMoney(closing.Amount)} ${currency}`];
      parts.push('Opening balance', formatMoney(opening));
      for (const r of rows) {
        parts.push(`${formatIsoDate(r.TransactionDate)} ${firstWord(r.TransactionType)}`);
        parts.push(`${money(r.GrossAmount)} ${money(r.NetAmount)} ${money(r.RunningBalance)}`);
      }
      parts.push('Closing balance', formatMoney(closing.Amount));
      expectInOrder(text, parts);
    }
    // Fees and charges: every one of the period.
    const fees: TransactionRow[] = Object.values(history.details.rptFeeTransHistory).flat();
    expect(fees.length).toBeGreaterThan(0);
    const feeSection = text.slice(text.lastIndexOf('Fees and Charges'));
    for (const f of fees) expect(feeSection).toContain(`${formatIsoDate(f.TransactionDate)} ${firstWord(f.TransactionType)}`);
    expect(feeSection.split(`${fees[0].Currency} ${money(fees[0].NetAmount)}`).length - 1).toBe(
      fees.filter((f) => f.Currency === fees[0].Currency && f.NetAmount === fees[0].NetAmount).length,
    );

    // The holdings valued as GET accounts/holdings values them.
    const holdings = expectData<Holdings>(await t.get('/api/accounts/holdings', { token, query: { accountId: main } }));
    expect(holdings.Holdings.length).toBeGreaterThan(0);
    for (const h of holdings.Holdings) {
      expectInOrder(text, [h.ISIN, `${h.CurrencySymbol} ${formatMoney(h.CurrentValue)}`]);
    }
    expectInOrder(text, [
      `Total in ${holdings.Totals.Currency}`,
      formatMoney(holdings.Totals.PurchasedValue),
      formatMoney(holdings.Totals.CurrentValue),
    ]);
  });

  it('a statement of all transactions holds every cash movement of the account', async () => {
    const token = await t.login('dmoclient');
    const link = expectData<StatementLink>(await linkFor(token, { getAllTransactions: true, dateFrom: 'ignored' }));
    expect(link.FileName).toBe('Statement-DMO-100101-all.pdf');
    const res = await open(link.Url);
    expect(res.statusCode).toBe(200);
    const text = statementText(res.rawPayload);
    expect(text).toContain(STATEMENT_TEXTS.wholeHistory);
    const history = expectData<TransactionDetails>(
      await t.get(HISTORY_PATH, { token, query: { platformID: main, getAllTransactions: true } }),
    );
    for (const rows of Object.values(history.details.grdTransactions)) {
      expectInOrder(
        text,
        rows.flatMap((r) => [
          `${formatIsoDate(r.TransactionDate)} ${firstWord(r.TransactionType)}`,
          `${money(r.NetAmount)} ${money(r.RunningBalance)}`,
        ]),
      );
    }
    // Opening cash of the whole history is nothing.
    expectInOrder(text, ['Opening balance', '0.00']);
  });

  it('produces statements for every demo account of both brands', async () => {
    const accounts = await t.db.kysely
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['accounts.id', 'accounts.number', 'users.username'])
      .where('users.username', 'in', ['dmoclient', 'dmoclient2', 'dmoreadonly', 'nbcclient'])
      .execute();
    expect(accounts.length).toBeGreaterThan(3);
    for (const a of accounts) {
      const host = a.username.startsWith('nbc') ? NBC_HOST : DMO_HOST;
      const token = await t.login(a.username, host);
      const link = expectData<StatementLink>(await linkFor(token, { platformID: a.id, getAllTransactions: true }, host));
      const res = await open(link.Url, host);
      expect([a.number, res.statusCode, res.headers['content-type']]).toEqual([a.number, 200, 'application/pdf']);
      const text = statementText(res.rawPayload);
      expect(text).toContain(`Account ${a.number}`);
      expect(text).toContain(host === NBC_HOST ? 'Northbridge Capital' : 'Demo Wealth');
    }
  });

  describe('the signed link', () => {
    it('works once fetched within its time, without a bearer header, and again until it expires', async () => {
      const token = await t.login('dmoclient');
      const { Url } = expectData<StatementLink>(await linkFor(token, { getAllTransactions: true }));
      expect((await open(Url)).statusCode).toBe(200);
      expect((await open(Url)).statusCode).toBe(200);
    });

    it('is refused when tampered with: signature, period, account, user, brand; malformed is a 400', async () => {
      const token = await t.login('dmoclient');
      const { Url } = expectData<StatementLink>(
        await linkFor(token, { dateFrom: formatIsoDate(dayFromToday(-30)), dateTo: formatIsoDate(dayFromToday(0)) }),
      );
      const signature = new URLSearchParams(Url.split('?')[1]).get('signature')!;
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const refused = async (url: string, message: string, host?: string) => {
        const res = await open(url, host);
        expect({ status: res.statusCode, body: JSON.parse(res.body) }).toEqual({
          status: 403,
          body: expect.objectContaining({ Message: message }),
        });
      };
      await refused(linkWith(Url, { signature: flipped }), STATEMENT_LINK_INVALID_MESSAGE);
      await refused(linkWith(Url, { dateFrom: dayFromToday(-3000) }), STATEMENT_LINK_INVALID_MESSAGE);
      await refused(linkWith(Url, { dateFrom: '', dateTo: '' }), STATEMENT_LINK_INVALID_MESSAGE);
      await refused(linkWith(Url, { platformID: String(await accountIdOf(t.db, 'DMO-100201')) }), STATEMENT_LINK_INVALID_MESSAGE);
      await refused(linkWith(Url, { userId: String(await userIdOf(t.db, 'dmoclient2')) }), STATEMENT_LINK_INVALID_MESSAGE);
      await refused(linkWith(Url, { expires: String(Math.floor(Date.now() / 1000) + 3600) }), STATEMENT_LINK_INVALID_MESSAGE);
      await refused(linkWith(Url, { platformID: '999999' }), STATEMENT_LINK_INVALID_MESSAGE);
      await refused(Url, STATEMENT_LINK_INVALID_MESSAGE, NBC_HOST);
      const malformed = await open(linkWith(Url, { signature: 'short' }));
      expect(malformed.statusCode).toBe(400);
      expect(JSON.parse(malformed.body).Message).toEqual(expect.any(String));
      expect((await open(Url.replace(/&signature=.*/, ''))).statusCode).toBe(400);
    });

    it('is refused once expired, with its own Message', async () => {
      const token = await t.login('dmoclient');
      const { Url, ExpiresAt } = expectData<StatementLink>(await linkFor(token, { getAllTransactions: true }));
      const params = Object.fromEntries(new URLSearchParams(Url.split('?')[1]));
      const claims = {
        brand: 'dmo',
        userId: Number(params.userId),
        accountId: main,
        period: { from: null, to: null },
        expires: Number(params.expires),
        signature: params.signature,
      };
      // The link itself on the clock: good until ExpiresAt, refused a second after.
      expect(statementLinkProblem(t.config.jwtSecret, claims, new Date(Date.parse(ExpiresAt) - 1000))).toBeNull();
      expect(statementLinkProblem(t.config.jwtSecret, claims, new Date(Date.parse(ExpiresAt) + 1000))).toBe(STATEMENT_LINK_EXPIRED_MESSAGE);
      expect(STATEMENT_LINK_SECONDS).toBeLessThanOrEqual(300);
      // Through the route: a correctly signed link whose time has passed.
      const past = Math.floor(Date.now() / 1000) - 1;
      const expired = statementSignature(t.config.jwtSecret, { ...claims, expires: past });
      const res = await open(linkWith(Url, { expires: String(past), signature: expired }));
      expect({ status: res.statusCode, body: JSON.parse(res.body) }).toEqual({
        status: 403,
        body: expect.objectContaining({ Message: STATEMENT_LINK_EXPIRED_MESSAGE }),
      });
    });
  });

  describe('who may have a statement (compliance §6)', () => {
    it('refuses a call without a token', async () => {
      expectError(await t.get(URL_PATH, { query: { platformID: main, getAllTransactions: true } }), 401);
    });

    it("refuses a client another client's account, and dmoconsultant an account that is not its client's", async () => {
      expectError(await linkFor(await t.login('dmoclient2'), { getAllTransactions: true }), 403, MESSAGES.notYourAccount);
      const consultant = await t.login('dmoconsultant');
      expectData(await linkFor(consultant, { getAllTransactions: true }));
      expectError(
        await linkFor(consultant, { platformID: await accountIdOf(t.db, 'DMO-100301'), getAllTransactions: true }),
        403,
        MESSAGES.notYourAccount,
      );
    });

    it.each(['dmoadmin', 'dmoowner'])('lets %s have any account of its brand but not another brand’s', async (who) => {
      const token = await t.login(who);
      const { Url } = expectData<StatementLink>(await linkFor(token, { getAllTransactions: true }));
      expect((await open(Url)).statusCode).toBe(200);
      expectError(
        await linkFor(token, { platformID: await accountIdOf(t.db, 'NBC-200101'), getAllTransactions: true }),
        403,
        MESSAGES.notYourAccount,
      );
    });

    it("refuses nbcclient's session on the dmo portal, and dmoclient's account to nbcclient on its own", async () => {
      const nbc = await t.login('nbcclient', NBC_HOST);
      expectError(await linkFor(nbc, { getAllTransactions: true }), 403, MESSAGES.wrongBrand);
      expectError(await linkFor(nbc, { getAllTransactions: true }, NBC_HOST), 403, MESSAGES.notYourAccount);
    });

    it('checks the period as the transaction report does: a future date with the §8 text', async () => {
      const token = await t.login('dmoclient');
      expectError(
        await linkFor(token, { dateFrom: formatIsoDate(dayFromToday(-3)), dateTo: formatIsoDate(dayFromToday(3)) }),
        400,
        DATE_NOT_IN_FUTURE_MESSAGE,
      );
      expectError(await linkFor(token, { dateFrom: formatIsoDate(dayFromToday(-3)) }), 400);
    });
  });
});
