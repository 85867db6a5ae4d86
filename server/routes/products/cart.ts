import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../../lib/apiSchemas';
import { badRequest, data, dataSchema, errorResponses, forbidden, MESSAGES } from '../../lib/http';
import { sessionOf } from '../../plugins/auth';
import { about, audited } from '../../plugins/audit';
import { accountForSession } from '../../services/users';
import { addToCart, CART_ITEM_NOT_FOUND_MESSAGE, cartOf, removeCartItem, updateCartItem, type BasketOrder } from '../../services/cart';

const cartAnswer = apiRef('cart', 'Cart');

/** The cart (trading §7): read, add buys and sells, change and remove items. Orders are in routes/orders.ts. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const auth = { preHandler: [app.authenticate] };

  app.get<{ Querystring: { whitelabelID?: number; userInfoID?: number; accountId: number } }>(
    '/products/cart',
    {
      ...auth,
      schema: {
        tags: ['products'],
        querystring: apiRef('cart', 'CartQuery'),
        response: { 200: dataSchema(cartAnswer), ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (request.query.whitelabelID !== undefined && request.query.whitelabelID !== request.brand?.whiteLabelId)
        throw badRequest(MESSAGES.whiteLabelMismatch);
      const account = await accountForSession(db, session, request.query.accountId);
      if (request.query.userInfoID !== undefined && request.query.userInfoID !== account.user_id) throw forbidden(MESSAGES.notYourAccount);
      return data(await cartOf(db, account));
    },
  );

  app.post<{ Body: BasketOrder[] }>(
    '/products/addCart',
    {
      ...auth,
      config: audited('cart.itemsAdded', about('account', 'body', 'AccountId'), about('account', 'body', 'PlatformId')),
      schema: { tags: ['products'], body: apiRef('cart', 'BasketOrders'), response: { 200: dataSchema(cartAnswer), ...errorResponses } },
    },
    async (request) => data(await addToCart(db, app.catalogue, sessionOf(request), request.body)),
  );

  app.post<{ Body: BasketOrder }>(
    '/products/sellCart',
    {
      ...auth,
      config: audited('cart.saleAdded', about('account', 'body', 'AccountId'), about('account', 'body', 'PlatformId')),
      schema: { tags: ['products'], body: apiRef('cart', 'BasketOrder'), response: { 200: dataSchema(cartAnswer), ...errorResponses } },
    },
    async (request) => {
      if (request.body.TransactionType && request.body.TransactionType !== 'Sell')
        throw badRequest('sellCart adds sell orders; use addCart to buy.');
      return data(await addToCart(db, app.catalogue, sessionOf(request), [request.body], 'Sell'));
    },
  );

  app.post<{ Body: { ID: number; TradeOptions: 'Amount' | 'Units' | 'SellAll'; TradeValue: number } }>(
    '/products/updateCart',
    {
      ...auth,
      config: audited('cart.itemChanged', about('cartItem', 'body', 'ID')),
      schema: {
        tags: ['products'],
        body: apiRef('cart', 'CartItemChange'),
        response: { 200: dataSchema(cartAnswer), ...errorResponses },
      },
    },
    async (request) => data(await updateCartItem(db, app.catalogue, sessionOf(request), request.body)),
  );

  app.post<{ Body: { cartID?: number; ID?: number; name?: string; roleInfoId?: number; disableSnackbar?: boolean } }>(
    '/products/deleteCart',
    {
      ...auth,
      config: audited('cart.itemRemoved', about('cartItem', 'body', 'cartID'), about('cartItem', 'body', 'ID')),
      schema: {
        tags: ['products'],
        body: apiRef('cart', 'CartItemRemoval'),
        response: { 200: dataSchema(apiRef('cart', 'RemovedCartItem')), ...errorResponses },
      },
    },
    async (request) => {
      const id = request.body.cartID ?? request.body.ID;
      if (!id) throw badRequest(CART_ITEM_NOT_FOUND_MESSAGE);
      return data(await removeCartItem(db, sessionOf(request), id));
    },
  );
};
