/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import {
  CART_ITEM_GONE_MESSAGE,
  CONSULTANT_TRADE_MESSAGE,
  DFM_ACCOUNT_MESSAGE,
  EXCEEDS_AMOUNT_NEEDED_MESSAGE,
  FOREX_MISMATCH_MESSAGE,
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  NO_ALERTS_MESSAGE,
} from '../../server/services/orderPolicy';
import { settlePendingOrders } from '../../server/services/settlement';
import {
  BOND_NOMINAL_MESSAGE,
  denominationMessage,
  EQUITY_WHOLE_MESSAGE,
  minInvestMessage,
  NO_PRICE_MESSAGE,
  UNITS_MINIMUM_MESSAGE,
} from '@/engine/trading/basketBuyBlockers';
import { SELL_ALL_PENDING_MESSAGE, SELL_AMOUNT_EXCEEDS_MESSAGE, SELL_UNITS_EXCEED_MESSAGE } from '@/engine/trading/sellBlockers';
import { AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE, MAX_CHECKOUT_ITEMS_MESSAGE } from '@/engine/trading/cartCheckoutBlockers';
import {
  docusignForbiddenMessage,
  NOT_ALLOWED_TO_PURCHASE_MESSAGE,
  noteDisclaimerMessage,
  NOTES_FEE_UNSIGNED_MESSAGE,
  onlineForbiddenMessage,
} from '@/engine/trading/checkoutOptions';
import { duplicateOrderMessage } from '@/engine/trading/duplicateOrderIsins';
import { AUTO_SELL_NEW_MESSAGE } from '../../server/routes/orders';
import { expectData, expectError, NBC_HOST, type CallResult } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

/** Demo products with the properties the rules need (server/db/seed/products.ts). */
const NAMES = {
  rebateFund: 'Halvern Reade Global Balanced Fund A Acc EUR',
  equityFund: 'Halvern Reade Global Equity Fund A Acc EUR',
  valueFund: 'Stenmark & Ivory European Value Fund A Acc EUR',
  etf: 'Pellucid Eurozone Large Cap UCITS ETF (Dist)',
  usdDenominated: 'Larkspur Vale Global Bond Opportunities Fund A Acc USD',
  bond: 'Castellan Logistics NV 2.125% 2028',
  note: 'Vestholm Bank 100% Capital Protected Note on Eurozone Equities 2029',
  eln: 'Kellgren Markets Equity-Linked Note on Quillon Semiconductors 2028',
  noOnline: 'Banque Orvelle Range Accrual Note on EUR Rates 2029',
  equity: 'Solvena Pharma AG',
  noNav: 'Larkspur Vale Climate Transition Equity Fund A Acc EUR',
  heldEtf: 'Pellucid Developed World Equity UCITS ETF (Acc)',
  heldNote: 'Vestholm Bank 100% Capital Protected Note on Eurozone Equities 2029',
} as const;

interface Summary {
  Id: number;
  AvailableBalance: number;
  PendingOrderAmount: number;
  CashPosition: number;
  MinCashBalance: number;
  SecurityPosition: number;
}

