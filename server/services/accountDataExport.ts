import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { allActsOf } from './auditTrail';
import { withoutTokens } from './emailLog';
import { fullName } from './users';
import { AUDIT_ROLE_LABELS, describeAuditAction } from '@/engine/audit/auditActions';

/** One file of the archive: JSON (compressed) or stored bytes such as a PDF (kept as they are). */
export interface ExportFile {
  name: string;
  json?: unknown;
  bytes?: Uint8Array;
}

/** A name safe inside a ZIP on every system: letters, digits, dot, dash and underscore. */
export const safeFileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || 'file';

/** A JSON column as the value it holds (a column that does not parse is kept as text). */
const parsed = (text: string | null) => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Everything the platform keeps about a client (issue 15 item 7), as the files of its archive: the
 * profile (never the password hash), accounts with cash, holdings, transactions, orders with their
 * lines, cart, watchlist, alerts, holdings held elsewhere, form submissions with their PDFs, account
 * openings with their documents, missing documents with the uploaded files, due diligence, e-mails
 * (one-time tokens removed, as the e-mail log shows them), sessions and the audit trail of acts done
 * for the client. Everything is read before the archive starts, so a failed read is an error answer,
 * not a broken download.
 * @param db - Kysely
 * @param clientId - the client's user id (the caller has checked who may ask)
 */
