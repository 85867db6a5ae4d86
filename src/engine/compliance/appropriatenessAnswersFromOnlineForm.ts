import { appropriatenessOptionFlags, type AppropriatenessOption } from '../sanitise/appropriatenessOptionFlags';
import { isFinancialCheckedFrom } from '../sanitise/isFinancialCheckedFrom';
import { APPROPRIATENESS_REMARKS_KEY, checkBoxKey, incomeBandFrom, type Answers, type OnlineFormData } from './onlineFormData';

/** The Previous Experience rows of the appropriateness test, for holder 1 (holder 2 adds `_2`; compliance §3.2). */
export const APPROPRIATENESS_GRIDS = Object.freeze({
  instruments: ['isSharesStructuredUCITS', 'isSharesNonUCITS', 'isStructuredProducts', 'isDeriativeProducts', 'isOtherComplexProducts'],
  /** One band per holder, from the least experience to the most. */
  frequency: ['isLessThan5', 'isBetween5to10', 'isMoreThan10'],
  /** One band per holder, from the least experience to the most. */
  volume: ['isLessThan3000', 'isLessThan5000', 'isLessThan10000', 'isMoreThan10000'],
  services: ['isOrderWithoutAdvisory', 'isInvestmentAdvice', 'isPortfolioManagement'],
} as const);

const HOLDER_1_FLAGS: readonly string[] = Object.values(APPROPRIATENESS_GRIDS).flat();
const BAND_GRIDS = [APPROPRIATENESS_GRIDS.frequency, APPROPRIATENESS_GRIDS.volume] as const;
const SUMMARY_FLAGS = ['isSummaryInstructionOptionI', 'isSummaryInstructionOptionII', 'isSummaryInstructionOptionIII'] as const;

/** The flag names of one holder: holder 1 as listed, holder 2 with the `_2` suffix. */
export const holderFlags = (holder: 1 | 2): string[] => HOLDER_1_FLAGS.map((f) => (holder === 1 ? f : `${f}_2`));

/**
 * The appropriateness test's starting answers (compliance §2.2): each holder's Previous Experience
 * ticks from the stored `CheckBox_` flags, the remarks from `AppropriatenessTestRemarks`, the summary
 * instruction from its stored flag (with exactly that option's flag set), the annual disposable
 * band from the income flags, and `isFinancialChecked` derived from the instrument ticks.
 *
 * For a joint account the least experience is assumed where nothing is known (the test is about
 * the account, and a joint account can do only what its least experienced holder understands):
 * a holder with no stored number of transactions per year or yearly volume is ticked at the
 * grid's least-experience row ('Less than 5', 'Less than 3,000 EUR'). A single-holder account has
 * no holder-2 answers.
 * @param stored - the account's online-form data
 * @param isJoint - whether the account has two holders
 * @param missingDocumentId - the missing-document item the test answers, carried in the answers
 */
export function appropriatenessAnswersFromOnlineForm(stored: OnlineFormData, isJoint: boolean, missingDocumentId?: number): Answers {
  const data = stored ?? {};
  const answers: Answers = {};
  const holders: Array<1 | 2> = isJoint ? [1, 2] : [1];
  for (const holder of holders) {
    const suffix = holder === 1 ? '' : '_2';
    for (const flag of HOLDER_1_FLAGS) answers[`${flag}${suffix}`] = data[checkBoxKey(`${flag}${suffix}`)] === true;
    if (!isJoint) continue;
    for (const grid of BAND_GRIDS) {
      if (!grid.some((flag) => answers[`${flag}${suffix}`] === true)) answers[`${grid[0]}${suffix}`] = true;
    }
  }
  answers.isFinancialChecked = isFinancialCheckedFrom(answers);
  const remarks = data[APPROPRIATENESS_REMARKS_KEY];
  if (typeof remarks === 'string') answers.remarks = remarks;
  const option = SUMMARY_FLAGS.findIndex((flag) => data[checkBoxKey(flag)] === true);
  if (option >= 0) Object.assign(answers, appropriatenessOptionFlags((option + 1) as AppropriatenessOption));
  const band = incomeBandFrom(data);
  if (band !== undefined) answers.amountAnnualDisposable = band;
  if (missingDocumentId !== undefined) answers.missingDocumentID = missingDocumentId;
  return answers;
}

/**
 * The answers as the server validates them, with what the form derives set from what was ticked:
 * `isFinancialChecked` from the instrument boxes (either holder) and the three summary flags from
 * the chosen option, so the derived values never disagree with the ticks (compliance §3.2, §4).
 * An option that is not 1, 2 or 3 is left for the schema to refuse.
 * @param answers - the submitted answers
 * @param missingDocumentId - the item the test answers (the path's, whatever the body says)
 */
export function sanitiseAppropriatenessAnswers(answers: Answers, missingDocumentId: number): Answers {
  const out: Answers = { ...answers, isFinancialChecked: isFinancialCheckedFrom(answers), missingDocumentID: missingDocumentId };
  const option = answers.isSummaryInstructionOption;
  if (option === 1 || option === 2 || option === 3) Object.assign(out, appropriatenessOptionFlags(option));
  return out;
}

/**
 * The online-form data after an appropriateness test, so the next test starts from these answers:
 * every `CheckBox_` flag of both holders and the summary flags rewritten, the remarks replaced,
 * everything else (income bands, KYC answers, holders) kept.
 * @param stored - the data before
 * @param answers - the accepted answers
 */
export function onlineFormDataWithAppropriateness(stored: OnlineFormData, answers: Answers): OnlineFormData {
  const next: OnlineFormData = { ...(stored ?? {}) };
  for (const flag of [...holderFlags(1), ...holderFlags(2), ...SUMMARY_FLAGS]) next[checkBoxKey(flag)] = answers[flag] === true;
  if (typeof answers.remarks === 'string') next[APPROPRIATENESS_REMARKS_KEY] = answers.remarks;
  else delete next[APPROPRIATENESS_REMARKS_KEY];
  return next;
}
