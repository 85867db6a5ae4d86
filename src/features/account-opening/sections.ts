import {
  ACCOUNT_OPENING_MESSAGES,
  asksNaturalPersonTerms,
  asksTaxDetails,
  holderCountProblem,
  ibanChecksumProblem,
  ibanCountryProblem,
  missingDocumentsProblem,
  naturalPersonTermsProblem,
  nextStep,
  paymentDateProblem,
  secondHolderTicksProblem,
  stagesFor,
  stepsFor,
  taxDetailsProblem,
  validateForm,
  type Conditions,
  type Flow,
  type SchemaRegistry,
} from '@/engine';
import type { Opening, SectionPath } from '@/types/api';
import { ACCOUNT_OPENING_TEXTS } from '@/store/accountOpeningSlice';

type Answers = Record<string, unknown>;
type Section = Record<string, unknown>;

/**
 * The sections of an opening, each saved with its own call when the adviser leaves the step named
 * `saveAt` (portal-shell §7), with the answers of `steps` (answers keys of the flow's steps).
 */
export interface SaveGroup {
  section: SectionPath;
  /** Answers keys of the steps whose answers the section holds, in flow order. */
  steps: readonly string[];
  /** The step whose Next saves the section. */
  saveAt: string;
  /** Whether the stored opening has the section. */
  saved: (opening: Opening) => boolean;
  /**
   * The request body (without AccountOpeningId) from the flow's answers; `hidden` names the fields
   * the flow hides on a step for the current context (fieldsHiddenByFlow).
   */
  body: (answers: Answers, hidden: (stepId: string) => ReadonlySet<string>) => Section;
}

const obj = (v: unknown): Section => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Section) : {});

/**
 * The top-level fields of a step that the flow hides for a context: those an override with a `when`
 * that holds sets to `ui:widget: hidden` (e.g. the QST provider of any account but QROPS). The flow
 * decides; an answer given before the context changed is not sent (a hidden branch leaves no stale
 * answer behind). Overrides without a `when` shape the step on every context and hide no answer.
 * @param flow - the account-opening flow
 * @param stepId - the step's id
 * @param context - the flow context (`contextOf` the answers)
 * @param conditions - the registry's evaluator of the flow's conditions
 */
export function fieldsHiddenByFlow(flow: Flow, stepId: string, context: unknown, conditions: Conditions): ReadonlySet<string> {
  const step = flow.stages.flatMap((st) => st.steps).find((s) => s.id === stepId);
  const hidden = new Set<string>();
  for (const o of step?.uiOverrides ?? []) {
    if (!o.when || !conditions.evaluate(o.when, context)) continue;
    for (const [field, entry] of Object.entries(o.ui)) if (obj(entry)['ui:widget'] === 'hidden') hidden.add(field);
  }
  return hidden;
}

/** The answers without the fields named. */
function without(answers: Section, hidden: ReadonlySet<string>): Section {
  return Object.fromEntries(Object.entries(answers).filter(([k]) => !hidden.has(k)));
}

export const SAVE_GROUPS: readonly SaveGroup[] = [
  {
    section: 'accounttype',
    steps: ['AccountType', 'ConfirmDetails'],
    saveAt: 'ConfirmDetails',
    saved: (o) => !!o.AccountType,
    body: (a, hidden) => without(obj(a.AccountType), hidden('AccountType')),
  },
  {
    section: 'personaldetails',
    steps: ['FirstAccountHolderDetails', 'CorrespondenceInformation'],
    saveAt: 'CorrespondenceInformation',
    saved: (o) => !!o.PersonalDetails?.Correspondence,
    body: (a) => ({ Holders: obj(a.FirstAccountHolderDetails).Holders ?? [], Correspondence: obj(a.CorrespondenceInformation) }),
  },
  {
    section: 'disbursement',
    steps: ['DisbursementAccountDetails'],
    saveAt: 'DisbursementAccountDetails',
    saved: (o) => !!o.Disbursement,
    body: (a) => obj(a.DisbursementAccountDetails),
  },
  {
    section: 'investmentprofile',
    steps: ['RiskProfile', 'AppropriatenessTest'],
    saveAt: 'AppropriatenessTest',
    saved: (o) => !!o.InvestmentProfile?.Appropriateness,
    body: (a) => ({ RiskProfile: obj(a.RiskProfile), Appropriateness: obj(a.AppropriatenessTest) }),
  },
  {
    section: 'fees',
    steps: ['FeesAndCharges'],
    saveAt: 'FeesAndCharges',
    saved: (o) => !!o.Fees,
    body: (a) => obj(a.FeesAndCharges),
  },
  {
    section: 'acknowldedgements',
    steps: ['Acknowledgements'],
    saveAt: 'AcknowledgeAppropriatenessTest',
    saved: (o) => !!o.Acknowledgements,
    body: (a) => obj(a.Acknowledgements),
  },
];

