import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { validateForm } from '@/engine';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import type { Database } from '../db/schema';
import type { DocumentBlock, DocumentContent, DocumentSigner } from './documents/types';
import { formatUtcDateTime } from './documents/content';
import { DOCUMENT_GENERATION_FAILED_MESSAGE, DocumentGenerationError } from './documents/errors';
import { documentSchemas, ORDER_FORM_SCHEMA_ID } from './documents/registry';
import { renderDocument } from './documents/render';
import type { OrderAnswer } from './orderAnswer';

/**
 * The order form of a placed order (trading §4 Next Steps: "manual lists downloadable PDFs"): a
 * real PDF printed from the order's stored answer, validated against
 * schemas/documents/order-form.json first, and the signed short-lived link a browser tab opens it
 * with (no bearer header travels with a plain link, so the link itself carries the proof).
 */

/** How long an order-form link works, like the fact-sheet report's link. */
export const ORDER_FORM_LINK_MINUTES = 10;
export const ORDER_FORM_LINK_INVALID_MESSAGE = 'This order form link is not valid. Please open the order form again from your order.';
export const ORDER_FORM_LINK_EXPIRED_MESSAGE = 'This order form link has expired. Please open the order form again from your order.';
export const NO_ORDER_FORM_MESSAGE = 'An online order has no order form to sign.';

/** The form's file name: `Order-<id>-form.pdf`. */
export const orderFormFileName = (orderId: number) => `Order-${orderId}-form.pdf`;

/** Whether an order of this checkout type is signed on an order form (Online orders are not). */
export const hasOrderForm = (checkoutType: string) => checkoutType === 'Manual' || checkoutType === 'Docusign';

/**
 * The link's signature: the brand's host, the order and its owner (the client the order was placed
 * for) and the expiry, under the server's secret — a link opens only that order, on that brand, until then.
 */
export function orderFormSignature(secret: string, link: { brand: string; orderId: number; ownerId: number; expires: number }): string {
  return createHmac('sha256', secret)
    .update(`order-form|${link.brand}|${link.orderId}|${link.ownerId}|${link.expires}`)
    .digest('base64url');
}

/**
 * A signed link to an order's form, valid for ORDER_FORM_LINK_MINUTES.
 * @param path - the download route's path (`/api/products/orderform`)
 */
