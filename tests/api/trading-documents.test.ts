/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { MESSAGES } from '../../server/lib/http';
import { NAME_A_PRODUCT_MESSAGE } from '../../server/routes/watchlist';
import {
  DEALING_INSTRUCTIONS_TITLE,
  NO_DEALING_INSTRUCTIONS_MESSAGE,
  UNKNOWN_TEMPLATE_MESSAGE,
} from '../../server/services/dealingInstructions';
import { expectData, expectError, NBC_HOST } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-documents-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(dialects)('trading: dealing instructions, document templates and the acting adviser on %s', (dialect) => {
  const t = withApp(dialect, { config: { dataDir: join(dataDir, dialect) } });
  const tokens: Record<string, string> = {};
  let standalone: number;
  let dfm: number;
  let other: number;

  beforeAll(async () => {
    for (const u of ['dmoclient', 'dmoclient2', 'dmoconsultant', 'dmoreadonly']) tokens[u] = await t.login(u);
    tokens.nbcclient = await t.login('nbcclient', NBC_HOST);
    const clientId = await userIdOf(t.db, 'dmoclient');
    tokens.asClient = expectData(
      await t.get('/api/authentication/clientaccess', { token: tokens.dmoconsultant, query: { clientId } }),
    ).Token;
    standalone = await accountIdOf(t.db, 'DMO-100101');
    dfm = await accountIdOf(t.db, 'DMO-100102');
    other = await accountIdOf(t.db, 'DMO-100201');
  }, 60_000);

  const dealing = (accountId: number, token = tokens.dmoclient) =>
    t.get('/api/accounts/dealinginstruction', { token, query: { accountId } });
  const template = (accountId: number, code = 'DealingInstructions', token = tokens.dmoclient) =>
    t.get('/api/accounts/documenttemplates', { token, query: { code, accountId } });

  describe('GET accounts/dealinginstruction', () => {
    it('names the Dealing Instructions Form of a standalone account and where to download it', async () => {
      expect(expectData(await dealing(standalone))).toEqual({
        AccountId: standalone,
        AccountNumber: 'DMO-100101',
        Title: DEALING_INSTRUCTIONS_TITLE,
        TemplateCode: 'DealingInstructions',
        FileName: 'Dealing-Instructions-Form-DMO-100101.pdf',
        Url: `accounts/documenttemplates?code=DealingInstructions&accountId=${standalone}`,
      });
    });

    it('has no form for a DFM account (its manager deals)', async () => {
      expect(expectData(await dealing(dfm))).toBeNull();
    });

    it('serves the read-only client and the adviser of the client, and no one else', async () => {
      const readOnlyAccount = await accountIdOf(t.db, 'DMO-100301');
      expect(expectData(await dealing(readOnlyAccount, tokens.dmoreadonly)).AccountNumber).toBe('DMO-100301');
      expect(expectData(await dealing(standalone, tokens.dmoconsultant)).AccountNumber).toBe('DMO-100101');
      expectError(await dealing(other), 403, MESSAGES.notYourAccount);
      expectError(
        await t.get('/api/accounts/dealinginstruction', { token: tokens.nbcclient, host: NBC_HOST, query: { accountId: standalone } }),
        403,
        MESSAGES.notYourAccount,
      );
      expectError(await t.get('/api/accounts/dealinginstruction', { query: { accountId: standalone } }), 401, MESSAGES.noToken);
      expectError(await t.get('/api/accounts/dealinginstruction', { token: tokens.dmoclient }), 400);
    });
  });

  describe('GET accounts/documenttemplates', () => {
    it('generates a fillable PDF form with the account printed on it', async () => {
      const res = await template(standalone);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Dealing-Instructions-Form-DMO-100101.pdf"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const bytes = Buffer.from(res.text, 'latin1');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/accounts/documenttemplates?code=DealingInstructions&accountId=${standalone}`,
            headers: { host: 'dmo.localhost', authorization: `Bearer ${tokens.dmoclient}` },
          })
        ).rawPayload,
      );
      expect(pdf.getTitle()).toBe('Dealing Instructions Form DMO-100101');
      expect(pdf.getAuthor()).toBe('Demo Wealth');
      expect(pdf.getPageCount()).toBe(1);
      const fields = pdf
        .getForm()
        .getFields()
        .map((f) => f.getName());
      expect(fields).toEqual(
        expect.arrayContaining(['Instruction1.BuySell', 'Instruction1.ISIN', 'Instruction6.Currency', 'Signature', 'SignatureDate']),
      );
      expect(fields).toHaveLength(6 * 5 + 2);
    });

    it("serves the brand's stored form instead when one is in the data folder", async () => {
      const stored = await PDFDocument.create();
      stored.setTitle('Demo Wealth own dealing form');
      stored.addPage();
      const folder = join(t.config.dataDir, 'document-templates', 'dmo');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'DealingInstructions.pdf'), await stored.save());
      try {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/accounts/documenttemplates?code=DealingInstructions&accountId=${standalone}`,
          headers: { host: 'dmo.localhost', authorization: `Bearer ${tokens.dmoclient}` },
        });
        expect(res.statusCode).toBe(200);
        expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe('Demo Wealth own dealing form');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it("refuses a DFM account, an unknown code, another client's account and no token", async () => {
      expectError(await template(dfm), 404, NO_DEALING_INSTRUCTIONS_MESSAGE);
      expectError(await template(standalone, 'NoSuchTemplate'), 404, UNKNOWN_TEMPLATE_MESSAGE);
      expectError(await template(standalone, '../etc/passwd'), 400);
      expectError(await template(other), 403, MESSAGES.notYourAccount);
      expectError(
        await t.get('/api/accounts/documenttemplates', { query: { code: 'DealingInstructions', accountId: standalone } }),
        401,
        MESSAGES.noToken,
      );
    });
  });

  describe('watchlist calls in a client session an adviser opened', () => {
    const fund = async () =>
      await t.db.kysely
        .selectFrom('products')
        .select(['id', 'isin', 'name'])
        .where('product_type', '=', 'Fund')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();

    it('records the adviser as the one who added the item, with or without the consultant role id', async () => {
      const p = await fund();
      const consultantId = await userIdOf(t.db, 'dmoconsultant');
      const added = expectData(
        await t.post('/api/watchlist/addwatchlist', { ISIN: p.isin, ConsultantRoleId: consultantId }, { token: tokens.asClient }),
      );
      expect(added).toMatchObject({ FundName: p.name, AddedBy: 'Clara Whitfield', GainRate: 5, FallRate: -5 });
      const row = await t.db.kysely
        .selectFrom('watchlist_items')
        .select(['added_by', 'user_id'])
        .where('id', '=', added.ShoppingBasketId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ added_by: consultantId, user_id: await userIdOf(t.db, 'dmoclient') });
      const edited = expectData(
        await t.post(
          '/api/watchlist/editWatchlist',
          { ShoppingBasketId: added.ShoppingBasketId, GainRate: 9, FallRate: 4, ConsultantRoleId: consultantId },
          { token: tokens.asClient },
        ),
      );
      expect(edited).toMatchObject({ GainRate: 9, FallRate: -4 });
      expect(
        expectData(
          await t.post(
            '/api/watchlist/removeWatchlist',
            { ShoppingBasketId: added.ShoppingBasketId, ConsultantRoleId: consultantId },
            { token: tokens.asClient },
          ),
        ),
      ).toEqual({ Removed: added.ShoppingBasketId, FundName: p.name });
    });

    it("refuses a consultant role id that is not the session's adviser", async () => {
      const p = await fund();
      const stranger = await userIdOf(t.db, 'dmoclient2');
      expectError(
        await t.post('/api/watchlist/addwatchlist', { ISIN: p.isin, ConsultantRoleId: stranger }, { token: tokens.asClient }),
        403,
        MESSAGES.forbiddenRole,
      );
      // The client's own session has no adviser: any consultant role id is refused.
      expectError(
        await t.post(
          '/api/watchlist/addwatchlist',
          { ISIN: p.isin, ConsultantRoleId: await userIdOf(t.db, 'dmoconsultant') },
          { token: tokens.dmoclient },
        ),
        403,
        MESSAGES.forbiddenRole,
      );
      const count = await t.db.kysely
        .selectFrom('watchlist_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_id', '=', p.id)
        .where('user_id', '=', await userIdOf(t.db, 'dmoclient'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it("adds to clients' watchlists by ISIN when the screen knows no FundId, and needs one of the two", async () => {
      const p = await fund();
      const boston = async (u: string) =>
        (await t.db.kysely.selectFrom('users').select('boston_id').where('username', '=', u).executeTakeFirstOrThrow()).boston_id;
      const body = { CurrentUserBostonId: await boston('dmoconsultant'), ClientBostonIds: [await boston('dmoclient2')] };
      expect(
        expectData(await t.post('/api/watchlist/addclientwatchlist', { ...body, ISIN: p.isin }, { token: tokens.dmoconsultant })),
      ).toEqual({ FundName: p.name, Added: body.ClientBostonIds, AlreadyInWatchlist: [] });
      const list = expectData(await t.get('/api/watchlist/getlist', { token: tokens.dmoclient2 }));
      expect(list.find((i: { ISIN: string }) => i.ISIN === p.isin)).toMatchObject({ FundName: p.name, AddedBy: 'Clara Whitfield' });
      expectError(await t.post('/api/watchlist/addclientwatchlist', body, { token: tokens.dmoconsultant }), 400, NAME_A_PRODUCT_MESSAGE);
    });

    it('leaves AddedBy empty when the client adds an item itself', async () => {
      const p = await fund();
      const added = expectData(await t.post('/api/watchlist/addwatchlist', { ISIN: p.isin }, { token: tokens.dmoclient }));
      expect(added.AddedBy).toBeNull();
      expectData(await t.post('/api/watchlist/removeWatchlist', { ShoppingBasketId: added.ShoppingBasketId }, { token: tokens.dmoclient }));
    });
  });
});
