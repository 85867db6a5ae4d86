/**
 * Signing of documents through an adapter: the account-opening documents (the built-in e-signature,
 * each signer confirming in the portal in order, or DocuSign) and the order forms of Docusign orders
 * (DocuSign, eSignature REST API v2.1).
 */
import type { GeneratedDocument } from '../documents/types';

export interface Signer {
  order: number;
  name: string;
  email: string;
  /** The text in the documents the signer's signature goes after (default "Account holder n:"). */
  anchor?: string;
}

export interface SigningRequest {
  /** The opening's number, or the order's (with `subject`). */
  openingId: number;
  /** The e-mail's subject and message when the documents are not an account opening's (an order form). */
  subject?: { title: string; message: string };
  whiteLabelId: number;
  brandName: string;
  /** Where the signer confirms. */
  portalUrl: string;
  /** The PDFs to sign, each with the title the signer sees. */
  documents: Array<Pick<GeneratedDocument, 'title' | 'pdf'>>;
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

export interface DocuSignConfig {
  baseUrl: string;
  accountId: string;
  accessToken: string;
}
