import type { SigningRequest } from './types';

/** Messages of a signing request the adapters refuse (the server builds requests; these guard it). */
export const SIGNING_REQUEST_MESSAGES = {
  noDocuments: 'There are no documents to sign.',
  noSigners: 'There is nobody to sign the documents.',
  badOrder: 'Each signer needs a distinct signing order from 1 upwards.',
  noEmail: 'Each signer needs an e-mail address.',
  noName: 'Each signer needs a name.',
} as const;

/**
 * Checks a signing request before anything is sent: documents, and signers with names, e-mail
 * addresses and signing orders 1, 2, … without gaps.
 * @throws Error with a sentence from SIGNING_REQUEST_MESSAGES
 */
export function validateSigningRequest(req: SigningRequest): void {
  if (!req.documents.length) throw new Error(SIGNING_REQUEST_MESSAGES.noDocuments);
  if (!req.signers.length) throw new Error(SIGNING_REQUEST_MESSAGES.noSigners);
  const orders = req.signers.map((s) => s.order).sort((a, b) => a - b);
  if (orders.some((o, i) => o !== i + 1)) throw new Error(SIGNING_REQUEST_MESSAGES.badOrder);
  if (req.signers.some((s) => !s.name?.trim())) throw new Error(SIGNING_REQUEST_MESSAGES.noName);
  if (req.signers.some((s) => !/^[^\s@]+@[^\s@]+$/.test(s.email ?? ''))) throw new Error(SIGNING_REQUEST_MESSAGES.noEmail);
}
