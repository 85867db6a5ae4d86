import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  ACCOUNT_OPENING_MESSAGES as M, earliestCalendarDay, feeScheduleIdOf, holderCountProblem, ibanChecksumProblem, ibanCountryProblem,
  naturalPersonTermsProblem, paymentDateProblem, sanitiseFeesAnswers, sanitiseHolderPhones, sanitiseRiskProfileAnswers,
  secondHolderTicksProblem, sourceOfFundsFormRequired, stepsFor, DOCUMENT_TYPES, taxCertificateRequired, taxDetailsProblem, type Flow, type SchemaRegistry,
} from '@/engine';
import type { Db } from '../db/database';
import type { AccountOpeningStatus, Database } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http';
import { isBrandAdmin, type Role } from '../lib/roles';
import { validateSubmission, type SubmissionStamp } from '../forms/validateSubmission';
import { DocuSignError, type SigningAdapter } from './signing';

export { M as ACCOUNT_OPENING_MESSAGES };

/** Account types without an Investment Profile stage (portal-shell §2): QROPS and trust. */
export const NO_INVESTMENT_PROFILE_TYPES: readonly number[] = [400160, 400164];
/** The account type whose account is a DFM account (IsDFM). */
export const DFM_ACCOUNT_TYPE = 400161;
/** The account-opening flow's id under schemas/flows. */
export const ACCOUNT_OPENING_FLOW_ID = 'account-opening';

/** The sections of an opening, each saved by one call of spec §7. */
export type SectionName = 'AccountType' | 'PersonalDetails' | 'Disbursement' | 'InvestmentProfile' | 'Fees' | 'Acknowledgements';

/** Which section holds the answers of each form step of the flow. */
export const SECTION_OF_FORM: Readonly<Record<string, SectionName>> = {
  'account-type': 'AccountType',
  'personal-details': 'PersonalDetails',
  correspondence: 'PersonalDetails',
  disbursement: 'Disbursement',
  'risk-profile': 'InvestmentProfile',
  'account-appropriateness': 'InvestmentProfile',
  fees: 'Fees',
  acknowledgements: 'Acknowledgements',
};

/** Who calls: the session's user, role and brand, and the adviser acting as them, if any. */
export interface Actor { userId: number; role: Role; whiteLabelId: number; impersonatorId: number | null }

/** What the service needs from the app: the database, the loaded forms and flow, and DocuSign when configured. */
export interface OpeningDeps {
  db: Db;
  registry: SchemaRegistry;
  flow: Flow;
  /** The DocuSign adapter, or null when DocuSign is not configured (to void an envelope a change makes stale). */
  docuSign?(): SigningAdapter | null;
}

type AnyDb = Kysely<Database> | Transaction<Database>;
type Obj = Record<string, unknown>;
export type OpeningRow = Selectable<Database['account_openings']>;

const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const now = () => new Date().toISOString();

/** The opening's current sections, parsed. */
export type Sections = Partial<Record<SectionName, Obj>>;

/** The document types of an upload (contract: accounts/opening/document/add); the engine's list. */
export { DOCUMENT_TYPES };
/** The signed application form a manual signing is completed with. */
export const SIGNED_APPLICATION_FORM_TYPE = 3;
/** Document type ids of the generated documents (not uploadable). */
export const GENERATED_DOCUMENT_TYPES: Readonly<Record<string, number>> = { ApplicationForm: 10, FeeSchedule: 11, BusinessConditions: 12 };

// ---------------------------------------------------------------------------------------------
// Reading and access

/**
 * An opening the actor may work on: an adviser of the opening's brand who started it, or an admin
 * or owner of that brand.
 * @throws HttpError 404 unknown id, 403 another brand or another adviser's opening
 */
export async function openingForActor(db: AnyDb, actor: Actor, openingId: number): Promise<OpeningRow> {
  const opening = await db.selectFrom('account_openings').selectAll().where('id', '=', openingId).executeTakeFirst();
  if (!opening) throw notFound(M.notFound);
  assertMayUse(opening, actor);
  return opening;
}

