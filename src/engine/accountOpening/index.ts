// Account-opening rules shared by the wizard and the server (portal-shell §3–§5, §7).
export { feeScheduleIdOf, FEE_SCHEDULES, ACCESS_TYPES, FEE_OPTIONS } from './feeScheduleIdOf';
export type { AccessTypeId, FeeOptionId } from './feeScheduleIdOf';
export { FEE_CHOICES } from './feeChoices';
export type { FeeChoice } from './feeChoices';
export { ACCOUNT_OPENING_MESSAGES, missingStageMessage, fiscalCountryRequiredMessage } from './messages';
export { taxCertificateRequired, sourceOfFundsFormRequired, taxDetailsProblem, TOP_DISPOSABLE_ASSETS_BAND } from './holderRules';
export type { HolderFacts } from './holderRules';
export { sanitiseHolderPhones, sanitiseFeesAnswers, sanitiseRiskProfileAnswers, FEE_AMOUNT_FIELDS } from './sanitiseOpening';
export { ACCOUNT_TYPES, ACCOUNT_TYPE_NAMES, UNKNOWN_ACCOUNT_TYPE_NAME, accountTypeName } from './accountTypes';
export { asksTaxDetails, asksNaturalPersonTerms, holderCountProblem, offersCorrespondenceChoice } from './flowQuestions';
export type { AccountTypeCode } from './accountTypes';
export { ibanChecksumValid, ibanChecksumProblem, ibanCountryProblem, ibanCountryMessage, IBAN_CHECKSUM_MESSAGE } from './iban';
export { paymentDateProblem } from './paymentDates';
export { secondHolderTicksProblem, naturalPersonTermsProblem, HOLDER_FLAG_FIELDS } from './appropriatenessRules';
export {
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_IDS,
  MAX_DOCUMENT_BYTES,
  documentTypeName,
  requiredDocumentTypes,
  missingDocumentsMessage,
  missingDocumentsProblem,
  documentFileProblem,
  DOCUMENT_ACCEPT,
} from './documents';
export type { DocumentFlags } from './documents';
