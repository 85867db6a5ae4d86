import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiDef, apiRef } from '../lib/apiSchemas';
import { badRequest, data, dataSchema, errorResponses, forbidden, HttpError, MESSAGES, notFound } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { about, audited } from '../plugins/audit';
import { orderBrandOf, sendOrderForSigning } from '../services/orderSigning';
import { createDocuSignAdapter } from '../services/signing/docusign';
import { accountForSession } from '../services/users';
import { orderForFormLink, pendingOrdersOf } from '../services/orders';
import { assertTradingRole, checkTradingAccount, IDEMPOTENCY_KEY_REQUIRED_MESSAGE } from '../services/orderPolicy';
import { planOrder, requestHashOf, type AlertAnswers, type OrderPlan, type TradeRequest } from '../services/orderPlanning';
import type { OrderAnswer } from '../services/orderAnswer';
import { orderCommitPathOf } from '../services/orderCommit';
import type { CatalogueProduct } from '../services/catalogue';
import { DocumentGenerationError, DOCUMENT_GENERATION_FAILED_MESSAGE } from '../services/documents/errors';
import {
  generateOrderForm,
  hasOrderForm,
  loadStoredOrder,
  NO_ORDER_FORM_MESSAGE,
  ORDER_FORM_LINK_INVALID_MESSAGE,
  orderFormFileName,
  orderFormLink,
  orderFormLinkProblem,
  withOrderDocuments,
} from '../services/orderDocuments';
import { validateSubmission } from '../forms/validateSubmission';
import { alertSelectionCode } from '@/engine/trading/alertSelectionCode';
import { MAX_CHECKOUT_ITEMS_MESSAGE } from '@/engine/trading/cartCheckoutBlockers';
import { alertFallValueForStorage } from '@/engine/sanitise/alertFallValueForStorage';
import { ALERT_ACTION, MAX_CHECKOUT_ITEMS } from '@/engine/trading/limits';

// Inline, not a $ref: Fastify lower-cases the header names of an inline schema only.
const idempotencyHeaders = apiDef('orders', 'IdempotencyHeaders');

export const AUTO_SELL_NEW_MESSAGE = 'Auto Sell can only be kept on an existing alert; choose Notify By Email, Reset Alert or No Alert.';

