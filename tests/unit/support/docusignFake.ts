import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, as the test inspects it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

interface FakeSigner {
  email: string;
  name: string;
  recipientId: string;
  routingOrder: string;
  status: string;
  signedDateTime?: string;
}
interface FakeEnvelope {
  id: string;
  definition: Record<string, unknown>;
  signers: FakeSigner[];
  documents: Buffer[];
  status: string;
  voidedReason?: string;
}

export interface DocuSignFake {
  /** The base URL to configure (DOCUSIGN_BASE_URL), e.g. http://127.0.0.1:41234/restapi. */
  baseUrl: string;
  accountId: string;
  accessToken: string;
  requests: RecordedRequest[];
  envelopes: Map<string, FakeEnvelope>;
  /** Marks a recipient as having signed, as DocuSign reports it ('completed', with 7 fractional digits). */
  complete(envelopeId: string, recipientId: string, at?: Date): void;
  /** The next request is answered with this status and JSON body instead. */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

/** The combined PDF the fake hands out: the first document of the envelope (enough to prove the bytes travel). */
const combinedOf = (envelope: FakeEnvelope) => envelope.documents[0] ?? Buffer.alloc(0);

/**
 * A local stand-in for DocuSign's eSignature REST API v2.1 (the calls the adapter makes), on
 * 127.0.0.1 with a random port: it checks the bearer token and the envelope definition like
 * DocuSign does, answers with DocuSign's shapes and error bodies ({errorCode, message}), records
 * every request, and lets a test mark recipients as signed.
 */
export async function startDocuSignFake(options: { accountId?: string; accessToken?: string } = {}): Promise<DocuSignFake> {
  const accountId = options.accountId ?? 'acc-123';
  const accessToken = options.accessToken ?? 'secret-token-abc';
  const requests: RecordedRequest[] = [];
  const envelopes = new Map<string, FakeEnvelope>();
  let injected: { status: number; body: unknown } | null = null;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, errorCode: string, message: string) => json(res, status, { errorCode, message });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
    if (injected) {
      const { status, body: answer } = injected;
      injected = null;
      json(res, status, answer);
      return;
    }
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      error(res, 401, 'AUTHORIZATION_INVALID_TOKEN', 'The access token provided is expired, revoked or malformed.');
      return;
    }
    const prefix = `/restapi/v2.1/accounts/${accountId}`;
    if (!url.pathname.startsWith(`${prefix}/`)) {
      error(res, 400, 'INVALID_ACCOUNT_ID', 'Invalid account ID.');
      return;
    }
    const path = url.pathname.slice(prefix.length);
    if (req.method === 'POST' && path === '/envelopes') {
      const def = (body ?? {}) as {
        documents?: Array<Record<string, string>>;
        recipients?: { signers?: Array<Record<string, string>> };
        status?: string;
      };
      const documents = def.documents ?? [];
      const signers = def.recipients?.signers ?? [];
      if (!documents.length || documents.some((d) => !d.documentBase64 || !d.documentId || !d.name)) {
        error(
          res,
          400,
          'ENVELOPE_IS_INCOMPLETE',
          'The Envelope is not Complete. A Complete Envelope Requires Documents, Recipients, Tabs, and a Subject Line.',
        );
        return;
      }
      if (!signers.length || signers.some((s) => !s.email || !s.name || !s.recipientId)) {
        error(res, 400, 'INVALID_RECIPIENT_ID', 'A recipient ID is missing or invalid.');
        return;
      }
      const id = randomUUID();
      envelopes.set(id, {
        id,
        definition: def,
        signers: signers.map((s) => ({
          email: s.email,
          name: s.name,
          recipientId: s.recipientId,
          routingOrder: s.routingOrder ?? '1',
          status: def.status === 'sent' ? 'sent' : 'created',
        })),
        documents: documents.map((d) => Buffer.from(d.documentBase64, 'base64')),
        status: def.status === 'sent' ? 'sent' : 'created',
      });
      json(res, 201, {
        envelopeId: id,
        uri: `/envelopes/${id}`,
        statusDateTime: new Date().toISOString(),
        status: def.status ?? 'created',
      });
      return;
    }
    const v = /^\/envelopes\/([^/]+)$/.exec(path);
    if (req.method === 'PUT' && v) {
      // Voiding (DocuSign: PUT …/envelopes/{id} {status:'voided', voidedReason}); only an envelope not yet completed.
      const envelope = envelopes.get(decodeURIComponent(v[1]));
      const update = (body ?? {}) as { status?: unknown; voidedReason?: unknown };
      if (!envelope) {
        error(res, 404, 'ENVELOPE_DOES_NOT_EXIST', 'The envelope specified either does not exist or you have no rights to it.');
        return;
      }
      if (update.status !== 'voided' || typeof update.voidedReason !== 'string' || !update.voidedReason.trim()) {
        error(res, 400, 'INVALID_REQUEST_PARAMETER', 'The request contained at least one invalid parameter. A voided reason is required.');
        return;
      }
      if (envelope.status === 'voided' || envelope.signers.every((s) => s.status === 'completed')) {
        error(res, 400, 'ENVELOPE_CANNOT_VOID_INVALID_STATE', 'Only envelopes in the Created, Sent or Delivered states may be voided.');
        return;
      }
      envelope.status = 'voided';
      envelope.voidedReason = update.voidedReason;
      json(res, 200, { envelopeId: envelope.id });
      return;
    }
    const m = /^\/envelopes\/([^/]+)\/(recipients|documents\/combined)$/.exec(path);
    if (req.method === 'GET' && m) {
      const envelope = envelopes.get(decodeURIComponent(m[1]));
      if (!envelope) {
        error(res, 404, 'ENVELOPE_DOES_NOT_EXIST', 'The envelope specified either does not exist or you have no rights to it.');
        return;
      }
      if (m[2] === 'recipients') {
        json(res, 200, { signers: envelope.signers, recipientCount: String(envelope.signers.length), currentRoutingOrder: '1' });
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(combinedOf(envelope));
      return;
    }
    error(res, 404, 'RESOURCE_NOT_FOUND', 'The URL provided does not resolve to a resource.');
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/restapi`,
    accountId,
    accessToken,
    requests,
    envelopes,
    complete(envelopeId, recipientId, at = new Date()) {
      const signer = envelopes.get(envelopeId)?.signers.find((s) => s.recipientId === recipientId);
      if (!signer) throw new Error(`No recipient ${recipientId} in envelope ${envelopeId}`);
      signer.status = 'completed';
      signer.signedDateTime = at.toISOString().replace(/\.(\d{3})Z$/, '.$10000Z');
    },
    failNext(status, body) {
      injected = { status, body };
    },
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((e) => (e ? fail(e) : done()));
        // fetch keeps connections alive; close them so the test process can end.
        server.closeAllConnections();
      }),
  };
}
