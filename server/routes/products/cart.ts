import type { FastifyPluginAsync } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, forbidden, idParam, MESSAGES, plainText } from '../../lib/http';
import { sessionOf } from '../../plugins/auth';
import { accountForSession } from '../../services/users';
import { addToCart, CART_ITEM_NOT_FOUND_MESSAGE, cartOf, removeCartItem, updateCartItem, type BasketOrder } from '../../services/cart';
import { num, int, str, bool, numOrNull, strOrNull } from '../../lib/jsonTypes';
import { isin } from './schemas';

const cartItem = {
  type: 'object',
  properties: {
    ID: int, UserInfoId: int, AccountId: int, FundId: int, Name: str, ISIN: str,
    NAV: numOrNull, Currency: str, ProductType: str, TransactionType: str, TradeOptions: str, TradeValue: num,
    Units: num, Amount: num, UnitCost: numOrNull, CurrentValue: numOrNull, CashRebate: numOrNull, DiscountPercentage: num, CashRebateType: strOrNull,
    CheckoutOnline: bool, CheckoutDocusign: bool, NeedsDisclaimer: bool, Denomination: numOrNull, MinInvest: numOrNull, Coupon: numOrNull,
  },
} as const;
const cartAnswer = {
  type: 'object',
  properties: {
    Items: { type: 'array', items: cartItem },
    TotalList: { type: 'array', items: { type: 'object', properties: { Currency: str, CurrencySymbol: str, Total: num, TotalInAccountCurrency: num } } },
  },
} as const;

/** A cart item or sell basket order as the browser sends it (trading §3 Cart item, Basket order). */
const basketOrder = {
  type: 'object',
  additionalProperties: true,
  properties: {
    ISIN: isin, FundId: idParam, TransactionType: { type: 'string', enum: ['Purchase', 'Sell'] },
    TradeOptions: { type: 'string', enum: ['Amount', 'Units', 'SellAll'] },
    TradeValue: { type: 'number', minimum: -1e12, maximum: 1e12 }, Units: { type: 'number', minimum: -1e12, maximum: 1e12 },
    Amount: { anyOf: [{ type: 'number', minimum: -1e12, maximum: 1e12 }, plainText(20)] },
    PlatformId: idParam, AccountId: idParam, UserInfoId: idParam,
  },
  required: ['TradeOptions'],
} as const;

/** The cart (trading §7): read, add buys and sells, change and remove items. Orders are in routes/orders.ts. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const auth = { preHandler: [app.authenticate] };

  app.get<{ Querystring: { whitelabelID?: number; userInfoID?: number; accountId: number } }>('/products/cart', {
    ...auth,
    schema: {
      tags: ['products'],
      querystring: { type: 'object', required: ['accountId'], properties: { whitelabelID: idParam, userInfoID: idParam, accountId: idParam } },
      response: { 200: dataSchema(cartAnswer), ...errorResponses },
    },
  }, async (request) => {
    const session = sessionOf(request);
    if (request.query.whitelabelID !== undefined && request.query.whitelabelID !== request.brand?.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
    const account = await accountForSession(db, session, request.query.accountId);
    if (request.query.userInfoID !== undefined && request.query.userInfoID !== account.user_id) throw forbidden(MESSAGES.notYourAccount);
    return data(await cartOf(db, account));
  });

  app.post<{ Body: BasketOrder[] }>('/products/addCart', {
    ...auth,
    schema: { tags: ['products'], body: { type: 'array', minItems: 1, maxItems: 50, items: basketOrder }, response: { 200: dataSchema(cartAnswer), ...errorResponses } },
  }, async (request) => data(await addToCart(db, app.catalogue, sessionOf(request), request.body)));

  app.post<{ Body: BasketOrder }>('/products/sellCart', {
    ...auth,
    schema: { tags: ['products'], body: basketOrder, response: { 200: dataSchema(cartAnswer), ...errorResponses } },
  }, async (request) => {
    if (request.body.TransactionType && request.body.TransactionType !== 'Sell') throw badRequest('sellCart adds sell orders; use addCart to buy.');
    return data(await addToCart(db, app.catalogue, sessionOf(request), [request.body], 'Sell'));
  });

  app.post<{ Body: { ID: number; TradeOptions: 'Amount' | 'Units' | 'SellAll'; TradeValue: number } }>('/products/updateCart', {
    ...auth,
    schema: {
      tags: ['products'],
      body: {
        type: 'object', required: ['ID', 'TradeOptions', 'TradeValue'], additionalProperties: true,
        properties: { ID: idParam, TradeOptions: { type: 'string', enum: ['Amount', 'Units', 'SellAll'] }, TradeValue: { type: 'number', minimum: -1e12, maximum: 1e12 } },
      },
      response: { 200: dataSchema(cartAnswer), ...errorResponses },
    },
  }, async (request) => data(await updateCartItem(db, app.catalogue, sessionOf(request), request.body)));

  app.post<{ Body: { cartID?: number; ID?: number; name?: string; roleInfoId?: number; disableSnackbar?: boolean } }>('/products/deleteCart', {
    ...auth,
    schema: {
      tags: ['products'],
      body: {
        type: 'object', additionalProperties: false,
        properties: { cartID: idParam, ID: idParam, name: plainText(300), roleInfoId: { type: ['integer', 'string'] }, disableSnackbar: bool },
      },
      response: { 200: dataSchema({ type: 'object', properties: { Removed: int, Name: str } }), ...errorResponses },
    },
  }, async (request) => {
    const id = request.body.cartID ?? request.body.ID;
    if (!id) throw badRequest(CART_ITEM_NOT_FOUND_MESSAGE);
    return data(await removeCartItem(db, sessionOf(request), id));
  });
};