export async function accountDataFiles(db: Kysely<Database>, clientId: number): Promise<ExportFile[]> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
  const brand = await db.selectFrom('white_labels').select(['code', 'name']).where('id', '=', user.white_label_id).executeTakeFirst();
  const consultant = user.consultant_id
    ? await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', user.consultant_id).executeTakeFirst()
    : undefined;
  const profile = {
    UserId: user.id,
    UserName: user.username,
    Role: user.role,
    FirstName: user.first_name,
    LastName: user.last_name,
    Email: user.email,
    Phone: user.phone,
    BostonId: user.boston_id,
    Brand: brand ? { Code: brand.code, Name: brand.name } : null,
    Consultant: consultant ? { Name: fullName(consultant), Email: consultant.email } : null,
    DetailsUpdated: user.details_updated === 1,
    TransactionFeeSigned: user.transaction_fee_signed === 1,
    CanPurchase: user.can_purchase === 1,
    CanSell: user.can_sell === 1,
    CreatedAt: user.created_at,
  };

  const accounts = await db.selectFrom('accounts').selectAll().where('user_id', '=', clientId).orderBy('id').execute();
  const accountIds = accounts.map((a) => a.id);
  const ofAccounts = <T>(read: (ids: number[]) => Promise<T[]>) => (accountIds.length ? read(accountIds) : Promise.resolve([] as T[]));
  const cash = await ofAccounts((ids) => db.selectFrom('cash_balances').selectAll().where('account_id', 'in', ids).execute());
  const holdings = await ofAccounts((ids) =>
    db
      .selectFrom('holdings as h')
      .innerJoin('products as p', 'p.id', 'h.product_id')
      .select(['h.id', 'h.account_id', 'p.isin', 'p.name', 'h.units', 'h.purchased_value', 'h.purchase_date'])
      .where('h.account_id', 'in', ids)
      .orderBy('h.id')
      .execute(),
  );
  const transactions = await ofAccounts((ids) =>
    db.selectFrom('transactions').selectAll().where('account_id', 'in', ids).orderBy('transaction_date').orderBy('id').execute(),
  );
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'account_id', 'impersonator_id', 'checkout_type', 'status', 'order_date', 'created_at', 'settled_at'])
    .where('user_id', '=', clientId)
    .orderBy('id')
    .execute();
  const lines = orders.length
    ? await db
        .selectFrom('order_lines')
        .select([
          'id',
          'order_id',
          'isin',
          'transaction_type',
          'trade_option',
          'trade_value',
          'units',
          'amount',
          'price',
          'currency',
          'status',
          'filled_units',
          'filled_price',
          'filled_amount',
          'filled_at',
          'reject_reason',
        ])
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const cart = await ofAccounts((ids) =>
    db
      .selectFrom('cart_items as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select(['c.id', 'c.account_id', 'p.isin', 'p.name', 'c.transaction_type', 'c.trade_option', 'c.trade_value', 'c.created_at'])
      .where('c.account_id', 'in', ids)
      .orderBy('c.id')
      .execute(),
  );
  const watchlist = await db
    .selectFrom('watchlist_items as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .select(['w.id', 'p.isin', 'p.name', 'w.start_date', 'w.modified_date', 'w.gain_rate', 'w.fall_rate', 'w.added_by'])
    .where('w.user_id', '=', clientId)
    .orderBy('w.id')
    .execute();
  const alerts = await db.selectFrom('alerts').selectAll().where('user_id', '=', clientId).orderBy('id').execute();
  const elsewhere = await ofAccounts((ids) =>
    db.selectFrom('non_platform_holdings').selectAll().where('account_id', 'in', ids).orderBy('id').execute(),
  );
  const sellInstructions = await db
    .selectFrom('non_platform_sell_instructions')
    .select(['id', 'holding_id', 'account_id', 'units', 'status', 'requested_at', 'closed_at'])
    .where('user_id', '=', clientId)
    .orderBy('id')
    .execute();

  const files: ExportFile[] = [];
  const submissions = await db.selectFrom('form_submissions').selectAll().where('user_id', '=', clientId).orderBy('id').execute();
  const pdfs = submissions.length
    ? await db
        .selectFrom('form_submission_pdfs')
        .selectAll()
        .where(
          'submission_id',
          'in',
          submissions.map((s) => s.id),
        )
        .execute()
    : [];
  const pdfOf = new Map(pdfs.map((p) => [p.submission_id, p]));
  const submissionEntries = submissions.map((s) => {
    const pdf = pdfOf.get(s.id);
    const name = pdf ? `submissions/${s.id}-${safeFileName(pdf.file_name)}` : null;
    if (pdf && name) files.push({ name, bytes: pdf.pdf });
    return {
      Id: s.id,
      FormId: s.form_id,
      Version: s.version,
      SchemaHash: s.schema_hash,
      AccountId: s.account_id,
      FlowId: s.flow_id,
      StepId: s.step_id,
      SubmittedByAdviser: s.impersonator_id !== null,
      Answers: parsed(s.data_json),
      CreatedAt: s.created_at,
      Pdf: name,
    };
  });

  const openings = await db.selectFrom('account_openings').selectAll().where('client_id', '=', clientId).orderBy('id').execute();
  const openingIds = openings.map((o) => o.id);
  const sections = openingIds.length
    ? await db
        .selectFrom('account_opening_sections')
        .select(['opening_id', 'section', 'step_id', 'data_json', 'saved_at'])
        .where('opening_id', 'in', openingIds)
        .where('current', '=', 1)
        .orderBy('id')
        .execute()
    : [];
  const openingDocuments = openingIds.length
    ? await db.selectFrom('account_opening_documents').selectAll().where('opening_id', 'in', openingIds).orderBy('id').execute()
    : [];
  const openingEntries = openings.map((o) => ({
    Id: o.id,
    Status: o.status,
    AccountId: o.account_id,
    CreatedAt: o.created_at,
    CompletedAt: o.completed_at,
    Sections: sections
      .filter((s) => s.opening_id === o.id)
      .map((s) => ({ Section: s.section, Answers: parsed(s.data_json), SavedAt: s.saved_at })),
    Documents: openingDocuments
      .filter((d) => d.opening_id === o.id)
      .map((d) => {
        const name = `account-openings/${o.id}/${d.id}-${safeFileName(d.name)}`;
        files.push({ name, bytes: d.content });
        return {
          Id: d.id,
          Kind: d.kind,
          Name: d.name,
          ContentType: d.content_type,
          Signed: d.signed === 1,
          CreatedAt: d.created_at,
          File: name,
        };
      }),
  }));

  const missing = await db.selectFrom('missing_documents').selectAll().where('user_id', '=', clientId).orderBy('id').execute();
  const uploads = missing.length
    ? await db
        .selectFrom('missing_document_files')
        .selectAll()
        .where(
          'document_id',
          'in',
          missing.map((m) => m.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const missingEntries = missing.map((m) => ({
    Id: m.id,
    AccountId: m.account_id,
    DocumentType: m.document_type,
    Status: m.status,
    CreatedAt: m.created_at,
    UploadedAt: m.uploaded_at,
    YourMessage: m.user_message,
    ReviewNote: m.review_note,
    Files: uploads
      .filter((f) => f.document_id === m.id)
      .map((f) => {
        const name = `missing-documents/${m.id}/${f.id}-${safeFileName(f.file_name)}`;
        files.push({ name, bytes: f.content });
        return { Id: f.id, FileName: f.file_name, ContentType: f.content_type, CreatedAt: f.created_at, File: name };
      }),
  }));

  const dueDiligence = {
    Status: (await db.selectFrom('due_diligence').selectAll().where('user_id', '=', clientId).executeTakeFirst()) ?? null,
    Details: await db
      .selectFrom('due_diligence_details')
      .select(['account_id', 'details_json', 'updated_at'])
      .where('user_id', '=', clientId)
      .execute()
      .then((rows) => rows.map((r) => ({ AccountId: r.account_id, Details: parsed(r.details_json), UpdatedAt: r.updated_at }))),
    Skips: await db.selectFrom('due_diligence_skips').select(['skip_count', 'skipped_at']).where('user_id', '=', clientId).execute(),
    OnlineFormData: await db
      .selectFrom('online_form_data')
      .select(['account_id', 'data_json', 'updated_at'])
      .where('user_id', '=', clientId)
      .execute()
      .then((rows) => rows.map((r) => ({ AccountId: r.account_id, Data: parsed(r.data_json), UpdatedAt: r.updated_at }))),
  };
  const emails = (
    await db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject', 'kind', 'body', 'created_at'])
      .where('user_id', '=', clientId)
      .orderBy('id')
      .execute()
  ).map((e) => ({ Id: e.id, Date: e.created_at, To: e.to_address, Subject: e.subject, Kind: e.kind, Body: withoutTokens(e.body) }));
  const sessions = await db
    .selectFrom('sessions')
    .select(['issued_at', 'expires_at', 'revoked_at', 'impersonator_id'])
    .where('user_id', '=', clientId)
    .orderBy('issued_at')
    .execute();
  const audit = (await allActsOf(db, clientId)).map((a) => ({
    Id: Number(a.id),
    Date: a.at,
    By: fullName(a),
    ByRole: AUDIT_ROLE_LABELS[a.actor_role] ?? a.actor_role,
    ActingAsYou: a.acting_as_client === 1,
    Action: a.action,
    Description: describeAuditAction(a.action),
    ResourceId: a.resource_id,
  }));

  const json: ExportFile[] = [
    { name: 'profile.json', json: profile },
    { name: 'accounts.json', json: accounts.map((a) => ({ ...a, cash: cash.filter((c) => c.account_id === a.id) })) },
    { name: 'holdings.json', json: holdings },
    { name: 'transactions.json', json: transactions },
    { name: 'orders.json', json: orders.map((o) => ({ ...o, lines: lines.filter((l) => l.order_id === o.id) })) },
    { name: 'cart.json', json: cart },
    { name: 'watchlist.json', json: watchlist },
    { name: 'alerts.json', json: alerts },
    { name: 'holdings-elsewhere.json', json: { holdings: elsewhere, sellInstructions } },
    { name: 'submissions.json', json: submissionEntries },
    { name: 'account-openings.json', json: openingEntries },
    { name: 'missing-documents.json', json: missingEntries },
    { name: 'due-diligence.json', json: dueDiligence },
    { name: 'emails.json', json: emails },
    {
      name: 'sessions.json',
      json: sessions.map((s) => ({
        IssuedAt: s.issued_at,
        ExpiresAt: s.expires_at,
        EndedAt: s.revoked_at,
        OpenedByAdviser: s.impersonator_id !== null,
      })),
    },
    { name: 'audit.json', json: audit },
  ];
  const manifest = {
    name: 'manifest.json',
    json: {
      ClientId: clientId,
      UserName: user.username,
      GeneratedAt: new Date().toISOString(),
      Files: [...json, ...files].map((f) => f.name),
    },
  };
  return [manifest, ...json, ...files];
}

/**
 * The files as one ZIP archive, compressed while it is sent: JSON deflated, stored documents kept as
 * they are (PDFs and images are compressed already).
 * @returns a stream of the archive's bytes
 */
export function zipStream(files: ExportFile[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  // Added one file at a time on the event loop's next turns, so a large archive does not hold the loop.
  let i = 0;
  const next = () => {
    if (i >= files.length) {
      zip.end();
      return;
    }
    const file = files[i++];
    if (file.bytes) {
      const entry = new ZipPassThrough(file.name);
      zip.add(entry);
      entry.push(file.bytes, true);
    } else {
      const entry = new ZipDeflate(file.name, { level: 6 });
      zip.add(entry);
      entry.push(Buffer.from(`${JSON.stringify(file.json, null, 2)}\n`, 'utf8'), true);
    }
    setImmediate(next);
  };
  setImmediate(next);
  return out;
}