/** The access rule of every opening call (see openingForActor). */
export function assertMayUse(opening: Pick<OpeningRow, 'white_label_id' | 'created_by'>, actor: Actor): void {
  if (opening.white_label_id !== actor.whiteLabelId) throw forbidden(M.otherBrand);
  if (opening.created_by !== actor.userId && !isBrandAdmin(actor.role)) throw forbidden(M.otherAdviser);
}

/** The id the caller sent, or the 400 "accountOpeningId is required" when there is none. */
export function requireOpeningId(value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (id === undefined || id === null || id === '' || id === 0) throw badRequest(M.idRequired);
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.idRequired);
  return id;
}

/** The current answer of every saved section of an opening. */
export async function sectionsOf(db: AnyDb, openingId: number): Promise<Sections> {
  const rows = await db.selectFrom('account_opening_sections').select(['section', 'data_json'])
    .where('opening_id', '=', openingId).where('current', '=', 1).execute();
  const out: Sections = {};
  for (const r of rows) out[r.section as SectionName] = JSON.parse(r.data_json) as Obj;
  return out;
}

/**
 * The flow context of an opening, derived from its saved answers as the flow's description says:
 * AccountTypeId and IsJoint from the account type, IsTermAccount from the fees, CorrespondenceAddress
 * from the correspondence answers.
 */
export function flowContextOf(sections: Sections): Obj {
  const context: Obj = {};
  const type = sections.AccountType;
  if (type && typeof type.AccountTypeId === 'number') context.AccountTypeId = type.AccountTypeId;
  if (type) context.IsJoint = type.IsJoint === true;
  if (sections.Fees && typeof sections.Fees.AccessTypeId === 'number') context.IsTermAccount = sections.Fees.AccessTypeId === 2;
  const correspondence = (sections.PersonalDetails?.Correspondence ?? null) as Obj | null;
  if (correspondence && typeof correspondence.CorrespondenceAddress === 'string') context.CorrespondenceAddress = correspondence.CorrespondenceAddress;
  return context;
}

/** The holders of the saved personal details, primary holder first (the signing order). */
export function holdersInOrder(sections: Sections): Obj[] {
  const holders = (Array.isArray(sections.PersonalDetails?.Holders) ? sections.PersonalDetails!.Holders : []) as Obj[];
  return [...holders].sort((a, b) => Number(b.IsPrimary === true) - Number(a.IsPrimary === true));
}

/** A holder's full name as signers type it. */
export const holderName = (h: Obj) => `${String(h.FirstName ?? '').trim()} ${String(h.LastName ?? '').trim()}`.trim();

/** The public shape of an opening (contract "Opening (Data) shape"). */
export interface OpeningView {
  ID: number;
  Status: AccountOpeningStatus;
  ClientId: number | null;
  CreatedBy: number;
  CreatedAt: string;
  LastSavedStep: string | null;
  AccountType: Obj | null;
  PersonalDetails: Obj | null;
  Disbursement: Obj | null;
  InvestmentProfile: Obj | null;
  Fees: Obj | null;
  Acknowledgements: Obj | null;
  SigningOrders: Array<{ Order: number; Name: string; Email: string; SignedAt: string | null }>;
  AccountOpeningFormsURL: string | null;
  IsManual: boolean;
  IsDocuSign: boolean;
  TaxCertForm: boolean;
  SOFForm: boolean;
  Documents: Array<{ ID: number; DocumentTypeId: number; Name: string; Size: number; Generated: boolean; Signed: boolean; Url: string }>;
  AccountId: number | null;
  AccountNumber: string | null;
}

/** Where a document is downloaded (GET accounts/opening/document). */
export const documentUrl = (id: number) => `/api/accounts/opening/document?documentId=${id}`;

