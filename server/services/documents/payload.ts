import { feeScheduleIdOf } from '@/engine/accountOpening/feeScheduleIdOf';
import { TERM_ACCOUNT_DEFAULTS } from '@/engine/constants';
import type { DocumentSigner, OpeningDocumentInput, OpeningDocumentKind } from './types';

type Obj = Record<string, unknown>;
export const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const present = (v: unknown) => v !== undefined && v !== null;

/** Drops undefined and null members, so an absent section is a missing property to the schema. */
export function compact(o: Obj): Obj {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => present(v)));
}

/** The account holders of the input, as signers in holder order (1, then 2 for a joint account). */
export function signersOf(input: OpeningDocumentInput): DocumentSigner[] {
  const holders =
    isObject(input.sections.PersonalDetails) && Array.isArray(input.sections.PersonalDetails.Holders)
      ? (input.sections.PersonalDetails.Holders as unknown[])
      : [];
  return holders.filter(isObject).map((h, i) => {
    const name = [h.FirstName, h.LastName]
      .filter((p) => typeof p === 'string' && p.trim())
      .map((p) => (p as string).trim())
      .join(' ');
    return typeof h.EmailPrimary === 'string' ? { order: i + 1, name, email: h.EmailPrimary } : { order: i + 1, name };
  });
}

/** The payload each document is validated against (schemas/documents/<kind>.schema.json). */
export function documentPayload(kind: OpeningDocumentKind, input: OpeningDocumentInput): Obj {
  const s = input.sections;
  const accountType = isObject(s.AccountType) ? s.AccountType : undefined;
  const personal = isObject(s.PersonalDetails) ? s.PersonalDetails : undefined;
  const profile = isObject(s.InvestmentProfile) ? s.InvestmentProfile : undefined;
  const common = {
    OpeningId: input.openingId,
    Brand: { Name: input.brand.name, Code: input.brand.code },
    CreatedAt: input.createdAt,
    Signers: signersOf(input).map((sg) => compact({ Order: sg.order, Name: sg.name, Email: sg.email })),
  };
  if (kind === 'ApplicationForm') {
    return compact({
      ...common,
      AdviserName: input.adviserName,
      FlowSections: [...input.flowSections],
      AccountType: accountType ?? s.AccountType,
      PersonalDetails: personal ? compact({ Holders: personal.Holders }) : s.PersonalDetails,
      Correspondence: personal?.Correspondence,
      Disbursement: s.Disbursement,
      RiskProfile: profile ? profile.RiskProfile : s.InvestmentProfile,
      Appropriateness: profile?.Appropriateness,
      Fees: feesWithTermDefaults(s.Fees),
      Acknowledgements: s.Acknowledgements,
    });
  }
  if (kind === 'FeeSchedule') {
    const fees = feesWithTermDefaults(s.Fees);
    return compact({
      ...common,
      AccountTypeId: accountType?.AccountTypeId,
      FeeSchedulesId: accountType?.FeeSchedulesId ?? derivedFeeScheduleId(fees),
      Fees: fees,
    });
  }
  return compact({
    ...common,
    AccountTypeId: accountType?.AccountTypeId,
    GeneratedAt: input.generatedAt ?? new Date().toISOString(),
    Acknowledgements: s.Acknowledgements,
  });
}

/** A term account's fees with TERM_ACCOUNT_DEFAULTS for TA_ fields it lacks (as the fees call stores them). */
function feesWithTermDefaults(fees: unknown): unknown {
  if (!isObject(fees) || fees.AccessTypeId !== 2) return fees;
  return { ...TERM_ACCOUNT_DEFAULTS, ...compact(fees) };
}

/** The fee schedule of fees saved before the account type carried it: access × 10 + option. */
function derivedFeeScheduleId(fees: unknown): number | undefined {
  if (!isObject(fees)) return undefined;
  try {
    return feeScheduleIdOf(fees.AccessTypeId as number, fees.FeeOptionId as number);
  } catch {
    return undefined;
  }
}
