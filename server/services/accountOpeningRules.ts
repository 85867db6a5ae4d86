import {
  ACCOUNT_OPENING_MESSAGES as M,
  asksNaturalPersonTerms,
  asksTaxDetails,
  offersCorrespondenceChoice,
  earliestCalendarDay,
  holderCountProblem,
  ibanChecksumProblem,
  ibanCountryProblem,
  naturalPersonTermsProblem,
  paymentDateProblem,
  secondHolderTicksProblem,
  stepsFor,
  taxDetailsProblem,
  type Conditions,
  type Flow,
} from '@/engine';
import { flowContextOf, isObject, SECTION_OF_FORM, sectionsAsked, type Obj, type Sections } from './accountOpening';

// The rules over an opening's saved sections that its forms' schemas cannot state.

/**
 * The disbursement rules JSON Schema cannot state: the IBAN's check digits, its country against the
 * bank country, and no active instruction dated in the past. "Today" is the earliest calendar day on
 * Earth, so a date that is today for the user is accepted wherever they are.
 */
export function disbursementProblem(answers: Obj, now: Date): string | null {
  return (
    ibanChecksumProblem(answers.IBAN) ??
    ibanCountryProblem(answers.IBAN, answers.CountryId) ??
    paymentDateProblem(answers, earliestCalendarDay(now))
  );
}

/**
 * The appropriateness rules that need the account: the natural-person declaration where the flow
 * asks it (asksNaturalPersonTerms), the second holder's ticks only on a joint account.
 * @param flow - the account-opening flow, with `conditions` its evaluator (the server's registry's)
 */
export function appropriatenessProblem(sections: Sections, appropriateness: unknown, flow: Flow, conditions: Conditions): string | null {
  const asked = asksNaturalPersonTerms(flow, flowContextOf(sections), conditions);
  return (
    naturalPersonTermsProblem(asked, appropriateness) ?? secondHolderTicksProblem(sections.AccountType?.IsJoint === true, appropriateness)
  );
}

/**
 * The cross-section rules over everything saved, asked again before signing: a section saved
 * earlier may no longer fit an account type changed later (a joint account made single, a trust
 * made standalone), and a payment date may have passed meanwhile. An Investment Profile the flow
 * does not ask for the opening's context is not checked (it is not part of the opening); the tax
 * details, the holder count and the correspondence choice are checked against what the flow shows for the context.
 * @param flow - the account-opening flow, with `conditions` its evaluator (the server's registry's)
 * @returns the first problem's message, or null
 */
export function savedSectionsProblem(sections: Sections, now: Date, flow: Flow, conditions: Conditions): string | null {
  const context = flowContextOf(sections);
  const holders = (Array.isArray(sections.PersonalDetails?.Holders) ? sections.PersonalDetails.Holders : []) as unknown[];
  const correspondence = sections.PersonalDetails?.Correspondence as Obj | null | undefined;
  const profile = sectionsAsked(flow, sections, conditions).has('InvestmentProfile') ? sections.InvestmentProfile : null;
  return (
    holderCountProblem(flow, context, holders.length, conditions) ??
    taxDetailsProblem(asksTaxDetails(flow, context, conditions), holders) ??
    (correspondence && !offersCorrespondenceChoice(flow, correspondence.CorrespondenceAddress, context, conditions)
      ? M.secondaryNeedsJoint
      : null) ??
    (sections.Disbursement ? disbursementProblem(sections.Disbursement, now) : null) ??
    (profile && isObject(profile.Appropriateness) ? appropriatenessProblem(sections, profile.Appropriateness, flow, conditions) : null)
  );
}

/**
 * The first stage the account type needs whose answers are not saved (null when none): the form
 * steps that exist for the opening's context, by the flow interpreter the wizard runs.
 */
export function firstMissingStage(flow: Flow, sections: Sections, conditions: Conditions): { id: string; title: string } | null {
  const context = flowContextOf(sections);
  for (const step of stepsFor(flow, context, conditions)) {
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
