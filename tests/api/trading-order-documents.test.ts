/** @jest-environment node */
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream, type PDFPage } from 'pdf-lib';
import { MESSAGES } from '../../server/lib/http';
import { DOCUMENT_GENERATION_FAILED_MESSAGE, DocumentGenerationError } from '../../server/services/documents/errors';
import { toWinAnsi } from '../../server/services/documents/winAnsi';
import {
  generateOrderForm,
  NO_ORDER_FORM_MESSAGE,
  ORDER_FORM_LINK_EXPIRED_MESSAGE,
  ORDER_FORM_LINK_INVALID_MESSAGE,
  orderFormSignature,
  type OrderFormInput,
} from '../../server/services/orderDocuments';
import { expectData, expectError, NBC_HOST } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

/** The decoded content streams of a page: pdf-lib writes each text as a hex string, `<…> Tj`. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
}
const hexOf = (text: string) => `<${Buffer.from(toWinAnsi(text), 'latin1').toString('hex').toUpperCase()}>`;

const NAMES = {
  equityFund: 'Halvern Reade Global Equity Fund A Acc EUR',
  valueFund: 'Stenmark & Ivory European Value Fund A Acc EUR',
  heldEtf: 'Pellucid Developed World Equity UCITS ETF (Acc)',
  note: 'Vestholm Bank 100% Capital Protected Note on Eurozone Equities 2029',
} as const;

const LINK = /^\/api\/products\/orderform\?OrderId=(\d+)&expires=(\d+)&signature=([\w-]{43})$/;

describe.each(dialects)('trading: order forms of Manual and Docusign orders on %s', (dialect) => {
  const t = withApp(dialect);
  const isin: Record<keyof typeof NAMES, string> = {} as never;
  const tokens: Record<string, string> = {};
  let main = 0;
  let second = 0;
  let keys = 0;
  const key = () => `od-${dialect}-${++keys}-${Date.now()}`;

  beforeAll(async () => {
    for (const [k, name] of Object.entries(NAMES)) {
      isin[k as keyof typeof NAMES] = (
        await t.db.kysely.selectFrom('products').select('isin').where('name', '=', name).executeTakeFirstOrThrow()
      ).isin;
    }
    for (const u of ['dmoclient', 'dmoclient2', 'dmoconsultant']) tokens[u] = await t.login(u);
    main = await accountIdOf(t.db, 'DMO-100101');
    second = await accountIdOf(t.db, 'DMO-100201');
    const clientId = await userIdOf(t.db, 'dmoclient');
    tokens['dmoconsultant-as-client'] = expectData(
      await t.get('/api/authentication/clientaccess', { token: tokens.dmoconsultant, query: { clientId } }),
    ).Token;
  }, 60_000);

  const trade = (PlatformId: number, parts: { buys?: unknown[]; sells?: unknown[] }, checkout: 'Online' | 'Manual' | 'Docusign') => ({
    PurchasedFunds: parts.buys ?? [],
    SoldFunds: parts.sells ?? [],
    CheckoutOnline: checkout === 'Online',
    CheckoutDocusign: checkout === 'Docusign',
    ConfirmDuplicate: true,
    UserInfo: { PlatformId },
  });
  const place = (token: string, body: unknown, idempotencyKey = key(), path = '/api/products/ProcessTrade') =>
    t.post(path, body, { token, headers: { 'idempotency-key': idempotencyKey } });
  const manualOrder = () =>
    trade(
      main,
      {
        buys: [
          { ISIN: isin.equityFund, TradeOptions: 'Amount', TradeValue: 1000 },
          { ISIN: isin.valueFund, TradeOptions: 'Amount', TradeValue: 2000 },
        ],
        sells: [{ ISIN: isin.heldEtf, TradeOptions: 'Units', TradeValue: 1 }],
      },
      'Manual',
    );
  /** Downloads a link as the browser tab does: no bearer header. */
  const download = (url: string, host = 'dmo.localhost') => t.app.inject({ method: 'GET', url, headers: { host } });
  const linkWith = (url: string, change: Record<string, string>) => {
    const u = new URL(url, 'http://x');
    for (const [k, v] of Object.entries(change)) u.searchParams.set(k, v);
    return `${u.pathname}?${u.searchParams}`;
  };
  const refused = (res: { statusCode: number; body: string }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(JSON.parse(res.body)).toEqual({ Message: message });
  };

  it('a Manual order lists one order form whose link downloads a PDF of the client, the order and every line, without a bearer token', async () => {
    const order = expectData(await place(tokens.dmoclient, manualOrder()));
    expect(order.CheckoutType).toBe('Manual');
    expect(order.PDFDetails.SignerDetails).toEqual([]);
    expect(order.PDFDetails.PDFUrls).toHaveLength(1);
    const [form] = order.PDFDetails.PDFUrls;
    expect(form.FileName).toBe(`Order-${order.OrderId}-form.pdf`);
    expect(form.PDFUrl).toMatch(LINK);
    expect(Number(LINK.exec(form.PDFUrl)![1])).toBe(order.OrderId);
    const expires = Number(LINK.exec(form.PDFUrl)![2]) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const res = await download(form.PDFUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Order-${order.OrderId}-form.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe('Order form');
    expect(doc.getSubject()).toBe(`Order ${order.OrderId}`);
    expect(doc.getAuthor()).toBe('Demo Wealth');
    const content = doc.getPages().map(pageContent).join('\n');
    const client = await t.db.kysely
      .selectFrom('users')
      .select(['first_name', 'last_name', 'boston_id'])
      .where('username', '=', 'dmoclient')
      .executeTakeFirstOrThrow();
    const clientName = `${client.first_name} ${client.last_name}`;
    for (const text of [
      `Order ${order.OrderId}`,
      String(order.OrderId),
      clientName,
      client.boston_id,
      'DMO-100101',
      'Manual',
      `Client: ${clientName}`,
    ]) {
      expect(content).toContain(hexOf(text));
    }
    for (const line of [...order.PurchasedFunds, ...order.SoldFunds]) expect(content).toContain(hexOf(line.ISIN));
    expect(content).toContain(hexOf('EUR 1,000.00'));
    expect(content).toContain(hexOf('EUR 2,000.00'));
    expect(content).toContain(hexOf('Total to buy (EUR)'));
    expect(content).toContain(hexOf('EUR 3,000.00'));
    expect(content).toContain(hexOf(`Total to sell (${order.SoldFunds[0].Currency})`));

    // A replay of the same key answers the same documents (the same form, a link that still works).
    const k = key();
    const first = expectData(await place(tokens.dmoclient, manualOrder(), k));
    const again = await place(tokens.dmoclient, manualOrder(), k);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const replayed = expectData(again);
    expect(replayed.OrderId).toBe(first.OrderId);
    expect(replayed.PDFDetails.PDFUrls.map((p: { FileName: string }) => p.FileName)).toEqual([`Order-${first.OrderId}-form.pdf`]);
    expect(Number(LINK.exec(replayed.PDFDetails.PDFUrls[0].PDFUrl)![1])).toBe(first.OrderId);
    expect((await download(replayed.PDFDetails.PDFUrls[0].PDFUrl)).statusCode).toBe(200);
  });

  it("refuses a tampered, expired or other-brand link, and another order with this order's signature, with a Message", async () => {
    const order = expectData(await place(tokens.dmoclient, manualOrder()));
    const url: string = order.PDFDetails.PDFUrls[0].PDFUrl;
    const [, , expires, signature] = LINK.exec(url)!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    refused(await download(linkWith(url, { signature: flipped })), 403, ORDER_FORM_LINK_INVALID_MESSAGE);
    refused(await download(linkWith(url, { expires: String(Number(expires) + 3600) })), 403, ORDER_FORM_LINK_INVALID_MESSAGE);
    refused(await download(url, NBC_HOST), 403, ORDER_FORM_LINK_INVALID_MESSAGE);
    refused(await download(linkWith(url, { OrderId: '999999' })), 403, ORDER_FORM_LINK_INVALID_MESSAGE);

    // Another client's order, opened with this order's signature.
    const other = expectData(
      await place(
        tokens.dmoclient2,
        trade(second, { buys: [{ ISIN: isin.equityFund, TradeOptions: 'Amount', TradeValue: 1000 }] }, 'Manual'),
      ),
    );
    refused(await download(linkWith(url, { OrderId: String(other.OrderId) })), 403, ORDER_FORM_LINK_INVALID_MESSAGE);
    // A link signed for this client but naming the other client's order (as if the owner check were missing).
    const ownerId = await userIdOf(t.db, 'dmoclient');
    const forged = orderFormSignature(t.config.jwtSecret, { brand: 'dmo', orderId: other.OrderId, ownerId, expires: Number(expires) });
    refused(await download(linkWith(url, { OrderId: String(other.OrderId), signature: forged })), 403, ORDER_FORM_LINK_INVALID_MESSAGE);

    // Expired: a correctly signed link whose time has passed.
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = orderFormSignature(t.config.jwtSecret, { brand: 'dmo', orderId: order.OrderId, ownerId, expires: past });
    refused(await download(linkWith(url, { expires: String(past), signature: expired })), 403, ORDER_FORM_LINK_EXPIRED_MESSAGE);

    // Malformed links are refused by the route schema, never a server error.
    const malformed = await download(linkWith(url, { signature: 'short' }));
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).Message).toEqual(expect.any(String));
  });

  it("gives a fresh link only to a session that may read the order's account", async () => {
    const order = expectData(await place(tokens.dmoclient, manualOrder()));
    const fresh = expectData(await t.get('/api/products/orderformurl', { token: tokens.dmoclient, query: { OrderId: order.OrderId } }));
    expect(fresh.FileName).toBe(`Order-${order.OrderId}-form.pdf`);
    expect(fresh.PDFUrl).toMatch(LINK);
    expect((await download(fresh.PDFUrl)).statusCode).toBe(200);
    expectData(await t.get('/api/products/orderformurl', { token: tokens.dmoconsultant, query: { OrderId: order.OrderId } }));
    expectError(
      await t.get('/api/products/orderformurl', { token: tokens.dmoclient2, query: { OrderId: order.OrderId } }),
      403,
      MESSAGES.notYourAccount,
    );
    expectError(
      await t.get('/api/products/orderformurl', { token: tokens.dmoclient2, query: { OrderId: 999999 } }),
      403,
      MESSAGES.notYourAccount,
    );
    expect((await t.get('/api/products/orderformurl', { query: { OrderId: order.OrderId } })).status).toBe(401);
  });

  it('an Online order lists no documents and has no order form', async () => {
    const order = expectData(
      await place(tokens.dmoclient, trade(main, { buys: [{ ISIN: isin.equityFund, TradeOptions: 'Amount', TradeValue: 1000 }] }, 'Online')),
    );
    expect(order.CheckoutType).toBe('Online');
    expect(order.PDFDetails).toEqual({ SignerDetails: [], PDFUrls: [] });
    expectError(
      await t.get('/api/products/orderformurl', { token: tokens.dmoclient, query: { OrderId: order.OrderId } }),
      404,
      NO_ORDER_FORM_MESSAGE,
    );
  });

  it('a Docusign order keeps its signers and lists the same order form for reference; an adviser acting as the client signs second', async () => {
    const body = trade(main, { buys: [{ ISIN: isin.note, TradeOptions: 'Units', TradeValue: 1000 }] }, 'Docusign');
    const order = expectData(await place(tokens['dmoconsultant-as-client'], body, key(), '/api/products/docusignTrade'));
    expect(order.CheckoutType).toBe('Docusign');
    const consultant = await t.db.kysely
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('username', '=', 'dmoconsultant')
      .executeTakeFirstOrThrow();
    expect(order.PDFDetails.SignerDetails.map((s: { SignerOrder: number; SignerRole: string }) => [s.SignerOrder, s.SignerRole])).toEqual([
      [1, 'Client'],
      [2, 'Consultant'],
    ]);
    expect(order.PDFDetails.PDFUrls).toEqual([{ FileName: `Order-${order.OrderId}-form.pdf`, PDFUrl: expect.stringMatching(LINK) }]);
    const res = await download(order.PDFDetails.PDFUrls[0].PDFUrl);
    expect(res.statusCode).toBe(200);
    const content = (await PDFDocument.load(res.rawPayload)).getPages().map(pageContent).join('\n');
    expect(content).toContain(hexOf(`Adviser: ${consultant.first_name} ${consultant.last_name}`));
    expect(content).toContain(hexOf(isin.note));
    expect(content).toContain(hexOf('Docusign'));
  });
});

