/**
 * The Kind of a compliance submission's evidence PDF among a client's user documents (GET
 * accounts/userdocuments): the server lists them with it, the browser names them by it. The opening
 * documents' kinds are ApplicationForm, FeeSchedule and BusinessConditions.
 */
export const COMPLIANCE_SUBMISSION_KIND = 'ComplianceSubmission';
