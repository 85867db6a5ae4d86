/** The engine's public surface (framework-free; the server imports it too). */
export { SchemaRegistry } from './forms/SchemaRegistry';
export { validateForm } from './forms/validateForm';
export { sha256, canonicalJson } from './forms/sha256';
export { formIdOf, FORM_ID_BASE } from './forms/types';
export type { FormSchema, FormError, FormVerdict, UiSchema } from './forms/types';
export { ConditionEvaluator, plainConditions } from './flows/ConditionEvaluator';
export type { Conditions, ConditionCheck, ConditionEvaluatorOptions } from './flows/ConditionEvaluator';
export { conditionKey } from './flows/conditionKey';
export {
  stepsFor,
  stagesFor,
  nextStep,
  previousStep,
  canEnterStage,
  markSavedStages,
  progressOf,
  uiFor,
  uiForContext,
  hiddenByFlow,
  flowUiAt,
  CONTEXT_OVERRIDES,
  mergeUi,
  replayAnswers,
} from './flows/interpreter';
export type { Flow, Stage, Step, FlowStep, Condition, UiOverride } from './flows/types';
export * from './sanitise';
export { dateNotInFuture, DATE_NOT_IN_FUTURE_MESSAGE } from './rules/dateNotInFuture';
export { dateNotInPast, earliestCalendarDay } from './rules/dateNotInPast';
export { fiscalResidenceChanged } from './rules/fiscalResidenceChanged';
export { appendHolderChangedNote } from './rules/appendHolderChangedNote';
export * from './accountOpening';
export * from './compliance/onlineFormData';
export {
  kycAnswersFromOnlineForm,
  sanitiseKycAnswers,
  onlineFormDataWithKyc,
  KYC_STORED_FIELDS,
  KYC_PROCEEDS_FIELDS,
} from './compliance/kycAnswersFromOnlineForm';
export {
  appropriatenessAnswersFromOnlineForm,
  sanitiseAppropriatenessAnswers,
  onlineFormDataWithAppropriateness,
  holderFlags,
  APPROPRIATENESS_GRIDS,
} from './compliance/appropriatenessAnswersFromOnlineForm';
export { dueDiligenceDocuments, DUE_DILIGENCE_DOCUMENT_TEXTS } from './rules/dueDiligenceDocuments';
export { dueDiligenceSkipLimit, canSkipDueDiligence, DUE_DILIGENCE_SKIP_LIMIT_MESSAGE } from './rules/dueDiligenceSkipLimit';
export { sanitiseDueDiligenceDetails, UNITED_STATES_COUNTRY_ID } from './sanitise/sanitiseDueDiligenceDetails';
export { DUE_DILIGENCE_SOURCES, DUE_DILIGENCE_REFERENCE_DATA, isDueDiligenceSource } from './reference/dueDiligenceSources';
export { isCrsJurisdiction } from './reference/crs';
export { documentFileTypeOf, documentFileNameMatches, DOCUMENT_FILE_EXTENSIONS, type DocumentFileType } from './rules/documentFileType';
