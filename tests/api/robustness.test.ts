/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_OPENING_MESSAGES as M } from '@/engine';
import { MESSAGES } from '../../server/lib/http';
import { DEMO_PASSWORD, expectData, expectError, type CallResult } from './support/http';
import { Client } from 'pg';
import { accountIdOf, dialects, postgresUrl, userIdOf, withApp, type AppHandle } from './support/testApp';
import {
  challengeWithRecoveryCode,
  codeAt,
  enrolOnce,
  pendingSetup,
  signInWithoutTwoFactor,
  signInWithRecoveryCode,
} from './support/twoFactor';
import {
  multipartFile,
  PDF_BYTES,
  PNG_BYTES,
  saveAllSections,
  SECTIONS,
  startOpening,
  uploadSupportingDocuments,
} from './account-opening.fixtures';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  /** The route as the OpenAPI document names it ('/api/studio/versions/{id}' for one with a parameter). */
  path: string;
  /** The URL of a successful call, for a path with parameters (may need the suite's ids); else `path`. */
  urlOf?: (t: AppHandle) => Promise<string>;
  /** Public endpoints need no token. */
  isPublic?: boolean;
  /** Who calls it successfully. */
  as?: string;
  /** How the caller's token is had, when the password alone does not give it (two-factor sign-in); wins over `as`. */
  tokenOf?: (t: AppHandle) => Promise<string>;
  /** Query and body of a successful call (may need the suite's ids). */
  query?: (t: AppHandle) => Promise<Record<string, string | number>>;
  body?: unknown;
  /** A body that needs the suite's ids (wins over `body`). */
  bodyOf?: (t: AppHandle) => Promise<unknown>;
  /** A raw multipart body of a successful call (file uploads). */
  multipart?: () => { payload: Buffer; headers: Record<string, string> };
}

const readJson = (path: string) => JSON.parse(readFileSync(join(__dirname, '../../schemas', path), 'utf8')) as Record<string, unknown>;

// Account opening: each call gets an opening of dmoconsultant prepared as far as the call needs.
const adviser = 'dmoconsultant';
const openingIdOf = async (t: AppHandle, prepare: 'started' | 'typed' | 'saved' | 'signing' | 'signed' = 'started') => {
  const token = await t.login(adviser);
  // For an existing client: completing creates no user (the demo-user count below stays).
  const id = await startOpening(t, token, { ClientId: await userIdOf(t.db, 'dmoclient') });
  if (prepare === 'typed')
    await t.post('/api/accounts/opening/accounttype/add', { AccountOpeningId: id, ...SECTIONS.accountType }, { token });
  if (prepare === 'saved' || prepare === 'signing' || prepare === 'signed') await saveAllSections(t, token, id);
  if (prepare === 'signing' || prepare === 'signed')
    await t.post('/api/accounts/opening/sign', { AccountOpeningId: id, IsDocuSign: false }, { token });
  if (prepare === 'signed')
    await t.post('/api/accounts/opening/sign/confirm', { AccountOpeningId: id, Order: 1, SignatureName: 'Anna Schmidt' }, { token });
  // Completion also needs the supporting documents (identity, proof of address).
  if (prepare === 'signed') await uploadSupportingDocuments(t, token, id);
  return id;
};
const uploadedDocumentIdOf = async (t: AppHandle) => {
  const id = await openingIdOf(t);
  const { payload, headers } = multipartFile('passport.pdf', 'application/pdf', PDF_BYTES);
  const res = await t.call('POST', '/api/accounts/opening/document/add', {
    token: await t.login(adviser),
    payload,
    headers,
    query: { accountOpeningId: id, documentTypeId: 1 },
  });
  return expectData(res).Documents[0].ID as number;
};
const section = (path: string, answers: () => object, prepare: 'started' | 'typed' = 'typed'): Endpoint => ({
  method: 'POST',
  path: `/api/accounts/opening/${path}`,
  as: adviser,
  bodyOf: async (t) => ({ AccountOpeningId: await openingIdOf(t, prepare), ...answers() }),
});
const ACCOUNT_OPENING_ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/accounts/opening/start', as: adviser, body: {} },
  { method: 'GET', path: '/api/accounts/opening', as: adviser, query: async (t) => ({ accountOpeningId: await openingIdOf(t) }) },
  { method: 'GET', path: '/api/accounts/opening/form', as: adviser, query: async () => ({ whiteLabelID: 1 }) },
  { method: 'GET', path: '/api/accounts/opening/feesinfo', as: adviser, query: async (t) => ({ accountOpeningId: await openingIdOf(t) }) },
  { method: 'POST', path: '/api/accounts/opening/delete', as: adviser, query: async (t) => ({ accountOpeningId: await openingIdOf(t) }) },
  ...['add', 'update'].flatMap((action) => [
    section(`accounttype/${action}`, () => SECTIONS.accountType, 'started'),
    section(`personaldetails/${action}`, SECTIONS.personalDetails),
    section(`investmentprofile/${action}`, SECTIONS.investmentProfile),
    section(`fees/${action}`, SECTIONS.fees),
    section(`acknowldedgements/${action}`, SECTIONS.acknowledgements),
  ]),
  section('disbursement/add', SECTIONS.disbursement),
  section('disbursement/delete', () => ({})),
  {
    method: 'POST',
    path: '/api/accounts/opening/document/add',
    as: adviser,
    query: async (t) => ({ accountOpeningId: await openingIdOf(t), documentTypeId: 2 }),
    multipart: () => multipartFile('address.png', 'image/png', PNG_BYTES),
  },
  {
    method: 'POST',
    path: '/api/accounts/opening/document/delete',
    as: adviser,
    query: async (t) => ({ documentId: await uploadedDocumentIdOf(t) }),
  },
  {
    method: 'POST',
    path: '/api/accounts/opening/sign',
    as: adviser,
    bodyOf: async (t) => ({ AccountOpeningId: await openingIdOf(t, 'saved'), IsDocuSign: false }),
  },
  {
    method: 'POST',
    path: '/api/accounts/opening/sign/confirm',
    as: adviser,
    bodyOf: async (t) => ({ AccountOpeningId: await openingIdOf(t, 'signing'), Order: 1, SignatureName: 'Anna Schmidt' }),
  },
  {
    method: 'POST',
    path: '/api/accounts/opening/complete',
    as: adviser,
    query: async (t) => ({ accountOpeningId: await openingIdOf(t, 'signed') }),
  },
];