describe.each(dialects)('trading: cart, orders and settlement on %s', (dialect) => {
  const t = withApp(dialect);
  const isin: Record<keyof typeof NAMES, string> = {} as never;
  const tokens: Record<string, string> = {};
  let main = 0; // dmoclient's EUR account
  let dfm = 0;
  let second = 0; // dmoclient2's account
  let keys = 0;
  const key = () => `k-${dialect}-${++keys}-${Date.now()}`;

  beforeAll(async () => {
    for (const [k, name] of Object.entries(NAMES)) {
      isin[k as keyof typeof NAMES] = (
        await t.db.kysely.selectFrom('products').select('isin').where('name', '=', name).executeTakeFirstOrThrow()
      ).isin;
    }
    for (const u of ['dmoclient', 'dmoclient2', 'dmoconsultant', 'dmoadmin', 'dmoowner', 'dmoreadonly', 'dmomaster'])
      tokens[u] = await t.login(u);
    main = await accountIdOf(t.db, 'DMO-100101');
    dfm = await accountIdOf(t.db, 'DMO-100102');
    second = await accountIdOf(t.db, 'DMO-100201');
    const clientId = await userIdOf(t.db, 'dmoclient');
    for (const adviser of ['dmoconsultant', 'dmoadmin', 'dmoowner']) {
      tokens[`${adviser}-as-client`] = expectData(
        await t.get('/api/authentication/clientaccess', { token: tokens[adviser], query: { clientId } }),
      ).Token;
    }
  }, 60_000);

  const buy = (code: string, TradeValue: number, extra: Record<string, unknown> = {}) => ({
    ISIN: code,
    TradeOptions: 'Amount',
    TradeValue,
    ...extra,
  });
  const trade = (PlatformId: number, parts: { buys?: unknown[]; sells?: unknown[] }, extra: Record<string, unknown> = {}) => ({
    PurchasedFunds: parts.buys ?? [],
    SoldFunds: parts.sells ?? [],
    CheckoutOnline: true,
    CheckoutDocusign: false,
    ConfirmDuplicate: true,
    UserInfo: { PlatformId },
    ...extra,
  });
  const place = (token: string, body: unknown, idempotencyKey: string | null = key(), path = '/api/products/ProcessTrade') =>
    t.post(path, body, { token, headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey } });
  const summaryOf = async (token: string, accountId: number): Promise<Summary> =>
    expectData<Summary[]>(await t.get('/api/accounts/summary/', { token })).find((s) => s.Id === accountId)!;
  const addCart = (token: string, items: unknown[]) => t.post('/api/products/addCart', items, { token });
  const ordersCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('who may trade (trading §6)', () => {
    it.each(['dmoconsultant', 'dmoadmin', 'dmoowner'])(
      '%s with its own token is told to log in as a client, for the cart and for orders',
      async (who) => {
        expectError(await addCart(tokens[who], [{ ...buy(isin.equityFund, 1000), PlatformId: main }]), 403, CONSULTANT_TRADE_MESSAGE);
        expectError(await place(tokens[who], trade(main, { buys: [buy(isin.equityFund, 1000)] })), 403, CONSULTANT_TRADE_MESSAGE);
      },
    );

    it('a read-only client may not add to the cart or order', async () => {
      const account = await accountIdOf(t.db, 'DMO-100301');
      expectError(await addCart(tokens.dmoreadonly, [{ ...buy(isin.equityFund, 1000), PlatformId: account }]), 403, MESSAGES.readOnly);
      expectError(await place(tokens.dmoreadonly, trade(account, { buys: [buy(isin.equityFund, 1000)] })), 403, MESSAGES.readOnly);
    });

    it('a whitelabelmaster may not trade', async () => {
      expectError(await place(tokens.dmomaster, trade(main, { buys: [buy(isin.equityFund, 1000)] })), 403, MESSAGES.forbiddenRole);
    });

    it.each(['dmoconsultant', 'dmoadmin', 'dmoowner'])(
      '%s trades through a client token, and the order records the adviser',
      async (who) => {
        const res = await place(tokens[`${who}-as-client`], trade(main, { buys: [buy(isin.equityFund, 1000)] }));
        const order = expectData(res);
        expect(order).toMatchObject({ Status: 'Pending', CheckoutType: 'Online', AccountId: main });
        const row = await t.db.kysely
          .selectFrom('orders')
          .select(['impersonator_id', 'user_id'])
          .where('id', '=', order.OrderId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ impersonator_id: await userIdOf(t.db, who), user_id: await userIdOf(t.db, 'dmoclient') });
      },
    );

    it("the client's own order records no adviser", async () => {
      const order = expectData(await place(tokens.dmoclient, trade(main, { buys: [buy(isin.equityFund, 1000)] })));
      const row = await t.db.kysely
        .selectFrom('orders')
        .select('impersonator_id')
        .where('id', '=', order.OrderId)
        .executeTakeFirstOrThrow();
      expect(row.impersonator_id).toBeNull();
    });

    it('the discretionary-managed account cannot trade', async () => {
      expectError(await addCart(tokens.dmoclient, [{ ...buy(isin.equityFund, 1000), PlatformId: dfm }]), 403, DFM_ACCOUNT_MESSAGE);
      expectError(await place(tokens.dmoclient, trade(dfm, { buys: [buy(isin.equityFund, 1000)] })), 403, DFM_ACCOUNT_MESSAGE);
    });

    it("a client cannot trade on another client's account", async () => {
      expectError(await place(tokens.dmoclient2, trade(main, { buys: [buy(isin.equityFund, 1000)] })), 403, MESSAGES.notYourAccount);
      expectError(await addCart(tokens.dmoclient2, [{ ...buy(isin.equityFund, 1000), PlatformId: main }]), 403, MESSAGES.notYourAccount);
    });

    it('a token of another brand is refused on this host', async () => {
      const nbc = await t.login('nbcclient', NBC_HOST);
      expectError(await place(nbc, trade(main, { buys: [buy(isin.equityFund, 1000)] })), 403, MESSAGES.wrongBrand);
    });

    it('an account without the right to purchase cannot buy (AllowedToPurchase)', async () => {
      await t.db.kysely.updateTable('accounts').set({ allowed_to_purchase: 0 }).where('id', '=', second).execute();
      try {
        expectError(
          await place(tokens.dmoclient2, trade(second, { buys: [buy(isin.equityFund, 1000)] })),
          403,
          NOT_ALLOWED_TO_PURCHASE_MESSAGE,
        );
      } finally {
        await t.db.kysely.updateTable('accounts').set({ allowed_to_purchase: 1 }).where('id', '=', second).execute();
      }
    });

    it('orders and cart changes need a token', async () => {
      expectError(await t.post('/api/products/ProcessTrade', trade(main, {}), { headers: { 'idempotency-key': key() } }), 401);
      expectError(await t.post('/api/products/addCart', [buy(isin.equityFund, 1000)]), 401);
    });
  });

  describe('basket rules in the cart (trading §5)', () => {
    const rules: Array<[string, () => Record<string, unknown>, () => string]> = [
      ['an amount that is not a multiple of MinInvest', () => buy(isin.equityFund, 1500), () => minInvestMessage(1000)],
      ['an amount not divisible by the Denomination', () => buy(isin.usdDenominated, 5500), () => denominationMessage(1000)],
      [
        'a bond nominal that is not a multiple of 1000',
        () => ({ ISIN: isin.bond, TradeOptions: 'Units', TradeValue: 1500 }),
        () => BOND_NOMINAL_MESSAGE,
      ],
      ['a bond nominal of 0', () => ({ ISIN: isin.bond, TradeOptions: 'Units', TradeValue: 0 }), () => BOND_NOMINAL_MESSAGE],
      ['a fractional number of shares', () => ({ ISIN: isin.equity, TradeOptions: 'Units', TradeValue: 2.5 }), () => EQUITY_WHOLE_MESSAGE],
      ['a fractional equity amount', () => buy(isin.equity, 1000.5), () => EQUITY_WHOLE_MESSAGE],
      ['units below 1', () => ({ ISIN: isin.equityFund, TradeOptions: 'Units', TradeValue: 0.5 }), () => UNITS_MINIMUM_MESSAGE],
      [
        'a note nominal that is not a multiple of its Denomination',
        () => ({ ISIN: isin.noOnline, TradeOptions: 'Units', TradeValue: 7000 }),
        () => denominationMessage(5000),
      ],
      ['a product without a NAV', () => buy(isin.noNav, 1000), () => NO_PRICE_MESSAGE],
    ];

    it.each(rules)('refuses %s with its message', async (_case, item, message) => {
      expectError(await addCart(tokens.dmoclient, [{ ...item(), PlatformId: main }]), 400, message());
    });

    it.each(rules)('ProcessTrade refuses %s too', async (_case, item, message) => {
      expectError(await place(tokens.dmoclient, trade(main, { buys: [item()] })), 400, message());
    });

    it('adds a fund, a bond by nominal and whole shares, valuing each at the latest NAV', async () => {
      const cart = expectData(
        await addCart(tokens.dmoclient, [
          { ...buy(isin.etf, 2500), PlatformId: main },
          { ISIN: isin.bond, TradeOptions: 'Units', TradeValue: 3000, PlatformId: main },
          { ISIN: isin.equity, TradeOptions: 'Units', TradeValue: 4, PlatformId: main },
        ]),
      );
      const etf = cart.Items.find((i: { ISIN: string }) => i.ISIN === isin.etf);
      expect(etf).toMatchObject({ TransactionType: 'Purchase', TradeOptions: 'Amount', TradeValue: 2500, Amount: 2500 });
      expect(etf.Units).toBeCloseTo(2500 / etf.NAV, 3);
      const bondItem = cart.Items.find((i: { ISIN: string }) => i.ISIN === isin.bond);
      expect(bondItem.Units).toBe(3000);
      expect(bondItem.Amount).toBeCloseTo((3000 * bondItem.NAV) / 100, 2);
      expect(bondItem.UnitCost).toBeCloseTo(bondItem.NAV / 100, 4);
      const shares = cart.Items.find((i: { ISIN: string }) => i.ISIN === isin.equity);
      expect(shares.Amount).toBeCloseTo(4 * shares.NAV, 2);
      const eur = cart.TotalList.find((x: { Currency: string }) => x.Currency === 'EUR');
      const eurItems = cart.Items.filter(
        (i: { Currency: string; TransactionType: string }) => i.Currency === 'EUR' && i.TransactionType === 'Purchase',
      );
      expect(eur.Total).toBeCloseTo(
        eurItems.reduce((s: number, i: { Amount: number }) => s + i.Amount, 0),
        2,
      );
    });

    it('updates an item under the same rules, and removes it', async () => {
      const cart = expectData(await addCart(tokens.dmoclient, [{ ...buy(isin.valueFund, 2000), PlatformId: main }]));
      const item = cart.Items.find((i: { ISIN: string }) => i.ISIN === isin.valueFund);
      expectError(
        await t.post('/api/products/updateCart', { ID: item.ID, TradeOptions: 'Amount', TradeValue: 2500 }, { token: tokens.dmoclient }),
        400,
        minInvestMessage(1000),
      );
      const updated = expectData(
        await t.post('/api/products/updateCart', { ID: item.ID, TradeOptions: 'Amount', TradeValue: 4000 }, { token: tokens.dmoclient }),
      );
      expect(updated.Items.find((i: { ID: number }) => i.ID === item.ID)).toMatchObject({ TradeValue: 4000, Amount: 4000 });
      expectError(await t.post('/api/products/deleteCart', { cartID: item.ID }, { token: tokens.dmoclient2 }), 404);
      expect(
        expectData(await t.post('/api/products/deleteCart', { cartID: item.ID, name: NAMES.valueFund }, { token: tokens.dmoclient })),
      ).toEqual({ Removed: item.ID, Name: NAMES.valueFund });
      const after = expectData(await t.get('/api/products/cart', { token: tokens.dmoclient, query: { accountId: main } }));
      expect(after.Items.some((i: { ID: number }) => i.ID === item.ID)).toBe(false);
    });

    it("refuses cart changes to advisers' own tokens and read-only clients", async () => {
      const cart = expectData(await t.get('/api/products/cart', { token: tokens.dmoclient, query: { accountId: main } }));
      expectError(
        await t.post('/api/products/deleteCart', { cartID: cart.Items[0].ID }, { token: tokens.dmoconsultant }),
        403,
        CONSULTANT_TRADE_MESSAGE,
      );
      expectError(
        await t.post('/api/products/deleteCart', { cartID: cart.Items[0].ID }, { token: tokens.dmoreadonly }),
        403,
        MESSAGES.readOnly,
      );
    });

    it('sellCart refuses more units than held, more cash than the holding is worth, and products not held', async () => {
      const held = expectData(await t.get('/api/accounts/holdings', { token: tokens.dmoclient, query: { accountId: main } })).Holdings.find(
        (h: { ISIN: string }) => h.ISIN === isin.heldEtf,
      );
      const sellCart = (body: Record<string, unknown>) =>
        t.post('/api/products/sellCart', { ISIN: isin.heldEtf, PlatformId: main, ...body }, { token: tokens.dmoclient });
      expectError(await sellCart({ TradeOptions: 'Units', Units: held.Units + 1 }), 400, SELL_UNITS_EXCEED_MESSAGE);
      expectError(await sellCart({ TradeOptions: 'Amount', Amount: held.CurrentValue + 1 }), 400, SELL_AMOUNT_EXCEEDS_MESSAGE);
      expectError(
        await t.post(
          '/api/products/sellCart',
          { ISIN: isin.etf, PlatformId: main, TradeOptions: 'Units', Units: 1 },
          { token: tokens.dmoclient },
        ),
        400,
        `You do not hold ${NAMES.etf}.`,
      );
      const cart = expectData(await sellCart({ TradeOptions: 'SellAll', Amount: '100%' }));
      const item = cart.Items.find(
        (i: { ISIN: string; TransactionType: string }) => i.ISIN === isin.heldEtf && i.TransactionType === 'Sell',
      );
      expect(item).toMatchObject({ TradeOptions: 'SellAll', TradeValue: held.Units });
      expect(item.CurrentValue).toBeCloseTo(held.CurrentValue, 1);
      await t.post('/api/products/deleteCart', { cartID: item.ID }, { token: tokens.dmoclient });
    });
  });

  describe('placing orders (ProcessTrade, docusignTrade)', () => {
    it('needs an Idempotency-Key header', async () => {
      expectError(
        await place(tokens.dmoclient, trade(main, { buys: [buy(isin.equityFund, 1000)] }), null),
        400,
        IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
      );
    });

    it('takes at most 8 buy items', async () => {
      const nine = Array.from({ length: 9 }, () => buy(isin.equityFund, 1000));
      expectError(await place(tokens.dmoclient, trade(main, { buys: nine })), 400, MAX_CHECKOUT_ITEMS_MESSAGE);
      expectData(await place(tokens.dmoclient, trade(main, { buys: nine.slice(0, 8) })));
    });

    it('reserves the cash of a buy: PendingOrderAmount and AvailableBalance move, cash stays until settlement', async () => {
      const before = await summaryOf(tokens.dmoclient, main);
      const cashBefore = expectData(await t.get('/api/accounts/cashposition', { token: tokens.dmoclient, query: { accountId: main } }));
      const order = expectData(await place(tokens.dmoclient, trade(main, { buys: [buy(isin.etf, 3000)] })));
      const after = await summaryOf(tokens.dmoclient, main);
      expect(after.PendingOrderAmount).toBeCloseTo(before.PendingOrderAmount + 3000, 2);
      expect(after.AvailableBalance).toBeCloseTo(before.AvailableBalance - 3000, 2);
      expect(after.CashPosition).toBeCloseTo(before.CashPosition, 2);
      expect(Math.abs(after.AvailableBalance - (after.CashPosition - after.PendingOrderAmount - after.MinCashBalance))).toBeLessThanOrEqual(
        0.01,
      );
      expect(order).toMatchObject({ PendingOrderAmount: after.PendingOrderAmount, AvailableBalance: after.AvailableBalance });
      expect(order.PurchasedFunds[0]).toMatchObject({ ISIN: isin.etf, Amount: 3000, TradeOptions: 'Amount', Status: 'Pending' });
      const cashAfter = expectData(await t.get('/api/accounts/cashposition', { token: tokens.dmoclient, query: { accountId: main } }));
      expect(cashAfter.EUR).toBeCloseTo(cashBefore.EUR - 3000, 2);
      const pending = expectData(await t.get('/api/products/pendingorders', { token: tokens.dmoclient, query: { accountId: main } }));
      expect(pending.Purchase).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            ISIN: isin.etf,
            OrderId: order.OrderId,
            ORDER_DATE: order.OrderDate,
            QUANTITY: order.PurchasedFunds[0].Units,
          }),
        ]),
      );
    });

    it('refuses a buy above the available cash', async () => {
      const { AvailableBalance } = await summaryOf(tokens.dmoclient2, second);
      const tooMuch = Math.ceil((AvailableBalance + 1000) / 1000) * 1000;
      expectError(
        await place(tokens.dmoclient2, trade(second, { buys: [buy(isin.equityFund, tooMuch)] })),
        400,
        AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE,
      );
    });

    it('pays a USD product from EUR through a forex line converted via EUR rates', async () => {
      const rates: Array<{ Currency: string; Rate_EUR: number }> = expectData(
        await t.get('/api/accounts/conversionrates', { token: tokens.dmoclient }),
      );
      const usd = rates.find((r) => r.Currency === 'USD')!.Rate_EUR;
      const eurNeeded = Math.round((10_000 / usd) * 100) / 100;
      const cashBefore = expectData(await t.get('/api/accounts/cashposition', { token: tokens.dmoclient, query: { accountId: main } }));
      const forex = [{ SellCurrency: 'EUR', SellAmount: eurNeeded, BuyCurrency: 'USD', BuyAmount: 10_000 }];
      expectError(
        await place(
          tokens.dmoclient,
          trade(main, { buys: [buy(isin.usdDenominated, 10_000, { Forex: [{ ...forex[0], SellAmount: eurNeeded + 5 }] })] }),
        ),
        400,
        FOREX_MISMATCH_MESSAGE,
      );
      expectError(
        await place(
          tokens.dmoclient,
          trade(main, { buys: [buy(isin.usdDenominated, 10_000, { Forex: [{ ...forex[0], BuyAmount: 10_001, SellAmount: undefined }] })] }),
        ),
        400,
        EXCEEDS_AMOUNT_NEEDED_MESSAGE,
      );
      const order = expectData(await place(tokens.dmoclient, trade(main, { buys: [buy(isin.usdDenominated, 10_000, { Forex: forex })] })));
      expect(order.PurchasedFunds[0].Forex).toEqual(forex);
      const cashAfter = expectData(await t.get('/api/accounts/cashposition', { token: tokens.dmoclient, query: { accountId: main } }));
      expect(cashAfter.EUR).toBeCloseTo(cashBefore.EUR - eurNeeded, 2);
      expect(cashAfter.USD).toBeCloseTo(cashBefore.USD, 2);
    });

    it('refuses online checkout for a product that forbids it, and Docusign for one that does not offer it', async () => {
      const note = { ISIN: isin.noOnline, TradeOptions: 'Units', TradeValue: 10_000 };
      expectError(await place(tokens.dmoclient, trade(main, { buys: [note] })), 400, onlineForbiddenMessage(NAMES.noOnline));
      const signed = expectData(
        await place(tokens.dmoclient, trade(main, { buys: [note] }, { CheckoutOnline: false, CheckoutDocusign: true })),
      );
      expect(signed).toMatchObject({ Status: 'AwaitingSignature', CheckoutType: 'Docusign' });
      expect(signed.PDFDetails.SignerDetails[0]).toMatchObject({
        SignerOrder: 1,
        IsCC: false,
        SignerRole: 'Client',
        SignerEmailAddress: 'dmoclient@dmo.example.com',
      });
      expectError(
        await place(
          tokens.dmoclient,
          trade(main, { buys: [buy(isin.equityFund, 1000)] }, { CheckoutOnline: false, CheckoutDocusign: true }),
        ),
        400,
        docusignForbiddenMessage(NAMES.equityFund),
      );
      const viaRoute = expectData(
        await place(tokens.dmoclient, trade(main, { buys: [note] }, { CheckoutOnline: false }), key(), '/api/products/docusignTrade'),
      );
      expect(viaRoute.Status).toBe('AwaitingSignature');
    });

    it('refuses online checkout for notes without a signed fee form, leaving Manual; and for a note that needs a disclaimer', async () => {
      const note = { ISIN: isin.note, TradeOptions: 'Units', TradeValue: 5000 };
      expectError(await place(tokens.dmoclient2, trade(second, { buys: [note] })), 400, NOTES_FEE_UNSIGNED_MESSAGE);
      expect(expectData(await place(tokens.dmoclient2, trade(second, { buys: [note] }, { CheckoutOnline: false }))).CheckoutType).toBe(
        'Manual',
      );
      const eln = { ISIN: isin.eln, TradeOptions: 'Units', TradeValue: 5000 };
      expectError(await place(tokens.dmoclient, trade(main, { buys: [eln] })), 400, noteDisclaimerMessage(NAMES.eln));
    });

    it('takes no alerts on bonds and notes, and no new auto-sell alert', async () => {
      expectError(
        await place(
          tokens.dmoclient,
          trade(main, {
            buys: [
              {
                ISIN: isin.bond,
                TradeOptions: 'Units',
                TradeValue: 1000,
                Alert: { CartId: 1, GainRate: 5, FallRate: 5, GainSelection: 'AutoEmail', FallSelection: 'AutoEmail' },
              },
            ],
          }),
        ),
        400,
        NO_ALERTS_MESSAGE,
      );
      expectError(
        await place(
          tokens.dmoclient,
          trade(main, {
            buys: [
              buy(isin.etf, 500, { Alert: { CartId: 1, GainRate: 5, FallRate: 5, GainSelection: 'AutoSell', FallSelection: 'AutoEmail' } }),
            ],
          }),
        ),
        400,
        AUTO_SELL_NEW_MESSAGE,
      );
      expectError(
        await place(
          tokens.dmoclient,
          trade(main, {
            buys: [
              buy(isin.etf, 500, {
                Alert: { CartId: 1, GainRate: 0, FallRate: 5, GainSelection: 'AutoEmail', FallSelection: 'AutoEmail' },
              }),
            ],
          }),
        ),
        400,
        'Gain Target must be a whole percentage from 1 to 1000',
      );
    });

    it('warns of a duplicate order for an ISIN ordered today until the user confirms', async () => {
      expectData(await place(tokens.dmoclient2, trade(second, { buys: [buy(isin.valueFund, 1000)] })));
      expectError(
        await place(tokens.dmoclient2, trade(second, { buys: [buy(isin.valueFund, 1000)] }, { ConfirmDuplicate: false })),
        409,
        duplicateOrderMessage([isin.valueFund]),
      );
      expectData(await place(tokens.dmoclient2, trade(second, { buys: [buy(isin.valueFund, 1000)] }, { ConfirmDuplicate: true })));
    });

    it('orders a cart item once: the item leaves the cart, and ordering it again is refused', async () => {
      const cart = expectData(await addCart(tokens.dmoclient, [{ ...buy(isin.valueFund, 3000), PlatformId: main }]));
      const item = cart.Items.find((i: { ISIN: string; TradeValue: number }) => i.ISIN === isin.valueFund && i.TradeValue === 3000);
      const body = trade(main, { buys: [buy(isin.valueFund, 3000, { CartId: item.ID })] });
      expectData(await place(tokens.dmoclient, body));
      const after = expectData(await t.get('/api/products/cart', { token: tokens.dmoclient, query: { accountId: main } }));
      expect(after.Items.some((i: { ID: number }) => i.ID === item.ID)).toBe(false);
      expectError(await place(tokens.dmoclient, body), 409, CART_ITEM_GONE_MESSAGE);
    });

    it('reserves units of a sell: a second sell cannot sell what the first holds back, and a pending sell-all blocks further sells', async () => {
      const holding = expectData(
        await t.get('/api/accounts/holdings', { token: tokens.dmoclient, query: { accountId: main } }),
      ).Holdings.find((h: { ISIN: string }) => h.ISIN === isin.heldNote);
      const half = Math.floor(holding.Units / 2 / 1000) * 1000;
      const sell = (units: number) => ({ ISIN: isin.heldNote, TradeOptions: 'Units', Units: units });
      expectData(await place(tokens.dmoclient, trade(main, { sells: [sell(holding.Units - half)] })));
      expectError(await place(tokens.dmoclient, trade(main, { sells: [sell(half + 1)] })), 400, SELL_UNITS_EXCEED_MESSAGE);
      const all = expectData(
        await place(tokens.dmoclient, trade(main, { sells: [{ ISIN: isin.heldNote, TradeOptions: 'SellAll', Amount: '100%' }] })),
      );
      expect(all.SoldFunds[0]).toMatchObject({ SellAll: true, Units: half });
      const pending = expectData(await t.get('/api/products/pendingorders', { token: tokens.dmoclient, query: { accountId: main } }));
      expect(pending.Sell).toEqual(
        expect.arrayContaining([expect.objectContaining({ ISIN: isin.heldNote, QUANTITY: 0, Units: half, TradeOptions: 'SellAll' })]),
      );
      expectError(await place(tokens.dmoclient, trade(main, { sells: [sell(1)] })), 400, SELL_ALL_PENDING_MESSAGE);
      expectError(
        await t.post(
          '/api/products/sellCart',
          { ISIN: isin.heldNote, PlatformId: main, TradeOptions: 'Units', Units: 1 },
          { token: tokens.dmoclient },
        ),
        400,
        SELL_ALL_PENDING_MESSAGE,
      );
    });
  });

  describe('idempotency and concurrency', () => {
    it('the same key twice makes one order and gives the same answer', async () => {
      const k = key();
      const body = trade(second, { buys: [buy(isin.etf, 1000)] });
      const count = await ordersCount();
      const first = await place(tokens.dmoclient2, body, k);
      const again = await place(tokens.dmoclient2, body, k);
      expect(expectData(again)).toEqual(expectData(first));
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await ordersCount()).toBe(count + 1);
    });

    it('a double click (two identical requests at once) makes one order', async () => {
      const k = key();
      const body = trade(second, { buys: [buy(isin.etf, 1000)] });
      const count = await ordersCount();
      const [a, b] = await Promise.all([place(tokens.dmoclient2, body, k), place(tokens.dmoclient2, body, k)]);
      expect(expectData(a).OrderId).toBe(expectData(b).OrderId);
      expect(await ordersCount()).toBe(count + 1);
    });

    it('the same key with a different order is refused', async () => {
      const k = key();
      expectData(await place(tokens.dmoclient2, trade(second, { buys: [buy(isin.etf, 1000)] }), k));
      expectError(await place(tokens.dmoclient2, trade(second, { buys: [buy(isin.etf, 2000)] }), k), 409, IDEMPOTENCY_KEY_REUSED_MESSAGE);
    });

    it('two simultaneous orders that together exceed the available cash: exactly one is accepted', async () => {
      const { AvailableBalance } = await summaryOf(tokens.dmoclient2, second);
      const each = Math.ceil((AvailableBalance / 2 + 1) / 1000) * 1000;
      expect(each).toBeLessThanOrEqual(AvailableBalance);
      const results: CallResult[] = await Promise.all([
        place(tokens.dmoclient2, trade(second, { buys: [buy(isin.equityFund, each)] })),
        place(tokens.dmoclient2, trade(second, { buys: [buy(isin.valueFund, each)] })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expectError(
        results.find((r) => r.status === 400)!,
        400,
        AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE,
      );
      const after = await summaryOf(tokens.dmoclient2, second);
      expect(after.AvailableBalance).toBeCloseTo(AvailableBalance - each, 2);
      expect(after.AvailableBalance).toBeGreaterThanOrEqual(0);
    });

    it('many simultaneous orders never take the available cash below zero', async () => {
      const { AvailableBalance } = await summaryOf(tokens.dmoclient2, second);
      const each = 1000;
      const n = Math.floor(AvailableBalance / each) + 3;
      const count = await ordersCount();
      const results = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          place(tokens.dmoclient2, trade(second, { buys: [buy(i % 2 ? isin.equityFund : isin.valueFund, each)] })),
        ),
      );
      const accepted = results.filter((r) => r.status === 200).length;
      expect(accepted).toBe(Math.floor(AvailableBalance / each));
      expect(
        results.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.Message === AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE),
      ).toBe(true);
      const after = await summaryOf(tokens.dmoclient2, second);
      expect(after.AvailableBalance).toBeGreaterThanOrEqual(0);
      expect(after.AvailableBalance).toBeCloseTo(AvailableBalance - accepted * each, 2);
      // Orders placed together share one commit (SQLite group commit), each in its own savepoint: a refused
      // order leaves no row behind, and every accepted one is stored.
      expect(await ordersCount()).toBe(count + accepted);
    });
  });

  describe('settlement (npm run settle)', () => {
    it('fills pending orders at the latest NAV: holdings, cash, transactions and alerts move; reservations end', async () => {
      const token = tokens.dmoclient2;
      // Earlier tests left orders on this account; settle them first so this test sees only its own.
      await settlePendingOrders(t.db, { accountId: second, includeAwaitingSignature: true });
      // The concurrency tests spent the account's cash: a deposit pays for this order.
      await t.db.kysely
        .updateTable('cash_balances')
        .set((eb) => ({ amount: eb('amount', '+', 10_000) }))
        .where('account_id', '=', second)
        .where('currency', '=', 'EUR')
        .execute();
      const holdingsBefore = expectData(await t.get('/api/accounts/holdings', { token, query: { accountId: second } })).Holdings;
      const cashBefore = expectData(await t.get('/api/accounts/cashposition', { token, query: { accountId: second } }));
      const held = holdingsBefore[0];
      const order = expectData(
        await place(
          token,
          trade(second, {
            buys: [
              buy(isin.rebateFund, 2000, {
                CashRebateType: 'Cash',
                Alert: {
                  CartId: 7,
                  GainRate: 8,
                  FallRate: 4,
                  GainSelection: 'AutoEmail',
                  FallSelection: 'AutoReset',
                  AutoResetGainFallValue: 5,
                },
              }),
            ],
            sells: [{ ISIN: held.ISIN, TradeOptions: 'Units', Units: 10 }],
          }),
        ),
      );
      expect((await summaryOf(token, second)).PendingOrderAmount).toBeCloseTo(2000, 2);

      const report = await settlePendingOrders(t.db, { accountId: second });
      expect(report).toMatchObject({ orders: 1, filled: 2, rejected: 0 });

      const bought = order.PurchasedFunds[0];
      const sold = order.SoldFunds[0];
      const holdings = expectData(await t.get('/api/accounts/holdings', { token, query: { accountId: second } })).Holdings;
      expect(holdings.find((h: { ISIN: string }) => h.ISIN === held.ISIN).Units).toBeCloseTo(held.Units - 10, 4);
      const newHolding = holdings.find((h: { ISIN: string }) => h.ISIN === isin.rebateFund);
      expect(newHolding.Units).toBeCloseTo(bought.Units, 3);
      const cost = Math.round(bought.Units * bought.Price * 100) / 100;
      const rebate = Math.round(cost * 0.5) / 100;
      const proceeds = Math.round(10 * sold.Price * 100) / 100;
      const cashAfter = expectData(await t.get('/api/accounts/cashposition', { token, query: { accountId: second } }));
      const expected: Record<string, number> = { ...cashBefore };
      expected.EUR = (expected.EUR ?? 0) - cost + rebate;
      expected[held.Currency] = (expected[held.Currency] ?? 0) + proceeds;
      for (const [currency, amount] of Object.entries(expected)) expect(cashAfter[currency]).toBeCloseTo(amount, 2);
      const summary = await summaryOf(token, second);
      expect(summary.PendingOrderAmount).toBe(0);

      const transactions = expectData(await t.get('/api/accounts/holdingtransactions', { token, query: { accountId: second } }));
      expect(transactions[0]).toMatchObject({ OrderId: order.OrderId });
      expect(transactions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ TransactionType: 'Buy', ISIN: isin.rebateFund, Amount: cost, OrderId: order.OrderId }),
          expect.objectContaining({ TransactionType: 'Sell', ISIN: held.ISIN, Units: 10, Amount: proceeds, OrderId: order.OrderId }),
        ]),
      );
      expect(
        expectData(await t.get('/api/accounts/holdingtransactions', { token, query: { accountId: second, ISIN: isin.rebateFund } })),
      ).toEqual([expect.objectContaining({ TransactionType: 'Buy', ISIN: isin.rebateFund })]);
      const pending = expectData(await t.get('/api/products/pendingorders', { token, query: { accountId: second } }));
      expect(pending).toEqual({ Purchase: [], Sell: [] });
      const row = await t.db.kysely
        .selectFrom('orders')
        .select(['status', 'settled_at'])
        .where('id', '=', order.OrderId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('Filled');

      const alerts = expectData(await t.get('/api/alerts', { token, query: { accountId: second } }));
      expect(alerts).toEqual([
        expect.objectContaining({
          ISIN: isin.rebateFund,
          GainRate: 8,
          FallRate: -4,
          GainSelection: 1,
          FallSelection: 3,
          IsGainAutoEmail: true,
          IsAutoReset: true,
        }),
      ]);
      expect(alerts[0].History).toEqual([expect.objectContaining({ State: 'Created', NewGainRate: 8, NewFallRate: -4 })]);
    });

    it('fills Docusign orders only once signed (--signed)', async () => {
      const order = expectData(
        await place(
          tokens.dmoclient,
          trade(
            main,
            { buys: [{ ISIN: isin.note, TradeOptions: 'Units', TradeValue: 1000 }] },
            { CheckoutOnline: false, CheckoutDocusign: true },
          ),
        ),
      );
      await settlePendingOrders(t.db, { accountId: main });
      const waiting = await t.db.kysely.selectFrom('orders').select('status').where('id', '=', order.OrderId).executeTakeFirstOrThrow();
      expect(waiting.status).toBe('AwaitingSignature');
      await settlePendingOrders(t.db, { accountId: main, includeAwaitingSignature: true });
      const filled = await t.db.kysely.selectFrom('orders').select('status').where('id', '=', order.OrderId).executeTakeFirstOrThrow();
      expect(filled.status).toBe('Filled');
      const summary = await summaryOf(tokens.dmoclient, main);
      expect(summary.PendingOrderAmount).toBe(0);
      expect(summary.AvailableBalance).toBeGreaterThanOrEqual(0);
    });
  });
});
