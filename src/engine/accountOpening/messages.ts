/**
 * Messages of the account-opening API (portal-shell §5, §7, §8), one sentence each, shared by the
 * server (which answers with them) and the wizard (which may show them before asking).
 */
export const ACCOUNT_OPENING_MESSAGES = {
  /** Portal-shell §5 "the accountOpeningId is required before saving any section". */
  idRequired: 'The accountOpeningId is required before saving any section.',
  notFound: 'This account opening does not exist.',
  otherBrand: 'This account opening belongs to another portal.',
  otherAdviser: 'This account opening was started by another adviser.',
  completed: 'This account opening is complete and can no longer be changed.',
  /** Portal-shell §8 default of the start call. */
  startFailed: 'Error occured while starting a new account opening',
  accountTypeFirst: 'Please save the account type before the other sections.',
  noInvestmentProfile: 'This account type has no investment profile.',
  jointNeedsTwoHolders: 'A joint account needs the details of both account holders.',
  singleHasOneHolder: 'An account that is not joint has exactly one account holder.',
  secondaryNeedsJoint: "The second account holder's address can be chosen only for a joint account.",
  documentTooLarge: 'The file is too large: documents can be at most 10 MB.',
  documentWrongType: 'Only PDF, PNG and JPEG files can be uploaded.',
  documentMissing: 'Please choose a file to upload.',
  documentEmpty: 'The file is empty.',
  documentNotFound: 'This document does not exist.',
  generatedDocumentKept: 'Generated documents cannot be deleted; sign again to regenerate them.',
  signingStarted: 'Signing has started, so the documents can no longer be regenerated.',
  notSigning: 'The documents have not been sent for signing yet.',
  notPortalSigning: 'These documents are not signed in the portal.',
  nameMismatch: "The name typed does not match the signer's name.",
  anotherSignerFirst: 'Another signer must sign first.',
  alreadySigned: 'This signer has already signed.',
  unknownSigner: 'There is no signer with this order.',
  notSigned: 'Every account holder must sign before the account can be opened.',
  manualFormMissing: 'Please upload the signed application form before completing the account opening.',
  docuSignSent: 'Your Docusign emails have been sent. Please check your emails',
  /** A change while DocuSign signing is pending, when DocuSign could not void the envelope already sent. */
  envelopeNotWithdrawn:
    'Docusign could not withdraw the documents already sent for signing, so the change was not saved. Please try again later.',
  /** The reason DocuSign shows the signers of a voided envelope. */
  envelopeVoidReason: 'The account opening was changed after these documents were sent. New documents will follow.',
  directDebitDateInPast: 'The direct debit date cannot be in the past.',
  regularPaymentDateInPast: 'The regular payment date cannot be in the past.',
  secondHolderTicksNeedJoint: 'Ticks for the second account holder can be given only for a joint account.',
  /** The account-appropriateness form's own message for NaturalPersonTerms (compliance §5), word for word. */
  naturalPersonTermsRequired: 'You must declare that you agree with Account For Natural Persons clause',
} as const;

/**
 * The personal-details message when a holder of an account type with tax details (every type but
 * QROPS and trust) has no country of fiscal residence.
 * @param holderNumber - the holder's card, 1 or 2
 */
export const fiscalCountryRequiredMessage = (holderNumber: number) =>
  `Country of fiscal residence is required for account holder ${holderNumber}.`;

/**
 * The 400 of the sign call when a stage the account type needs is not saved yet.
 * @param stageTitle - the flow's title of the first missing stage, e.g. "Fees and Charges"
 */
export const missingStageMessage = (stageTitle: string) => `Please complete the ${stageTitle} stage before signing.`;
