import { tradePermissions } from '@/engine/trading/tradePermissions';

const plain = { IsDFM: false, AllowedToSell: true };
const dfm = { IsDFM: true, AllowedToSell: true };

describe('tradePermissions', () => {
  test.each([
    // role, account, canBuy, canBuyFromWatchlist, tradeFromLists, canEditLists, canWatch
    ['client', plain, true, true, true, true, true],
    ['client', dfm, false, false, false, true, true],
    ['clientreadonly', plain, false, false, true, false, false],
    ['consultant', plain, false, true, true, true, true],
    ['consultant', dfm, false, true, true, true, true],
    ['whitelabeladmin', plain, false, true, false, true, true],
    ['ownerofbusiness', plain, false, true, false, true, true],
  ] as const)(
    '%s with %o: buy %p, watchlist Buy icon %p, Trade From lists %p, edit lists %p, watch %p',
    (role, account, canBuy, fromWatchlist, fromLists, edit, watch) => {
      const p = tradePermissions(role, account);
      expect([p.canBuy, p.canBuyFromWatchlist, p.tradeFromLists, p.canEditLists, p.canWatch]).toEqual([
        canBuy,
        fromWatchlist,
        fromLists,
        edit,
        watch,
      ]);
    },
  );

  test("Sell needs the account's AllowedToSell as well", () => {
    expect(tradePermissions('client', { IsDFM: false, AllowedToSell: false }).canSell).toBe(false);
    expect(tradePermissions('client', plain).canSell).toBe(true);
  });

  test('the fact sheet hides Buy Now for a product already held; advisers see it (and get the consultant message)', () => {
    const held = new Set(['LU1']);
    expect(tradePermissions('client', plain, held).showFactSheetBuy('LU1')).toBe(false);
    expect(tradePermissions('client', plain, held).showFactSheetBuy('LU2')).toBe(true);
    expect(tradePermissions('whitelabeladmin', plain).showFactSheetBuy('LU2')).toBe(true);
    expect(tradePermissions('client', dfm).showFactSheetBuy('LU2')).toBe(false);
  });

  test('nothing is tradeable before the accounts load', () => {
    expect(tradePermissions('client', null).canBuy).toBe(false);
    expect(tradePermissions('client', null).canBuyFromWatchlist).toBe(false);
  });
});