describe('the order form document', () => {
  const input: OrderFormInput = {
    OrderId: 7,
    OrderDate: '2026-03-05',
    CreatedAt: '2026-03-05T10:15:00.000Z',
    CheckoutType: 'Manual',
    Brand: { Name: 'Demo Wealth', Code: 'dmo' },
    Client: { Name: 'Anna Schmidt', Number: 'B700100' },
    Account: { Number: 'DMO-100101', Currency: 'EUR' },
    Signers: [{ Order: 1, Name: 'Anna Schmidt' }],
    PurchasedFunds: [
      {
        Name: 'A Fund',
        ISIN: 'LU0000000001',
        Currency: 'USD',
        TradeOptions: 'Amount',
        Units: 10,
        Amount: 1080,
        Price: 108,
        CashRebateType: 'Cash',
        Forex: [{ SellCurrency: 'EUR', SellAmount: 1000, BuyCurrency: 'USD', BuyAmount: 1080 }],
      },
    ],
    SoldFunds: [],
  };

  it('prints a valid order as a PDF', async () => {
    const pdf = await generateOrderForm(input);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const content = (await PDFDocument.load(pdf)).getPages().map(pageContent).join('\n');
    for (const text of ['Cash rebate', 'sell EUR 1,000.00 to buy USD 1,080.00', 'Exchanged from EUR', 'Order date', '05/03/2026'])
      expect(content).toContain(hexOf(text));
  });

  it.each([
    ['no lines', { PurchasedFunds: [], SoldFunds: [] }, 'The order has no buy or sell lines'],
    [
      'a malformed ISIN',
      { PurchasedFunds: [{ ...input.PurchasedFunds[0], ISIN: 'nope' }] },
      'An ISIN must be two letters, nine letters or digits and a check digit',
    ],
    ['no signer', { Signers: [] }, 'The order form needs at least one signer'],
  ])(
    'fails with "Sorry! Something wrong generating document." for %s, the schema\'s message as its cause',
    async (_, change, schemaMessage) => {
      const failure = generateOrderForm({ ...input, ...change });
      await expect(failure).rejects.toBeInstanceOf(DocumentGenerationError);
      await expect(failure).rejects.toThrow(DOCUMENT_GENERATION_FAILED_MESSAGE);
      await expect(failure).rejects.toMatchObject({ cause: { message: schemaMessage } });
    },
  );
});
