import { roundTo } from '../trading/rounding';
import { incomeBandFlags, incomeBandFrom, type Answers, type OnlineFormData } from './onlineFormData';

/** The KYC answers kept in the online-form data under their own names (compliance §3.1). */
export const KYC_STORED_FIELDS = Object.freeze([
  'Saving',
  'SelfEmployed',
  'Previous',
  'ProceedSales',
  'HasFinancialInvestment',
  'FinancialInvestment',
  'FinancialInvestmentRemarks',
  'HasProperties',
  'Properties',
  'PropertiesRemarks',
  'HasSaleOfCompany',
  'SaleOfCompany',
  'SaleOfCompanyRemarks',
  'HasOtherSales',
  'OtherSales',
  'OtherSalesRemarks',
  'Other',
  'InsurancePayout',
  'Inheritance',
  'Donation',
  'Compensation',
  'RentalIncome',
  'GainShareholding',
  'BusinessActivity',
  'Retirement',
  'FundsOther',
  'USPerson',
  'Remarks',
] as const);

/** The proceeds amounts of the KYC form (USD, stored with two decimals, compliance §5). */
export const KYC_PROCEEDS_FIELDS = Object.freeze(['FinancialInvestment', 'Properties', 'SaleOfCompany', 'OtherSales'] as const);

const TYPES: Record<string, 'boolean' | 'string' | 'number'> = Object.fromEntries(
  KYC_STORED_FIELDS.map((k) => [
    k,
    (KYC_PROCEEDS_FIELDS as readonly string[]).includes(k) ? 'number' : /Remarks$|^(SelfEmployed|Previous)$/.test(k) ? 'string' : 'boolean',
  ]),
);

/**
 * The KYC form's starting answers (compliance §2.1): the income band whose stored checkbox flag is
 * set, and every other answer the client gave before. The Account For Natural Persons declaration
 * is never prefilled: the client makes it anew with every form. Stored values of the wrong type
 * are left out rather than shown.
 * @param stored - the account's online-form data
 */
export function kycAnswersFromOnlineForm(stored: OnlineFormData): Answers {
  const answers: Answers = {};
  const band = incomeBandFrom(stored ?? {});
  if (band !== undefined) answers.AmountIncome = band;
  for (const key of KYC_STORED_FIELDS) {
    const value = stored?.[key];
    if (typeof value === TYPES[key] && (typeof value !== 'number' || Number.isFinite(value))) answers[key] = value;
  }
  return answers;
}

/**
 * Proceeds as the form stores them, rounded to two decimals (compliance §5: "up to three
 * decimals while typing, else rounded to two"); what is not a number is left for the schema to refuse.
 * @param answers - the submitted KYC answers
 */
export function sanitiseKycAnswers(answers: Answers): Answers {
  const out: Answers = { ...answers };
  for (const key of KYC_PROCEEDS_FIELDS) {
    const value = out[key];
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = roundTo(value, 2);
  }
  return out;
}

/**
 * The online-form data after a KYC submission, so the next form starts from these answers: the
 * income band flags and the stored fields replaced, everything else (appropriateness flags,
 * holders) kept.
 * @param stored - the data before
 * @param answers - the accepted KYC answers
 */
export function onlineFormDataWithKyc(stored: OnlineFormData, answers: Answers): OnlineFormData {
  const next: OnlineFormData = { ...(stored ?? {}), ...incomeBandFlags(answers.AmountIncome) };
  for (const key of KYC_STORED_FIELDS) {
    if (answers[key] === undefined) delete next[key];
    else next[key] = answers[key];
  }
  return next;
}