// The form studio: each call gets a KYC version of its own, as far along as the call needs, with
// the content of schemas/ (so its fixtures pass and publishing it changes nothing a client sees).
const kycContent = () => ({ schema: readJson('forms/kyc/schema.json'), ui: readJson('forms/kyc/ui.json') });
const kycVersionIdOf = async (t: AppHandle, prepare: 'draft' | 'in_review' | 'approved' = 'draft'): Promise<number> => {
  const author = await t.login('dmocompliance');
  const body = { kind: 'form', formId: 'kyc', basedOnVersion: 1, content: kycContent() };
  const id = expectData(await t.post('/api/studio/versions', body, { token: author })).Id as number;
  if (prepare !== 'draft') expectData(await t.post(`/api/studio/versions/${id}/submit`, { changeNote: 'Robustness' }, { token: author }));
  if (prepare === 'approved')
    expectData(await t.post(`/api/studio/versions/${id}/approve`, {}, { token: await t.login('dmocompliance2') }));
  return id;
};
const seededKycVersionIdOf = async (t: AppHandle) =>
  (
    await t.db.kysely
      .selectFrom('form_versions')
      .select('id')
      .where('kind', '=', 'form')
      .where('form_id', '=', 'kyc')
      .where('version', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;
const STUDIO_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/studio/versions', as: 'dmocompliance', query: async () => ({ kind: 'form', formId: 'kyc' }) },
  { method: 'GET', path: '/api/studio/in-effect', as: 'dmocompliance', query: async () => ({ kind: 'form', formId: 'kyc' }) },
  { method: 'GET', path: '/api/studio/audit', as: 'dmocompliance' },
  {
    method: 'POST',
    path: '/api/studio/versions',
    as: 'dmocompliance',
    bodyOf: async () => ({ kind: 'form', formId: 'kyc', basedOnVersion: 1, content: kycContent() }),
  },
  {
    method: 'GET',
    path: '/api/studio/versions/{id}',
    as: 'dmocompliance',
    urlOf: async (t) => `/api/studio/versions/${await kycVersionIdOf(t)}`,
  },
  {
    method: 'PUT',
    path: '/api/studio/versions/{id}',
    as: 'dmocompliance',
    urlOf: async (t) => `/api/studio/versions/${await kycVersionIdOf(t)}`,
    bodyOf: async () => ({ content: kycContent() }),
  },
  {
    method: 'POST',
    path: '/api/studio/versions/{id}/submit',
    as: 'dmocompliance',
    urlOf: async (t) => `/api/studio/versions/${await kycVersionIdOf(t)}/submit`,
    body: { changeNote: 'Robustness' },
  },
  {
    method: 'POST',
    path: '/api/studio/versions/{id}/approve',
    as: 'dmocompliance2',
    urlOf: async (t) => `/api/studio/versions/${await kycVersionIdOf(t, 'in_review')}/approve`,
  },
  {
    method: 'POST',
    path: '/api/studio/versions/{id}/reject',
    as: 'dmocompliance2',
    urlOf: async (t) => `/api/studio/versions/${await kycVersionIdOf(t, 'in_review')}/reject`,
    body: { note: 'Please reword' },
  },
  {
    method: 'POST',
    path: '/api/studio/versions/{id}/publish',
    as: 'dmocompliance',
    urlOf: async (t) => `/api/studio/versions/${await kycVersionIdOf(t, 'approved')}/publish`,
    body: {},
  },
  {
    method: 'POST',
    path: '/api/studio/versions/{id}/rollback',
    as: 'dmocompliance',
    urlOf: async (t) => `/api/studio/versions/${await seededKycVersionIdOf(t)}/rollback`,
  },
  {
    method: 'POST',
    path: '/api/studio/versions/{id}/impact',
    as: 'dmocompliance',
    urlOf: async (t) => `/api/studio/versions/${await kycVersionIdOf(t)}/impact`,
  },
  {
    method: 'GET',
    path: '/api/schemas/forms/{id}/versions/{version}',
    isPublic: true,
    urlOf: async () => '/api/schemas/forms/kyc/versions/1',
  },
];

/** Every endpoint of docs/api.md with a caller that may use it. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/whitelabel', isPublic: true },
  { method: 'GET', path: '/api/health', isPublic: true },
  { method: 'GET', path: '/api/ready', isPublic: true },
  { method: 'GET', path: '/api/clients/getfooterinfo', isPublic: true, query: async () => ({ whitelabelID: 1 }) },
  { method: 'GET', path: '/api/clients/companyaddress', isPublic: true, query: async () => ({ whitelabelID: 1 }) },
  { method: 'POST', path: '/api/authentication', isPublic: true, body: { UserName: 'dmoclient', Password: DEMO_PASSWORD } },
  { method: 'POST', path: '/api/authentication/passwordreset', isPublic: true, body: { userName: 'dmonobody' } },
  { method: 'POST', path: '/api/log/useractivitylog', isPublic: true, body: { action: 'robustness', level: 'info', payload: 'x' } },
  {
    method: 'POST',
    path: '/api/authentication/updatepassword',
    as: 'dmoclient2',
    body: { CurrentPassword: DEMO_PASSWORD, NewPassword: DEMO_PASSWORD },
  },
  { method: 'POST', path: '/api/authentication/logout', as: 'dmoclient' },
  // Staff two-factor: dmoowner is enrolled once and answers its challenges with recovery codes; dmomaster
  // turns it on from a fresh start each time; dmohq, enrolled, signs in with a recovery code and turns it off.
  { method: 'POST', path: '/api/authentication/twofactor', isPublic: true, bodyOf: (t) => challengeWithRecoveryCode(t, 'dmoowner') },
  { method: 'GET', path: '/api/authentication/twofactor', as: 'dmoconsultant' },
  { method: 'POST', path: '/api/authentication/twofactor/setup', as: 'dmoconsultant', body: {} },
  {
    method: 'POST',
    path: '/api/authentication/twofactor/enable',
    tokenOf: (t) => signInWithoutTwoFactor(t, 'dmomaster'),
    bodyOf: async (t) => ({ Code: await codeAt(await pendingSetup(t, 'dmomaster')) }),
  },
  {
    method: 'POST',
    path: '/api/authentication/twofactor/disable',
    tokenOf: (t) => signInWithRecoveryCode(t, 'dmohq'),
    bodyOf: async (t) => ({ Code: (await enrolOnce(t, 'dmohq')).recoveryCodes.shift()! }),
  },
  {
    method: 'GET',
    path: '/api/authentication/clientaccess',
    as: 'dmoconsultant',
    query: async (t) => ({ clientId: await userIdOf(t.db, 'dmoclient') }),
  },
  { method: 'GET', path: '/api/userinfo', as: 'dmoclient', query: async () => ({ whitelabelID: 1 }) },
  { method: 'POST', path: '/api/alerts/createlog', as: 'dmoclient', body: { log: 'robustness' } },
  { method: 'GET', path: '/api/accounts/', as: 'dmoclient' },
  { method: 'GET', path: '/api/accounts/summary/', as: 'dmoclient' },
  {
    method: 'GET',
    path: '/api/accounts/cashposition',
    as: 'dmoclient',
    query: async (t) => ({ accountId: await accountIdOf(t.db, 'DMO-100101') }),
  },
  {
    method: 'GET',
    path: '/api/accounts/holdings',
    as: 'dmoclient',
    query: async (t) => ({ accountId: await accountIdOf(t.db, 'DMO-100101') }),
  },
  { method: 'GET', path: '/api/accounts/conversionrates', as: 'dmoclient' },
  { method: 'GET', path: '/api/missing-documents', as: 'dmoclient2' },
  { method: 'GET', path: '/api/missing-documents/review-queue', as: 'dmoadmin' },
  { method: 'GET', path: '/api/compliance/submissions', as: 'dmoclient2' },
  { method: 'GET', path: '/api/accounts/duediligence/reminder', as: 'dmoclient2' },
  { method: 'GET', path: '/api/accounts/duediligence/details', as: 'dmoclient2' },
  { method: 'GET', path: '/api/accounts/duediligence/metadata', as: 'dmoclient2' },
  { method: 'POST', path: '/api/accounts/duediligence/details', as: 'dmoclient2', body: { Unchanged: true } },
  {
    method: 'GET',
    path: '/api/products/cart',
    as: 'dmoclient',
    query: async (t) => ({ accountId: await accountIdOf(t.db, 'DMO-100101') }),
  },
  {
    method: 'GET',
    path: '/api/products/orderformurl',
    as: 'dmoclient',
    // A Manual order of dmoclient (a fresh one per call) whose order form the link is asked for.
    query: async (t) => {
      const ISIN = (
        await t.db.kysely
          .selectFrom('products')
          .select('isin')
          .where('name', '=', 'Halvern Reade Global Equity Fund A Acc EUR')
          .executeTakeFirstOrThrow()
      ).isin;
      const body = {
        PurchasedFunds: [{ ISIN, TradeOptions: 'Amount', TradeValue: 1000 }],
        SoldFunds: [],
        CheckoutOnline: false,
        CheckoutDocusign: false,
        ConfirmDuplicate: true,
        UserInfo: { PlatformId: await accountIdOf(t.db, 'DMO-100101') },
      };
      const placed = await t.post('/api/products/ProcessTrade', body, {
        token: await t.login('dmoclient'),
        headers: { 'idempotency-key': `robustness-${Date.now()}-${Math.random()}` },
      });
      return { OrderId: expectData(placed).OrderId };
    },
  },
  { method: 'GET', path: '/api/clients/consultantsummary', as: 'dmoconsultant' },
  { method: 'GET', path: '/api/clients/list', as: 'dmoconsultant' },
  { method: 'GET', path: '/api/clients/investmentsummary', as: 'dmoconsultant' },
  { method: 'GET', path: '/api/clients/adminlist', as: 'dmoadmin' },
  { method: 'GET', path: '/api/clients/notifications', as: 'dmoconsultant' },
  { method: 'GET', path: '/api/clients/directory', as: 'dmoconsultant', query: async () => ({ search: 'a', sort: 'name' }) },
  // Reporting (issue 14) and the studio's brand looks.
  { method: 'GET', path: '/api/studio/brands', as: 'dmocompliance' },
  {
    method: 'GET',
    path: '/api/accounts/cashtransactionhistory',
    as: 'dmoclient',
    query: async (t) => ({ platformID: await accountIdOf(t.db, 'DMO-100101'), getAllTransactions: 'true' }),
  },
  {
    method: 'GET',
    path: '/api/accounts/accountstatementurl',
    as: 'dmoclient',
    query: async (t) => ({ platformID: await accountIdOf(t.db, 'DMO-100101'), getAllTransactions: 'true' }),
  },
  {
    method: 'GET',
    path: '/api/accounts/projections',
    as: 'dmoclient',
    query: async (t) => {
      const holding = await t.db.kysely
        .selectFrom('holdings')
        .select('id')
        .where('account_id', '=', await accountIdOf(t.db, 'DMO-100101'))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return { holdingId: holding.id, expRatedOfReturn: 4.5, yearlyContribution: 1000 };
    },
  },
  { method: 'GET', path: '/api/content/{page}', as: 'dmoclient', urlOf: async () => '/api/content/glossary' },
  { method: 'GET', path: '/api/online-document', as: 'dmoclient' },
  { method: 'GET', path: '/api/accounts/userdocuments', as: 'dmoclient' },
  { method: 'GET', path: '/api/accounts/standardfees', as: 'dmoclient', query: async () => ({ feeSchedulesID: 11 }) },
  { method: 'GET', path: '/api/email/get-email-log', as: 'dmoclient', query: async () => ({ PageNumber: 1, PageSize: 10 }) },
  // The audit trail (issue 15 item 5); the data export answers a ZIP, not JSON (tests/api/account-data-export.test.ts).
  { method: 'GET', path: '/api/audit/on-my-behalf', as: 'dmoclient', query: async () => ({ page: 1, pageSize: 10 }) },
  { method: 'GET', path: '/api/audit/client-acts', as: 'dmoadmin', query: async (t) => ({ clientId: await userIdOf(t.db, 'dmoclient') }) },
  ...ACCOUNT_OPENING_ENDPOINTS,
  ...STUDIO_ENDPOINTS,
];
const PROTECTED = ENDPOINTS.filter((e) => !e.isPublic);
const POSTS = ENDPOINTS.filter((e) => e.method !== 'GET');
const INJECTIONS = [
  `' OR 1=1 --`,
  `<script>alert(1)</script>`,
  `1; DROP TABLE users`,
  `../../etc/passwd`,
  `{"$ne":null}`,
  'dmo%00client',
  '\u202Edmoclient',
];

const label = (e: Endpoint) => `${e.method} ${e.path}`;

/** Never a server error: a 4xx answer with a Message that does not echo markup back. */
function expectRefusedSafely(res: CallResult): void {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expectError(res, res.status);
  expect(res.body.Message).not.toContain('<script>');
}

describe.each(dialects)('robustness of the API on %s', (dialect) => {
  const t = withApp(dialect);
  const tokenFor = async (e: Endpoint) => (e.tokenOf ? e.tokenOf(t) : e.as ? t.login(e.as) : undefined);
  /** Query and body (or multipart payload) of a successful call of `e`. */
  const urlOf = async (e: Endpoint) => (e.urlOf ? e.urlOf(t) : e.path);
  const requestOf = async (e: Endpoint) => ({
    query: await e.query?.(t),
    ...(e.multipart ? e.multipart() : { body: e.bodyOf ? await e.bodyOf(t) : e.body }),
  });

  it.each(ENDPOINTS.map((e) => [label(e), e] as const))('%s answers its caller with 200 and Data', async (_, e) => {
    const res = await t.call(e.method, await urlOf(e), { token: await tokenFor(e), ...(await requestOf(e)) });
    expectData(res);
  });

  it.each(PROTECTED.map((e) => [label(e), e] as const))('%s refuses a call without a token with 401 and a Message', async (_, e) => {
    expectError(await t.call(e.method, await urlOf(e), await requestOf(e)), 401);
  });

  it.each(PROTECTED.map((e) => [label(e), e] as const))('%s refuses a forged token with 401', async (_, e) => {
    const res = await t.call(e.method, await urlOf(e), {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoid2hpdGVsYWJlbGFkbWluIn0.c2lnbmF0dXJl',
      ...(await requestOf(e)),
    });
    expectError(res, 401);
  });

  it.each(POSTS.map((e) => [label(e), e] as const))('%s answers malformed JSON with 400 and a Message', async (_, e) => {
    expectError(
      await t.call(e.method, await urlOf(e), { token: await tokenFor(e), payload: '{"UserName": "dmoclient", ' }),
      400,
      MESSAGES.malformedJson,
    );
  });

  it.each(POSTS.map((e) => [label(e), e] as const))('%s answers a body over 1 MiB with 413', async (_, e) => {
    const payload = JSON.stringify({ UserName: 'dmoclient', Password: 'x', payload: 'a'.repeat(1_100_000) });
    expectError(await t.call(e.method, await urlOf(e), { token: await tokenFor(e), payload }), 413, MESSAGES.bodyTooLarge);
  });

  it('answers an empty JSON body with 400', async () => {
    expectError(await t.call('POST', '/api/authentication', { payload: '', headers: { 'content-type': 'application/json' } }), 400);
  });

  it('answers a body that is not JSON with 415 and a Message', async () => {
    expectError(
      await t.call('POST', '/api/authentication', {
        payload: 'UserName=dmoclient',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      MESSAGES.unsupportedMediaType,
    );
  });

  it.each([
    ['/api/accounts/cashposition', 'accountId', '2147483648'],
    ['/api/accounts/cashposition', 'accountId', '99999999999999999999'],
    ['/api/accounts/', 'clientId', '1e12'],
    ['/api/authentication/clientaccess', 'clientId', '4294967296'],
    ['/api/products/cart', 'accountId', '9007199254740993'],
  ])('%s refuses the out-of-range id %s=%s with 400, never a 500', async (path, name, value) => {
    expectError(await t.get(path, { token: await t.login('dmoconsultant'), query: { [name]: value } }), 400);
  });

  it.each([2_147_483_648, 1e12, -1, 1.5, '12abc', true, [1], { id: 1 }])(
    'refuses the account-opening id %j in a section body with 400',
    async (value) => {
      const res = await t.post(
        '/api/accounts/opening/accounttype/add',
        { AccountOpeningId: value, ...SECTIONS.accountType },
        { token: await t.login(adviser) },
      );
      expectError(res, 400, M.idRequired);
    },
  );

  it('answers the largest account-opening id a column holds like any unknown opening', async () => {
    const res = await t.post(
      '/api/accounts/opening/accounttype/add',
      { AccountOpeningId: 2_147_483_647, ...SECTIONS.accountType },
      { token: await t.login(adviser) },
    );
    expectError(res, 404, M.notFound);
  });

  it('accepts the largest id a column holds and answers it like any unknown account', async () => {
    expectError(
      await t.get('/api/accounts/cashposition', { token: await t.login('dmoclient'), query: { accountId: 2_147_483_647 } }),
      403,
      MESSAGES.notYourAccount,
    );
  });

  it('refuses a prototype-polluting body with 400', async () => {
    expectError(
      await t.call('POST', '/api/authentication', {
        payload: '{"UserName":"dmoclient","Password":"x","__proto__":{"role":"whitelabeladmin"}}',
      }),
      400,
    );
  });

  it.each([
    ['an object as UserName', { UserName: { $ne: null }, Password: DEMO_PASSWORD }],
    ['an array as Password', { UserName: 'dmoclient', Password: ['a', 'b'] }],
    ['a JSON array instead of an object', [1, 2, 3]],
    ['a JSON string instead of an object', 'dmoclient'],
    ['null', null],
  ])('refuses a login with %s with 400', async (_, body) => {
    const res = await t.call('POST', '/api/authentication', { payload: JSON.stringify(body) });
    expectError(res, 400);
  });

  it.each([
    ['/api/accounts/cashposition', 'accountId', 'abc'],
    ['/api/accounts/cashposition', 'accountId', '1.5'],
    ['/api/accounts/holdings', 'accountId', '[]'],
    ['/api/accounts/', 'clientId', 'me'],
    ['/api/products/cart', 'accountId', 'true'],
    ['/api/userinfo', 'whitelabelID', 'dmo'],
  ])('%s refuses %s=%s with 400', async (path, name, value) => {
    expectError(await t.get(path, { token: await t.login('dmoclient'), query: { [name]: value } }), 400);
  });

  describe.each(INJECTIONS)('an injection-looking string %j', (evil) => {
    it('is refused at login with a 4xx Message, never a 500', async () => {
      expectRefusedSafely(await t.post('/api/authentication', { UserName: evil, Password: evil }));
      expectRefusedSafely(await t.post('/api/authentication', { UserName: `dmo${evil}`, Password: evil }));
    });

    it('is answered by password reset like any unknown user, without an e-mail', async () => {
      const count = async () =>
        Number(
          (
            await t.db.kysely
              .selectFrom('email_outbox')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      expect(await t.post('/api/authentication/passwordreset', { userName: `dmo${evil}` })).toMatchObject({
        status: 200,
        body: { Data: true },
      });
      expect(await count()).toBe(before);
    });

    it('is refused as a reset token with a 4xx Message', async () => {
      expectRefusedSafely(
        await t.post('/api/authentication/updatepassword', { Token: `${evil}`.padEnd(12, 'x'), NewPassword: 'Valid-Password-99' }),
      );
    });

    it('is refused in every numeric query parameter with a 4xx Message', async () => {
      const token = await t.login('dmoconsultant');
      for (const [path, name] of [
        ['/api/accounts/cashposition', 'accountId'],
        ['/api/accounts/', 'clientId'],
        ['/api/authentication/clientaccess', 'clientId'],
        ['/api/clients/getfooterinfo', 'whitelabelID'],
      ]) {
        expectRefusedSafely(await t.get(path, { token, query: { [name]: evil } }));
      }
    });

    it('is refused as an account-opening id, in the query and in the body, with a 4xx Message', async () => {
      const token = await t.login(adviser);
      for (const [path, name] of [
        ['/api/accounts/opening', 'accountOpeningId'],
        ['/api/accounts/opening/feesinfo', 'accountOpeningId'],
        ['/api/accounts/opening/document', 'documentId'],
      ]) {
        expectRefusedSafely(await t.get(path, { token, query: { [name]: evil } }));
      }
      expectRefusedSafely(await t.post('/api/accounts/opening/delete', undefined, { token, query: { accountOpeningId: evil } }));
      expectRefusedSafely(await t.post('/api/accounts/opening/complete', undefined, { token, query: { accountOpeningId: evil } }));
      expectRefusedSafely(
        await t.post('/api/accounts/opening/accounttype/add', { AccountOpeningId: evil, ...SECTIONS.accountType }, { token }),
      );
      expectRefusedSafely(await t.post('/api/accounts/opening/sign', { AccountOpeningId: evil, IsDocuSign: false }, { token }));
    });

    it('is stored as plain text in an account-opening answer, never run or refused with a 500', async () => {
      const token = await t.login(adviser);
      const id = await openingIdOf(t, 'typed');
      const res = await t.post(
        '/api/accounts/opening/disbursement/add',
        { AccountOpeningId: id, ...SECTIONS.disbursement(), AccountName: evil.slice(0, 100), BankName: evil },
        { token },
      );
      expect(expectData(res).Disbursement).toMatchObject({ AccountName: evil.slice(0, 100), BankName: evil });
    });

    it('as a Content-Type is refused with a fixed 415 Message', async () => {
      const res = await t.call('POST', '/api/authentication', { payload: 'x', headers: { 'content-type': `text/${evil}` } });
      expectRefusedSafely(res);
    });

    it('as a Host header names no brand', async () => {
      expectRefusedSafely(await t.get('/api/whitelabel', { host: `${encodeURIComponent(evil)}.localhost` }));
    });
  });

  describe('a NUL character, which PostgreSQL cannot store', () => {
    it.each([
      ['a login username', '/api/authentication', { UserName: 'dmoclient\u0000', Password: DEMO_PASSWORD }],
      ['a password-reset username', '/api/authentication/passwordreset', { userName: 'dmoclient\u0000' }],
      ['a user-activity log line', '/api/log/useractivitylog', { payload: 'line\u0000', action: 'x' }],
    ])('in %s is refused with 400 and a Message that names the field, never a 500', async (_, path, body) => {
      const res = await t.post(path, body);
      expectRefusedSafely(res);
      expect(res.status).toBe(400);
      expect(res.body.Message).toMatch(/field "(UserName|userName|payload)": contains characters that are not allowed/);
    });

    it('in an account-opening answer is kept as escaped JSON text, never a 500', async () => {
      const token = await t.login(adviser);
      const id = await openingIdOf(t, 'typed');
      const res = await t.post(
        '/api/accounts/opening/disbursement/add',
        { AccountOpeningId: id, ...SECTIONS.disbursement(), BankName: 'Bank\u0000name' },
        { token },
      );
      expect(expectData(res).Disbursement.BankName).toBe('Bank\u0000name');
    });

    it('in an uploaded file name is dropped from the stored name', async () => {
      const id = await openingIdOf(t);
      const { payload, headers } = multipartFile('pass\u0000port.pdf', 'application/pdf', PDF_BYTES);
      const res = await t.call('POST', '/api/accounts/opening/document/add', {
        token: await t.login(adviser),
        payload,
        headers,
        query: { accountOpeningId: id, documentTypeId: 1 },
      });
      expect(expectData(res).Documents[0].Name).toBe('passport.pdf');
    });

    it('in an alert log is kept as an escaped JSON text', async () => {
      expectData(await t.post('/api/alerts/createlog', { note: 'a\u0000b' }, { token: await t.login('dmoclient') }));
    });
  });

  it('still has every demo user after the injection attempts', async () => {
    const n = Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // The thirteen demo users (DESIGN.md §5, dmojoint of issue 12's joint account, issue 13's two compliance users).
    expect(n).toBe(13);
  });

  it('keeps serving when the database server ends its idle connections (restart, failover, an administrator)', async () => {
    if (dialect !== 'postgres') return;
    const signIn = () => t.post('/api/authentication', { UserName: 'dmoclient', Password: DEMO_PASSWORD });
    expectData(await signIn());
    // Our own idle pooled connections, ended the way `pg_terminate_backend` or a restart ends them.
    const admin = new Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(t.config.databaseUrl).pathname.slice(1)],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expectData(await signIn());
    expectData(await signIn());
  });

  it('answers an unknown API path and an unknown method with 404 and a Message', async () => {
    expectError(await t.get('/api/no-such-thing'), 404);
    expectError(await t.post('/api/whitelabel', {}), 404);
    expectError(await t.get('/some/page'), 404);
  });

  describe('security headers', () => {
    it.each([
      ['a 200 answer', '/api/whitelabel', 200],
      ['a 401 answer', '/api/accounts/', 401],
      ['a 404 answer', '/api/no-such-thing', 404],
    ])('are sent on %s', async (_, path, status) => {
      const res = await t.get(path);
      expect(res.status).toBe(status);
      expect(res.headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'self'"));
      expect(res.headers['content-security-policy']).toEqual(expect.stringContaining("frame-ancestors 'none'"));
      // Scripts only from this origin: never inline, never generated code (the forms' validators
      // are precompiled by the server and served as modules; docs/decisions.md).
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self';/);
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['content-security-policy']).not.toContain("'unsafe-eval'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBeDefined();
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('forbid caching API answers, which carry tokens and personal data', async () => {
      expect((await t.post('/api/authentication', { UserName: 'dmoclient', Password: DEMO_PASSWORD })).headers['cache-control']).toBe(
        'no-store',
      );
      expect((await t.get('/api/accounts/', { token: await t.login('dmoclient') })).headers['cache-control']).toBe('no-store');
    });
  });

  describe('OpenAPI document', () => {
    it('is served at /api/docs/json and lists every route of the contract', async () => {
      const res = await t.get('/api/docs/json');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toMatch(/^3\./);
      const paths = Object.keys(res.body.paths);
      for (const e of ENDPOINTS) expect(paths).toContain(e.path);
      expect(Object.keys(res.body.paths['/api/authentication'])).toContain('post');
    });

    it('marks public routes as needing no bearer token', async () => {
      const res = await t.get('/api/docs/json');
      expect(res.body.paths['/api/authentication'].post.security).toEqual([]);
      expect(res.body.paths['/api/accounts/'].get.security).toBeUndefined();
      expect(res.body.security).toEqual([{ bearer: [] }]);
    });
  });
});
