// Sanitisers: turn what users type and widgets hold into what the schemas check and the server
// stores. One function per module, framework-free.
export { sanitiseFeeString } from './sanitiseFeeString';
export { sanitiseIncomeProceeds, DEFAULT_INCOME_PROCEEDS } from './sanitiseIncomeProceeds';
export { normalisePhone, DEFAULT_DIAL_CODE } from './normalisePhone';
export { toMobileField } from './toMobileField';
export { dateOfBirthFromParts } from './dateOfBirthFromParts';
export { sanitiseProceedsInput, PROCEEDS_DECIMALS, PROCEEDS_TYPING_DECIMALS } from './sanitiseProceedsInput';
export { stripNumericInput } from './stripNumericInput';
export { alertFallValueForStorage, ALERT_DEFAULTS } from './alertFallValueForStorage';
export { appropriatenessOptionFlags } from './appropriatenessOptionFlags';
export type { AppropriatenessOption, AppropriatenessOptionFlags } from './appropriatenessOptionFlags';
export { isFinancialCheckedFrom, INSTRUMENT_FLAGS } from './isFinancialCheckedFrom';
export type { InstrumentFlag } from './isFinancialCheckedFrom';
export { usTaxResidentFromNationality } from './usTaxResidentFromNationality';