/** The opening as the API answers it: record, sections, signers, documents and flags. */
export async function openingView(db: AnyDb, opening: OpeningRow): Promise<OpeningView> {
  const sections = await sectionsOf(db, opening.id);
  const signers = await db.selectFrom('account_opening_signers').select(['signer_order', 'name', 'email', 'signed_at'])
    .where('opening_id', '=', opening.id).orderBy('signer_order').execute();
  const documents = await db.selectFrom('account_opening_documents')
    .select(['id', 'document_type_id', 'kind', 'name', 'size', 'generated', 'signed'])
    .where('opening_id', '=', opening.id).orderBy('id').execute();
  const account = opening.account_id === null ? undefined
    : await db.selectFrom('accounts').select('number').where('id', '=', opening.account_id).executeTakeFirst();
  const applicationForm = documents.find((d) => d.kind === 'ApplicationForm');
  const holders = holdersInOrder(sections);
  const investment = sections.InvestmentProfile ?? null;
  return {
    ID: opening.id,
    Status: opening.status,
    ClientId: opening.client_id,
    CreatedBy: opening.created_by,
    CreatedAt: opening.created_at,
    LastSavedStep: opening.last_saved_step,
    AccountType: sections.AccountType ?? null,
    PersonalDetails: sections.PersonalDetails ?? null,
    Disbursement: sections.Disbursement ?? null,
    InvestmentProfile: investment,
    Fees: sections.Fees ?? null,
    Acknowledgements: sections.Acknowledgements ?? null,
    SigningOrders: signers.map((s) => ({ Order: s.signer_order, Name: s.name, Email: s.email, SignedAt: s.signed_at })),
    AccountOpeningFormsURL: applicationForm ? documentUrl(applicationForm.id) : null,
    IsManual: opening.is_manual === 1,
    IsDocuSign: opening.is_docusign === 1,
    TaxCertForm: taxCertificateRequired(holders),
    SOFForm: sourceOfFundsFormRequired((investment?.RiskProfile ?? null) as { DisposableAssetsRangeId?: number } | null),
    Documents: documents.map((d) => ({
      ID: d.id, DocumentTypeId: d.document_type_id, Name: d.name, Size: d.size, Generated: d.generated === 1, Signed: d.signed === 1, Url: documentUrl(d.id),
    })),
    AccountId: opening.account_id,
    AccountNumber: account?.number ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Locks the opening row for the rest of the transaction (PostgreSQL; SQLite writes one at a time). */
export async function lockOpening(trx: Transaction<Database>, dialect: Db['dialect'], openingId: number): Promise<OpeningRow> {
  let q = trx.selectFrom('account_openings').selectAll().where('id', '=', openingId);
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * Starts an opening for an existing client of the brand (already checked by the caller) or for a
 * new client (null), created at completion.
 */
export async function startOpening(deps: OpeningDeps, actor: Actor, clientId: number | null): Promise<OpeningView> {
  const at = now();
  const row = await deps.db.kysely.insertInto('account_openings').values({
    white_label_id: actor.whiteLabelId, client_id: clientId, created_by: actor.userId, impersonator_id: actor.impersonatorId,
    status: 'InProgress', last_saved_step: null, is_manual: 0, is_docusign: 0, envelope_id: null, account_id: null,
    created_at: at, updated_at: at, signing_started_at: null, completed_at: null,
  }).returningAll().executeTakeFirstOrThrow();
  return openingView(deps.db.kysely, row);
}

/** Removes an unfinished opening with everything saved for it (an opening that became no account keeps no personal data). */
export async function deleteOpening(deps: OpeningDeps, actor: Actor, openingId: number): Promise<void> {
  const opening = await openingForActor(deps.db.kysely, actor, openingId);
  if (opening.status === 'Completed') throw conflict(M.completed);
  await voidPendingEnvelope(deps, opening);
  await deps.db.kysely.transaction().execute(async (trx) => {
    const opening = await lockOpening(trx, deps.db.dialect, openingId);
    if (opening.status === 'Completed') throw conflict(M.completed);
    await trx.deleteFrom('account_opening_signers').where('opening_id', '=', openingId).execute();
    await trx.deleteFrom('account_opening_documents').where('opening_id', '=', openingId).execute();
    await trx.deleteFrom('account_opening_sections').where('opening_id', '=', openingId).execute();
    await trx.deleteFrom('account_openings').where('id', '=', openingId).execute();
  });
}

/** A section ready to store: its answers, the stamps of the forms that validated them, and its step. */
interface PreparedSection { data: Obj; stamps: SubmissionStamp[]; stepId: string; afterSave?: (trx: Transaction<Database>) => Promise<void> }

/** The flow order of the steps, for "the furthest step saved". */
function stepOrder(flow: Flow): string[] {
  return flow.stages.flatMap((s) => s.steps.map((st) => st.id));
}

/**
 * Voids the DocuSign envelope of an opening whose signing is pending, before a change discards its
 * documents: the signers must not be able to sign documents that no longer say what was saved. The
 * recipients are read first: if anybody signed, nothing is voided and the change is refused (409,
 * as for the portal's signing). An envelope DocuSign no longer knows or can no longer void (already
 * voided) counts as withdrawn. When DocuSign cannot be asked, the change is refused (502) and
 * everything stays as it was.
 */
export async function voidPendingEnvelope(deps: OpeningDeps, opening: OpeningRow): Promise<void> {
  if (opening.status !== 'Signing' || opening.is_docusign !== 1 || !opening.envelope_id) return;
  const adapter = deps.docuSign?.() ?? null;
  if (!adapter) throw new HttpError(502, M.envelopeNotWithdrawn);
  try {
    const status = await adapter.status(opening.envelope_id);
    if (status.signers.some((s) => s.signedAt)) throw conflict(M.signingStarted);
    await adapter.void(opening.envelope_id, M.envelopeVoidReason);
  } catch (e) {
    if (e instanceof HttpError) throw e;
    if (e instanceof DocuSignError && (e.status === 404 || e.errorCode === 'ENVELOPE_CANNOT_VOID_INVALID_STATE')) return;
    throw new HttpError(502, M.envelopeNotWithdrawn);
  }
}

/** Clears what signing produced, so a changed answer is signed again; refused once someone signed. */
async function undoSigning(trx: Transaction<Database>, opening: OpeningRow): Promise<void> {
  if (opening.status !== 'Signing') return;
  const signed = await trx.selectFrom('account_opening_signers').select('signer_order')
    .where('opening_id', '=', opening.id).where('signed_at', 'is not', null).executeTakeFirst();
  if (signed) throw conflict(M.signingStarted);
  await trx.deleteFrom('account_opening_signers').where('opening_id', '=', opening.id).execute();
  await trx.deleteFrom('account_opening_documents').where('opening_id', '=', opening.id).where('generated', '=', 1).execute();
  await trx.updateTable('account_openings').set({ status: 'InProgress', is_manual: 0, is_docusign: 0, envelope_id: null, signing_started_at: null })
    .where('id', '=', opening.id).execute();
}

/**
 * The common path of every section save: the id is required, the opening must exist and be the
 * actor's, must not be complete; `prepare` validates (400 with the schema's message) and the
 * section is stored as the current answer with its stamps, in one transaction with the opening's
 * last saved step.
 */
async function saveSection(deps: OpeningDeps, actor: Actor, rawId: unknown, section: SectionName,
  prepare: (sections: Sections) => PreparedSection): Promise<OpeningView> {
  const openingId = requireOpeningId(rawId);
  const opening = await openingForActor(deps.db.kysely, actor, openingId);
  if (opening.status === 'Completed') throw conflict(M.completed);
  const sections = await sectionsOf(deps.db.kysely, openingId);
  // Holder count, investment profile and fee schedule follow the account type: it is saved first.
  if (section !== 'AccountType' && !sections.AccountType) throw badRequest(M.accountTypeFirst);
  const prepared = prepare(sections);
  // Outside the transaction (no lock held over a network call): DocuSign's envelope is voided first.
  await voidPendingEnvelope(deps, opening);
  const order = stepOrder(deps.flow);
  const saved = await deps.db.kysely.transaction().execute(async (trx) => {
    const locked = await lockOpening(trx, deps.db.dialect, openingId);
    if (locked.status === 'Completed') throw conflict(M.completed);
    await undoSigning(trx, locked);
    const at = now();
    await trx.updateTable('account_opening_sections').set({ current: 0 })
      .where('opening_id', '=', openingId).where('section', '=', section).where('current', '=', 1).execute();
    await trx.insertInto('account_opening_sections').values({
      opening_id: openingId, section, step_id: prepared.stepId, stamps_json: JSON.stringify(prepared.stamps),
      data_json: JSON.stringify(prepared.data), saved_by: actor.userId, impersonator_id: actor.impersonatorId, saved_at: at, current: 1,
    }).execute();
    await prepared.afterSave?.(trx);
    const last = locked.last_saved_step;
    const furthest = last && order.indexOf(last) > order.indexOf(prepared.stepId) ? last : prepared.stepId;
    await trx.updateTable('account_openings').set({ last_saved_step: furthest, updated_at: at }).where('id', '=', openingId).execute();
    return lockOpening(trx, deps.db.dialect, openingId);
  });
  return openingView(deps.db.kysely, saved);
}

/** The answers of a body: everything but AccountOpeningId. */
function answersOf(body: Obj): Obj {
  const { AccountOpeningId: _id, ...answers } = body;
  void _id;
  return answers;
}

const stampOf = ({ formId, version, hash }: SubmissionStamp): SubmissionStamp => ({ formId, version, hash });

/** POST accounts/opening/accounttype/add and /update. */
export function saveAccountType(deps: OpeningDeps, actor: Actor, body: Obj): Promise<OpeningView> {
  return saveSection(deps, actor, body.AccountOpeningId, 'AccountType', (sections) => {
    const answers = answersOf(body);
    // The fee schedule is the fees step's: an account type saved again keeps it.
    const fees = sections.Fees;
    if (answers.FeeSchedulesId === undefined && fees && typeof fees.AccessTypeId === 'number' && typeof fees.FeeOptionId === 'number') {
      answers.FeeSchedulesId = feeScheduleIdOf(fees.AccessTypeId, fees.FeeOptionId);
    }
    const v = validateSubmission(deps.registry, 'account-type', answers);
    return { data: answers, stamps: [stampOf(v)], stepId: 'AccountType' };
  });
}

/** POST accounts/opening/personaldetails/add and /update: the holders and the correspondence answers. */
export function savePersonalDetails(deps: OpeningDeps, actor: Actor, body: Obj): Promise<OpeningView> {
  return saveSection(deps, actor, body.AccountOpeningId, 'PersonalDetails', (sections) => {
    const holders = Array.isArray(body.Holders) ? body.Holders.map(sanitiseHolderPhones) : body.Holders;
    const v = validateSubmission(deps.registry, 'personal-details', { Holders: holders });
    const isJoint = sections.AccountType?.IsJoint === true;
    const countProblem = holderCountProblem(isJoint, (holders as unknown[]).length)
      ?? taxDetailsProblem(sections.AccountType?.AccountTypeId, holders as unknown[]);
    if (countProblem) throw badRequest(countProblem);
    const stamps = [stampOf(v)];
    let correspondence: Obj | null = null;
    if (body.Correspondence !== undefined && body.Correspondence !== null) {
      const c = validateSubmission(deps.registry, 'correspondence', body.Correspondence);
      correspondence = body.Correspondence as Obj;
      if (correspondence.CorrespondenceAddress === 'Secondary' && !isJoint) throw badRequest(M.secondaryNeedsJoint);
      stamps.push(stampOf(c));
    }
    return {
      data: { Holders: holders, Correspondence: correspondence },
      stamps,
      stepId: correspondence ? 'CorrespondenceInformation' : 'FirstAccountHolderDetails',
    };
  });
}

/** IBAN and SWIFT are upper-cased and stripped of spaces before validation (disbursement schema). */
function sanitiseDisbursement(answers: Obj): Obj {
  const out = { ...answers };
  for (const k of ['IBAN', 'SWIFT']) if (typeof out[k] === 'string') out[k] = (out[k] as string).replace(/\s+/g, '').toUpperCase();
  return out;
}

/**
 * The disbursement rules JSON Schema cannot state: the IBAN's check digits, its country against the
 * bank country, and no active instruction dated in the past. "Today" is the earliest calendar day on
 * Earth, so a date that is today for the user is accepted wherever they are.
 */
export function disbursementProblem(answers: Obj, now: Date): string | null {
  return ibanChecksumProblem(answers.IBAN) ?? ibanCountryProblem(answers.IBAN, answers.CountryId)
    ?? paymentDateProblem(answers as Parameters<typeof paymentDateProblem>[0], earliestCalendarDay(now));
}

/** The appropriateness rules that need the account type: natural-person declaration, second-holder ticks. */
export function appropriatenessProblem(sections: Sections, appropriateness: unknown): string | null {
  const type = sections.AccountType;
  return naturalPersonTermsProblem(type?.AccountTypeId, appropriateness) ?? secondHolderTicksProblem(type?.IsJoint === true, appropriateness);
}

/**
 * The cross-section rules over everything saved, asked again before signing: a section saved
 * earlier may no longer fit an account type changed later (a joint account made single, a trust
 * made standalone), and a payment date may have passed meanwhile.
 * @returns the first problem's message, or null
 */
export function savedSectionsProblem(sections: Sections, now: Date): string | null {
  const type = sections.AccountType;
  const holders = (Array.isArray(sections.PersonalDetails?.Holders) ? sections.PersonalDetails!.Holders : []) as unknown[];
  const correspondence = sections.PersonalDetails?.Correspondence as Obj | null | undefined;
  const profile = NO_INVESTMENT_PROFILE_TYPES.includes(Number(type?.AccountTypeId)) ? null : sections.InvestmentProfile;
  return holderCountProblem(type?.IsJoint === true, holders.length)
    ?? taxDetailsProblem(type?.AccountTypeId, holders)
    ?? (correspondence?.CorrespondenceAddress === 'Secondary' && type?.IsJoint !== true ? M.secondaryNeedsJoint : null)
    ?? (sections.Disbursement ? disbursementProblem(sections.Disbursement, now) : null)
    ?? (profile && isObject(profile.Appropriateness) ? appropriatenessProblem(sections, profile.Appropriateness) : null);
}

/** POST accounts/opening/disbursement/add. */
export function saveDisbursement(deps: OpeningDeps, actor: Actor, body: Obj): Promise<OpeningView> {
  return saveSection(deps, actor, body.AccountOpeningId, 'Disbursement', () => {
    const answers = sanitiseDisbursement(answersOf(body));
    const v = validateSubmission(deps.registry, 'disbursement', answers);
    const problem = disbursementProblem(answers, new Date());
    if (problem) throw badRequest(problem);
    return { data: answers, stamps: [stampOf(v)], stepId: 'DisbursementAccountDetails' };
  });
}

/** POST accounts/opening/disbursement/delete: the section is cleared (its saves stay as history). */
export async function deleteDisbursement(deps: OpeningDeps, actor: Actor, body: Obj): Promise<OpeningView> {
  const openingId = requireOpeningId(body.AccountOpeningId);
  const opening = await openingForActor(deps.db.kysely, actor, openingId);
  if (opening.status === 'Completed') throw conflict(M.completed);
  await voidPendingEnvelope(deps, opening);
  const saved = await deps.db.kysely.transaction().execute(async (trx) => {
    const locked = await lockOpening(trx, deps.db.dialect, openingId);
    if (locked.status === 'Completed') throw conflict(M.completed);
    await undoSigning(trx, locked);
    await trx.updateTable('account_opening_sections').set({ current: 0 })
      .where('opening_id', '=', openingId).where('section', '=', 'Disbursement').where('current', '=', 1).execute();
    await trx.updateTable('account_openings').set({ updated_at: now() }).where('id', '=', openingId).execute();
    return lockOpening(trx, deps.db.dialect, openingId);
  });
  return openingView(deps.db.kysely, saved);
}

/** POST accounts/opening/investmentprofile/add and /update: risk profile and appropriateness answers. */
export function saveInvestmentProfile(deps: OpeningDeps, actor: Actor, body: Obj): Promise<OpeningView> {
  return saveSection(deps, actor, body.AccountOpeningId, 'InvestmentProfile', (sections) => {
    if (NO_INVESTMENT_PROFILE_TYPES.includes(Number(sections.AccountType?.AccountTypeId))) throw badRequest(M.noInvestmentProfile);
    const riskProfile = sanitiseRiskProfileAnswers(body.RiskProfile ?? {});
    const stamps = [stampOf(validateSubmission(deps.registry, 'risk-profile', riskProfile))];
    let appropriateness: unknown = null;
    if (body.Appropriateness !== undefined && body.Appropriateness !== null) {
      stamps.push(stampOf(validateSubmission(deps.registry, 'account-appropriateness', body.Appropriateness)));
      const problem = appropriatenessProblem(sections, body.Appropriateness);
      if (problem) throw badRequest(problem);
      appropriateness = body.Appropriateness;
    }
    return {
      data: { RiskProfile: riskProfile, Appropriateness: appropriateness },
      stamps,
      stepId: appropriateness ? 'AppropriatenessTest' : 'RiskProfile',
    };
  });
}

/** POST accounts/opening/fees/add and /update; the fee schedule is stored on the account type too. */
export function saveFees(deps: OpeningDeps, actor: Actor, body: Obj): Promise<OpeningView> {
  return saveSection(deps, actor, body.AccountOpeningId, 'Fees', () => {
    const answers = sanitiseFeesAnswers(answersOf(body)) as Obj;
    const v = validateSubmission(deps.registry, 'fees', answers);
    const feeSchedulesId = feeScheduleIdOf(answers.AccessTypeId as number, answers.FeeOptionId as number);
    return {
      data: answers,
      stamps: [stampOf(v)],
      stepId: 'FeesAndCharges',
      afterSave: async (trx) => {
        const row = await trx.selectFrom('account_opening_sections').select(['id', 'data_json'])
          .where('opening_id', '=', Number(body.AccountOpeningId)).where('section', '=', 'AccountType').where('current', '=', 1).executeTakeFirst();
        if (!row) return;
        const type = JSON.parse(row.data_json) as Obj;
        type.FeeSchedulesId = feeSchedulesId;
        await trx.updateTable('account_opening_sections').set({ data_json: JSON.stringify(type) }).where('id', '=', row.id).execute();
      },
    };
  });
}

/** POST accounts/opening/acknowldedgements/add and /update (path spelt so). */
export function saveAcknowledgements(deps: OpeningDeps, actor: Actor, body: Obj): Promise<OpeningView> {
  return saveSection(deps, actor, body.AccountOpeningId, 'Acknowledgements', () => {
    const answers = answersOf(body);
    const v = validateSubmission(deps.registry, 'acknowledgements', answers);
    return { data: answers, stamps: [stampOf(v)], stepId: 'AcknowledgeAppropriatenessTest' };
  });
}

/**
 * The first stage the account type needs whose answers are not saved (null when none): the form
 * steps that exist for the opening's context, by the flow interpreter the wizard runs.
 */
export function firstMissingStage(flow: Flow, sections: Sections): { id: string; title: string } | null {
  const context = flowContextOf(sections);
  for (const step of stepsFor(flow, context)) {
    if (!step.form) continue;
    const section = SECTION_OF_FORM[step.form];
    const saved = section ? sections[section] : undefined;
    let missing = !saved;
    if (saved && step.form === 'correspondence') missing = !isObject(saved.Correspondence);
    if (saved && step.form === 'account-appropriateness') missing = !isObject(saved.Appropriateness);
    if (missing) return { id: step.stageId, title: step.stageTitle };
  }
  return null;
}

export { isObject };
