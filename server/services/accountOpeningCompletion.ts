/**
 * Completing an account opening (POST accounts/opening/complete): the new client's user, the
 * account and its welcome e-mail, in one transaction, once every signature is in.
 */
import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { sql, type Insertable, type Transaction } from 'kysely';
import { missingDocumentsProblem } from '@/engine';
import type { Database } from '../db/schema';
import { conflict } from '../lib/http';
import { brandOrigin } from '../lib/urls';
import { queueEmail } from './outbox';
import {
  ACCOUNT_OPENING_MESSAGES as M,
  DFM_ACCOUNT_TYPE,
  SIGNED_APPLICATION_FORM_TYPE,
  holdersInOrder,
  isObject,
  lockOpening,
  openingForActor,
  requireOpeningId,
  sectionsOf,
  type Actor,
} from './accountOpening';
import { syncDocuSign, type SigningDeps } from './accountOpeningSigning';
import { openingView, type OpeningView } from './accountOpeningView';

/** How long the set-password link of a new client's welcome e-mail stays valid. */
export const WELCOME_LINK_DAYS = 7;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const now = () => new Date().toISOString();

/** ASCII letters of a name, lower case ("Zoë" → "zoe"). */
const lettersOf = (s: unknown) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * The username of a new client: brand code and the first three letters of first and last name
 * ("dmo" + "ann" + "sch"), made unique with a number; it starts with the brand code, as login requires.
 */
async function uniqueUsername(
  trx: Transaction<Database>,
  brandCode: string,
  first: unknown,
  last: unknown,
  alsoTaken: ReadonlySet<string> = new Set(),
): Promise<string> {
  const base = `${brandCode.toLowerCase()}${lettersOf(first).slice(0, 3)}${lettersOf(last).slice(0, 3)}` || brandCode.toLowerCase();
  const taken = new Set(
    (await trx.selectFrom('users').select('username').where('username', 'like', `${base}%`).execute()).map((u) => u.username),
  );
  for (const name of alsoTaken) taken.add(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** How often a new client's username is tried again after another completion took it first. */
const USERNAME_ATTEMPTS = 20;

/** The unique-constraint violation of PostgreSQL and of SQLite. */
const isUniqueViolation = (e: unknown) => ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((e as { code?: unknown })?.code));

/**
 * Inserts a new client user under the first free username. Two completions at the same moment may
 * both find the same name free (neither sees the other's uncommitted row); the later insert then
 * meets the unique constraint — it is undone to a savepoint, so the transaction goes on, and the
 * next free suffix is tried.
 * @returns the new user's id and username
 */
async function insertNewClient(
  trx: Transaction<Database>,
  brandCode: string,
  primary: Record<string, unknown>,
  values: (username: string) => Insertable<Database['users']>,
): Promise<{ id: number; username: string }> {
  const tried = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    const username = await uniqueUsername(trx, brandCode, primary.FirstName, primary.LastName, tried);
    await sql`savepoint new_client_username`.execute(trx);
    try {
      const user = await trx.insertInto('users').values(values(username)).returning('id').executeTakeFirstOrThrow();
      await sql`release savepoint new_client_username`.execute(trx);
      return { id: user.id, username };
    } catch (e) {
      await sql`rollback to savepoint new_client_username`.execute(trx);
      if (!isUniqueViolation(e) || attempt >= USERNAME_ATTEMPTS) throw e;
      tried.add(username);
    }
  }
}

/** The account number of an opening's account: brand code and 500000 + the opening id (unique, no race). */
export const accountNumberOf = (brandCode: string, openingId: number) => `${brandCode.toUpperCase()}-${500000 + openingId}`;

/**
 * POST accounts/opening/complete: once every signer has signed (or a manual signing has its signed
 * application form), creates the client (when new) and the account, and marks the opening
 * complete — all in one transaction. A second call answers with the same opening and account.
 */
