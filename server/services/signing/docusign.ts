import { validateSigningRequest } from './request';
import type { DocuSignConfig, SigningAdapter, SigningStatus } from './types';

/** What the platform answers when DocuSign signing is asked for but not configured. */
export const DOCUSIGN_NOT_AVAILABLE_MESSAGE =
  'Docusign is not available on this platform; please sign electronically in the portal or manually.';

/**
 * DocuSign settings from the environment: DOCUSIGN_BASE_URL (the account's REST base, e.g.
 * https://demo.docusign.net/restapi), DOCUSIGN_ACCOUNT_ID and DOCUSIGN_ACCESS_TOKEN.
 * @returns the settings, or null when any of the three is missing (DocuSign is then not offered)
 * @throws Error when DOCUSIGN_BASE_URL is set but is not an http(s) URL
 */
export function docuSignConfigFromEnv(env: NodeJS.ProcessEnv): DocuSignConfig | null {
  const baseUrl = env.DOCUSIGN_BASE_URL?.trim();
  const accountId = env.DOCUSIGN_ACCOUNT_ID?.trim();
  const accessToken = env.DOCUSIGN_ACCESS_TOKEN?.trim();
  if (!baseUrl || !accountId || !accessToken) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error('DOCUSIGN_BASE_URL is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('DOCUSIGN_BASE_URL must be an http or https URL.');
  return { baseUrl: baseUrl.replace(/\/+$/, ''), accountId, accessToken };
}

/** Human sentences for DocuSign failures (the platform never shows DocuSign's raw answer or the token). */
export const DOCUSIGN_MESSAGES = {
  unreachable: 'Docusign cannot be reached at the moment. Please try again later, or sign electronically in the portal or manually.',
  credentials:
    "Docusign refused the platform's credentials. Please sign electronically in the portal or manually, and ask the platform administrator to renew the Docusign access.",
  notFound: 'Docusign does not know this envelope.',
  busy: 'Docusign is busy at the moment. Please try again in a few minutes.',
  refused: (detail: string) => `Docusign refused the documents: ${detail}`,
  failed: 'Docusign could not process the request. Please try again later, or sign electronically in the portal or manually.',
} as const;

/** A failed DocuSign call: a human message, the HTTP status and DocuSign's error code when there was one. */
export class DocuSignError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errorCode: string | null,
  ) {
    super(message);
    this.name = 'DocuSignError';
  }
}

