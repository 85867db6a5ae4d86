import type { OutgoingEmail } from '../outbox';
import { validateSigningRequest } from './request';
import type { SigningAdapter, SigningRequest, SigningStatus, Signer } from './types';

/** The envelope id of the built-in e-signature: one envelope per opening. */
export const builtinEnvelopeId = (openingId: number) => `portal-${openingId}`;

/**
 * The e-mail that tells a signer the documents await their signature in the portal, and where
 * they stand in the signing order.
 */
export function signingRequestEmail(req: SigningRequest, signer: Signer): OutgoingEmail {
  const ordered = [...req.signers].sort((a, b) => a.order - b.order);
  const titles = req.documents.map((d) => `- ${d.title}`).join('\n');
  const before = ordered.filter((s) => s.order < signer.order).map((s) => s.name);
  const turn =
    before.length === 0 ? (ordered.length > 1 ? 'You sign first.' : 'You are the only signer.') : `You sign after ${before.join(' and ')}.`;
  return {
    whiteLabelId: req.whiteLabelId,
    userId: null,
    to: signer.email,
    kind: 'signing-request',
    subject: `${req.brandName}: your account opening documents await your signature`,
    body: [
      `Dear ${signer.name},`,
      '',
      `The documents of your account opening with ${req.brandName} (number ${req.openingId}) are ready and await your signature:`,
      titles,
      '',
      `Signing order: you are signer ${signer.order} of ${ordered.length}. ${turn}`,
      `Please read the documents and confirm your signature in the portal, with your adviser: ${req.portalUrl}`,
      '',
      'If you did not expect this e-mail, please contact your adviser.',
      '',
      req.brandName,
    ].join('\n'),
  };
}

/**
 * The built-in e-signature: each signer, in signing order, confirms in the portal (the server
 * stamps the PDFs then). Sending queues one 'signing-request' e-mail per signer, in order; the
 * status is what the portal has recorded.
 * @param deps - the outbox, and the portal's record of who signed (by envelope id)
 */
export function createBuiltinSigning(deps: {
  queueEmail(e: OutgoingEmail): Promise<void>;
  signedOf(envelopeId: string): Promise<SigningStatus>;
}): SigningAdapter {
  return {
    kind: 'builtin',
    async send(req) {
      validateSigningRequest(req);
      for (const signer of [...req.signers].sort((a, b) => a.order - b.order)) await deps.queueEmail(signingRequestEmail(req, signer));
      return { envelopeId: builtinEnvelopeId(req.openingId) };
    },
    status: (envelopeId) => deps.signedOf(envelopeId),
    // The portal's own signers and documents are cleared by the caller; nothing was sent elsewhere.
    void: async () => undefined,
  };
}
