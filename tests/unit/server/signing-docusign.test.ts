/** @jest-environment node */
import {
  createDocuSignAdapter,
  docuSignConfigFromEnv,
  DOCUSIGN_MESSAGES,
  DOCUSIGN_NOT_AVAILABLE_MESSAGE,
} from '../../../server/services/signing/docusign';
import { SIGNING_REQUEST_MESSAGES } from '../../../server/services/signing/request';
import type { SigningAdapter, SigningRequest } from '../../../server/services/signing/types';
import { startDocuSignFake, type DocuSignFake } from '../support/docusignFake';

const pdf = (text: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n${text}\n%%EOF`));

const request = (overrides: Partial<SigningRequest> = {}): SigningRequest => ({
  openingId: 17,
  whiteLabelId: 1,
  brandName: 'Demo Wealth',
  portalUrl: 'http://dmo.localhost:8080/open-account',
  documents: [
    { title: 'Application form – Anna Schmidt', pdf: pdf('application') },
    { title: 'Fee schedule – Anna Schmidt', pdf: pdf('fees') },
  ],
  // Given out of order on purpose: routing order follows `order`, not the array.
  signers: [
    { order: 2, name: 'Jonas Schmidt', email: 'jonas@example.com' },
    { order: 1, name: 'Anna Schmidt', email: 'anna@example.com' },
  ],
  ...overrides,
});

describe('DocuSign adapter against a local fake of the eSignature REST API', () => {
  let fake: DocuSignFake;
  let adapter: SigningAdapter;

  beforeEach(async () => {
    fake = await startDocuSignFake();
    adapter = createDocuSignAdapter({ baseUrl: fake.baseUrl, accountId: fake.accountId, accessToken: fake.accessToken });
  });
  afterEach(() => fake.close());

  it('creates an envelope with every document and both signers in routing order, status sent', async () => {
    const { envelopeId } = await adapter.send(request());
    expect(adapter.kind).toBe('docusign');
    expect(fake.envelopes.has(envelopeId)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/restapi/v2.1/accounts/${fake.accountId}/envelopes`);
    expect(req.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(req.headers['content-type']).toBe('application/json');
    const body = req.body as {
      status: string;
      emailSubject: string;
      documents: Array<Record<string, string>>;
      recipients: { signers: Array<Record<string, unknown>> };
    };
    expect(body.status).toBe('sent');
    expect(body.emailSubject).toContain('Demo Wealth');
    expect(body.documents.map((d) => [d.documentId, d.name, d.fileExtension])).toEqual([
      ['1', 'Application form – Anna Schmidt', 'pdf'],
      ['2', 'Fee schedule – Anna Schmidt', 'pdf'],
    ]);
    expect(Buffer.from(body.documents[1].documentBase64, 'base64').toString()).toContain('fees');
    expect(body.recipients.signers.map((s) => [s.name, s.email, s.recipientId, s.routingOrder])).toEqual([
      ['Anna Schmidt', 'anna@example.com', '1', '1'],
      ['Jonas Schmidt', 'jonas@example.com', '2', '2'],
    ]);
  });

  it('anchors each signature after "Account holder n:" unless the request names another anchor, and takes the request\'s subject', async () => {
    await adapter.send(request());
    await adapter.send(
      request({
        subject: { title: 'Demo Wealth: please sign your order 9', message: 'The order form of your order 9 awaits your signature.' },
        signers: [{ order: 1, name: 'Anna Schmidt', email: 'anna@example.com', anchor: 'Client:' }],
      }),
    );
    type Body = {
      emailSubject: string;
      emailBlurb: string;
      recipients: { signers: Array<{ tabs: { signHereTabs: Array<{ anchorString: string }> } }> };
    };
    const [opening, order] = fake.requests.map((r) => r.body as Body);
    expect(opening.recipients.signers.map((s) => s.tabs.signHereTabs[0].anchorString)).toEqual(['Account holder 1:', 'Account holder 2:']);
    expect(order.recipients.signers.map((s) => s.tabs.signHereTabs[0].anchorString)).toEqual(['Client:']);
    expect([order.emailSubject, order.emailBlurb]).toEqual([
      'Demo Wealth: please sign your order 9',
      'The order form of your order 9 awaits your signature.',
    ]);
  });

  it('maps the recipients to signers: nobody, then the first, then both signed (with the combined signed PDF)', async () => {
    const { envelopeId } = await adapter.send(request());
    expect(await adapter.status(envelopeId)).toEqual({
      completed: false,
      signers: [
        { order: 1, signedAt: null },
        { order: 2, signedAt: null },
      ],
    });

    fake.complete(envelopeId, '1', new Date('2026-03-02T09:15:00.123Z'));
    const half = await adapter.status(envelopeId);
    expect(half).toEqual({
      completed: false,
      signers: [
        { order: 1, signedAt: '2026-03-02T09:15:00.123Z' },
        { order: 2, signedAt: null },
      ],
    });
    expect(half.signedDocuments).toBeUndefined();

    fake.complete(envelopeId, '2', new Date('2026-03-02T10:00:00.000Z'));
    const done = await adapter.status(envelopeId);
    expect(done.completed).toBe(true);
    expect(done.signers[1]).toEqual({ order: 2, signedAt: '2026-03-02T10:00:00.000Z' });
    expect(done.signedDocuments).toHaveLength(1);
    expect(Buffer.from(done.signedDocuments![0]).toString()).toContain('%PDF-1.7');
    const paths = fake.requests.map((r) => `${r.method} ${r.path.replace(envelopeId, '{id}')}`);
    expect(paths.slice(-2)).toEqual([
      `GET /restapi/v2.1/accounts/${fake.accountId}/envelopes/{id}/recipients`,
      `GET /restapi/v2.1/accounts/${fake.accountId}/envelopes/{id}/documents/combined`,
    ]);
    expect(fake.requests.every((r) => r.headers.authorization === `Bearer ${fake.accessToken}`)).toBe(true);
  });

  it('answers a refused token with a human message that never contains the token', async () => {
    const wrong = createDocuSignAdapter({ baseUrl: fake.baseUrl, accountId: fake.accountId, accessToken: 'expired-token-xyz' });
    const failure = await wrong.send(request()).catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(DOCUSIGN_MESSAGES.credentials);
    expect((failure as Error).message).not.toContain('expired-token-xyz');
    expect(fake.envelopes.size).toBe(0);
  });

  it('answers an unknown envelope with "Docusign does not know this envelope."', async () => {
    await expect(adapter.status('no-such-envelope')).rejects.toThrow(DOCUSIGN_MESSAGES.notFound);
  });

  it("passes on DocuSign's reason for a refused envelope, with any echo of the token removed", async () => {
    fake.failNext(400, {
      errorCode: 'INVALID_EMAIL_ADDRESS_FOR_RECIPIENT',
      message: `The email address for the recipient is invalid (token ${fake.accessToken}).`,
    });
    const failure = (await adapter.send(request()).catch((e: Error) => e)) as Error;
    expect(failure.message).toBe(DOCUSIGN_MESSAGES.refused('The email address for the recipient is invalid (token …).'));
    expect(failure.message).not.toContain(fake.accessToken);
  });

  it('answers a rate limit and a server error with their own sentences', async () => {
    fake.failNext(429, {
      errorCode: 'HOURLY_APIINVOCATION_LIMIT_EXCEEDED',
      message: 'The maximum number of hourly API invocations has been exceeded.',
    });
    await expect(adapter.send(request())).rejects.toThrow(DOCUSIGN_MESSAGES.busy);
    fake.failNext(500, { errorCode: 'UNSPECIFIED_ERROR', message: 'Object reference not set to an instance of an object.' });
    await expect(adapter.send(request())).rejects.toThrow(DOCUSIGN_MESSAGES.failed);
  });

  it('says DocuSign cannot be reached when nothing listens', async () => {
    await fake.close();
    const gone = createDocuSignAdapter({ baseUrl: fake.baseUrl, accountId: fake.accountId, accessToken: fake.accessToken });
    await expect(gone.status('x')).rejects.toThrow(DOCUSIGN_MESSAGES.unreachable);
    fake = await startDocuSignFake();
  });

  it('voids an envelope with PUT …/envelopes/{id} {status: voided, voidedReason}', async () => {
    const { envelopeId } = await adapter.send(request());
    await adapter.void(envelopeId, 'The account opening was changed; new documents will follow.');
    const put = fake.requests[fake.requests.length - 1];
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/restapi/v2.1/accounts/${fake.accountId}/envelopes/${envelopeId}`);
    expect(put.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(put.body).toEqual({ status: 'voided', voidedReason: 'The account opening was changed; new documents will follow.' });
    expect(fake.envelopes.get(envelopeId)).toMatchObject({
      status: 'voided',
      voidedReason: 'The account opening was changed; new documents will follow.',
    });
  });

  it("cuts the void reason to DocuSign's 200 characters", async () => {
    const { envelopeId } = await adapter.send(request());
    await adapter.void(envelopeId, 'x'.repeat(250));
    expect((fake.requests[fake.requests.length - 1].body as { voidedReason: string }).voidedReason).toHaveLength(200);
  });

  it('answers voiding an unknown or a completed envelope with a DocuSign error', async () => {
    await expect(adapter.void('no-such-envelope', 'changed')).rejects.toMatchObject({ message: DOCUSIGN_MESSAGES.notFound, status: 404 });
    const { envelopeId } = await adapter.send(request());
    fake.complete(envelopeId, '1');
    fake.complete(envelopeId, '2');
    await expect(adapter.void(envelopeId, 'changed')).rejects.toMatchObject({
      status: 400,
      errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE',
    });
  });

  it('refuses a request without signers or with a gap in the signing order before calling DocuSign', async () => {
    await expect(adapter.send(request({ signers: [] }))).rejects.toThrow(SIGNING_REQUEST_MESSAGES.noSigners);
    await expect(adapter.send(request({ signers: [{ order: 2, name: 'A B', email: 'a@example.com' }] }))).rejects.toThrow(
      SIGNING_REQUEST_MESSAGES.badOrder,
    );
    await expect(adapter.send(request({ documents: [] }))).rejects.toThrow(SIGNING_REQUEST_MESSAGES.noDocuments);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('docuSignConfigFromEnv', () => {
  const env = { DOCUSIGN_BASE_URL: 'https://demo.docusign.net/restapi/', DOCUSIGN_ACCOUNT_ID: 'acc-1', DOCUSIGN_ACCESS_TOKEN: 'tok' };

  it('reads the three variables (the base URL without its trailing slash)', () => {
    expect(docuSignConfigFromEnv(env)).toEqual({ baseUrl: 'https://demo.docusign.net/restapi', accountId: 'acc-1', accessToken: 'tok' });
  });

  it.each(['DOCUSIGN_BASE_URL', 'DOCUSIGN_ACCOUNT_ID', 'DOCUSIGN_ACCESS_TOKEN'])('is null when %s is missing or blank', (name) => {
    expect(docuSignConfigFromEnv({ ...env, [name]: undefined })).toBeNull();
    expect(docuSignConfigFromEnv({ ...env, [name]: '  ' })).toBeNull();
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => docuSignConfigFromEnv({ ...env, DOCUSIGN_BASE_URL: 'demo.docusign.net' })).toThrow(
      'DOCUSIGN_BASE_URL is not a valid URL.',
    );
    expect(() => docuSignConfigFromEnv({ ...env, DOCUSIGN_BASE_URL: 'ftp://demo.docusign.net' })).toThrow(
      'DOCUSIGN_BASE_URL must be an http or https URL.',
    );
  });

  it('has the sentence the platform answers with when DocuSign is not configured', () => {
    expect(DOCUSIGN_NOT_AVAILABLE_MESSAGE).toBe(
      'Docusign is not available on this platform; please sign electronically in the portal or manually.',
    );
  });
});