/** DocuSign writes up to 7 fractional digits ('2026-03-01T10:00:00.1234567Z'); JavaScript wants 3 at most. */
function isoOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const d = new Date(value.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

interface DocuSignRecipient {
  recipientId?: string;
  routingOrder?: string;
  status?: string;
  signedDateTime?: string;
}

/**
 * The DocuSign adapter (eSignature REST API v2.1): sending creates an envelope with every
 * document and every signer in routing order, status 'sent' (DocuSign e-mails the signers); the
 * status reads the envelope's recipients, and once all have signed, the combined signed PDF.
 * @param config - base URL, account id and access token (docuSignConfigFromEnv)
 * @param fetchImpl - fetch, replaceable in tests
 */
export function createDocuSignAdapter(config: DocuSignConfig, fetchImpl: typeof fetch = fetch): SigningAdapter {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/v2.1/accounts/${encodeURIComponent(config.accountId)}`;
  // DocuSign's own text is passed on only when it is short and cannot carry the token.
  const safeDetail = (text: string) => text.split(config.accessToken).join('…').slice(0, 300);

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.accessToken}`,
          Accept: path.endsWith('/combined') ? 'application/pdf' : 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new DocuSignError(DOCUSIGN_MESSAGES.unreachable, null, null);
    }
    if (res.ok) return res;
    let errorCode: string | null = null;
    let detail = '';
    try {
      const payload = (await res.json()) as { errorCode?: unknown; message?: unknown };
      errorCode = typeof payload.errorCode === 'string' ? payload.errorCode : null;
      detail = typeof payload.message === 'string' ? safeDetail(payload.message) : '';
    } catch {
      // Not JSON: the status alone decides the message.
    }
    if (res.status === 401 || errorCode === 'AUTHORIZATION_INVALID_TOKEN' || errorCode === 'USER_AUTHENTICATION_FAILED') {
      throw new DocuSignError(DOCUSIGN_MESSAGES.credentials, res.status, errorCode);
    }
    if (res.status === 404 || errorCode === 'ENVELOPE_DOES_NOT_EXIST')
      throw new DocuSignError(DOCUSIGN_MESSAGES.notFound, res.status, errorCode);
    if (res.status === 429 || errorCode === 'HOURLY_APIINVOCATION_LIMIT_EXCEEDED' || errorCode === 'BURST_APIINVOCATION_LIMIT_EXCEEDED') {
      throw new DocuSignError(DOCUSIGN_MESSAGES.busy, res.status, errorCode);
    }
    if (res.status === 400 && detail) throw new DocuSignError(DOCUSIGN_MESSAGES.refused(detail), res.status, errorCode);
    throw new DocuSignError(DOCUSIGN_MESSAGES.failed, res.status, errorCode);
  }

  return {
    kind: 'docusign',

    async send(req) {
      validateSigningRequest(req);
      const signers = [...req.signers].sort((a, b) => a.order - b.order);
      const definition = {
        emailSubject: (req.subject?.title ?? `${req.brandName}: please sign your account opening documents`).slice(0, 100),
        emailBlurb:
          req.subject?.message ??
          `The documents of your account opening with ${req.brandName} (number ${req.openingId}) await your signature. Signers sign in order.`,
        documents: req.documents.map((d, i) => ({
          documentBase64: Buffer.from(d.pdf).toString('base64'),
          documentId: String(i + 1),
          name: d.title,
          fileExtension: 'pdf',
        })),
        recipients: {
          signers: signers.map((s) => ({
            email: s.email,
            name: s.name,
            recipientId: String(s.order),
            routingOrder: String(s.order),
            // The signer's slot in the documents' signature area ("Account holder n: name", "Client: name").
            tabs: {
              signHereTabs: [
                {
                  anchorString: s.anchor ?? `Account holder ${s.order}:`,
                  anchorUnits: 'pixels',
                  anchorXOffset: '0',
                  anchorYOffset: '22',
                  anchorIgnoreIfNotPresent: 'true',
                },
              ],
            },
          })),
        },
        status: 'sent',
      };
      const res = await call('POST', '/envelopes', definition);
      const body = (await res.json().catch(() => ({}))) as { envelopeId?: unknown };
      if (typeof body.envelopeId !== 'string' || !body.envelopeId) throw new DocuSignError(DOCUSIGN_MESSAGES.failed, res.status, null);
      return { envelopeId: body.envelopeId };
    },

    async status(envelopeId) {
      const id = encodeURIComponent(envelopeId);
      const res = await call('GET', `/envelopes/${id}/recipients`);
      const body = (await res.json().catch(() => ({}))) as { signers?: DocuSignRecipient[] };
      const signers = (Array.isArray(body.signers) ? body.signers : [])
        .map((s) => ({
          order: Number(s.routingOrder ?? s.recipientId),
          signedAt: s.status === 'completed' ? (isoOf(s.signedDateTime) ?? new Date().toISOString()) : null,
        }))
        .filter((s) => Number.isInteger(s.order))
        .sort((a, b) => a.order - b.order);
      const status: SigningStatus = { completed: signers.length > 0 && signers.every((s) => s.signedAt !== null), signers };
      if (status.completed) {
        const pdf = await call('GET', `/envelopes/${id}/documents/combined`);
        status.signedDocuments = [new Uint8Array(await pdf.arrayBuffer())];
      }
      return status;
    },

    async void(envelopeId, reason) {
      // PUT …/envelopes/{id} {status:'voided', voidedReason}: DocuSign tells the signers the reason
      // (at most 200 characters) and the envelope can no longer be signed.
      const text = reason.trim().slice(0, 200) || 'The documents were withdrawn.';
      await call('PUT', `/envelopes/${encodeURIComponent(envelopeId)}`, { status: 'voided', voidedReason: text });
    },
  };
}
