/**
 * Signing of the account-opening documents through an adapter: the built-in e-signature (each
 * signer confirms in the portal, in order) or DocuSign (eSignature REST API v2.1).
 */
import type { GeneratedDocument } from '../documents';
export type { OutgoingEmail } from '../outbox';

export interface Signer { order: number; name: string; email: string }

export interface SigningRequest {
  openingId: number;
  whiteLabelId: number;
  brandName: string;
  /** Where the signer confirms. */
  portalUrl: string;
  documents: GeneratedDocument[];
  signers: Signer[];
}

export interface SigningStatus {
  completed: boolean;
  signers: Array<{ order: number; signedAt: string | null }>;
  signedDocuments?: Uint8Array[];
}

export interface SigningAdapter {
  readonly kind: 'builtin' | 'docusign';
  send(req: SigningRequest): Promise<{ envelopeId: string }>;
  status(envelopeId: string): Promise<SigningStatus>;
  /**
   * Withdraws an envelope nobody has finished signing, so its documents can no longer be signed
   * (DocuSign: the envelope is voided and the signers are told why). The built-in e-signature has
   * nothing outside the portal to withdraw: its void does nothing.
   */
  void(envelopeId: string, reason: string): Promise<void>;
}

export interface DocuSignConfig { baseUrl: string; accountId: string; accessToken: string }

/** What the platform answers when DocuSign signing is asked for but not configured. */
export const DOCUSIGN_NOT_AVAILABLE_MESSAGE = 'Docusign is not available on this platform; please sign electronically in the portal or manually.';

export { createBuiltinSigning, builtinEnvelopeId, signingRequestEmail } from './builtin';
export { createDocuSignAdapter, docuSignConfigFromEnv, DocuSignError, DOCUSIGN_MESSAGES } from './docusign';
export { SIGNING_REQUEST_MESSAGES } from './request';
