import type { Kysely, Selectable, Transaction } from 'kysely';
import { ACCOUNT_OPENING_MESSAGES as M, DOCUMENT_TYPES, stepsFor, type Conditions, type Flow, type SchemaRegistry } from '@/engine';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/http';
import { isBrandAdminRole, type Role } from '@/engine/session/roles';
import { ACCOUNT_TYPES } from '@/engine/accountOpening/accountTypes';
import type { SigningAdapter } from './signing/types';

export { M as ACCOUNT_OPENING_MESSAGES };

/** The account type whose account is a DFM account (IsDFM). */
export const DFM_ACCOUNT_TYPE = ACCOUNT_TYPES.DFM;
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
export interface Actor {
  userId: number;
  role: Role;
  whiteLabelId: number;
  impersonatorId: number | null;
}

/** What the service needs from the app: the database, the loaded forms and flow, and DocuSign when configured. */
export interface OpeningDeps {
  db: Db;
  registry: SchemaRegistry;
  flow: Flow;
  /** The DocuSign adapter, or null when DocuSign is not configured (to void an envelope a change makes stale). */
  docuSign?(): SigningAdapter | null;
}

export type AnyDb = Kysely<Database> | Transaction<Database>;
export type Obj = Record<string, unknown>;
export type OpeningRow = Selectable<Database['account_openings']>;

export const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
export const now = () => new Date().toISOString();

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
  if (opening.created_by !== actor.userId && !isBrandAdminRole(actor.role)) throw forbidden(M.otherAdviser);
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
  const rows = await db
    .selectFrom('account_opening_sections')
    .select(['section', 'data_json'])
    .where('opening_id', '=', openingId)
    .where('current', '=', 1)
    .execute();
  const out: Sections = {};
  for (const r of rows) out[r.section as SectionName] = JSON.parse(r.data_json) as Obj;
  return out;
}

/** The actor's most recent unfinished opening, of that client when `clientId` is given (the wizard's resume). */
export function latestUnfinishedOpening(db: AnyDb, actor: Actor, clientId?: number): Promise<OpeningRow | undefined> {
  let q = db
    .selectFrom('account_openings')
    .selectAll()
    .where('created_by', '=', actor.userId)
    .where('white_label_id', '=', actor.whiteLabelId)
    .where('status', '!=', 'Completed');
  if (clientId !== undefined) q = q.where('client_id', '=', clientId);
  return q.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Locks the opening row for the rest of the transaction (PostgreSQL; SQLite writes one at a time). */
export async function lockOpening(trx: Transaction<Database>, dialect: Db['dialect'], openingId: number): Promise<OpeningRow> {
  let q = trx.selectFrom('account_openings').selectAll().where('id', '=', openingId);
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return row;
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
  if (correspondence && typeof correspondence.CorrespondenceAddress === 'string')
    context.CorrespondenceAddress = correspondence.CorrespondenceAddress;
  return context;
}

/**
 * The sections the flow asks of an opening: those of the form steps that exist for the opening's
 * context (`flowContextOf`), by the flow interpreter the wizard runs (`stepsFor`). The flow decides,
 * e.g. that QROPS and trust accounts have no Investment Profile: a changed `when` changes this.
 * @param flow - the account-opening flow
 * @param sections - the opening's saved sections (the context is derived from them)
 * @param conditions - the server's evaluator of the flow's conditions (`registry.conditions`)
 */
export function sectionsAsked(flow: Flow, sections: Sections, conditions: Conditions): Set<SectionName> {
  const asked = new Set<SectionName>();
  for (const step of stepsFor(flow, flowContextOf(sections), conditions)) {
    const section = step.form ? SECTION_OF_FORM[step.form] : undefined;
    if (section) asked.add(section);
  }
  return asked;
}

/** The holders of the saved personal details, primary holder first (the signing order). */
export function holdersInOrder(sections: Sections): Obj[] {
  const holders = (Array.isArray(sections.PersonalDetails?.Holders) ? sections.PersonalDetails.Holders : []) as Obj[];
  return [...holders].sort((a, b) => Number(b.IsPrimary === true) - Number(a.IsPrimary === true));
}

/** A holder's full name as signers type it. */
export const holderName = (h: Obj) => `${String(h.FirstName ?? '').trim()} ${String(h.LastName ?? '').trim()}`.trim();
