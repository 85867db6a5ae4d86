/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/compliance-forms.json. */
// KYC and appropriateness-test submissions, compliance evidence and the profile reminder's update (compliance spec §2.1, §2.2, §2.5, §3.1, §3.2, §3.5; issue 12 items 2, 4, 5).

import type { Id } from './common';
import type { MissingDocument } from './compliance';

/** The form that answers a missing-document item and its answers prefilled from the account's stored online-form data. */
export interface ComplianceFormPrefill {
  FormId: 'kyc' | 'appropriateness-test';
  /** Starting answers of the form (its own field names); what is unknown is left out. */
  Answers: Record<string, unknown>;
  /** True for an account with two holders (the appropriateness test then asks both). */
  IsJoint: boolean;
  /** Account Holder 1, then Account Holder 2 of a joint account. */
  HolderNames: string[];
}

/** A KYC or appropriateness-test submission: the item it answers, the form's answers, and the host brand's white-label id. */
export interface ComplianceFormBody {
  missingDocumentId: Id;
  /** The form's answers, validated by the server with the form's schema (schemas/forms/kyc, schemas/forms/appropriateness-test). */
  data: Record<string, unknown>;
  whiteLabelId: Id;
}

export interface ComplianceFormResult {
  SubmissionId: number;
  Document: MissingDocument;
}

export interface ComplianceSubmissionsQuery {
  /** Only the submissions for this account. */
  accountNumber?: string;
}

/** A stored compliance-form submission with an evidence PDF: the form, its version and schema hash, when, for whom and (under Login As) the adviser who acted. */
export interface ComplianceSubmission {
  Id: number;
  FormId: string;
  FormTitle: string;
  Version: string;
  /** The studio version of the form the answers were given on: GET schemas/forms/{FormId}/versions/{FormVersion} serves it. Absent for a submission stored before the studio recorded it. */
  FormVersion?: number;
  Hash: string;
  /** ISO 8601 date and time, UTC. */
  SubmittedAt: string;
  /** The client the submission is for (the session's user). */
  SubmittedBy: string;
  /** The adviser who submitted it acting as the client (Login As). */
  ImpersonatorName?: string;
  AccountNumber?: string;
}

/** One stored compliance submission the caller may see (GET compliance/submissions/{id}): its entry as the list shows it and the answers as they were stored, to be drawn with the form version they were given on (Submission.FormVersion). */
export interface ComplianceSubmissionRead {
  Submission: ComplianceSubmission;
  /** The answers as the server validated and stored them (the form's own field names). */
  Answers: Record<string, unknown>;
}

export interface ProfileUpdateQuery {
  whitelabelID?: Id;
}

/** The profile reminder's answers (compliance §3.5): validated with the profile-reminder form. E-mail and phone are stored only when detailsChanged is true. */
export interface ProfileUpdateBody {
  email?: string;
  phone?: string;
  financialChanged?: boolean;
  detailsChanged?: boolean;
}

export interface ProfileUpdateResult {
  detailsUpdated: boolean;
  SubmissionId: number;
}
