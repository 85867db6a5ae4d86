/**
 * The words of the missing-documents modals and the KYC / appropriateness forms (compliance §2.1–2.3,
 * §8). The progress and success texts are the spec's, word for word; the modals' sentences say what
 * the spec says they say.
 */
export const COMPLIANCE_TEXTS = {
  clientNoticeTitle: 'Missing Documents',
  clientNoticeMissing: 'Some of the supporting documents we hold for your account are missing or out of date.',
  clientNoticeDisabled:
    'Until they are provided, trading and cash disbursements on your account may be disabled. Please provide them in the missing documents section of My Account.',
  acknowledge: 'Acknowledge and Close',
  goToSection: 'Go To Missing Documents Section',
  alertsTitle: 'Missing Document Alerts',
  alertsButton: 'Missing Document Alerts',
  loginAs: 'Login As',
  kycTitle: 'Missing Document - Know Your Customer form',
  appropriatenessTitle: 'Missing Document - Appropriateness Test',
  close: 'Close',
  generate: 'Generate and Send Form',
  generating: 'Generating Documents',
  generated: 'Form Generated and submitted to client servicing for review',
  loadingForm: 'Loading the form…',
  sectionTitle: 'Missing documents',
  noneMissing: 'No documents are missing.',
  reviewTitle: 'Documents to review',
  reviewEmpty: 'No uploaded documents are waiting for review.',
  submissionsTitle: 'Submitted compliance forms',
  submissionsFailed: 'Sorry! Looks like something went wrong while loading your submitted forms',
  upload: 'Upload',
  approve: 'Approve',
  reject: 'Reject',
} as const;

/** "n clients have missing documents" (compliance §2.3, adviser version). */
export const clientsWithMissingDocumentsText = (count: number) =>
  count === 1 ? '1 of your clients has missing documents.' : `${count} of your clients have missing documents.`;

/** What each document type is called on screen (the seed's DocumentType values). */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  KYC: 'Know Your Customer form',
  AppropriatenessTest: 'Appropriateness Test',
  ProofOfAddress: 'Proof of address',
};

export const documentTypeLabel = (type: string) => DOCUMENT_TYPE_LABELS[type] ?? type;

/** The form a missing document is answered with, if it is one of the generated forms. */
export const formOfDocumentType = (type: string): 'kyc' | 'appropriateness-test' | null =>
  type === 'KYC' ? 'kyc' : type === 'AppropriatenessTest' ? 'appropriateness-test' : null;
