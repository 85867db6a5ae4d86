import { http, unwrap } from './client';
import type {
  ComplianceDocument,
  ComplianceFormAnswer,
  ComplianceFormInfo,
  ComplianceItem,
  ComplianceSubmission,
  DocumentReview,
  MissingDocumentItem,
  ReviewQueueEntry,
} from '@/types/api';
import type { ComplianceSubmissionRead } from '@/types/generated/api/compliance-forms';

/** GET missing-documents. */
export const getMissingDocuments = () => http.get<{ Data: MissingDocumentItem[] }>('missing-documents').then(unwrap);

/** GET missing-documents, with each document's upload, review and submission (compliance §3.3). */
export const getComplianceItems = () => http.get<{ Data: ComplianceItem[] }>('missing-documents').then(unwrap);

/** What an upload to a missing document carries (compliance §7: multipart file, userMessage, status). */
export interface MissingDocumentUpload {
  file: Blob;
  fileName: string;
  userMessage: string;
}

/** PUT missing-documents/{id}: the file, the client's message and the status 'uploaded'. */
export const uploadMissingDocument = (id: number, upload: MissingDocumentUpload) => {
  const body = new FormData();
  body.append('userMessage', upload.userMessage);
  body.append('status', 'uploaded');
  // The file last: the server reads the fields before the file's bytes.
  body.append('file', upload.file, upload.fileName);
  return http.put<{ Data: ComplianceDocument }>(`missing-documents/${id}`, body).then(unwrap);
};

/** GET missing-documents/{id}/file: the uploaded file, as a blob (the link needs no token in its address). */
export const getMissingDocumentFile = (id: number) =>
  http.get<Blob>(`missing-documents/${id}/file`, { responseType: 'blob' }).then((r) => r.data);

/** GET missing-documents/review-queue: the brand's uploads waiting for client servicing. */
export const getReviewQueue = () => http.get<{ Data: ReviewQueueEntry[] }>('missing-documents/review-queue').then(unwrap);

/** POST missing-documents/{id}/review: approve, or reject with a note. */
export const reviewMissingDocument = (id: number, review: DocumentReview) =>
  http.post<{ Data: ComplianceDocument }>(`missing-documents/${id}/review`, review).then(unwrap);

/** GET missing-documents/{id}/form: the KYC or appropriateness form of the item, prefilled. */
export const getMissingDocumentForm = (id: number) => http.get<{ Data: ComplianceFormInfo }>(`missing-documents/${id}/form`).then(unwrap);

/** What a KYC or appropriateness submission is dispatched with (compliance §3.1, §7). */
export interface ComplianceFormSubmission {
  missingDocumentId: number;
  data: Record<string, unknown>;
  whiteLabelId: number;
}

/** POST missing-documents/docusign/kyc. */
export const submitKyc = (submission: ComplianceFormSubmission) =>
  http.post<{ Data: ComplianceFormAnswer }>('missing-documents/docusign/kyc', submission).then(unwrap);

/** POST missing-documents/docusign/appropriateness. */
export const submitAppropriateness = (submission: ComplianceFormSubmission) =>
  http.post<{ Data: ComplianceFormAnswer }>('missing-documents/docusign/appropriateness', submission).then(unwrap);

/** GET compliance/submissions: the past compliance submissions the caller may see. */
export const getComplianceSubmissions = (accountNumber?: string) =>
  http.get<{ Data: ComplianceSubmission[] }>('compliance/submissions', { params: accountNumber ? { accountNumber } : {} }).then(unwrap);

/** GET compliance/submissions/{id}/pdf: the generated PDF of a submission, as a blob. */
export const getSubmissionPdf = (id: number) =>
  http.get<Blob>(`compliance/submissions/${id}/pdf`, { responseType: 'blob' }).then((r) => r.data);

/** GET compliance/submissions/{id}: one submission with its stored answers and the studio version they were given on. */
export const getComplianceSubmission = (id: number) =>
  http.get<{ Data: ComplianceSubmissionRead }>(`compliance/submissions/${id}`).then(unwrap);