/** The section saved when the adviser leaves `stepId`, if any. */
export const groupSavedAt = (stepId: string): SaveGroup | undefined => SAVE_GROUPS.find((g) => g.saveAt === stepId);

/** Fields the server adds to a stored section that are not answers of its form. */
const SERVER_FIELDS = ['ID', 'AccountOpeningId', 'FormId', 'FormVersion', 'SchemaHash', 'CreatedAt', 'UpdatedAt', 'ImpersonatorId'];
const answersOf = (section: unknown): Section | undefined => {
  if (!section || typeof section !== 'object') return undefined;
  const copy = { ...(section as Section) };
  for (const k of SERVER_FIELDS) delete copy[k];
  return copy;
};

/** The flow's answers from a stored opening (what the adviser saved), keyed by the steps' answers keys. */
export function answersFromOpening(opening: Opening): Answers {
  const answers: Answers = {};
  const put = (key: string, value: Section | undefined) => {
    if (value) answers[key] = value;
  };
  put('AccountType', answersOf(opening.AccountType));
  if (opening.PersonalDetails) {
    answers.FirstAccountHolderDetails = { Holders: (opening.PersonalDetails.Holders ?? []).map((h) => answersOf(h) ?? h) };
    put('CorrespondenceInformation', answersOf(opening.PersonalDetails.Correspondence));
  }
  put('DisbursementAccountDetails', answersOf(opening.Disbursement));
  if (opening.InvestmentProfile) {
    put('RiskProfile', answersOf(opening.InvestmentProfile.RiskProfile));
    put('AppropriatenessTest', answersOf(opening.InvestmentProfile.Appropriateness));
  }
  put('FeesAndCharges', answersOf(opening.Fees));
  put('Acknowledgements', answersOf(opening.Acknowledgements));
  return answers;
}

/**
 * The flow context, derived live from the answers (the flow's description): AccountTypeId and
 * IsJoint from the account type, IsTermAccount from the fees' access type, CorrespondenceAddress
 * from the correspondence step.
 */
export function contextOf(answers: Answers): Record<string, unknown> {
  const type = obj(answers.AccountType);
  const context: Record<string, unknown> = {};
  if (typeof type.AccountTypeId === 'number') context.AccountTypeId = type.AccountTypeId;
  if (typeof type.IsJoint === 'boolean') context.IsJoint = type.IsJoint;
  context.IsTermAccount = obj(answers.FeesAndCharges).AccessTypeId === 2;
  const correspondence = obj(answers.CorrespondenceInformation).CorrespondenceAddress;
  if (typeof correspondence === 'string') context.CorrespondenceAddress = correspondence;
  return context;
}

/** The sections the flow needs for the context (Investment Profile is gone for QROPS and trust). */
export function groupsFor(flow: Flow, context: unknown, conditions: Conditions): SaveGroup[] {
  const visible = new Set(stepsFor(flow, context, conditions).map((s) => s.id));
  return SAVE_GROUPS.filter((g) => visible.has(g.saveAt));
}

/** The signing is done: every signer signed, or (manual signing) the signed application form is uploaded. */
export function isSigned(opening: Opening): boolean {
  if (opening.Status === 'Completed') return true;
  if (opening.IsManual) return opening.Documents.some((d) => d.DocumentTypeId === SIGNED_APPLICATION_FORM);
  return opening.SigningOrders.length > 0 && opening.SigningOrders.every((s) => !!s.SignedAt);
}

/** Document type 3: the signed application form of a manual signing. */
export const SIGNED_APPLICATION_FORM = 3;

/**
 * The stages that are valid (portal-shell §4): every stage before the last saved one, and a stage
 * whose sections are all saved; Sign once the signing is done.
 */
export function validStagesOf(flow: Flow, opening: Opening, conditions: Conditions): string[] {
  const context = contextOf(answersFromOpening(opening));
  const stageOfStep = new Map(stepsFor(flow, context, conditions).map((s) => [s.id, s.stageId]));
  const stages = stagesFor(flow, context, conditions).map((s) => s.id);
  const groups = groupsFor(flow, context, conditions);
  const stageIndex = (stepId: string) => stages.indexOf(stageOfStep.get(stepId) ?? '');
  let lastSaved = Math.max(-1, ...groups.filter((g) => g.saved(opening)).map((g) => stageIndex(g.saveAt)));
  if (opening.LastSavedStep) lastSaved = Math.max(lastSaved, stageIndex(opening.LastSavedStep));
  const complete = (stageId: string) => {
    const own = groups.filter((g) => stageOfStep.get(g.saveAt) === stageId);
    return own.length > 0 && own.every((g) => g.saved(opening));
  };
  const valid = stages.filter((id, i) => i < lastSaved || complete(id));
  if (isSigned(opening) && stages.slice(0, stages.indexOf('Sign')).every((id) => valid.includes(id))) valid.push('Sign');
  return valid;
}

