/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import { settlePendingOrders } from '../../server/services/settlement';
import { DATE_NOT_IN_FUTURE_MESSAGE } from '@/engine/rules/dateNotInFuture';
import { DATE_RANGE_IN_ORDER_MESSAGE } from '@/engine/rules/dateRangeInOrder';
import type { TransactionDetails, TransactionRow } from '@/types/generated/api/transactions';
import { expectData, expectError, NBC_HOST } from './support/http';
import { accountIdOf, dialects, withApp } from './support/testApp';

const PATH = '/api/accounts/cashtransactionhistory';
const RATES: Record<string, number> = { EUR: 1, USD: 1.0865, GBP: 0.8534 };

/** The UTC calendar day `days` from today, yyyy-MM-dd. */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const display = (iso: string) => iso.split('-').reverse().join('/');
const cents = (n: number) => Math.round(n * 100);

/** Every cash row of the report, oldest first within each currency. */
const cashRows = (d: TransactionDetails): TransactionRow[] => Object.values(d.details.grdTransactions).flat();

describe.each(dialects)('transaction details (compliance §2.6, §7 cash transaction history) on %s', (dialect) => {
  const t = withApp(dialect);
  let main = 0;
  const report = async (token: string, query: Record<string, unknown>, host?: string) =>
    t.get(PATH, { token, host, query: { platformID: main, ...query } });
  const all = async (token: string, query: Record<string, unknown> = {}) =>
    expectData<TransactionDetails>(await report(token, { getAllTransactions: true, ...query }));
  const cashOf = async (accountId: number) =>
    Object.fromEntries(
      (await t.db.kysely.selectFrom('cash_balances').select(['currency', 'amount']).where('account_id', '=', accountId).execute()).map(
        (r) => [r.currency, Number(r.amount)],
      ),
    );

  /** The report's balances agree with the ledger row by row, with cash_balances, and with the summary's CashPosition. */
  async function expectBalancesAddUp(token: string, accountId: number) {
    const d = await all(token, { platformID: accountId });
    const cash = await cashOf(accountId);
    expect(Object.keys(d.details.rptCashBalance).sort()).toEqual(Object.keys(cash).sort());
    for (const [currency, rows] of Object.entries(d.details.grdTransactions)) {
      let balance = 0;
      for (const r of rows) {
        balance += cents(r.NetAmount);
        expect([r.Id, cents(r.RunningBalance!)]).toEqual([r.Id, balance]);
        expect(r.Currency).toBe(currency);
      }
      expect(cents(rows.at(-1)!.RunningBalance!)).toBe(cents(cash[currency]));
      expect(d.details.rptCashBalance[currency].Amount).toBe(rows.at(-1)!.RunningBalance);
    }
    const summary = expectData<{ Id: number; CashPosition: number; Currency: string }[]>(
      await t.get('/api/accounts/summary/', { token }),
    ).find((s) => s.Id === accountId)!;
    const total = Object.values(d.details.rptCashBalance).reduce((s, b) => s + (b.Amount / RATES[b.Currency]) * RATES[summary.Currency], 0);
    expect(total).toBeCloseTo(summary.CashPosition, 2);
    return d;
  }

  beforeAll(async () => {
    main = await accountIdOf(t.db, 'DMO-100101');
  });

  describe('running balances from the ledger', () => {
    it("dmoclient's running balances end on each currency's cash and add up to the summary's cash position", async () => {
      const token = await t.login('dmoclient');
      const d = await expectBalancesAddUp(token, main);
      expect({ name: d.name, username: d.username, accountNumber: d.accountNumber, id: d.id }).toEqual({
        name: expect.stringMatching(/\S+ \S+/),
        username: 'dmoclient',
        accountNumber: 'DMO-100101',
        id: main,
      });
      expect(Object.keys(d.details.grdTransactions)).toEqual(['EUR', 'GBP', 'USD']);
      expect(d.details.rptCashBalance.EUR).toEqual({ CurrencySymbol: '€', Amount: 152_340.55, Currency: 'EUR' });
      expect(d.details.transTypes.ddlCashTransactionTypes).toEqual(['Account Service Fee', 'Deposit', 'Trade Settlement', 'Withdrawal']);
      // Fees are cash movements too, with no gross amount; security transactions carry no running balance.
      const fee = cashRows(d).find((r) => r.TransactionType === 'Account Service Fee')!;
      expect(fee).toMatchObject({ GrossAmount: null, NetAmount: -37.5, Currency: 'EUR', CurrencySymbol: '€' });
      const fees = d.details.rptFeeTransHistory.EUR;
      expect(fees.length).toBe(8);
      expect(fees.every((r) => r.GrossAmount === null && r.RunningBalance === null && r.NetAmount === -37.5)).toBe(true);
      const buys = Object.values(d.details.rptSecTransHistory).flat();
      expect(buys.length).toBe(7);
      expect(buys.every((r) => r.TransactionType === 'Buy' && r.RunningBalance === null)).toBe(true);
    });

    it('the balances still add up after an order settles (trade settlement booked today)', async () => {
      const token = await t.login('dmoclient');
      const product = await t.db.kysely
        .selectFrom('holdings')
        .innerJoin('products', 'products.id', 'holdings.product_id')
        .select(['products.isin', 'products.currency'])
        .where('holdings.account_id', '=', main)
        .where('products.product_type', '=', 'Exchange Traded Funds (ETF)')
        .executeTakeFirstOrThrow();
      const placed = await t.post(
        '/api/products/ProcessTrade',
        {
          PurchasedFunds: [{ ISIN: product.isin, TradeOptions: 'Amount', TradeValue: 1000 }],
          SoldFunds: [],
          CheckoutOnline: false,
          CheckoutDocusign: false,
          ConfirmDuplicate: true,
          UserInfo: { PlatformId: main },
        },
        { token, headers: { 'idempotency-key': `transactions-test-${dialect}` } },
      );
      expectData(placed);
      expect(await settlePendingOrders(t.db, { accountId: main })).toMatchObject({ filled: 1 });
      const d = await expectBalancesAddUp(token, main);
      const today = dayFromToday(0);
      const settled = d.details.grdTransactions[product.currency].at(-1)!;
      expect(settled).toMatchObject({ TransactionDate: today, TransactionType: 'Trade Settlement' });
      expect(settled.NetAmount).toBeLessThan(0);
      expect(d.details.rptSecTransHistory[product.currency].at(-1)).toMatchObject({ TransactionDate: today, TransactionType: 'Buy' });
    });

    it('every demo account with cash has the ledger behind it', async () => {
      const accounts = await t.db.kysely
        .selectFrom('accounts')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select(['accounts.id', 'users.username', 'users.white_label_id'])
        .execute();
      for (const a of accounts) {
        const host = a.username.startsWith('nbc') ? NBC_HOST : undefined;
        const token = await t.login(a.username, host);
        const d = expectData<TransactionDetails>(await t.get(PATH, { token, host, query: { platformID: a.id, getAllTransactions: true } }));
        const cash = await cashOf(a.id);
        for (const [currency, amount] of Object.entries(cash)) {
          expect([a.username, currency, cents(d.details.rptCashBalance[currency]?.Amount ?? 0)]).toEqual([
            a.username,
            currency,
            cents(amount),
          ]);
        }
      }
    });
  });

  describe('the type filter and the dates', () => {
    it('a cash type keeps only its rows, each with its true running balance; securities and fees are not filtered', async () => {
      const token = await t.login('dmoclient');
      const everything = await all(token);
      const d = await all(token, { cashTransactionType: 'Withdrawal' });
      const rows = cashRows(d);
      expect(rows.length).toBe(1);
      expect(rows[0]).toEqual(cashRows(everything).find((r) => r.Id === rows[0].Id));
      expect(rows[0]).toMatchObject({ TransactionType: 'Withdrawal', NetAmount: -2500, GrossAmount: -2500 });
      expect(d.details.rptCashBalance).toEqual(everything.details.rptCashBalance);
      expect(d.details.rptFeeTransHistory).toEqual(everything.details.rptFeeTransHistory);
      expect(d.details.transTypes).toEqual(everything.details.transTypes);
      expect(cashRows(await all(token, { cashTransactionType: 'all' }))).toEqual(cashRows(everything));
      expect(cashRows(await all(token, { cashTransactionType: 'No such type' }))).toEqual([]);
    });

    it('dateFrom and dateTo (dd/MM/yyyy or yyyy-MM-dd) narrow every section; the balance is the one at the period end', async () => {
      const token = await t.login('dmoclient');
      const everything = await all(token);
      const from = dayFromToday(-700);
      const to = dayFromToday(-300);
      const iso = expectData<TransactionDetails>(await report(token, { dateFrom: from, dateTo: to }));
      const shown = expectData<TransactionDetails>(await report(token, { dateFrom: display(from), dateTo: display(to) }));
      expect(shown).toEqual(iso);
      const inside = (r: TransactionRow) => r.TransactionDate >= from && r.TransactionDate <= to;
      const expected = cashRows(everything).filter(inside);
      expect(expected.length).toBeGreaterThan(3);
      expect(cashRows(iso)).toEqual(expected);
      expect(Object.values(iso.details.rptFeeTransHistory).flat()).toEqual(
        Object.values(everything.details.rptFeeTransHistory).flat().filter(inside),
      );
      expect(Object.values(iso.details.rptSecTransHistory).flat()).toEqual(
        Object.values(everything.details.rptSecTransHistory).flat().filter(inside),
      );
      const eurUpToEnd = everything.details.grdTransactions.EUR.filter((r) => r.TransactionDate <= to);
      expect(iso.details.rptCashBalance.EUR.Amount).toBe(eurUpToEnd.at(-1)!.RunningBalance);
      expect(iso.details.rptCashBalance.EUR.Amount).not.toBe(everything.details.rptCashBalance.EUR.Amount);
    });

    it('getAllTransactions ignores the dates, even ones the report would refuse', async () => {
      const token = await t.login('dmoclient');
      const everything = await all(token);
      const d = await all(token, { dateFrom: dayFromToday(5), dateTo: 'not a date' });
      expect(d).toEqual(everything);
    });

    it.each([
      ['an end date after today', () => ({ dateFrom: dayFromToday(-10), dateTo: dayFromToday(2) }), DATE_NOT_IN_FUTURE_MESSAGE],
      [
        'a start date after today (dd/MM/yyyy)',
        () => ({ dateFrom: display(dayFromToday(2)), dateTo: display(dayFromToday(3)) }),
        DATE_NOT_IN_FUTURE_MESSAGE,
      ],
      ['a start after the end', () => ({ dateFrom: dayFromToday(-5), dateTo: dayFromToday(-10) }), DATE_RANGE_IN_ORDER_MESSAGE],
      ['no dates without getAllTransactions', () => ({}), 'Start Date is required'],
      ['no end date', () => ({ dateFrom: dayFromToday(-5), getAllTransactions: false }), 'End Date is required'],
      ['a date that does not exist', () => ({ dateFrom: '31/02/2024', dateTo: '01/03/2024' }), 'Start Date must be a valid date'],
      ['a date in another form', () => ({ dateFrom: '2024/01/01', dateTo: '2024-02-01' }), 'Start Date must be a valid date'],
    ])('refuses %s with the form’s message', async (_case, query, message) => {
      expectError(await report(await t.login('dmoclient'), query()), 400, message);
    });

    it('the future-date text is the spec’s, word for word', () => {
      expect(DATE_NOT_IN_FUTURE_MESSAGE).toBe('Please make sure to enter a date in past, not a future date.');
    });
  });

  describe('who may read an account’s transactions (compliance §6)', () => {
    it('refuses a call without a token', async () => {
      expectError(await t.get(PATH, { query: { platformID: main, getAllTransactions: true } }), 401);
    });

    it("refuses a client another client's account, before looking at the dates", async () => {
      expectError(
        await report(await t.login('dmoclient2'), { dateFrom: dayFromToday(3), dateTo: dayFromToday(4) }),
        403,
        MESSAGES.notYourAccount,
      );
    });

    it('lets a read-only client read its own account', async () => {
      const id = await accountIdOf(t.db, 'DMO-100301');
      expect((await all(await t.login('dmoreadonly'), { platformID: id })).accountNumber).toBe('DMO-100301');
    });

    it("lets dmoconsultant read its client's account but not dmoreadonly's", async () => {
      const token = await t.login('dmoconsultant');
      expect((await all(token)).username).toBe('dmoclient');
      expectError(
        await report(token, { platformID: await accountIdOf(t.db, 'DMO-100301'), getAllTransactions: true }),
        403,
        MESSAGES.notYourAccount,
      );
    });

    it.each(['dmoadmin', 'dmoowner'])('lets %s read any account of its brand but not another brand’s', async (who) => {
      const token = await t.login(who);
      expect((await all(token)).accountNumber).toBe('DMO-100101');
      expectError(
        await report(token, { platformID: await accountIdOf(t.db, 'NBC-200101'), getAllTransactions: true }),
        403,
        MESSAGES.notYourAccount,
      );
    });

    it("refuses nbcclient's session on the dmo portal, and dmoclient's account to nbcclient on its own", async () => {
      const nbc = await t.login('nbcclient', NBC_HOST);
      expectError(await report(nbc, { getAllTransactions: true }), 403, MESSAGES.wrongBrand);
      expectError(await report(nbc, { getAllTransactions: true }, NBC_HOST), 403, MESSAGES.notYourAccount);
      const own = await accountIdOf(t.db, 'NBC-200101');
      const d = expectData<TransactionDetails>(await report(nbc, { platformID: own, getAllTransactions: true }, NBC_HOST));
      expect(d.details.rptCashBalance.GBP).toMatchObject({ CurrencySymbol: '£', Currency: 'GBP' });
    });

    it('refuses an account id that does not exist and a malformed query', async () => {
      const token = await t.login('dmoclient');
      expectError(await report(token, { platformID: 999_999, getAllTransactions: true }), 403, MESSAGES.notYourAccount);
      expectError(await t.get(PATH, { token, query: { getAllTransactions: true } }), 400);
      expectError(await report(token, { getAllTransactions: true, cashTransactionType: 'x'.repeat(61) }), 400);
    });
  });
});
