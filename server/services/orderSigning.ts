import { writeTransaction, type Db } from '../db/database';
import type { Brand } from '@/engine/brands/types';
import { createDocuSignAdapter } from './signing/docusign';
import type { DocuSignConfig, SigningAdapter } from './signing/types';
import { generateOrderForm, loadStoredOrder } from './orderDocuments';

/** The brand an order form is printed and sent for. */
export interface OrderBrand {
  Name: string;
  Code: string;
}

/** A brand of the catalogue as the order form names it. */
export const orderBrandOf = (brand: Brand): OrderBrand => ({ Name: brand.name, Code: brand.code });

/** What one collection run did (`npm run settle` prints it). */
export interface OrderSigningReport {
  /** Docusign orders sent to DocuSign now (placed while it could not be reached). */
  sent: number;
  /** Orders every signer has now signed: they are Pending, to be filled. */
  signed: number;
  /** Orders still waiting for a signature. */
  waiting: number;
  /** Sentences of DocuSign failures (never the token). */
  failures: string[];
}

/**
 * Sends a Docusign order's form to DocuSign: the order form PDF (as the client downloads it) to the
 * client, then to the adviser who placed it for the client (signing order 1, 2; each signs after
 * "Client:" / "Adviser:"), and records the envelope on the order.
 * @param adapter - DocuSign (createDocuSignAdapter)
 * @returns the envelope id, or null when the order is unknown, not a Docusign order or sent already
 * @throws DocuSignError with a sentence when DocuSign refuses or cannot be reached (the order stays unsent)
 */
export async function sendOrderForSigning(db: Db, adapter: SigningAdapter, orderId: number, brand: OrderBrand): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('orders')
    .select(['checkout_type', 'status', 'envelope_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row || row.checkout_type !== 'Docusign' || row.status !== 'AwaitingSignature' || row.envelope_id) return null;
  const order = await loadStoredOrder(db.kysely, orderId);
  if (!order) return null;
  const pdf = await generateOrderForm({ ...order.input, Brand: brand });
  const { envelopeId } = await adapter.send({
    openingId: orderId,
    whiteLabelId: order.whiteLabelId,
    brandName: brand.Name,
    portalUrl: '',
    subject: {
      title: `${brand.Name}: please sign your order ${orderId}`,
      message: `The order form of your order ${orderId} with ${brand.Name} awaits your signature. The order is executed once every signer has signed.`,
    },
    documents: [{ title: `Order form ${orderId}`, pdf }],
    signers: order.input.Signers.map((s) => ({
      order: s.Order,
      name: s.Name,
      email: s.Email ?? '',
      anchor: s.Order === 1 ? 'Client:' : 'Adviser:',
    })),
  });
  await db.kysely
    .updateTable('orders')
    .set({ envelope_id: envelopeId })
    .where('id', '=', orderId)
    .where('envelope_id', 'is', null)
    .execute();
  return envelopeId;
}

/**
 * Follows the Docusign orders (`npm run settle`, before filling): sends those not sent yet, and asks
 * DocuSign about the others; an order every signer has signed becomes Pending with its lines, so the
 * same settlement run fills it. One order's failure does not stop the others.
 * @param config - DocuSign's settings; nothing is done without them
 * @param brandOf - the brand of a white label (for the form's heading and the e-mail)
 */
export async function collectOrderSignatures(
  db: Db,
  config: DocuSignConfig | null,
  brandOf: (whiteLabelId: number) => OrderBrand | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<OrderSigningReport> {
  const report: OrderSigningReport = { sent: 0, signed: 0, waiting: 0, failures: [] };
  if (!config) return report;
  const adapter = createDocuSignAdapter(config, fetchImpl);
  const orders = await db.kysely
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.envelope_id', 'users.white_label_id'])
    .where('orders.checkout_type', '=', 'Docusign')
    .where('orders.status', '=', 'AwaitingSignature')
    .orderBy('orders.id')
    .execute();
  for (const order of orders) {
    try {
      if (!order.envelope_id) {
        const brand = brandOf(order.white_label_id);
        if (brand && (await sendOrderForSigning(db, adapter, order.id, brand))) report.sent += 1;
        report.waiting += 1;
        continue;
      }
      const status = await adapter.status(order.envelope_id);
      if (!status.completed) {
        report.waiting += 1;
        continue;
      }
      await writeTransaction(db, async (trx) => {
        await trx
          .updateTable('order_lines')
          .set({ status: 'Pending' })
          .where('order_id', '=', order.id)
          .where('status', '=', 'AwaitingSignature')
          .execute();
        await trx
          .updateTable('orders')
          .set({ status: 'Pending' })
          .where('id', '=', order.id)
          .where('status', '=', 'AwaitingSignature')
          .execute();
      });
      report.signed += 1;
    } catch (error) {
      report.failures.push(`Order ${order.id}: ${(error as Error).message}`);
      report.waiting += 1;
    }
  }
  return report;
}