export async function completeOpening(deps: SigningDeps, actor: Actor, rawId: unknown): Promise<OpeningView> {
  const openingId = requireOpeningId(rawId);
  let opening = await openingForActor(deps.db.kysely, actor, openingId);
  if (opening.status === 'Completed') return openingView(deps.db.kysely, opening);
  if (opening.status !== 'Signing') throw conflict(M.notSigning);
  if (opening.is_docusign === 1) {
    await syncDocuSign(deps, opening);
    opening = await openingForActor(deps.db.kysely, actor, openingId);
  }
  const sections = await sectionsOf(deps.db.kysely, openingId);
  const primary = holdersInOrder(sections)[0] ?? {};
  // bcrypt outside the transaction: a new client has no usable password until the welcome link sets one.
  const unusableHash = opening.client_id === null ? await bcrypt.hash(randomBytes(24).toString('base64url'), 10) : '';
  const welcomeToken = randomBytes(32).toString('base64url');
  const brand = deps.brandOf(opening.white_label_id);

  const saved = await deps.db.kysely.transaction().execute(async (trx) => {
    const locked = await lockOpening(trx, deps.db.dialect, openingId);
    if (locked.status === 'Completed') return locked;
    if (locked.is_manual === 1) {
      const form = await trx
        .selectFrom('account_opening_documents')
        .select('id')
        .where('opening_id', '=', openingId)
        .where('document_type_id', '=', SIGNED_APPLICATION_FORM_TYPE)
        .where('generated', '=', 0)
        .executeTakeFirst();
      if (!form) throw conflict(M.manualFormMissing);
    } else {
      const signers = await trx.selectFrom('account_opening_signers').select('signed_at').where('opening_id', '=', openingId).execute();
      if (!signers.length || signers.some((s) => !s.signed_at)) throw conflict(M.notSigned);
    }
    // Know your customer: every supporting document the opening asks for is uploaded before the account is opened (after the signatures: those are asked first).
    const view = await openingView(trx, locked);
    const uploaded = view.Documents.filter((d) => !d.Generated).map((d) => d.DocumentTypeId);
    const documentsProblem = missingDocumentsProblem(view, uploaded);
    if (documentsProblem) throw conflict(documentsProblem);
    const at = now();
    let clientId = locked.client_id;
    let username: string | null = null;
    if (clientId === null) {
      const user = await insertNewClient(trx, brand.code, primary, (name) => ({
        username: name,
        password_hash: unusableHash,
        role: 'client',
        white_label_id: locked.white_label_id,
        first_name: String(primary.FirstName ?? '').trim(),
        last_name: String(primary.LastName ?? '').trim(),
        email: String(primary.EmailPrimary ?? ''),
        phone: String(primary.PhonePrimary ?? ''),
        consultant_id: locked.created_by,
        cphq_user: 0,
        details_updated: 1,
        boston_id: `O${openingId}`,
        transaction_fee_signed: 0,
        can_purchase: 1,
        can_sell: 1,
        created_at: at,
      }));
      username = user.username;
      clientId = user.id;
      await trx
        .updateTable('users')
        .set({ boston_id: `B${String(900000 + user.id)}` })
        .where('id', '=', user.id)
        .execute();
      await trx
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: sha256(welcomeToken),
          expires_at: new Date(Date.now() + WELCOME_LINK_DAYS * 86_400_000).toISOString(),
          used_at: null,
        })
        .execute();
    }
    const typeId = Number(sections.AccountType?.AccountTypeId);
    const currency =
      isObject(sections.Disbursement) && typeof sections.Disbursement.CurrencyId === 'string' ? sections.Disbursement.CurrencyId : 'EUR';
    const number = accountNumberOf(brand.code, openingId);
    const account = await trx
      .insertInto('accounts')
      .values({
        number,
        user_id: clientId,
        type_code: typeId,
        currency,
        is_dfm: typeId === DFM_ACCOUNT_TYPE ? 1 : 0,
        allowed_to_purchase: 1,
        allowed_to_sell: 1,
        min_cash_balance: 0,
        created_at: at.slice(0, 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('cash_balances').values({ account_id: account.id, currency, amount: 0 }).execute();
    await trx
      .updateTable('account_openings')
      .set({ status: 'Completed', client_id: clientId, account_id: account.id, completed_at: at, updated_at: at })
      .where('id', '=', openingId)
      .execute();
    const origin = brandOrigin(deps.config, brand);
    const readable = brand.name;
    const client = await trx
      .selectFrom('users')
      .select(['first_name', 'email', 'username'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    await queueEmail(trx, {
      whiteLabelId: locked.white_label_id,
      userId: clientId,
      to: client.email,
      kind: 'account-opened',
      subject: `${readable}: your account ${number} is open`,
      body: username
        ? `Hello ${client.first_name},\n\nYour ${readable} account ${number} is open. Your portal username is "${username}". ` +
          `Choose your password within ${WELCOME_LINK_DAYS} days here:\n\n${origin}/reset-password?token=${welcomeToken}\n\n` +
          'Client Servicing will be in touch with the next steps.'
        : `Hello ${client.first_name},\n\nYour new ${readable} account ${number} is open and appears in your portal at ${origin}.\n\n` +
          'Client Servicing will be in touch with the next steps.',
    });
    return lockOpening(trx, deps.db.dialect, openingId);
  });
  return openingView(deps.db.kysely, saved);
}
