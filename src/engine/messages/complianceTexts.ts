import {
  MISSING_DOCUMENT_MAX_UPLOAD_BYTES,
  MISSING_DOCUMENT_REVIEW_NOTE_MAX_LENGTH,
  MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH,
} from '../constants';

/**
 * Texts of missing documents (compliance §2.3, §3.3, §8; issue 12 item 1), shared by the server's
 * refusals and the browser. The spec gives no words for upload refusals, the review or the failed
 * missing-document loads ("Failed missing-document loads set error flags"): these are Tessera's,
 * in the spec's "Sorry! Looks like something went wrong while …" form for failed loads.
 */
export const MISSING_DOCUMENT_TEXTS = {
  /** The statuses of a missing-document item as the client reads them (§3.3). */
  statusLabels: { incomplete: 'Incomplete', uploaded: 'Uploaded', approved: 'Approved' },

  // Upload refusals (PUT missing-documents/{id}).
  noFile: 'Please choose a file to upload.',
  emptyFile: 'The file is empty. Please choose another file.',
  tooLarge: `The file is too large. Files can be at most ${MISSING_DOCUMENT_MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
  wrongType: 'This file cannot be uploaded. Please upload a PDF, JPEG or PNG file.',
  nameMismatch: "This file's name does not match its content. Please upload a PDF, JPEG or PNG file under its own name.",
  oneFile: 'Please upload one file at a time.',
  tooManyParts: 'The upload has too many parts: send one file, with your message if you like.',
  userMessageTooLong: `Your message can be at most ${MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH} characters.`,
  userMessageInvalid: 'Your message contains characters that cannot be stored. Please remove them and try again.',
  wrongStatus: "An upload can only set the status 'uploaded'.",
  notFound: 'This missing document was not found.',
  alreadyApproved: 'This document has already been approved. There is nothing more to upload.',
  fileNotFound: 'This file was not found.',

  // Review by client servicing (POST missing-documents/{id}/review).
  notUploaded: 'Only an uploaded document waiting for review can be approved or rejected.',
  reviewNoteTooLong: `The review note can be at most ${MISSING_DOCUMENT_REVIEW_NOTE_MAX_LENGTH} characters.`,

  // Failed loads and actions (§8: "Failed missing-document loads set error flags").
  loadFailed: 'Sorry! Looks like something went wrong while loading your missing documents',
  uploadFailed: 'Sorry! Looks like something went wrong while uploading your document',
  reviewQueueFailed: 'Sorry! Looks like something went wrong while loading the documents waiting for review',
  reviewFailed: 'Sorry! Looks like something went wrong while saving your review',

  // Success.
  uploaded: 'Document uploaded and submitted to client servicing for review',
  approved: 'Document approved',
  rejected: 'Document rejected: the client has been asked to upload it again',
} as const;
