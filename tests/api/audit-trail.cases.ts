/**
 * The audit trail test's walk of every write route (issue 15 item 5): for each write route of the
 * OpenAPI document, the successful calls an audited caller makes — an adviser acting as a client
 * through "log in as", an administrator — and the row each must leave; or why the route records nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, expectData, type CallResult } from './support/http';
import { accountIdOf, userIdOf, type AppHandle } from './support/testApp';
import { multipartFile, PDF_BYTES, saveAllSections, SECTIONS, startOpening, uploadSupportingDocuments } from './account-opening.fixtures';
import { generate } from 'otplib';
import { NOT_AUDITED } from '../../server/plugins/audit';

/** Who calls: dmoconsultant acting as a client ("log in as"), dmoadmin (whitelabeladmin) or dmomaster (whitelabelmaster). */
export type Caller = { acting: 'dmoclient' | 'dmoclient2' } | { admin: 'dmoadmin' | 'dmomaster' | 'dmoowner' };

/** One successful call of a write route and the act it must record. */
export interface AuditCase {
  caller: Caller;
  /** Makes the call (preparing what it needs first, as the same caller or others). */
  call(t: AppHandle, token: string): Promise<CallResult>;
  action: string;
  /** For whom the row is: a demo client, or null (an administrator's act on nothing of a client's). */
  client: 'dmoclient' | 'dmoclient2' | null;
}

const schemas = join(__dirname, '../../schemas');
const readJson = (path: string) => JSON.parse(readFileSync(join(schemas, path), 'utf8')) as Record<string, unknown>;

const productIsin = async (t: AppHandle, name: string) =>
  (await t.db.kysely.selectFrom('products').select('isin').where('name', '=', name).executeTakeFirstOrThrow()).isin;
const EQUITY_FUND = 'Halvern Reade Global Equity Fund A Acc EUR';
const VALUE_FUND = 'Stenmark & Ivory European Value Fund A Acc EUR';
const HELD_ETF = 'Pellucid Developed World Equity UCITS ETF (Acc)';
const NOTE = 'Vestholm Bank 100% Capital Protected Note on Eurozone Equities 2029';
const main = (t: AppHandle) => accountIdOf(t.db, 'DMO-100101');
let keys = 0;
const idempotencyKey = () => `audit-${Date.now()}-${++keys}`;

const trade = async (t: AppHandle, buys: unknown[], checkout: 'Manual' | 'Docusign') => ({
  PurchasedFunds: buys,
  SoldFunds: [],
  CheckoutOnline: false,
  CheckoutDocusign: checkout === 'Docusign',
  ConfirmDuplicate: true,
  UserInfo: { PlatformId: await main(t) },
});
const addToCart = async (t: AppHandle, token: string) => {
  const cart = expectData(
    await t.post(
      '/api/products/addCart',
      [{ ISIN: await productIsin(t, VALUE_FUND), TradeOptions: 'Amount', TradeValue: 1000, AccountId: await main(t) }],
      { token },
    ),
  );
  return cart.Items[cart.Items.length - 1].ID as number;
};
const addToWatchlist = async (t: AppHandle, token: string, name: string) =>
  expectData(await t.post('/api/watchlist/addwatchlist', { ISIN: await productIsin(t, name) }, { token })).ShoppingBasketId as number;
