import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, forbidden, HttpError, idParam, MESSAGES, notFound, plainText } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { orderBrandOf, sendOrderForSigning } from '../services/orderSigning';
import { createDocuSignAdapter } from '../services/signing/docusign';
import { accountForSession } from '../services/users';
import { orderForFormLink, pendingOrdersOf } from '../services/orders';
import { assertTradingRole, checkTradingAccount, IDEMPOTENCY_KEY_REQUIRED_MESSAGE } from '../services/orderPolicy';
import { planOrder, requestHashOf, type AlertAnswers, type OrderAnswer, type OrderPlan, type TradeRequest } from '../services/orderPlanning';
import { orderCommitPathOf } from '../services/orderCommit';
import type { CatalogueProduct } from '../services/catalogue';
import { DocumentGenerationError, DOCUMENT_GENERATION_FAILED_MESSAGE } from '../services/documents/errors';
import {
  generateOrderForm, hasOrderForm, loadStoredOrder, NO_ORDER_FORM_MESSAGE, ORDER_FORM_LINK_INVALID_MESSAGE, orderFormFileName, orderFormLink, orderFormLinkProblem,
  withOrderDocuments,
} from '../services/orderDocuments';
import { validateSubmission } from '../forms/validateSubmission';
import { alertSelectionCode } from '@/engine/trading/alertSelectionCode';
import { MAX_CHECKOUT_ITEMS_MESSAGE } from '@/engine/trading/cartCheckoutBlockers';
import { alertFallValueForStorage } from '@/engine/sanitise/alertFallValueForStorage';
import { ALERT_ACTION, MAX_CHECKOUT_ITEMS, PAYMENT_AMOUNT_MAX } from '@/engine/trading/limits';
import { num, int, str, bool, numOrNull, intOrNull, strOrNull } from '../lib/jsonTypes';

const money = { type: 'number', minimum: -1e12, maximum: 1e12 } as const;
const isin = { type: 'string', pattern: '^[A-Z]{2}[A-Z0-9]{9}[0-9]$' } as const;
const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const selection = { anyOf: [{ type: 'integer' }, plainText(20)] } as const;

export const AUTO_SELL_NEW_MESSAGE = 'Auto Sell can only be kept on an existing alert; choose Notify By Email, Reset Alert or No Alert.';

const forexLine = {
  type: 'object', required: ['SellCurrency', 'BuyCurrency', 'BuyAmount'], additionalProperties: false,
  properties: {
    SellCurrency: currency, BuyCurrency: currency,
    SellAmount: { type: 'number', minimum: 0, maximum: 1e9 }, BuyAmount: { type: 'number', exclusiveMinimum: 0, maximum: PAYMENT_AMOUNT_MAX },
  },
} as const;
const alertLine = {
  type: ['object', 'null'], additionalProperties: false,
  properties: {
    CartId: idParam, GainRate: numOrNull, FallRate: numOrNull, AutoResetGainFallValue: numOrNull, GainSelection: selection, FallSelection: selection,
  },
} as const;

/** The trade request of trading §3; browser-side fields the server does not need pass through unread. */
const tradeRequest = {
  type: 'object', required: ['UserInfo'], additionalProperties: true,
  properties: {
    PurchasedFunds: {
      type: 'array', maxItems: 50,
      items: {
        type: 'object', required: ['ISIN', 'TradeOptions'], additionalProperties: true,
        properties: {
          ID: idParam, CartId: idParam, ISIN: isin, TradeOptions: { type: 'string', enum: ['Amount', 'Units'] }, TradeValue: money, Units: money, Amount: money,
          CashRebateType: { type: ['string', 'null'], maxLength: 20 }, Forex: { type: 'array', maxItems: 5, items: forexLine }, Alert: alertLine,
        },
      },
    },
    SoldFunds: {
      type: 'array', maxItems: 50,
      items: {
        type: 'object', required: ['ISIN', 'TradeOptions'], additionalProperties: true,
        properties: {
          CartId: idParam, ISIN: isin, TradeOptions: { type: 'string', enum: ['Amount', 'Units', 'SellAll'] }, TradeValue: money, Units: money,
          Amount: { anyOf: [money, plainText(20)] },
        },
      },
    },
    CheckoutOnline: bool, CheckoutDocusign: bool, ConfirmDuplicate: bool,
    UserInfo: {
      type: 'object', required: ['PlatformId'], additionalProperties: true,
      properties: {
        PlatformId: idParam, UserInfoId: idParam, ActiveBostonId: plainText(40), CurrentUserBostonId: plainText(40),
        WhiteLabelCode: plainText(10), WhiteLabelId: idParam,
      },
    },
  },
} as const;

const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7E]+$' } },
} as const;

