import type { Kysely } from 'kysely';
import { canonicalJson, sha256, validateForm, type FormSchema, type SchemaRegistry, type UiSchema } from '@/engine';
import type { FormAnswersById } from '@/types/generated';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../lib/http';

/** The answers of form `K`: its generated type for a known form id, a plain object otherwise. */
export type AnswersOf<K extends string> = K extends keyof FormAnswersById ? FormAnswersById[K] : Record<string, unknown>;

/** Which schema a submission was validated against: what the platform stores with every answer. */
export interface SubmissionStamp<K extends string = string> {
  formId: K;
  version: string;
  hash: string;
  /**
   * The studio's content hash of the form version ({schema, ui}, `form_versions.content_hash`) the
   * answers were validated against; absent in stamps stored before the studio (migration 013).
   */
  contentHash?: string;
}

/** A submission that passed its form's schema: the stamp, and the answers with their generated type. */
export interface ValidatedSubmission<K extends string = string> extends SubmissionStamp<K> {
  answers: AnswersOf<K>;
}

// The content hash of the served {schema, ui}, by schema object (a new version is a new object).
const contentHashes = new WeakMap<FormSchema, { ui: UiSchema; hash: string }>();

/**
 * The studio's content hash of the version of a form the registry serves now: sha-256 of the
 * canonical JSON of `{schema, ui}`, as `form_versions.content_hash` (computed once per version).
 * @param registry - the server's forms
 * @param formId - a form the registry holds
 */
export function servedContentHash(registry: SchemaRegistry, formId: string): string {
  const schema = registry.schema(formId);
  const ui = registry.ui(formId);
  const known = contentHashes.get(schema);
  if (known && known.ui === ui) return known.hash;
  const hash = sha256(canonicalJson({ schema, ui }));
  contentHashes.set(schema, { ui, hash });
  return hash;
}

/** The 404 of a form id the registry does not hold. */
export const unknownForm = (formId: string) => notFound(`The form "${formId}" does not exist.`);

/**
 * Validates answers on the server with the same compiled schema the browser and CI use, so the
 * server never trusts the browser and says exactly what the browser would have said.
 * @param registry - the server's forms
 * @param formId - the form id, e.g. 'kyc'
 * @param answers - the submitted answers
 * @returns the form id, version, schema hash and studio content hash to store with the answers, and the typed answers
 * @throws HttpError 404 for an unknown form; 400 with the form's first message (engine order)
 */
export function validateSubmission<K extends string>(registry: SchemaRegistry, formId: K, answers: unknown): ValidatedSubmission<K> {
  if (!registry.has(formId)) throw unknownForm(formId);
  const verdict = validateForm(registry, formId, answers);
  if (!verdict.valid) throw badRequest(verdict.errors[0]?.message || 'The answers are not valid.');
  return {
    formId,
    version: registry.schema(formId).version,
    hash: registry.hash(formId),
    contentHash: servedContentHash(registry, formId),
    answers: answers as AnswersOf<K>,
  };
}

/**
 * The studio version (`form_versions.id`) with a form's content hash: the published version that
 * holds exactly that {schema, ui} (of several — a rollback republishes a content — the latest).
 * @param db - Kysely, or a transaction
 * @param formId - the form id
 * @param contentHash - `SubmissionStamp.contentHash`
 * @returns the version's id, or null when no published version holds that content
 */
export async function formVersionIdOf(db: Kysely<Database>, formId: string, contentHash: string | undefined): Promise<number | null> {
  if (!contentHash) return null;
  const row = await db
    .selectFrom('form_versions')
    .select('id')
    .where('kind', '=', 'form')
    .where('form_id', '=', formId)
    .where('content_hash', '=', contentHash)
    .where('status', '=', 'published')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** One row of `form_submissions` to write. */
export interface NewSubmission {
  stamp: SubmissionStamp;
  answers: unknown;
  /** The user the session acts as (the client under an impersonation token). */
  userId: number;
  /** The adviser acting as the user, when the session is an impersonation. */
  impersonatorId?: number | null;
  accountId?: number | null;
  /** For a step of a flow: the flow, its version, the step and the flow context that chose the steps. */
  flow?: { id: string; version: string; stepId: string; context: unknown } | null;
}

/**
 * Stores a validated submission with the form id, version and schema hash it was validated
 * against, and the studio version holding that content (`form_version_id`), so the platform can
 * always show and print what a client was asked and answered. Pass a
 * transaction as `db` to store it together with the writes it belongs to.
 * @param db - Kysely, or a transaction
 * @param submission - the stamp, the answers and who submitted them
 * @returns the new row's id
 */
export async function storeSubmission(db: Kysely<Database>, submission: NewSubmission): Promise<number> {
  const { stamp, flow } = submission;
  const formVersionId = await formVersionIdOf(db, stamp.formId, stamp.contentHash);
  const row = await db
    .insertInto('form_submissions')
    .values({
      form_id: stamp.formId,
      version: stamp.version,
      schema_hash: stamp.hash,
      form_version_id: formVersionId,
      user_id: submission.userId,
      impersonator_id: submission.impersonatorId ?? null,
      account_id: submission.accountId ?? null,
      flow_id: flow?.id ?? null,
      flow_version: flow?.version ?? null,
      step_id: flow?.stepId ?? null,
      context_json: flow ? JSON.stringify(flow.context ?? null) : null,
      data_json: JSON.stringify(submission.answers),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
