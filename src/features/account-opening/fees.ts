import { TERM_ACCOUNT_DEFAULTS } from '@/engine/constants';
import { FEE_CHOICES, feeScheduleIdOf } from '@/engine/accountOpening';

type Answers = Record<string, unknown>;
type Choice = { Value: number; Text?: string };
type ChoiceLists = Record<string, unknown>;

/** The fee fields whose choices depend on the access type, the fee option or the custom flag. */
export const FEE_CHOICE_FIELDS = [
  'PlatformProcessingFee',
  'AccountServiceFee',
  'AnnualAccountFee',
  'AnnualAccountFeeRemuneration',
  'InitialFee',
  'ETFEntryFee',
  'EquitiesEntryFee',
  'NotesEntryFee',
  'MinimumCashBalance',
] as const;

const valuesOf = (list: unknown): number[] | undefined =>
  Array.isArray(list)
    ? list.map((c) => (c && typeof c === 'object' ? (c as Choice).Value : c)).filter((v): v is number => typeof v === 'number')
    : undefined;

/**
 * The values a fee field offers for the answers so far (portal-shell §5), from the served fee
 * choices (feesinfo) or the engine's own lists: instant or term for the platform and service fees,
 * Classic or ClassicFlex for the annual account fees, the default or a custom schedule for the ETF
 * and equities entry fees. Undefined while the answer it depends on is not given (all are offered).
 * @param field - a fee field
 * @param answers - the fees answers
 * @param choices - feesinfo's Choices (same shape as FEE_CHOICES)
 */
export function feeValuesFor(field: string, answers: Answers, choices: ChoiceLists = FEE_CHOICES): number[] | undefined {
  const lists = choices[field] ?? (FEE_CHOICES as unknown as ChoiceLists)[field];
  if (Array.isArray(lists)) return valuesOf(lists);
  if (!lists || typeof lists !== 'object') return undefined;
  const byKey = lists as Record<string, unknown>;
  const access = answers.AccessTypeId === 1 ? 'Instant' : answers.AccessTypeId === 2 ? 'Term' : undefined;
  const option = answers.FeeOptionId === 1 ? 'Classic' : answers.FeeOptionId === 3 ? 'ClassicFlex' : undefined;
  const schedule = answers.IsCustom === true ? 'Custom' : 'Default';
  const key = 'Instant' in byKey ? access : 'Classic' in byKey ? option : schedule;
  return key ? valuesOf(byKey[key]) : undefined;
}

/**
 * The fees answers with what follows from the choices (TesseraForm `derive` of the fees step):
 * the fee-schedule flags (exactly the matching one true), the term-account defaults when Term
 * Account is chosen (TERM_ACCOUNT_DEFAULTS) and the term copies of the two fees, no TA_ fields for
 * instant access, and no fee left that the chosen lists do not offer (the adviser chooses again).
 */
export function deriveFees(data: Answers, choices?: ChoiceLists): Answers {
  const out: Answers = { ...data };
  const access = out.AccessTypeId;
  const option = out.FeeOptionId;
  const flags = { InstantAccessClassic: [1, 1], TermClassicFee: [2, 1], InstantClassicFlex: [1, 3], TermClassicFlexFee: [2, 3] } as const;
  for (const [flag, [a, o]] of Object.entries(flags)) {
    if (typeof access === 'number' && typeof option === 'number') out[flag] = access === a && option === o;
    else delete out[flag];
  }
  for (const field of FEE_CHOICE_FIELDS) {
    const allowed = feeValuesFor(field, out, choices);
    if (allowed && typeof out[field] === 'number' && !allowed.includes(out[field])) delete out[field];
  }
  if (access === 2) {
    for (const [field, value] of Object.entries(TERM_ACCOUNT_DEFAULTS)) if (out[field] === undefined) out[field] = value;
    for (const [copy, plain] of [
      ['TA_PlatformProcessingFee', 'PlatformProcessingFee'],
      ['TA_AccountServiceFee', 'AccountServiceFee'],
    ] as const) {
      if (typeof out[plain] === 'number') out[copy] = out[plain];
      else delete out[copy];
    }
  } else {
    for (const field of ['TA_DeductionFeeYears', 'TA_EstablishPeriod', 'TA_PlatformProcessingFee', 'TA_AccountServiceFee'])
      delete out[field];
  }
  return out;
}

/** "Choosing a term account sets a term flag", and the fee schedule the access and option give. */
export function feesFlagsOf(fees: Answers | undefined): { isTermAccount: boolean; feeScheduleId: number | null } {
  const access = fees?.AccessTypeId;
  const option = fees?.FeeOptionId;
  let feeScheduleId: number | null = null;
  if (typeof access === 'number' && typeof option === 'number') {
    try {
      feeScheduleId = feeScheduleIdOf(access, option);
    } catch {
      feeScheduleId = null;
    }
  }
  return { isTermAccount: access === 2, feeScheduleId };
}
