/** @jest-environment node */
import type { OutgoingEmail } from '../../../server/services/outbox';
import { builtinEnvelopeId, createBuiltinSigning } from '../../../server/services/signing/builtin';
import { SIGNING_REQUEST_MESSAGES } from '../../../server/services/signing/request';
import type { SigningRequest, SigningStatus } from '../../../server/services/signing/types';

const request: SigningRequest = {
  openingId: 31,
  whiteLabelId: 4,
  brandName: 'Northbridge Capital',
  portalUrl: 'http://nbc.localhost:8080/open-account',
  documents: [
    { title: 'Application form – Zoë Łukasz', pdf: new Uint8Array([1]) },
    { title: 'Business conditions acknowledgement – Zoë Łukasz', pdf: new Uint8Array([2]) },
  ],
  signers: [
    { order: 2, name: 'Piotr Łukasz', email: 'piotr@example.com' },
    { order: 1, name: 'Zoë Łukasz', email: 'zoe@example.com' },
  ],
};

function setUp(status: SigningStatus = { completed: false, signers: [] }) {
  const sent: OutgoingEmail[] = [];
  const asked: string[] = [];
  const adapter = createBuiltinSigning({
    queueEmail: async (e) => {
      sent.push(e);
    },
    signedOf: async (id) => {
      asked.push(id);
      return status;
    },
  });
  return { adapter, sent, asked };
}

describe('built-in e-signature', () => {
  it('queues one signing-request e-mail per signer, in signing order, saying the documents await them in the portal', async () => {
    const { adapter, sent } = setUp();
    const { envelopeId } = await adapter.send(request);
    expect(adapter.kind).toBe('builtin');
    expect(envelopeId).toBe(builtinEnvelopeId(31));
    expect(sent.map((e) => [e.to, e.kind, e.whiteLabelId, e.userId])).toEqual([
      ['zoe@example.com', 'signing-request', 4, null],
      ['piotr@example.com', 'signing-request', 4, null],
    ]);
    expect(sent[0].subject).toBe('Northbridge Capital: your account opening documents await your signature');
    expect(sent[0].body).toContain('Dear Zoë Łukasz,');
    expect(sent[0].body).toContain('- Application form – Zoë Łukasz\n- Business conditions acknowledgement – Zoë Łukasz');
    expect(sent[0].body).toContain('Signing order: you are signer 1 of 2. You sign first.');
    expect(sent[1].body).toContain('Signing order: you are signer 2 of 2. You sign after Zoë Łukasz.');
    expect(sent[1].body).toContain('confirm your signature in the portal, with your adviser: http://nbc.localhost:8080/open-account');
  });

  it('tells a single signer they are the only one', async () => {
    const { adapter, sent } = setUp();
    await adapter.send({ ...request, signers: [{ order: 1, name: 'Zoë Łukasz', email: 'zoe@example.com' }] });
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain('you are signer 1 of 1. You are the only signer.');
  });

  it('reports the status the portal recorded for the envelope', async () => {
    const recorded: SigningStatus = {
      completed: false,
      signers: [
        { order: 1, signedAt: '2026-03-02T09:15:00.000Z' },
        { order: 2, signedAt: null },
      ],
    };
    const { adapter, asked } = setUp(recorded);
    expect(await adapter.status('portal-31')).toBe(recorded);
    expect(asked).toEqual(['portal-31']);
  });

  it('voids an envelope without sending or asking anything (nothing left the portal)', async () => {
    const { adapter, sent, asked } = setUp();
    await expect(adapter.void('portal-31', 'changed')).resolves.toBeUndefined();
    expect(sent).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('sends nothing for a request without a valid e-mail address for every signer', async () => {
    const { adapter, sent } = setUp();
    await expect(adapter.send({ ...request, signers: [{ order: 1, name: 'Zoë Łukasz', email: '' }] })).rejects.toThrow(
      SIGNING_REQUEST_MESSAGES.noEmail,
    );
    await expect(
      adapter.send({
        ...request,
        signers: [
          { order: 1, name: 'Zoë', email: 'z@example.com' },
          { order: 1, name: 'Piotr', email: 'p@example.com' },
        ],
      }),
    ).rejects.toThrow(SIGNING_REQUEST_MESSAGES.badOrder);
    expect(sent).toHaveLength(0);
  });
});