const orderAnswerSchema = {
  type: 'object',
  properties: {
    OrderId: int, AccountId: int, Status: str, CheckoutType: str, OrderDate: str, CreatedAt: str, Currency: str, PendingOrderAmount: num, AvailableBalance: num,
    PurchasedFunds: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          OrderLineId: int, CartId: intOrNull, ISIN: str, Name: str, ProductType: str, Currency: str, TradeOptions: str, TradeValue: num, Units: num, Amount: num,
          Price: num, CashRebateType: strOrNull, Status: str,
          Forex: { type: 'array', items: { type: 'object', properties: { SellCurrency: str, SellAmount: num, BuyCurrency: str, BuyAmount: num } } },
          Alert: { type: ['object', 'null'], additionalProperties: true },
        },
      },
    },
    SoldFunds: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          OrderLineId: int, CartId: intOrNull, ISIN: str, Name: str, ProductType: str, Currency: str, TradeOptions: str, Units: num, Amount: num, Price: num,
          SellAll: bool, Status: str,
        },
      },
    },
    PDFDetails: {
      type: 'object',
      properties: {
        SignerDetails: { type: 'array', items: { type: 'object', properties: { SignerOrder: int, IsCC: bool, SignerRole: str, SignerName: str, SignerEmailAddress: str } } },
        PDFUrls: { type: 'array', items: { type: 'object', properties: { FileName: str, PDFUrl: str } } },
      },
    },
  },
} as const;

