import type { FastifyPluginAsync } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, forbidden, idParam, MESSAGES } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { accountForSession } from '../services/users';
import { convert, isPercentPriced, latestNavs, loadRates, round2 } from '../services/portfolio';

const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const cartItem = {
  type: 'object',
  properties: {
    ID: { type: 'integer' }, UserInfoId: { type: 'integer' }, AccountId: { type: 'integer' }, FundId: { type: 'integer' }, Name: str, ISIN: str,
    NAV: { type: ['number', 'null'] }, Currency: str, ProductType: str, TransactionType: str, TradeOptions: str, TradeValue: num,
    Units: num, Amount: num, CashRebate: { type: ['number', 'null'] }, DiscountPercentage: num, CashRebateType: { type: ['string', 'null'] },
    CheckoutOnline: { type: 'boolean' }, CheckoutDocusign: { type: 'boolean' }, Denomination: { type: ['number', 'null'] },
    MinInvest: { type: ['number', 'null'] }, Coupon: { type: ['number', 'null'] },
  },
} as const;

/** The cart read that login loads (trading §7 "Get cart"); the rest of trading is later work. */
export const productRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;

  app.get<{ Querystring: { whitelabelID?: number; userInfoID?: number; accountId: number } }>('/products/cart', {
    preHandler: [app.authenticate],
    schema: {
      tags: ['products'],
      querystring: {
        type: 'object', required: ['accountId'],
        properties: { whitelabelID: idParam, userInfoID: idParam, accountId: idParam },
      },
      response: {
        200: dataSchema({ type: 'object', properties: { Items: { type: 'array', items: cartItem }, TotalList: { type: 'array', items: { type: 'object', properties: { Currency: str, CurrencySymbol: str, Total: num, TotalInAccountCurrency: num } } } } }),
        ...errorResponses,
      },
    },
  }, async (request) => {
    const session = sessionOf(request);
    if (request.query.whitelabelID !== undefined && request.query.whitelabelID !== request.brand?.whiteLabelId) {
      throw badRequest(MESSAGES.whiteLabelMismatch);
    }
    const account = await accountForSession(db, session, request.query.accountId);
    if (request.query.userInfoID !== undefined && request.query.userInfoID !== account.user_id) throw forbidden(MESSAGES.notYourAccount);
    const rows = await db.selectFrom('cart_items').innerJoin('products', 'products.id', 'cart_items.product_id')
      .select(['cart_items.id', 'cart_items.user_id', 'cart_items.account_id', 'cart_items.product_id', 'cart_items.transaction_type', 'cart_items.trade_option', 'cart_items.trade_value',
        'products.name', 'products.isin', 'products.currency', 'products.product_type', 'products.cash_rebate', 'products.cash_rebate_type', 'products.discount_percentage',
        'products.checkout_online', 'products.checkout_docusign', 'products.denomination', 'products.min_invest', 'products.coupon'])
      .where('cart_items.account_id', '=', account.id).orderBy('cart_items.id').execute();
    const navs = await latestNavs(db, [...new Set(rows.map((r) => r.product_id))]);
    const rates = await loadRates(db);
    const items = rows.map((r) => {
      const nav = navs.get(r.product_id)?.nav ?? null;
      const unitPrice = nav === null ? null : isPercentPriced(r.product_type) ? nav / 100 : nav;
      const amount = r.trade_option === 'Units' ? (unitPrice ? round2(r.trade_value * unitPrice) : 0) : r.trade_value;
      const units = r.trade_option === 'Units' ? r.trade_value : unitPrice ? Math.round((r.trade_value / unitPrice) * 1e4) / 1e4 : 0;
      return {
        ID: r.id, UserInfoId: r.user_id, AccountId: r.account_id, FundId: r.product_id, Name: r.name, ISIN: r.isin, NAV: nav, Currency: r.currency,
        ProductType: r.product_type, TransactionType: r.transaction_type, TradeOptions: r.trade_option, TradeValue: r.trade_value, Units: units, Amount: amount,
        CashRebate: r.cash_rebate, DiscountPercentage: r.discount_percentage, CashRebateType: r.cash_rebate_type,
        CheckoutOnline: r.checkout_online === 1, CheckoutDocusign: r.checkout_docusign === 1, Denomination: r.denomination, MinInvest: r.min_invest, Coupon: r.coupon,
      };
    });
    const totals = new Map<string, number>();
    for (const i of items.filter((x) => x.TransactionType === 'Purchase')) totals.set(i.Currency, (totals.get(i.Currency) ?? 0) + i.Amount);
    return data({
      Items: items,
      TotalList: [...totals.entries()].map(([Currency, Total]) => ({
        Currency, CurrencySymbol: rates.get(Currency)?.symbol ?? Currency, Total: round2(Total),
        TotalInAccountCurrency: round2(convert(Total, Currency, account.currency, rates)),
      })),
    });
  });
};