/**
 * Where the adviser left off: the first step of the first section not saved yet; the Sign step once
 * every section is saved (or signing started), Finish when signed; stage 1 step 1 for a new opening.
 */
export function resumeStepOf(flow: Flow, opening: Opening, conditions: Conditions): string {
  const context = contextOf(answersFromOpening(opening));
  const steps = stepsFor(flow, context, conditions);
  if (isSigned(opening)) return 'Finish';
  if (opening.Status === 'Signing') return 'Sign';
  for (const g of groupsFor(flow, context, conditions)) {
    if (g.saved(opening)) continue;
    const first = steps.find((s) => g.steps.includes(s.answers ?? s.id));
    return first?.id ?? steps[0].id;
  }
  return nextStep(flow, context, 'AcknowledgeAppropriatenessTest', conditions)?.id ?? 'Sign';
}

/**
 * The personal-details answers with the primary holder marked (the form hides IsPrimary): the
 * holder already marked, else the first card (the first account holder; holder 1 signs first).
 */
export function derivePersonalDetails(data: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(data.Holders)) return data;
  const holders = data.Holders as Array<Record<string, unknown> | undefined>;
  const marked = holders.filter((h) => h?.IsPrimary === true).length === 1;
  if (marked && holders.every((h) => typeof h?.IsPrimary === 'boolean')) return data;
  return { ...data, Holders: holders.map((h, i) => ({ ...(h ?? {}), IsPrimary: marked ? h?.IsPrimary === true : i === 0 })) };
}

/**
 * Stored answers with a past-experience code this platform does not know (portal-shell §8 "Unknown
 * past experience entry from server."): the stored appropriateness answers validated with the form.
 * @returns true when the form's message for an unknown row code is among the errors
 */
export function hasUnknownPastExperience(registry: SchemaRegistry, answers: Answers): boolean {
  const stored = answers.AppropriatenessTest;
  if (!stored || !registry.has('account-appropriateness')) return false;
  return validateForm(registry, 'account-appropriateness', stored).errors.some(
    (e) => e.message === ACCOUNT_OPENING_TEXTS.unknownPastExperience,
  );
}

/** IBAN and SWIFT as the server stores them: upper case, no spaces. */
const compact = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v);

/**
 * The engine's cross-section rules of a step, asked before the section goes to the server (which
 * asks them again): holder count and tax details when the holders are passed; IBAN checksum and
 * country and payment dates on the disbursement step; the natural-person declaration and the
 * second holder's ticks on the appropriateness test. The form's own schema is checked before. The
 * tax details and the natural-person declaration are required only where the flow shows them.
 * @param stepId - the step being passed
 * @param answers - the flow's answers
 * @param flow - the account-opening flow, with `conditions` the registry's evaluator of its conditions
 * @param today - today in the browser
 * @returns the first message, or null
 */
export function stepProblem(stepId: string, answers: Answers, flow: Flow, conditions: Conditions, today: Date = new Date()): string | null {
  const type = obj(answers.AccountType);
  const isJoint = type.IsJoint === true;
  switch (stepId) {
    case 'FirstAccountHolderDetails': {
      const holders = Array.isArray(obj(answers.FirstAccountHolderDetails).Holders)
        ? (obj(answers.FirstAccountHolderDetails).Holders as unknown[])
        : [];
      return (
        holderCountProblem(flow, contextOf(answers), holders.length, conditions) ??
        taxDetailsProblem(asksTaxDetails(flow, contextOf(answers), conditions), holders)
      );
    }
    case 'DisbursementAccountDetails': {
      const d = obj(answers.DisbursementAccountDetails);
      return ibanChecksumProblem(compact(d.IBAN)) ?? ibanCountryProblem(compact(d.IBAN), d.CountryId) ?? paymentDateProblem(d, today);
    }
    case 'AppropriatenessTest': {
      const a = answers.AppropriatenessTest;
      return (
        naturalPersonTermsProblem(asksNaturalPersonTerms(flow, contextOf(answers), conditions), a) ?? secondHolderTicksProblem(isJoint, a)
      );
    }
    default:
      return null;
  }
}

/**
 * Whether the Sign step may be passed: the signing is done and every supporting document the
 * opening asks for is uploaded (the server's completion asks the same).
 * @returns the message that keeps the adviser on the step, or null
 */
export function signStepProblem(opening: Opening): string | null {
  if (!isSigned(opening)) return opening.IsManual ? ACCOUNT_OPENING_MESSAGES.manualFormMissing : ACCOUNT_OPENING_MESSAGES.notSigned;
  if (opening.Status === 'Completed') return null;
  return missingDocumentsProblem(
    opening,
    opening.Documents.filter((d) => !d.Generated).map((d) => d.DocumentTypeId),
  );
}