const pendingEntry = {
  type: 'object',
  properties: {
    OrderId: int, OrderLineId: int, ISIN: str, Name: str, ProductType: str, ORDER_DATE: str, CreatedAt: str, QUANTITY: num, Units: num, Amount: num,
    Currency: str, TransactionType: str, TradeOptions: str, Status: str, CheckoutType: str,
  },
} as const;

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
    if (answers.GainSelection === ALERT_ACTION.AutoSell || answers.FallSelection === ALERT_ACTION.AutoSell) throw badRequest(AUTO_SELL_NEW_MESSAGE);
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
    const placed = await orders.findPlacedOrder(userId, key, requestHash);
    if (placed) {
      reply.header('Idempotent-Replayed', 'true');
      return data(withDocuments(placed.answer));
    }
    if ((body.PurchasedFunds?.length ?? 0) > MAX_CHECKOUT_ITEMS) throw badRequest(MAX_CHECKOUT_ITEMS_MESSAGE);
    const impersonatorId = session.impersonator ? Number(session.impersonator) : null;
    const [{ account, user, impersonator, rates }, catalogue] = await Promise.all([
      orders.loadOrderContext(accountId, userId, impersonatorId), app.catalogue.get(),
    ]);
    if (!user) throw forbidden(MESSAGES.notYourAccount);
    const buying = (body.PurchasedFunds?.length ?? 0) > 0;
    const selling = (body.SoldFunds?.length ?? 0) > 0;
    checkTradingAccount(account, user, buying ? 'Purchase' : 'Sell');
    if (buying && selling) checkTradingAccount(account, user, 'Sell');
    const info = body.UserInfo;
    if (info.UserInfoId !== undefined && info.UserInfoId !== user.id) throw forbidden(MESSAGES.notYourAccount);
    if (info.WhiteLabelId !== undefined && info.WhiteLabelId !== request.brand?.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
    if (info.WhiteLabelCode !== undefined && info.WhiteLabelCode.toLowerCase() !== request.brand?.brand.code.toLowerCase()) throw badRequest(MESSAGES.whiteLabelMismatch);
    if (info.ActiveBostonId !== undefined && info.ActiveBostonId !== user.boston_id) throw forbidden(MESSAGES.notYourAccount);
    // "A stored consultant identifier from the session is used as the acting user": the client's or the impersonating adviser's.
    if (info.CurrentUserBostonId !== undefined && ![user.boston_id, impersonator?.boston_id].includes(info.CurrentUserBostonId)) throw forbidden(MESSAGES.notYourAccount);
    const products = new Map<string, CatalogueProduct>();
    for (const line of [...(body.PurchasedFunds ?? []), ...(body.SoldFunds ?? [])]) {
      const p = catalogue.byIsinCode(line.ISIN);
      if (p) products.set(line.ISIN, p);
    }
    const plan = planOrder({ route, key, body, user, impersonator: impersonator ?? null, account: account!, products, rates, validateAlert, now: new Date(), requestHash });
    const result = await orders.commitOrder(plan);
    if (result.replayed) reply.header('Idempotent-Replayed', 'true');
    else if (result.answer.CheckoutType === 'Docusign' && app.config.docuSign && request.brand) {
      // DocuSign e-mails the order form to its signers now. If it cannot be reached the order stands,
      // awaiting its signature, and `npm run settle` sends it later; the form stays downloadable meanwhile.
      try {
        await sendOrderForSigning(app.db, createDocuSignAdapter(app.config.docuSign), result.answer.OrderId, orderBrandOf(request.brand.brand));
      } catch (error) {
        request.log.warn({ orderId: result.answer.OrderId, reason: (error as Error).message }, 'Docusign order not sent to DocuSign yet');
      }
    }
    return data(withDocuments(result.answer));
  }

  const orderRoute = {
    preHandler: [app.authenticate],
    schema: { tags: ['orders'], headers: idempotencyHeaders, body: tradeRequest, response: { 200: dataSchema(orderAnswerSchema), ...errorResponses } },
  };

  app.post<{ Body: TradeRequest }>('/products/ProcessTrade', orderRoute, (request, reply) => placeOrder(request, reply, 'ProcessTrade'));
  app.post<{ Body: TradeRequest }>('/products/docusignTrade', orderRoute, (request, reply) => placeOrder(request, reply, 'docusignTrade'));

  app.get<{ Querystring: { accountId: number } }>('/products/pendingorders', {
    preHandler: [app.authenticate],
    schema: {
      tags: ['orders'],
      querystring: { type: 'object', required: ['accountId'], properties: { accountId: idParam } },
      response: { 200: dataSchema({ type: 'object', properties: { Purchase: { type: 'array', items: pendingEntry }, Sell: { type: 'array', items: pendingEntry } } }), ...errorResponses },
    },
  }, async (request) => {
    const account = await accountForSession(db, sessionOf(request), request.query.accountId);
    return data(await pendingOrdersOf(db, account.id));
  });

  // The order form of a Manual or Docusign order (trading §4 Next Steps), opened in a browser tab:
  // no bearer header, so the signed link of the order's answer is the proof (orderFormLink).
  app.get<{ Querystring: { OrderId: number; expires: number; signature: string } }>('/products/orderform', {
    schema: {
      tags: ['orders'], security: [],
      querystring: {
        type: 'object', required: ['OrderId', 'expires', 'signature'], additionalProperties: false,
        properties: { OrderId: idParam, expires: { type: 'integer', minimum: 0, maximum: 1e11 }, signature: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
      },
      response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const { OrderId, expires, signature } = request.query;
    const order = await loadStoredOrder(db, OrderId);
    // An unknown order, another brand's order or another owner's order all fail the signature the same way.
    if (!order || order.whiteLabelId !== request.brand?.whiteLabelId) throw forbidden(ORDER_FORM_LINK_INVALID_MESSAGE);
    const problem = orderFormLinkProblem(app.config.jwtSecret, { brand: request.brand.brand.code, orderId: order.id, ownerId: order.userId, expires, signature });
    if (problem) throw forbidden(problem);
    if (!hasOrderForm(order.input.CheckoutType)) throw notFound(NO_ORDER_FORM_MESSAGE);
    let pdf: Uint8Array;
    try {
      pdf = await generateOrderForm({ ...order.input, Brand: { Name: request.brand.brand.name, Code: request.brand.brand.code } });
    } catch (e) {
      request.log.error({ err: e instanceof DocumentGenerationError ? e.cause ?? e : e, orderId: order.id }, 'order form generation failed');
      throw new HttpError(500, DOCUMENT_GENERATION_FAILED_MESSAGE);
    }
    // A PDF, not a page: the portal's CSP (object-src 'none') would stop the browser's PDF viewer.
    return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${orderFormFileName(order.id)}"`)
      .header('Content-Security-Policy', "frame-ancestors 'none'").send(Buffer.from(pdf));
  });

  // A fresh link to an order's form for a session that may read the order's account (after the
  // 10 minutes of the answer's link have passed, or from another screen).
  app.get<{ Querystring: { OrderId: number } }>('/products/orderformurl', {
    preHandler: [app.authenticate],
    schema: {
      tags: ['orders'],
      querystring: { type: 'object', required: ['OrderId'], additionalProperties: false, properties: { OrderId: idParam } },
      response: { 200: dataSchema({ type: 'object', properties: { FileName: str, PDFUrl: str, ExpiresAt: str } }), ...errorResponses },
    },
  }, async (request) => {
    const row = await orderForFormLink(db, request.query.OrderId);
    if (!row) throw forbidden(MESSAGES.notYourAccount);
    await accountForSession(db, sessionOf(request), row.account_id);
    if (!hasOrderForm(row.checkout_type)) throw notFound(NO_ORDER_FORM_MESSAGE);
    return data(orderFormLink(app.config.jwtSecret, orderFormPath, { brand: request.brand?.brand.code ?? '', orderId: row.id, ownerId: row.user_id }));
  });
};
