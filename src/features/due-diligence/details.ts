import {
  UNITED_STATES_COUNTRY_ID,
  appendHolderChangedNote,
  dateOfBirthFromParts,
  fiscalResidenceChanged,
  sanitiseDueDiligenceDetails,
  usTaxResidentFromNationality,
} from '@/engine';
import type { DueDiligenceDetails, DueDiligenceDetailsInfo } from '@/types/api';

type Answers = Record<string, unknown>;
type Holder = 'primary' | 'secondary';

/** The holders of the general details, by the rule's name for them. */
export const HOLDER_KEYS: Readonly<Record<Holder, 'PrimaryAccountHolder' | 'SecondaryAccountHolder'>> = {
  primary: 'PrimaryAccountHolder',
  secondary: 'SecondaryAccountHolder',
};

const objectAt = (value: unknown, key: string): Answers | undefined => {
  const v = (value as Answers | undefined)?.[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Answers) : undefined;
};

/** A holder's country of fiscal residence in the general details. */
export function fiscalCountryOf(general: Answers | undefined, holder: Holder): unknown {
  return objectAt(objectAt(general, HOLDER_KEYS[holder]), 'TaxInfo')?.CountryOfFiscalResidence;
}

/** The stored birth date, kept only when it is a real date (compliance §2.4 date-of-birth rule); else left unanswered. */
function birthDateOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const [year, month, day] = value.slice(0, 10).split('-');
  return dateOfBirthFromParts(day, month, year) ?? undefined;
}

function holderFromStored(holder: Answers | undefined): Answers | undefined {
  if (!holder) return undefined;
  const personal = objectAt(holder, 'PersonalInfo');
  if (!personal) return holder;
  const { BirthDate, ...rest } = personal;
  const birthDate = birthDateOf(BirthDate);
  return { ...holder, PersonalInfo: birthDate ? { ...rest, BirthDate: birthDate } : rest };
}

/**
 * The four stages' answers (one per step of the due-diligence flow) from the stored details:
 * the general details as they are (the birth date only when it is a real date), and the three
 * other forms' one field each.
 */
export function answersFromDetails(info: DueDiligenceDetailsInfo): Answers {
  const { GeneralDetails, SourceOfWealth, SourceOfFunds, MoreInformation } = info.Details;
  const general: Answers = { ...GeneralDetails };
  for (const holder of ['primary', 'secondary'] as const) {
    const stored = holderFromStored(objectAt(GeneralDetails, HOLDER_KEYS[holder]));
    if (stored) general[HOLDER_KEYS[holder]] = stored;
  }
  return {
    GeneralDetails: general,
    SourceOfWealth: { SourceOfWealth: SourceOfWealth ?? [] },
    SourceOfFunds: { SourceOfFunds: SourceOfFunds ?? [] },
    MoreInformation: { MoreInformation: MoreInformation ?? '' },
  };
}

/**
 * The details object sent (the flow's description): `{ GeneralDetails, ...SourceOfWealth,
 * ...SourceOfFunds, ...MoreInformation }` of the stages' answers, through the engine's details
 * sanitiser (US tax flag, date of birth, mobile number), which the server applies again.
 */
export function detailsFromAnswers(answers: Answers): DueDiligenceDetails {
  return sanitiseDueDiligenceDetails({
    GeneralDetails: (answers.GeneralDetails ?? {}) as Answers,
    ...((answers.SourceOfWealth ?? {}) as Answers),
    ...((answers.SourceOfFunds ?? {}) as Answers),
    ...((answers.MoreInformation ?? {}) as Answers),
  } as DueDiligenceDetails);
}

/**
 * Each holder's US tax flag follows the nationality: United States → true, otherwise false
 * (compliance §2.4, engine rule usTaxResidentFromNationality). Only holders with tax details get it.
 */
export function withUsTaxFlags(general: Answers): Answers {
  let next = general;
  for (const key of Object.values(HOLDER_KEYS)) {
    const holder = objectAt(next, key);
    const tax = objectAt(holder, 'TaxInfo');
    if (!holder || !tax) continue;
    const flag = usTaxResidentFromNationality(
      objectAt(holder, 'PersonalInfo')?.Nationality as number | undefined,
      UNITED_STATES_COUNTRY_ID,
    );
    if (tax.IsUSTaxResident === flag) continue;
    next = { ...next, [key]: { ...holder, TaxInfo: { ...tax, IsUSTaxResident: flag } } };
  }
  return next;
}

/** Which holders' fiscal residence differs from the one the review opened with (engine rule fiscalResidenceChanged). */
export function changedHolders(initial: Answers | undefined, current: Answers | undefined): Record<Holder, boolean> {
  const changed = (holder: Holder) =>
    !!objectAt(current, HOLDER_KEYS[holder]) &&
    fiscalResidenceChanged(fiscalCountryOf(initial, holder) as number, fiscalCountryOf(current, holder) as number);
  return { primary: changed('primary'), secondary: changed('secondary') };
}

/** The flow context of the review (schemas/flows/due-diligence.json `context`). */
export function reviewContext(info: DueDiligenceDetailsInfo, changed: Record<Holder, boolean>) {
  return {
    AccountTypeId: info.AccountTypeId,
    IsJoint: info.IsJoint,
    PrimaryFiscalResidenceChanged: changed.primary,
    SecondaryFiscalResidenceChanged: changed.secondary,
  };
}

/**
 * The more-information answers with the line of each newly changed holder appended once
 * (engine rule appendHolderChangedNote).
 */
export function withHolderNotes(moreInformation: Answers | undefined, holders: readonly Holder[]): Answers {
  let text = typeof moreInformation?.MoreInformation === 'string' ? moreInformation.MoreInformation : '';
  for (const holder of holders) text = appendHolderChangedNote(text, holder);
  return { ...moreInformation, MoreInformation: text };
}