const holdingElsewhere = {
  Name: 'Aldermoor Pension Fund',
  ISIN: 'GB00B03MLX29',
  Provider: 'Aldermoor Life',
  Currency: 'GBP',
  Units: 150.25,
  Value: 21_000,
  ValuationDate: '2026-06-30',
};
const addHoldingElsewhere = async (t: AppHandle, token: string) => {
  const answer = expectData(
    await t.post('/api/accounts/nonplatformholdings/add', { AccountId: await main(t), ...holdingElsewhere }, { token }),
  );
  return Math.max(...answer.Holdings.map((h: { Id: number }) => h.Id));
};
const missingDocumentOf = async (t: AppHandle, type: string) =>
  (
    await t.db.kysely
      .selectFrom('missing_documents')
      .select('id')
      .where('user_id', '=', await userIdOf(t.db, 'dmoclient2'))
      .where('document_type', '=', type)
      .where('status', '!=', 'approved')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
/** A PDF uploaded to one of dmoclient2's missing documents, as the client. */
const uploadMissingDocument = async (t: AppHandle, token: string, id: number) => {
  const { payload, headers } = multipartFile('bill.pdf', 'application/pdf', PDF_BYTES);
  const boundary = headers['content-type'].split('boundary=')[1];
  const status = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="status"\r\n\r\nuploaded\r\n`);
  return t.call('PUT', `/api/missing-documents/${id}`, { token, payload: Buffer.concat([status, payload]), headers });
};
const bostonIdOf = async (t: AppHandle, username: string) =>
  (await t.db.kysely.selectFrom('users').select('boston_id').where('username', '=', username).executeTakeFirstOrThrow()).boston_id;

// Account opening as the brand's administrator, for dmoclient: each call gets an opening prepared as far as it needs.
const opening = async (t: AppHandle, token: string, prepare: 'started' | 'typed' | 'saved' | 'signing' | 'signed' = 'started') => {
  const id = await startOpening(t, token, { ClientId: await userIdOf(t.db, 'dmoclient') });
  if (prepare === 'typed')
    await t.post('/api/accounts/opening/accounttype/add', { AccountOpeningId: id, ...SECTIONS.accountType }, { token });
  if (['saved', 'signing', 'signed'].includes(prepare)) await saveAllSections(t, token, id);
  if (prepare === 'signing' || prepare === 'signed')
    expectData(await t.post('/api/accounts/opening/sign', { AccountOpeningId: id, IsDocuSign: false }, { token }));
  if (prepare === 'signed') {
    expectData(
      await t.post('/api/accounts/opening/sign/confirm', { AccountOpeningId: id, Order: 1, SignatureName: 'Anna Schmidt' }, { token }),
    );
    await uploadSupportingDocuments(t, token, id);
  }
  return id;
};
const admin: Caller = { admin: 'dmoadmin' };
const asClient: Caller = { acting: 'dmoclient' };
const asClient2: Caller = { acting: 'dmoclient2' };
const section = (path: string, answers: () => object, action = 'opening.sectionSaved'): AuditCase => ({
  caller: admin,
  action,
  client: 'dmoclient',
  // The account type is saved first (on a started opening); every other section on a typed one.
  call: async (t, token) =>
    t.post(
      `/api/accounts/opening/${path}`,
      { AccountOpeningId: await opening(t, token, path.startsWith('accounttype/') ? 'started' : 'typed'), ...answers() },
      { token },
    ),
});
const studioVersion = async (t: AppHandle, inReview: boolean) => {
  const author = await t.login('dmocompliance');
  const content = { schema: readJson('forms/kyc/schema.json'), ui: readJson('forms/kyc/ui.json') };
  const id = expectData(
    await t.post('/api/studio/versions', { kind: 'form', formId: 'kyc', basedOnVersion: 1, content }, { token: author }),
  ).Id;
  if (inReview) expectData(await t.post(`/api/studio/versions/${id}/submit`, { changeNote: 'Audit' }, { token: author }));
  return id as number;
};

/** Two-factor sign-in of dmoowner (not dmoadmin, whose logins the other cases need without a code): set up, and on. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const twoFactorSetup = async (t: AppHandle, token: string) =>
  expectData(await t.post('/api/authentication/twofactor/setup', {}, { token })).Secret as string;
const owner: Caller = { admin: 'dmoowner' };

/** Every write route an audited caller makes, keyed as the OpenAPI document names it. */
export const AUDIT_CASES: Record<string, AuditCase[]> = {
  'POST /api/authentication/updatepassword': [
    {
      caller: admin,
      action: 'session.passwordChanged',
      client: null,
      call: (t, token) =>
        t.post('/api/authentication/updatepassword', { CurrentPassword: DEMO_PASSWORD, NewPassword: DEMO_PASSWORD }, { token }),
    },
  ],
  'POST /api/authentication/logout': [
    {
      caller: asClient,
      action: 'session.loggedOut',
      client: 'dmoclient',
      call: (t, token) => t.post('/api/authentication/logout', {}, { token }),
    },
    { caller: admin, action: 'session.loggedOut', client: null, call: (t, token) => t.post('/api/authentication/logout', {}, { token }) },
  ],
  'PUT /api/userinfo': [
    {
      caller: asClient2,
      action: 'profile.updated',
      client: 'dmoclient2',
      call: (t, token) =>
        t.call('PUT', '/api/userinfo', {
          token,
          body: { detailsChanged: true, email: 'sofia@example.com', phone: '+49301234567', financialChanged: false },
        }),
    },
  ],
  'POST /api/products/addCart': [asClient].map((caller) => ({
    caller,
    action: 'cart.itemsAdded',
    client: 'dmoclient' as const,
    call: async (t: AppHandle, token: string) =>
      t.post(
        '/api/products/addCart',
        [{ ISIN: await productIsin(t, EQUITY_FUND), TradeOptions: 'Amount', TradeValue: 1000, AccountId: await main(t) }],
        {
          token,
        },
      ),
  })),
  'POST /api/products/sellCart': [asClient].map((caller) => ({
    caller,
    action: 'cart.saleAdded',
    client: 'dmoclient' as const,
    call: async (t: AppHandle, token: string) =>
      t.post(
        '/api/products/sellCart',
        { ISIN: await productIsin(t, HELD_ETF), PlatformId: await main(t), TradeOptions: 'Units', Units: 1 },
        { token },
      ),
  })),
  'POST /api/products/updateCart': [asClient].map((caller) => ({
    caller,
    action: 'cart.itemChanged',
    client: 'dmoclient' as const,
    call: async (t: AppHandle, token: string) =>
      t.post('/api/products/updateCart', { ID: await addToCart(t, token), TradeOptions: 'Amount', TradeValue: 2000 }, { token }),
  })),
  'POST /api/products/deleteCart': [asClient].map((caller) => ({
    caller,
    action: 'cart.itemRemoved',
    client: 'dmoclient' as const,
    call: async (t: AppHandle, token: string) => t.post('/api/products/deleteCart', { cartID: await addToCart(t, token) }, { token }),
  })),
  'POST /api/products/ProcessTrade': [
    {
      caller: asClient,
      action: 'order.placed',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post(
          '/api/products/ProcessTrade',
          await trade(t, [{ ISIN: await productIsin(t, EQUITY_FUND), TradeOptions: 'Amount', TradeValue: 1000 }], 'Manual'),
          {
            token,
            headers: { 'idempotency-key': idempotencyKey() },
          },
        ),
    },
  ],
  'POST /api/products/docusignTrade': [
    {
      caller: asClient,
      action: 'order.placedForSigning',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post(
          '/api/products/docusignTrade',
          await trade(t, [{ ISIN: await productIsin(t, NOTE), TradeOptions: 'Units', TradeValue: 1000 }], 'Docusign'),
          {
            token,
            headers: { 'idempotency-key': idempotencyKey() },
          },
        ),
    },
  ],
  'POST /api/watchlist/addwatchlist': [
    {
      caller: asClient,
      action: 'watchlist.added',
      client: 'dmoclient',
      call: async (t, token) => t.post('/api/watchlist/addwatchlist', { ISIN: await productIsin(t, NOTE) }, { token }),
    },
    {
      caller: admin,
      action: 'watchlist.added',
      client: null,
      call: async (t, token) => t.post('/api/watchlist/addwatchlist', { ISIN: await productIsin(t, NOTE) }, { token }),
    },
  ],
  'POST /api/watchlist/removeWatchlist': [
    {
      caller: asClient,
      action: 'watchlist.removed',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post('/api/watchlist/removeWatchlist', { ShoppingBasketId: await addToWatchlist(t, token, VALUE_FUND) }, { token }),
    },
  ],
  'POST /api/watchlist/editWatchlist': [
    {
      caller: asClient,
      action: 'watchlist.edited',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post(
          '/api/watchlist/editWatchlist',
          { ShoppingBasketId: await addToWatchlist(t, token, EQUITY_FUND), GainRate: 9, FallRate: 4 },
          { token },
        ),
    },
  ],
  'POST /api/watchlist/addclientwatchlist': [
    {
      caller: admin,
      action: 'watchlist.addedForClients',
      client: 'dmoclient2',
      call: async (t, token) =>
        t.post(
          '/api/watchlist/addclientwatchlist',
          {
            CurrentUserBostonId: await bostonIdOf(t, 'dmoadmin'),
            ClientBostonIds: [await bostonIdOf(t, 'dmoclient2')],
            ISIN: await productIsin(t, VALUE_FUND),
          },
          { token },
        ),
    },
  ],
  'POST /api/alerts/save': [
    {
      caller: asClient,
      action: 'alert.saved',
      client: 'dmoclient',
      call: async (t, token) => {
        const [alert] = expectData(await t.get('/api/alerts', { token }));
        const body = { TradeId: alert.TradeBuyId, GainRate: 5, FallRate: 5, AutoResetGainFallValue: 5, GainSelection: 1, FallSelection: 1 };
        return t.post('/api/alerts/save', body, { token });
      },
    },
  ],
  'POST /api/accounts/nonplatformholdings/add': [asClient, admin].map((caller) => ({
    caller,
    action: 'nonPlatformHolding.added',
    client: 'dmoclient' as const,
    call: async (t: AppHandle, token: string) =>
      t.post('/api/accounts/nonplatformholdings/add', { AccountId: await main(t), ...holdingElsewhere }, { token }),
  })),
  'POST /api/accounts/nonplatformholdings/update': [
    {
      caller: admin,
      action: 'nonPlatformHolding.updated',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post(
          '/api/accounts/nonplatformholdings/update',
          { Id: await addHoldingElsewhere(t, token), ...holdingElsewhere, Units: 10 },
          { token },
        ),
    },
  ],
  'POST /api/accounts/nonplatformholdings/delete': [
    {
      caller: admin,
      action: 'nonPlatformHolding.removed',
      client: 'dmoclient',
      call: async (t, token) => t.post('/api/accounts/nonplatformholdings/delete', { Id: await addHoldingElsewhere(t, token) }, { token }),
    },
  ],
  'POST /api/accounts/nonplatformholdings/sell': [
    {
      caller: asClient,
      action: 'nonPlatformHolding.saleRequested',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post(
          '/api/accounts/nonplatformholdings/sell',
          { Id: await addHoldingElsewhere(t, await t.login('dmoconsultant')), Units: 1 },
          { token },
        ),
    },
  ],
  'POST /api/accounts/opening/start': [
    {
      caller: admin,
      action: 'opening.started',
      client: 'dmoclient',
      call: async (t, token) => t.post('/api/accounts/opening/start', { ClientId: await userIdOf(t.db, 'dmoclient') }, { token }),
    },
  ],
  'POST /api/accounts/opening/delete': [
    {
      caller: admin,
      action: 'opening.deleted',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post('/api/accounts/opening/delete', undefined, { token, query: { accountOpeningId: await opening(t, token) } }),
    },
  ],
  ...Object.fromEntries(
    ['add', 'update'].flatMap((a) => [
      [`POST /api/accounts/opening/accounttype/${a}`, [section(`accounttype/${a}`, () => SECTIONS.accountType)]],
      [`POST /api/accounts/opening/personaldetails/${a}`, [section(`personaldetails/${a}`, SECTIONS.personalDetails)]],
      [`POST /api/accounts/opening/investmentprofile/${a}`, [section(`investmentprofile/${a}`, SECTIONS.investmentProfile)]],
      [`POST /api/accounts/opening/fees/${a}`, [section(`fees/${a}`, SECTIONS.fees)]],
      [`POST /api/accounts/opening/acknowldedgements/${a}`, [section(`acknowldedgements/${a}`, SECTIONS.acknowledgements)]],
    ]),
  ),
  'POST /api/accounts/opening/disbursement/add': [section('disbursement/add', SECTIONS.disbursement)],
  'POST /api/accounts/opening/disbursement/delete': [section('disbursement/delete', () => ({}), 'opening.disbursementRemoved')],
  'POST /api/accounts/opening/document/add': [
    {
      caller: admin,
      action: 'opening.documentUploaded',
      client: 'dmoclient',
      call: async (t, token) =>
        t.call('POST', '/api/accounts/opening/document/add', {
          token,
          query: { accountOpeningId: await opening(t, token), documentTypeId: 1 },
          ...multipartFile('passport.pdf', 'application/pdf', PDF_BYTES),
        }),
    },
  ],
  'POST /api/accounts/opening/document/delete': [
    {
      caller: admin,
      action: 'opening.documentRemoved',
      client: 'dmoclient',
      call: async (t, token) => {
        const added = await t.call('POST', '/api/accounts/opening/document/add', {
          token,
          query: { accountOpeningId: await opening(t, token), documentTypeId: 1 },
          ...multipartFile('passport.pdf', 'application/pdf', PDF_BYTES),
        });
        return t.post('/api/accounts/opening/document/delete', undefined, {
          token,
          query: { documentId: expectData(added).Documents[0].ID },
        });
      },
    },
  ],
  'POST /api/accounts/opening/sign': [
    {
      caller: admin,
      action: 'opening.signingStarted',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post('/api/accounts/opening/sign', { AccountOpeningId: await opening(t, token, 'saved'), IsDocuSign: false }, { token }),
    },
  ],
  'POST /api/accounts/opening/sign/confirm': [
    {
      caller: admin,
      action: 'opening.signed',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post(
          '/api/accounts/opening/sign/confirm',
          { AccountOpeningId: await opening(t, token, 'signing'), Order: 1, SignatureName: 'Anna Schmidt' },
          { token },
        ),
    },
  ],
  'POST /api/accounts/opening/complete': [
    {
      caller: admin,
      action: 'opening.completed',
      client: 'dmoclient',
      call: async (t, token) =>
        t.post('/api/accounts/opening/complete', undefined, { token, query: { accountOpeningId: await opening(t, token, 'signed') } }),
    },
  ],
  'PUT /api/missing-documents/{id}': [
    {
      caller: asClient2,
      action: 'missingDocument.uploaded',
      client: 'dmoclient2',
      call: async (t, token) => uploadMissingDocument(t, token, await missingDocumentOf(t, 'ProofOfAddress')),
    },
  ],
  'POST /api/missing-documents/{id}/review': [
    {
      caller: admin,
      action: 'missingDocument.reviewed',
      client: 'dmoclient2',
      call: async (t, token) => {
        const id = await missingDocumentOf(t, 'ProofOfAddress');
        expectData(await uploadMissingDocument(t, await t.login('dmoclient2'), id));
        return t.post(`/api/missing-documents/${id}/review`, { Status: 'incomplete', Note: 'Please send a newer bill.' }, { token });
      },
    },
  ],
  'POST /api/missing-documents/docusign/kyc': [
    {
      caller: asClient2,
      action: 'compliance.kycSubmitted',
      client: 'dmoclient2',
      call: async (t, token) =>
        t.post(
          '/api/missing-documents/docusign/kyc',
          {
            missingDocumentId: await missingDocumentOf(t, 'KYC'),
            data: readJson('forms/kyc/fixtures/valid/salary-only.json'),
            whiteLabelId: 1,
          },
          { token },
        ),
    },
  ],
  'POST /api/missing-documents/docusign/appropriateness': [
    {
      caller: asClient2,
      action: 'compliance.appropriatenessSubmitted',
      client: 'dmoclient2',
      call: async (t, token) =>
        t.post(
          '/api/missing-documents/docusign/appropriateness',
          {
            missingDocumentId: await missingDocumentOf(t, 'AppropriatenessTest'),
            data: readJson('forms/appropriateness-test/fixtures/valid/single-holder-sufficient-knowledge.json'),
            whiteLabelId: 1,
          },
          { token },
        ),
    },
  ],
  'POST /api/accounts/duediligence/{bostonId}/skip': [
    {
      caller: asClient2,
      action: 'dueDiligence.skipped',
      client: 'dmoclient2',
      call: async (t, token) => t.post(`/api/accounts/duediligence/${await bostonIdOf(t, 'dmoclient2')}/skip`, undefined, { token }),
    },
  ],
  'POST /api/accounts/duediligence/details': [
    {
      caller: asClient2,
      action: 'dueDiligence.detailsSaved',
      client: 'dmoclient2',
      call: (t, token) => t.post('/api/accounts/duediligence/details', { Unchanged: true }, { token }),
    },
  ],
  'POST /api/forms/{id}/submissions': [asClient, admin].map((caller) => ({
    caller,
    action: 'form.submitted',
    client: 'dmoclient' as const,
    call: async (t: AppHandle, token: string) =>
      t.post(
        '/api/forms/watchlist-targets/submissions',
        { answers: readJson('forms/watchlist-targets/fixtures/valid/defaults.json'), accountId: await main(t) },
        { token },
      ),
  })),
  'POST /api/flows/{id}/submissions': [
    {
      caller: asClient,
      action: 'flow.submitted',
      client: 'dmoclient',
      call: (t, token) =>
        t.post(
          '/api/flows/buy-checkout/submissions',
          {
            context: { ProductType: 'Equities', HasCashRebate: false, IsNote: false },
            answers: { Alert: readJson('forms/alert-targets/fixtures/valid/defaults.json') },
          },
          { token },
        ),
    },
  ],
  'POST /api/authentication/twofactor/setup': [
    {
      caller: owner,
      action: 'twoFactor.setupStarted',
      client: null,
      call: (t, token) => t.post('/api/authentication/twofactor/setup', {}, { token }),
    },
  ],
  'POST /api/authentication/twofactor/enable': [
    {
      caller: owner,
      action: 'twoFactor.enabled',
      client: null,
      call: async (t, token) => {
        const secret = await twoFactorSetup(t, token);
        const enabled = await t.post('/api/authentication/twofactor/enable', { Code: await totp(secret) }, { token });
        // Off again, so dmoowner signs in with a password alone after this case.
        expectData(await t.post('/api/authentication/twofactor/disable', { Code: await totp(secret, 1) }, { token }));
        return enabled;
      },
    },
  ],
  'POST /api/authentication/twofactor/disable': [
    {
      caller: owner,
      action: 'twoFactor.disabled',
      client: null,
      call: async (t, token) => {
        const secret = await twoFactorSetup(t, token);
        expectData(await t.post('/api/authentication/twofactor/enable', { Code: await totp(secret) }, { token }));
        return t.post('/api/authentication/twofactor/disable', { Code: await totp(secret, 1) }, { token });
      },
    },
  ],
  'POST /api/studio/versions/{id}/approve': [
    {
      caller: { admin: 'dmomaster' },
      action: 'studio.approved',
      client: null,
      call: async (t, token) => t.post(`/api/studio/versions/${await studioVersion(t, true)}/approve`, undefined, { token }),
    },
  ],
  'POST /api/studio/versions/{id}/reject': [
    {
      caller: { admin: 'dmomaster' },
      action: 'studio.rejected',
      client: null,
      call: async (t, token) => t.post(`/api/studio/versions/${await studioVersion(t, true)}/reject`, { note: 'Please reword' }, { token }),
    },
  ],
};

/** Write routes no audited caller can make: the reason, checked against nothing but this list (the route config says audited). */
const COMPLIANCE_ONLY = 'Only compliance staff may call it (not an audited role); the studio keeps its own hash-chained audit log of it.';
export const NO_AUDITED_CALLER: Record<string, string> = {
  'POST /api/studio/versions': COMPLIANCE_ONLY,
  'PUT /api/studio/versions/{id}': COMPLIANCE_ONLY,
  'POST /api/studio/versions/{id}/submit': COMPLIANCE_ONLY,
  'POST /api/studio/versions/{id}/publish': COMPLIANCE_ONLY,
  'POST /api/studio/versions/{id}/rollback': COMPLIANCE_ONLY,
};

/** The reasons a route's config may give for recording nothing. */
export const EXEMPTION_REASONS = Object.values(NOT_AUDITED) as string[];