export function orderFormLink(
  secret: string,
  path: string,
  order: { brand: string; orderId: number; ownerId: number },
  now: Date = new Date(),
): { FileName: string; PDFUrl: string; ExpiresAt: string } {
  const expires = Math.floor(now.getTime() / 1000) + ORDER_FORM_LINK_MINUTES * 60;
  const query = new URLSearchParams({
    OrderId: String(order.orderId),
    expires: String(expires),
    signature: orderFormSignature(secret, { ...order, expires }),
  });
  return { FileName: orderFormFileName(order.orderId), PDFUrl: `${path}?${query}`, ExpiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * Checks a link's signature (constant time) and expiry.
 * @returns null when the link is good, else the message to refuse it with
 */
export function orderFormLinkProblem(
  secret: string,
  link: { brand: string; orderId: number; ownerId: number; expires: number; signature: string },
  now: Date = new Date(),
): string | null {
  const expected = Buffer.from(orderFormSignature(secret, link));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return ORDER_FORM_LINK_INVALID_MESSAGE;
  if (link.expires * 1000 < now.getTime()) return ORDER_FORM_LINK_EXPIRED_MESSAGE;
  return null;
}

/**
 * The order's answer with its documents: Manual and Docusign orders list their order form with a
 * fresh link (a replay of the same Idempotency-Key lists the same form, newly signed); Online
 * orders list none. The stored answer is left as it was placed.
 */
export function withOrderDocuments(answer: OrderAnswer, link: (orderId: number) => { FileName: string; PDFUrl: string }): OrderAnswer {
  if (!hasOrderForm(answer.CheckoutType)) return answer;
  const { FileName, PDFUrl } = link(answer.OrderId);
  return { ...answer, PDFDetails: { ...answer.PDFDetails, PDFUrls: [{ FileName, PDFUrl }] } };
}

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

/** What the order form is printed from: the payload schemas/documents/order-form.json validates. */
export interface OrderFormInput {
  OrderId: number;
  OrderDate: string;
  CreatedAt: string;
  CheckoutType: 'Online' | 'Docusign' | 'Manual';
  Brand: { Name: string; Code: string };
  Client: { Name: string; Number: string };
  Account: { Number: string; Currency: string };
  /** The adviser who placed the order while logged in as the client. */
  Adviser?: string;
  Signers: Array<{ Order: number; Name: string; Email?: string }>;
  PurchasedFunds: Array<{
    Name: string;
    ISIN: string;
    ProductType?: string;
    Currency: string;
    TradeOptions: 'Amount' | 'Units';
    Units: number;
    Amount: number;
    Price: number;
    CashRebateType?: string | null;
    Forex: Array<{ SellCurrency: string; SellAmount: number; BuyCurrency: string; BuyAmount: number }>;
  }>;
  SoldFunds: Array<{
    Name: string;
    ISIN: string;
    ProductType?: string;
    Currency: string;
    TradeOptions: 'Amount' | 'Units' | 'SellAll';
    Units: number;
    Amount: number;
    Price: number;
  }>;
}

/** An order as the download route finds it: its row, stored answer, owner, account and adviser. */
export interface StoredOrder {
  id: number;
  userId: number;
  whiteLabelId: number;
  input: Omit<OrderFormInput, 'Brand'>;
}

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/**
 * Reads a placed order for its form: the order row, its stored answer (the lines exactly as the
 * client was told), the client, the account and the adviser who acted, if any.
 * @returns undefined when there is no such order
 */
export async function loadStoredOrder(db: Kysely<Database>, orderId: number): Promise<StoredOrder | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .select([
      'orders.id',
      'orders.user_id',
      'orders.impersonator_id',
      'orders.checkout_type',
      'orders.order_date',
      'orders.created_at',
      'orders.response_json',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.boston_id',
      'users.white_label_id',
      'accounts.number',
      'accounts.currency',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const adviser =
    row.impersonator_id === null
      ? undefined
      : await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', row.impersonator_id).executeTakeFirst();
  const answer = (row.response_json ? JSON.parse(row.response_json) : {}) as Partial<OrderAnswer>;
  const signers: OrderFormInput['Signers'] = [{ Order: 1, Name: fullName(row), Email: row.email }];
  if (adviser) signers.push({ Order: 2, Name: fullName(adviser), Email: adviser.email });
  return {
    id: row.id,
    userId: row.user_id,
    whiteLabelId: row.white_label_id,
    input: {
      OrderId: row.id,
      OrderDate: row.order_date,
      CreatedAt: row.created_at,
      CheckoutType: row.checkout_type,
      Client: { Name: fullName(row), Number: row.boston_id },
      Account: { Number: row.number, Currency: row.currency },
      ...(adviser ? { Adviser: fullName(adviser) } : {}),
      Signers: signers,
      PurchasedFunds: (answer.PurchasedFunds ?? []).map((b) => ({
        Name: b.Name,
        ISIN: b.ISIN,
        ProductType: b.ProductType,
        Currency: b.Currency,
        TradeOptions: b.TradeOptions,
        Units: b.Units,
        Amount: b.Amount,
        Price: b.Price,
        CashRebateType: b.CashRebateType,
        Forex: b.Forex ?? [],
      })),
      SoldFunds: (answer.SoldFunds ?? []).map((s) => ({
        Name: s.Name,
        ISIN: s.ISIN,
        ProductType: s.ProductType,
        Currency: s.Currency,
        TradeOptions: s.TradeOptions,
        Units: s.Units,
        Amount: s.Amount,
        Price: s.Price,
      })),
    },
  };
}

const money = (currency: string, amount: number) => `${currency} ${formatMoney(amount)}`;
const units = (n: number) => roundUnitCost(n).toFixed(4);
const row = (label: string, value: string): DocumentBlock => ({ type: 'row', label, value });
const TRADE_OPTION_NAMES: Readonly<Record<string, string>> = { Amount: 'Amount', Units: 'Units', SellAll: 'Sell All' };
const REBATE_NAMES: Readonly<Record<string, string>> = { Units: 'Units rebate', Cash: 'Cash rebate' };

/** Sums per currency, in the order the currencies first appear. */
function totalsByCurrency(lines: Array<{ Currency: string; Amount: number }>): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.Currency, (totals.get(l.Currency) ?? 0) + l.Amount);
  return [...totals.entries()].map(([c, v]) => [c, Math.round(v * 100) / 100]);
}

/** What the order form prints, in reading order (pure, so tests can read it without a PDF parser). */
export function orderFormContent(input: OrderFormInput): DocumentContent {
  const blocks: DocumentBlock[] = [
    { type: 'heading', text: 'Client and account' },
    row('Client', input.Client.Name),
    row('Client number', input.Client.Number),
    row('Account number', input.Account.Number),
    row('Account currency', input.Account.Currency),
    { type: 'heading', text: 'Order' },
    row('Order number', String(input.OrderId)),
    row('Order date', formatIsoDate(input.OrderDate)),
    row('Placed at', `${formatUtcDateTime(input.CreatedAt)} UTC`),
    row('Checkout type', input.CheckoutType),
    ...(input.Adviser ? [row('Placed by adviser', input.Adviser)] : []),
  ];
  if (input.PurchasedFunds.length) {
    blocks.push({ type: 'heading', text: 'Buy orders' });
    input.PurchasedFunds.forEach((b, i) => {
      blocks.push(
        { type: 'subheading', text: `Buy ${i + 1}: ${b.Name}` },
        row('ISIN', b.ISIN),
        ...(b.ProductType ? [row('Product type', b.ProductType)] : []),
        row('Currency', b.Currency),
        row('Trade option', TRADE_OPTION_NAMES[b.TradeOptions] ?? b.TradeOptions),
        row('Amount', money(b.Currency, b.Amount)),
        row('Units', units(b.Units)),
        row('Price', `${b.Currency} ${roundUnitCost(b.Price).toFixed(4)}`),
        row('Rebate', b.CashRebateType ? (REBATE_NAMES[b.CashRebateType] ?? b.CashRebateType) : 'None'),
        row(
          'Currency exchange',
          b.Forex.length
            ? b.Forex.map((f) => `sell ${money(f.SellCurrency, f.SellAmount)} to buy ${money(f.BuyCurrency, f.BuyAmount)}`).join('; ')
            : 'None',
        ),
      );
    });
  }
  if (input.SoldFunds.length) {
    blocks.push({ type: 'heading', text: 'Sell orders' });
    input.SoldFunds.forEach((s, i) => {
      blocks.push(
        { type: 'subheading', text: `Sell ${i + 1}: ${s.Name}` },
        row('ISIN', s.ISIN),
        ...(s.ProductType ? [row('Product type', s.ProductType)] : []),
        row('Currency', s.Currency),
        row('Trade option', TRADE_OPTION_NAMES[s.TradeOptions] ?? s.TradeOptions),
        row('Units', units(s.Units)),
        row(s.TradeOptions === 'Amount' ? 'Amount' : 'Estimated amount', money(s.Currency, s.Amount)),
      );
    });
  }
  blocks.push({ type: 'heading', text: 'Totals' });
  for (const [currency, total] of totalsByCurrency(input.PurchasedFunds))
    blocks.push(row(`Total to buy (${currency})`, money(currency, total)));
  for (const [currency, total] of totalsByCurrency(input.SoldFunds))
    blocks.push(row(`Total to sell (${currency})`, money(currency, total)));
  const forexTotals = totalsByCurrency(
    input.PurchasedFunds.flatMap((b) => b.Forex.map((f) => ({ Currency: f.SellCurrency, Amount: f.SellAmount }))),
  );
  for (const [currency, total] of forexTotals) blocks.push(row(`Exchanged from ${currency}`, money(currency, total)));
  blocks.push(row('Lines', `${input.PurchasedFunds.length} to buy, ${input.SoldFunds.length} to sell`));
  blocks.push(
    { type: 'heading', text: 'Next steps' },
    {
      type: 'paragraph',
      text:
        input.CheckoutType === 'Docusign'
          ? 'This order form has been sent for electronic signature. The order is executed once every signer has signed.'
          : 'Please print, sign and return this order form to us. The order is executed once the signed form is received.',
    },
  );
  const signers: DocumentSigner[] = input.Signers.map((s) => ({
    order: s.Order,
    name: s.Name,
    role: s.Order === 1 ? 'Client' : 'Adviser',
    ...(s.Email ? { email: s.Email } : {}),
  }));
  return {
    kind: 'OrderForm',
    title: 'Order form',
    fileName: orderFormFileName(input.OrderId),
    brandName: input.Brand.Name,
    openingId: input.OrderId,
    reference: `Order ${input.OrderId}`,
    blocks,
    signers,
  };
}

/**
 * The order form as a PDF, validated against schemas/documents/order-form.json first. The input
 * is the server's own record of a placed order, so a payload the schema refuses is the platform's
 * fault, not the user's: it fails like any other generation failure, with the schema's message as
 * the cause (for the log).
 * @throws DocumentGenerationError "Sorry! Something wrong generating document."
 */
export async function generateOrderForm(input: OrderFormInput, now: Date = new Date()): Promise<Uint8Array> {
  try {
    const verdict = validateForm(documentSchemas().registry, ORDER_FORM_SCHEMA_ID, input);
    if (!verdict.valid) {
      throw new DocumentGenerationError(DOCUMENT_GENERATION_FAILED_MESSAGE, {
        cause: new Error(verdict.errors[0]?.message ?? 'The order form payload is not valid.'),
      });
    }
    return await renderDocument(orderFormContent(input), now);
  } catch (e) {
    if (e instanceof DocumentGenerationError) throw e;
    throw new DocumentGenerationError(DOCUMENT_GENERATION_FAILED_MESSAGE, { cause: e });
  }
}