/**
 * Order placement (ProcessTrade, docusignTrade) and pending orders (trading §7). Placing is
 * idempotent on the `Idempotency-Key` header: the same key and body again answer with the first
 * order (header `Idempotent-Replayed: true`), never a second one.
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  /** Where the order form downloads (`/api/products/orderform`). */
  const orderFormPath = `${app.prefix}/products/orderform`;

  /** Reads an alert of a buy line as the alert-targets form does (selections as codes, fall negative) and validates it. */
  const validateAlert = (alert: AlertAnswers): AlertAnswers => {
    const answers: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(alert)) if (v !== null && v !== undefined) answers[k] = v;
    for (const k of ['GainSelection', 'FallSelection']) if (k in answers) answers[k] = alertSelectionCode(answers[k]) ?? answers[k];
    if (typeof answers.FallRate === 'number') answers.FallRate = alertFallValueForStorage(answers.FallRate);
    if (answers.GainSelection === ALERT_ACTION.AutoSell || answers.FallSelection === ALERT_ACTION.AutoSell)
      throw badRequest(AUTO_SELL_NEW_MESSAGE);
    return validateSubmission(app.forms.registry, 'alert-targets', answers).answers as unknown as AlertAnswers;
  };

  async function placeOrder(request: FastifyRequest<{ Body: TradeRequest }>, reply: FastifyReply, route: OrderPlan['route']) {
    const session = sessionOf(request);
    assertTradingRole(session);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !key) throw badRequest(IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
    const body = request.body;
    const userId = Number(session.nameid);
    const accountId = body.UserInfo.PlatformId;
    // The order form's link is signed afresh for every answer, so a replay lists the same form with a working link.
    const brand = request.brand?.brand.code ?? '';
    const withDocuments = (answer: OrderAnswer) =>
      withOrderDocuments(answer, (orderId) => orderFormLink(app.config.jwtSecret, orderFormPath, { brand, orderId, ownerId: userId }));
    const requestHash = requestHashOf(route, { accountId, body });
    const orders = orderCommitPathOf(app.db);
    const impersonatorId = session.impersonator ? Number(session.impersonator) : null;
    // Read together (on PostgreSQL in one round trip with the other orders of the moment); a retry is
    // answered from its stored order before any rule runs again.
    const [placed, { account, user, impersonator, rates }, catalogue] = await Promise.all([
      orders.findPlacedOrder(userId, key, requestHash),
      orders.loadOrderContext(accountId, userId, impersonatorId),
      app.catalogue.get(),
    ]);
    if (placed) {
      reply.header('Idempotent-Replayed', 'true');
      return data(withDocuments(placed.answer));
    }
    if ((body.PurchasedFunds?.length ?? 0) > MAX_CHECKOUT_ITEMS) throw badRequest(MAX_CHECKOUT_ITEMS_MESSAGE);
    if (!user) throw forbidden(MESSAGES.notYourAccount);
    const buying = (body.PurchasedFunds?.length ?? 0) > 0;
    const selling = (body.SoldFunds?.length ?? 0) > 0;
    checkTradingAccount(account, user, buying ? 'Purchase' : 'Sell');
    if (buying && selling) checkTradingAccount(account, user, 'Sell');
    const info = body.UserInfo;
    if (info.UserInfoId !== undefined && info.UserInfoId !== user.id) throw forbidden(MESSAGES.notYourAccount);
    if (info.WhiteLabelId !== undefined && info.WhiteLabelId !== request.brand?.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
    if (info.WhiteLabelCode !== undefined && info.WhiteLabelCode.toLowerCase() !== request.brand?.brand.code.toLowerCase())
      throw badRequest(MESSAGES.whiteLabelMismatch);
    if (info.ActiveBostonId !== undefined && info.ActiveBostonId !== user.boston_id) throw forbidden(MESSAGES.notYourAccount);
    // "A stored consultant identifier from the session is used as the acting user": the client's or the impersonating adviser's.
    if (info.CurrentUserBostonId !== undefined && ![user.boston_id, impersonator?.boston_id].includes(info.CurrentUserBostonId))
      throw forbidden(MESSAGES.notYourAccount);
    const products = new Map<string, CatalogueProduct>();
    for (const line of [...(body.PurchasedFunds ?? []), ...(body.SoldFunds ?? [])]) {
      const p = catalogue.byIsinCode(line.ISIN);
      if (p) products.set(line.ISIN, p);
    }
    const plan = planOrder({
      route,
      key,
      body,
      user,
      impersonator: impersonator ?? null,
      account: account!,
      products,
      rates,
      validateAlert,
      now: new Date(),
      requestHash,
    });
    const result = await orders.commitOrder(plan);
    if (result.replayed) reply.header('Idempotent-Replayed', 'true');
    else if (result.answer.CheckoutType === 'Docusign' && app.config.docuSign && request.brand) {
      // DocuSign e-mails the order form to its signers now. If it cannot be reached the order stands,
      // awaiting its signature, and `npm run settle` sends it later; the form stays downloadable meanwhile.
      try {
        await sendOrderForSigning(
          app.db,
          createDocuSignAdapter(app.config.docuSign),
          result.answer.OrderId,
          orderBrandOf(request.brand.brand),
        );
      } catch (error) {
        request.log.warn({ orderId: result.answer.OrderId, reason: (error as Error).message }, 'Docusign order not sent to DocuSign yet');
      }
    }
    return data(withDocuments(result.answer));
  }

  const orderRoute = {
    preHandler: [app.authenticate],
    schema: {
      tags: ['orders'],
      headers: idempotencyHeaders,
      body: apiRef('orders', 'TradeRequest'),
      response: { 200: dataSchema(apiRef('orders', 'OrderAnswer')), ...errorResponses },
    },
  };

  const orderAccount = about('account', 'body', 'UserInfo.PlatformId');
  app.post<{ Body: TradeRequest }>(
    '/products/ProcessTrade',
    { ...orderRoute, config: audited('order.placed', orderAccount) },
    (request, reply) => placeOrder(request, reply, 'ProcessTrade'),
  );
  app.post<{ Body: TradeRequest }>(
    '/products/docusignTrade',
    { ...orderRoute, config: audited('order.placedForSigning', orderAccount) },
    (request, reply) => placeOrder(request, reply, 'docusignTrade'),
  );

  app.get<{ Querystring: { accountId: number } }>(
    '/products/pendingorders',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['orders'],
        querystring: apiRef('orders', 'PendingOrdersQuery'),
        response: { 200: dataSchema(apiRef('orders', 'PendingOrders')), ...errorResponses },
      },
    },
    async (request) => {
      const account = await accountForSession(db, sessionOf(request), request.query.accountId);
      return data(await pendingOrdersOf(db, account.id));
    },
  );

  // The order form of a Manual or Docusign order (trading §4 Next Steps), opened in a browser tab:
  // no bearer header, so the signed link of the order's answer is the proof (orderFormLink).
  app.get<{ Querystring: { OrderId: number; expires: number; signature: string } }>(
    '/products/orderform',
    {
      schema: {
        tags: ['orders'],
        security: [],
        querystring: apiRef('orders', 'OrderFormQuery'),
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const { OrderId, expires, signature } = request.query;
      const order = await loadStoredOrder(db, OrderId);
      // An unknown order, another brand's order or another owner's order all fail the signature the same way.
      if (!order || order.whiteLabelId !== request.brand?.whiteLabelId) throw forbidden(ORDER_FORM_LINK_INVALID_MESSAGE);
      const problem = orderFormLinkProblem(app.config.jwtSecret, {
        brand: request.brand.brand.code,
        orderId: order.id,
        ownerId: order.userId,
        expires,
        signature,
      });
      if (problem) throw forbidden(problem);
      if (!hasOrderForm(order.input.CheckoutType)) throw notFound(NO_ORDER_FORM_MESSAGE);
      let pdf: Uint8Array;
      try {
        pdf = await generateOrderForm({ ...order.input, Brand: { Name: request.brand.brand.name, Code: request.brand.brand.code } });
      } catch (e) {
        request.log.error(
          { err: e instanceof DocumentGenerationError ? (e.cause ?? e) : e, orderId: order.id },
          'order form generation failed',
        );
        throw new HttpError(500, DOCUMENT_GENERATION_FAILED_MESSAGE);
      }
      // A PDF, not a page: the portal's CSP (object-src 'none') would stop the browser's PDF viewer.
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${orderFormFileName(order.id)}"`)
        .header('Content-Security-Policy', "frame-ancestors 'none'")
        .send(Buffer.from(pdf));
    },
  );

  // A fresh link to an order's form for a session that may read the order's account (after the
  // 10 minutes of the answer's link have passed, or from another screen).
  app.get<{ Querystring: { OrderId: number } }>(
    '/products/orderformurl',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['orders'],
        querystring: apiRef('orders', 'OrderFormUrlQuery'),
        response: { 200: dataSchema(apiRef('orders', 'OrderFormLink')), ...errorResponses },
      },
    },
    async (request) => {
      const row = await orderForFormLink(db, request.query.OrderId);
      if (!row) throw forbidden(MESSAGES.notYourAccount);
      await accountForSession(db, sessionOf(request), row.account_id);
      if (!hasOrderForm(row.checkout_type)) throw notFound(NO_ORDER_FORM_MESSAGE);
      return data(
        orderFormLink(app.config.jwtSecret, orderFormPath, {
          brand: request.brand?.brand.code ?? '',
          orderId: row.id,
          ownerId: row.user_id,
        }),
      );
    },
  );
};
