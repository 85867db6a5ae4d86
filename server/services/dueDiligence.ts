import type { Kysely } from 'kysely';
import { canSkipDueDiligence, DUE_DILIGENCE_SKIP_LIMIT_MESSAGE } from '@/engine/rules/dueDiligenceSkipLimit';
import type { Database } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/http';
import { storeSubmission, type SubmissionStamp } from '../forms/validateSubmission';

/** The 404 of a skip for a Boston id that is not the caller's (never saying whose it is). */
export const DUE_DILIGENCE_NOT_FOUND = 'This due-diligence review does not exist.';
/** The refusal of a skip when no review is due. */
export const DUE_DILIGENCE_NOT_DUE = 'Your due-diligence review is not due, so there is nothing to postpone.';

/** A client's due-diligence reminder as stored (no row: never due). */
export interface DueDiligenceState {
  isReminderDue: boolean;
  skipCount: number;
  /** yyyy-MM-dd of the last confirmed review, or null. */
  lastUpdate: string | null;
}

/**
 * The reminder state of a client.
 * @param db - Kysely
 * @param userId - the client
 */
export async function dueDiligenceStateOf(db: Kysely<Database>, userId: number): Promise<DueDiligenceState> {
  const row = await db.selectFrom('due_diligence').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return {
    isReminderDue: row?.is_reminder_due === 1,
    skipCount: row?.skip_count ?? 0,
    lastUpdate: row?.last_update ? row.last_update.slice(0, 10) : null,
  };
}

/**
 * Records a 'Remind Me Later': one more skip, refused once the count has reached the limit. The
 * check and the increment are one conditional UPDATE, so two skips at once cannot pass the limit.
 * @param db - Kysely
 * @param s - the client, the adviser acting as the client (or null), the client's Boston id as the
 *   URL names it and as stored, and the brand's skip limit
 * @returns the skip count after this skip
 * @throws HttpError 404 when the Boston id is not the client's; 409 when no review is due; 400 at the limit
 */
export async function recordDueDiligenceSkip(
  db: Kysely<Database>,
  s: { userId: number; impersonatorId: number | null; bostonId: string; ownBostonId: string; skipLimit: number },
): Promise<number> {
  if (s.bostonId !== s.ownBostonId) throw notFound(DUE_DILIGENCE_NOT_FOUND);
  return db.transaction().execute(async (trx) => {
    const state = await dueDiligenceStateOf(trx, s.userId);
    if (!state.isReminderDue) throw conflict(DUE_DILIGENCE_NOT_DUE);
    if (!canSkipDueDiligence(state.skipCount, s.skipLimit)) throw badRequest(DUE_DILIGENCE_SKIP_LIMIT_MESSAGE);
    const updated = await trx
      .updateTable('due_diligence')
      .set((eb) => ({ skip_count: eb('skip_count', '+', 1) }))
      .where('user_id', '=', s.userId)
      .where('is_reminder_due', '=', 1)
      .where('skip_count', '<', s.skipLimit)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw badRequest(DUE_DILIGENCE_SKIP_LIMIT_MESSAGE);
    const skipCount = state.skipCount + 1;
    await trx
      .insertInto('due_diligence_skips')
      .values({ user_id: s.userId, impersonator_id: s.impersonatorId, skip_count: skipCount, skipped_at: new Date().toISOString() })
      .execute();
    return skipCount;
  });
}

/** A client's stored due-diligence details and the account they were answered for. */
export interface StoredDueDiligence {
  details: Record<string, unknown>;
  accountId: number;
}

/**
 * The stored details of a client, or null when none were ever stored.
 * @param db - Kysely
 * @param userId - the client
 */
export async function storedDueDiligenceDetails(db: Kysely<Database>, userId: number): Promise<StoredDueDiligence | null> {
  const row = await db.selectFrom('due_diligence_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { details: JSON.parse(row.details_json) as Record<string, unknown>, accountId: row.account_id } : null;
}

/**
 * The platform account a client's review is about: the account its stored details name, else the
 * client's first account that is not discretionary-managed, else its first account.
 * @returns the account row, or undefined for a client without accounts
 */
export async function dueDiligenceAccountOf(db: Kysely<Database>, userId: number, storedAccountId?: number) {
  const accounts = await db.selectFrom('accounts').selectAll().where('user_id', '=', userId).orderBy('is_dfm').orderBy('id').execute();
  return accounts.find((a) => a.id === storedAccountId) ?? accounts[0];
}

/**
 * The details a client's review opens with when none are stored: the platform account and the
 * client's name and phone from its users row; the rest is for the client to fill in.
 */
export async function initialDueDiligenceDetails(db: Kysely<Database>, userId: number, account: { number: string; type_code: number }) {
  const client = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const consultant = client.consultant_id
    ? await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', client.consultant_id).executeTakeFirst()
    : undefined;
  return {
    GeneralDetails: {
      PlatformAccount: {
        AccountNumber: account.number,
        ...(consultant ? { ConsultantEmail: consultant.email, ConsultantName: `${consultant.first_name} ${consultant.last_name}` } : {}),
        PlatformAccountType: account.type_code,
      },
      PrimaryAccountHolder: {
        Name: { FirstName: client.first_name, LastName: client.last_name },
        ContactDetails: { MobileNo: client.phone },
      },
    },
    SourceOfWealth: [],
    SourceOfFunds: [],
    MoreInformation: '',
  };
}

/** A submitted review to store: its validated stage answers, the new details and who answered. */
export interface DueDiligenceReview {
  userId: number;
  impersonatorId: number | null;
  accountId: number;
  flow: { id: string; version: string };
  context: unknown;
  steps: ReadonlyArray<SubmissionStamp & { stepId: string; answers: unknown }>;
  details: unknown;
}

/**
 * Stores a submitted review in one transaction: each stage's answers as a form submission (form id,
 * version and hash, the flow and its context, the adviser when "Login As"), the new details the next
 * review starts from, and the reminder reset (not due, no skips, updated now). `evidence` runs in the
 * same transaction with the new submission ids (the PDFs of the submissions), so a review is never
 * stored without them.
 * @returns the ids of the stored submissions, in stage order
 */
export async function storeDueDiligenceReview(
  db: Kysely<Database>,
  review: DueDiligenceReview,
  evidence: (trx: Kysely<Database>, submissionIds: number[]) => Promise<void>,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (const step of review.steps) {
      ids.push(
        await storeSubmission(trx, {
          stamp: step,
          answers: step.answers,
          userId: review.userId,
          impersonatorId: review.impersonatorId,
          accountId: review.accountId,
          flow: { id: review.flow.id, version: review.flow.version, stepId: step.stepId, context: review.context },
        }),
      );
    }
    const detailsRow = {
      account_id: review.accountId,
      details_json: JSON.stringify(review.details),
      updated_at: now,
      updated_by: review.impersonatorId ?? review.userId,
      impersonator_id: review.impersonatorId,
    };
    const replaced = await trx.updateTable('due_diligence_details').set(detailsRow).where('user_id', '=', review.userId).executeTakeFirst();
    if (Number(replaced.numUpdatedRows) === 0) {
      await trx
        .insertInto('due_diligence_details')
        .values({ user_id: review.userId, ...detailsRow })
        .execute();
    }
    const reset = { is_reminder_due: 0, skip_count: 0, last_update: now };
    const updated = await trx.updateTable('due_diligence').set(reset).where('user_id', '=', review.userId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('due_diligence')
        .values({ user_id: review.userId, ...reset })
        .execute();
    }
    await evidence(trx, ids);
    return ids;
  });
}
