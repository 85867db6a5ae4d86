/** @jest-environment node */
import { collectOrderSignatures } from '../../server/services/orderSigning';
import { settlePendingOrders } from '../../server/services/settlement';
import { DOCUSIGN_MESSAGES } from '../../server/services/signing/docusign';
import { startDocuSignFake, type DocuSignFake } from '../unit/support/docusignFake';
import { expectData } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

const NOTE = 'Vestholm Bank 100% Capital Protected Note on Eurozone Equities 2029';
const DMO = { Name: 'Demo Wealth', Code: 'dmo' };

describe.each(dialects)('trading: Docusign orders signed through DocuSign on %s', (dialect) => {
  const t = withApp(dialect);
  let fake: DocuSignFake;
  let noteIsin = '';
  let main = 0;
  let keys = 0;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    fake = await startDocuSignFake();
    t.config.docuSign = { baseUrl: fake.baseUrl, accountId: fake.accountId, accessToken: fake.accessToken };
    noteIsin = (await t.db.kysely.selectFrom('products').select('isin').where('name', '=', NOTE).executeTakeFirstOrThrow()).isin;
    main = await accountIdOf(t.db, 'DMO-100101');
    tokens.client = await t.login('dmoclient');
    const consultant = await t.login('dmoconsultant');
    tokens.asClient = expectData(
      await t.get('/api/authentication/clientaccess', { token: consultant, query: { clientId: await userIdOf(t.db, 'dmoclient') } }),
    ).Token;
  }, 60_000);
  // The app (and its configuration) goes with the suite.
  afterAll(() => fake.close());

  const placeDocusign = async (token: string) =>
    expectData(
      await t.post(
        '/api/products/docusignTrade',
        {
          PurchasedFunds: [{ ISIN: noteIsin, TradeOptions: 'Units', TradeValue: 1000 }],
          SoldFunds: [],
          CheckoutOnline: false,
          CheckoutDocusign: true,
          ConfirmDuplicate: true,
          UserInfo: { PlatformId: main },
        },
        { token, headers: { 'idempotency-key': `sign-${dialect}-${++keys}-${Date.now()}` } },
      ),
    );
  const orderRow = (id: number) =>
    t.db.kysely.selectFrom('orders').select(['status', 'envelope_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const brandOf = () => DMO;

  it('sends the order form to the client and the adviser in one envelope; once both signed, settlement fills the order', async () => {
    const order = await placeDocusign(tokens.asClient);
    const row = await orderRow(order.OrderId);
    expect(row.status).toBe('AwaitingSignature');
    expect(row.envelope_id).toEqual(expect.any(String));
    const envelope = fake.envelopes.get(row.envelope_id!)!;
    expect(envelope.definition).toMatchObject({ emailSubject: `Demo Wealth: please sign your order ${order.OrderId}`, status: 'sent' });
    const client = await t.db.kysely.selectFrom('users').select(['email']).where('username', '=', 'dmoclient').executeTakeFirstOrThrow();
    const adviser = await t.db.kysely
      .selectFrom('users')
      .select(['email'])
      .where('username', '=', 'dmoconsultant')
      .executeTakeFirstOrThrow();
    expect(envelope.signers.map((s) => [s.routingOrder, s.email])).toEqual([
      ['1', client.email],
      ['2', adviser.email],
    ]);
    // The document is the order form as the client downloads it: a PDF.
    expect(envelope.documents[0].subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Not signed yet: the order waits, and settlement does not fill it.
    expect(await collectOrderSignatures(t.db, t.config.docuSign, brandOf)).toMatchObject({ signed: 0, failures: [] });
    await settlePendingOrders(t.db, { accountId: main });
    expect((await orderRow(order.OrderId)).status).toBe('AwaitingSignature');

    fake.complete(row.envelope_id!, '1');
    expect(await collectOrderSignatures(t.db, t.config.docuSign, brandOf)).toMatchObject({ signed: 0 });
    fake.complete(row.envelope_id!, '2');
    expect(await collectOrderSignatures(t.db, t.config.docuSign, brandOf)).toMatchObject({ signed: 1, failures: [] });
    expect((await orderRow(order.OrderId)).status).toBe('Pending');
    await settlePendingOrders(t.db, { accountId: main });
    expect((await orderRow(order.OrderId)).status).toBe('Filled');
    const lines = await t.db.kysely.selectFrom('order_lines').select('status').where('order_id', '=', order.OrderId).execute();
    expect(lines.map((l) => l.status)).toEqual(['Filled']);
  });

  it('an order placed while DocuSign cannot be reached stands, and settlement sends it later', async () => {
    fake.failNext(503, { errorCode: 'SERVICE_UNAVAILABLE', message: 'Down for maintenance' });
    const order = await placeDocusign(tokens.client);
    expect(order.CheckoutType).toBe('Docusign');
    expect(await orderRow(order.OrderId)).toEqual({ status: 'AwaitingSignature', envelope_id: null });

    const report = await collectOrderSignatures(t.db, t.config.docuSign, brandOf);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const row = await orderRow(order.OrderId);
    expect(row.envelope_id).toEqual(expect.any(String));
    expect(fake.envelopes.get(row.envelope_id!)!.signers.map((s) => s.routingOrder)).toEqual(['1']);
  });

  it("reports DocuSign's refusal of its credentials as a sentence, without the token, and leaves the order waiting", async () => {
    const order = await placeDocusign(tokens.client);
    const { envelope_id: envelopeId } = await orderRow(order.OrderId);
    expect(envelopeId).not.toBeNull();
    const report = await collectOrderSignatures(t.db, { ...t.config.docuSign!, accessToken: 'expired-token' }, brandOf);
    expect(report.failures).toContain(`Order ${order.OrderId}: ${DOCUSIGN_MESSAGES.credentials}`);
    expect(report.failures.join(' ')).not.toContain('expired-token');
    expect((await orderRow(order.OrderId)).status).toBe('AwaitingSignature');
  });

  it('does nothing without DocuSign settings (orders wait for `npm run settle -- --signed`)', async () => {
    expect(await collectOrderSignatures(t.db, null, brandOf)).toEqual({ sent: 0, signed: 0, waiting: 0, failures: [] });
  });
});
