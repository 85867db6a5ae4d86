import type { Transaction } from 'kysely';
import {
  feeScheduleIdOf,
  holderCountProblem,
  sanitiseFeesAnswers,
  sanitiseHolderPhones,
  sanitiseRiskProfileAnswers,
  taxDetailsProblem,
  asksTaxDetails,
  offersCorrespondenceChoice,
  type Flow,
} from '@/engine';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../lib/http';
import { validateSubmission, type SubmissionStamp } from '../forms/validateSubmission';
import {
  ACCOUNT_OPENING_MESSAGES as M,
  lockOpening,
  now,
  openingForActor,
  requireOpeningId,
  flowContextOf,
  sectionsAsked,
  sectionsOf,
  type Actor,
  type Obj,
  type OpeningDeps,
  type SectionName,
  type Sections,
} from './accountOpening';
import { undoSigning, voidPendingEnvelope } from './accountOpeningLifecycle';
import { appropriatenessProblem, disbursementProblem } from './accountOpeningRules';
import { openingView, type OpeningView } from './accountOpeningView';

/** A section ready to store: its answers, the stamps of the forms that validated them, and its step. */
interface PreparedSection {
  data: Obj;
  stamps: SubmissionStamp[];
  stepId: string;
  afterSave?: (trx: Transaction<Database>) => Promise<void>;
}

/** The flow order of the steps, for "the furthest step saved". */
function stepOrder(flow: Flow): string[] {
  return flow.stages.flatMap((s) => s.steps.map((st) => st.id));
}

/**
 * The common path of every section save: the id is required, the opening must exist and be the
 * actor's, must not be complete; `prepare` validates (400 with the schema's message) and the
 * section is stored as the current answer with its stamps, in one transaction with the opening's
 * last saved step.
 */
async function saveSection(
  deps: OpeningDeps,
  actor: Actor,
  rawId: unknown,
  section: SectionName,
  prepare: (sections: Sections) => PreparedSection,
): Promise<OpeningView> {
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
    await trx
      .updateTable('account_opening_sections')
      .set({ current: 0 })
      .where('opening_id', '=', openingId)
      .where('section', '=', section)
      .where('current', '=', 1)
      .execute();
    await trx
      .insertInto('account_opening_sections')
      .values({
        opening_id: openingId,
        section,
        step_id: prepared.stepId,
        stamps_json: JSON.stringify(prepared.stamps),
        data_json: JSON.stringify(prepared.data),
        saved_by: actor.userId,
        impersonator_id: actor.impersonatorId,
        saved_at: at,
        current: 1,
      })
      .execute();
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

/** What a section keeps of a stamp: the schema's version and hash, and the studio version's content hash (what its documents print with). */
const stampOf = ({ formId, version, hash, contentHash }: SubmissionStamp): SubmissionStamp => ({ formId, version, hash, contentHash });

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
    const context = flowContextOf(sections);
    const countProblem =
      holderCountProblem(deps.flow, context, (holders as unknown[]).length, deps.registry.conditions) ??
      taxDetailsProblem(asksTaxDetails(deps.flow, context, deps.registry.conditions), holders as unknown[]);
    if (countProblem) throw badRequest(countProblem);
    const stamps = [stampOf(v)];
    let correspondence: Obj | null = null;
    if (body.Correspondence !== undefined && body.Correspondence !== null) {
      const c = validateSubmission(deps.registry, 'correspondence', body.Correspondence);
      correspondence = body.Correspondence as Obj;
      // A choice the flow disables for the account (Secondary without a second holder) is refused.
      if (!offersCorrespondenceChoice(deps.flow, correspondence.CorrespondenceAddress, context, deps.registry.conditions))
        throw badRequest(M.secondaryNeedsJoint);
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
  for (const k of ['IBAN', 'SWIFT']) if (typeof out[k] === 'string') out[k] = out[k].replace(/\s+/g, '').toUpperCase();
  return out;
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
    await trx
      .updateTable('account_opening_sections')
      .set({ current: 0 })
      .where('opening_id', '=', openingId)
      .where('section', '=', 'Disbursement')
      .where('current', '=', 1)
      .execute();
    await trx.updateTable('account_openings').set({ updated_at: now() }).where('id', '=', openingId).execute();
    return lockOpening(trx, deps.db.dialect, openingId);
  });
  return openingView(deps.db.kysely, saved);
}

/** POST accounts/opening/investmentprofile/add and /update: risk profile and appropriateness answers. */
export function saveInvestmentProfile(deps: OpeningDeps, actor: Actor, body: Obj): Promise<OpeningView> {
  return saveSection(deps, actor, body.AccountOpeningId, 'InvestmentProfile', (sections) => {
    // The flow decides whether the opening's account type has the stage (its `when`), not a list here.
    if (!sectionsAsked(deps.flow, sections, deps.registry.conditions).has('InvestmentProfile')) throw badRequest(M.noInvestmentProfile);
    const riskProfile = sanitiseRiskProfileAnswers(body.RiskProfile ?? {});
    const stamps = [stampOf(validateSubmission(deps.registry, 'risk-profile', riskProfile))];
    let appropriateness: unknown = null;
    if (body.Appropriateness !== undefined && body.Appropriateness !== null) {
      stamps.push(stampOf(validateSubmission(deps.registry, 'account-appropriateness', body.Appropriateness)));
      const problem = appropriatenessProblem(sections, body.Appropriateness, deps.flow, deps.registry.conditions);
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
        const row = await trx
          .selectFrom('account_opening_sections')
          .select(['id', 'data_json'])
          .where('opening_id', '=', Number(body.AccountOpeningId))
          .where('section', '=', 'AccountType')
          .where('current', '=', 1)
          .executeTakeFirst();
        if (!row) return;
        const type = JSON.parse(row.data_json) as Obj;
        type.FeeSchedulesId = feeSchedulesId;
        await trx
          .updateTable('account_opening_sections')
          .set({ data_json: JSON.stringify(type) })
          .where('id', '=', row.id)
          .execute();
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
