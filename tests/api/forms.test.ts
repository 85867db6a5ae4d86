/** @jest-environment node */
/**
 * Forms as data on the server (DESIGN.md §3): the schema reads, validation with the form's own
 * messages, stored submissions with form id, version and hash, and the replay of a flow.
 *
 * Every form the server loads from schemas/forms is exercised with its own fixtures; two test-only
 * forms and a test-only flow (tests/fixtures/schemas) are added to the app's registry so the flow
 * replay and the stored rows are proven whatever the real forms look like today.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, SchemaRegistry, sha256, validateForm, type Flow } from '@/engine';
import { instantiatePrecompiledForm } from '@/engine/forms/precompiled';
import { buildApp } from '../../server/app';
import { loadForms } from '../../server/forms/loadForms';
import { loadPrecompiledInNode } from '../../server/forms/precompile';
import { MESSAGES } from '../../server/lib/http';
import { call, expectData, expectError } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

const FIXTURE_SCHEMAS = join(__dirname, '../fixtures/schemas');
const fixtureForms = loadForms(FIXTURE_SCHEMAS);
// The real forms, read as the server reads them, to list the cases at definition time.
const realForms = loadForms();

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const firstFixture = (dir: string, kind: 'valid' | 'invalid'): string | undefined => {
  try {
    const name = readdirSync(join(dir, 'fixtures', kind))
      .filter((f) => f.endsWith('.json'))
      .sort()[0];
    return name && join(dir, 'fixtures', kind, name);
  } catch {
    return undefined;
  }
};

/** Every loaded form with a valid and an invalid fixture: the real ones, then the test-only ones. */
const formCases = [...realForms.folders, ...fixtureForms.folders]
  .filter((f) => f.loaded)
  .map((f) => ({ id: f.id, valid: firstFixture(f.dir, 'valid'), invalid: firstFixture(f.dir, 'invalid') }))
  .filter((c): c is { id: string; valid: string; invalid: string } => !!c.valid && !!c.invalid);

const registryOf = (id: string) => (realForms.registry.has(id) ? realForms.registry : fixtureForms.registry);

/** The kyc form of the compliance spec when it is loaded; otherwise the test-only profile form. */
const KYC = realForms.registry.has('kyc')
  ? { id: 'kyc', answers: {}, message: 'Annual Income is required' }
  : { id: 'fixture-profile', answers: {}, message: 'First Name is required' };

const CHECKOUT = fixtureForms.flows.get('fixture-checkout') as Flow;

/**
 * The real buy checkout (trading spec §2): its alerts step asks the alert-targets form and does not
 * exist for bonds and notes. Used when the flow and the form are loaded, with the form's own fixtures.
 */
const BUY_CHECKOUT = (() => {
  const flow = realForms.flows.get('buy-checkout');
  const alerts = flow?.stages.flatMap((st) => st.steps).find((step) => step.form === 'alert-targets');
  const folder = realForms.folders.find((f) => f.id === 'alert-targets' && f.loaded);
  const valid = folder && firstFixture(folder.dir, 'valid');
  const invalid = folder && firstFixture(folder.dir, 'invalid');
  if (!flow || !alerts || !valid || !invalid) return undefined;
  return { flow, step: alerts, key: alerts.answers ?? alerts.id, valid: readJson(valid), invalid: readJson(invalid).data };
})();
const DETAILS = { FirstName: 'Ada', AmountIncome: 43, DeclaredNaturalPerson: true };
const ALERTS = { AlertEnabled: true, TargetPrice: 101.25 };

describe.each(dialects)('forms API on %s', (dialect) => {
  const t = withApp(dialect);

  beforeAll(() => {
    // The test-only forms join the app's own registry (they refer to the real shared definitions).
    for (const id of fixtureForms.registry.formIds())
      t.app.forms.registry.addForm(fixtureForms.registry.schema(id), fixtureForms.registry.ui(id));
    t.app.forms.flows.set(CHECKOUT.id, CHECKOUT);
  });

  const rows = () => t.db.kysely.selectFrom('form_submissions').selectAll().orderBy('id').execute();
  // One login per user and suite: bcrypt makes logging in the slow part of these tests.
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (username: string) => {
    if (!tokens.has(username)) tokens.set(username, t.login(username));
    return tokens.get(username)!;
  };

  describe('schema reads', () => {
    test('the form list names every form with its title, version and hash, without a token', async () => {
      const list = expectData(await t.get('/api/schemas/forms'));
      const ids = t.app.forms.registry.formIds();
      expect(list.map((f: { id: string }) => f.id)).toEqual(ids);
      for (const f of list) {
        const schema = t.app.forms.registry.schema(f.id);
        expect(f).toEqual({ id: f.id, title: schema.title, version: schema.version, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      }
      expect(realForms.registry.formIds().every((id) => ids.includes(id))).toBe(true);
    });

    test('a form answers its schema, uiSchema, version, hash and the shared definitions it refers to', async () => {
      const form = expectData(await t.get(`/api/schemas/forms/${KYC.id}`));
      const registry = t.app.forms.registry;
      expect(form).toEqual({
        id: KYC.id,
        schema: registry.schema(KYC.id),
        ui: registry.ui(KYC.id),
        version: registry.schema(KYC.id).version,
        hash: registry.hash(KYC.id),
        defs: expect.any(Array),
        validator: expect.stringMatching(new RegExp(`^schemas/forms/${KYC.id}/validators/[0-9a-f]{16}\\.js$`)),
      });
      const defs = expectData(await t.get('/api/schemas/defs'));
      const served = defs.map((d: { $id: string }) => d.$id);
      expect(served).toEqual(t.app.forms.definitions.map((d) => d.$id));
      for (const id of form.defs) expect(served).toContain(id);
    });

    test("a form's validator is served precompiled: a cacheable ES module that validates as the server does, without a token", async () => {
      const form = expectData(await t.get(`/api/schemas/forms/${KYC.id}`));
      const res = await t.get(`/api/${form.validator}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Self-contained: no import a browser would have to resolve, no code generated at run time.
      expect(res.text).not.toMatch(/^\s*import\b|\brequire\(|new Function|\beval\(/m);
      const precompiled = instantiatePrecompiledForm(loadPrecompiledInNode(res.text));
      expect(precompiled).toMatchObject({ formId: KYC.id, hash: form.hash });
      // A registry that compiles nothing validates with it exactly as the server's registry does.
      const browser = new SchemaRegistry(null);
      for (const d of expectData(await t.get('/api/schemas/defs'))) browser.addDefinitions(d);
      browser.addForm(form.schema, form.ui, { precompiled });
      expect(validateForm(browser, KYC.id, KYC.answers)).toEqual(validateForm(t.app.forms.registry, KYC.id, KYC.answers));
      expect(validateForm(browser, KYC.id, KYC.answers).errors[0].message).toBe(KYC.message);
      // The same form, the same module: the URL is stable while the schemas are.
      expect(expectData(await t.get(`/api/schemas/forms/${KYC.id}`)).validator).toBe(form.validator);
    });

    test('an outdated or malformed validator URL is a 404 or a 400; an unknown form a 404', async () => {
      expectError(
        await t.get(`/api/schemas/forms/${KYC.id}/validators/0000000000000000.js`),
        404,
        `The form "${KYC.id}" has a newer validator; load the form again.`,
      );
      expectError(await t.get(`/api/schemas/forms/${KYC.id}/validators/validator.js`), 400);
      expectError(
        await t.get('/api/schemas/forms/no-such-form/validators/0000000000000000.js'),
        404,
        'The form "no-such-form" does not exist.',
      );
    });

    test("a flow's conditions are served precompiled, revalidated by their ETag", async () => {
      const res = await t.get(`/api/schemas/flows/${CHECKOUT.id}/conditions.js`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
      expect(res.text).not.toMatch(/^\s*import\b|\brequire\(|new Function|\beval\(/m);
      expect(loadPrecompiledInNode(res.text).meta).toMatchObject({ kind: 'conditions', id: CHECKOUT.id });
      const again = await t.get(`/api/schemas/flows/${CHECKOUT.id}/conditions.js`, {
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.status).toBe(304);
      expectError(await t.get('/api/schemas/flows/no-such-flow/conditions.js'), 404, 'The flow "no-such-flow" does not exist.');
    });

    test('a flow answers its definition; the flow list names every flow', async () => {
      expect(expectData(await t.get('/api/schemas/flows/fixture-checkout'))).toEqual(CHECKOUT);
      for (const flow of realForms.flows.values()) expect(expectData(await t.get(`/api/schemas/flows/${flow.id}`))).toEqual(flow);
      const list = expectData(await t.get('/api/schemas/flows'));
      expect(list.map((f: { id: string }) => f.id)).toEqual([...realForms.flows.keys(), 'fixture-checkout'].sort());
      expect(list).toContainEqual({ id: 'fixture-checkout', title: CHECKOUT.title, version: '1.0.0' });
    });

    test('a changed schema file changes the form the server serves after a restart, without a rebuild', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tessera-forms-'));
      try {
        cpSync(FIXTURE_SCHEMAS, join(dir, 'schemas'), { recursive: true });
        const file = join(dir, 'schemas/forms/fixture-alerts/schema.json');
        const served = async () => {
          const app = await buildApp({ config: t.config, db: t.db, forms: loadForms(join(dir, 'schemas')) });
          try {
            const form = expectData(await call(app, 'GET', '/api/schemas/forms/fixture-alerts'));
            const verdict = await call(app, 'POST', '/api/forms/fixture-alerts/validate', {
              token: await tokenOf('dmoclient'),
              body: { answers: {} },
            });
            return { version: form.version, hash: form.hash, message: verdict.body.Message };
          } finally {
            await app.close();
          }
        };
        const before = await served();
        const schema = JSON.parse(readFileSync(file, 'utf8'));
        schema.version = '1.0.1';
        schema.errorMessage.required.AlertEnabled = 'Please say whether you want a price alert';
        writeFileSync(file, JSON.stringify(schema));
        const after = await served();
        expect(before).toEqual({ version: '1.0.0', hash: expect.any(String), message: 'Set a price alert is required' });
        expect(after).toEqual({
          version: '1.0.1',
          hash: expect.not.stringMatching(before.hash),
          message: 'Please say whether you want a price alert',
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test('the OpenAPI document describes the form routes, the schema reads as public', async () => {
      const doc = (await t.get('/api/docs/json')).body;
      for (const path of [
        '/api/schemas/forms',
        '/api/schemas/forms/{id}',
        '/api/schemas/defs',
        '/api/schemas/flows/{id}',
        '/api/forms/{id}/validate',
        '/api/forms/{id}/submissions',
        '/api/flows/{id}/submissions',
      ]) {
        expect(doc.paths).toHaveProperty([path]);
      }
      expect(doc.paths['/api/schemas/forms/{id}'].get.security).toEqual([]);
      expect(doc.paths['/api/forms/{id}/submissions'].post.security).toBeUndefined();
      // Every answer says what its status means (a route's own description wins).
      const submissions = doc.paths['/api/forms/{id}/submissions'].post.responses;
      expect(submissions['200'].description).toBe('Success.');
      expect(submissions['400'].description).toBe('Refused: the request is not valid. The Message says why.');
      expect(submissions['401'].description).toBe('Not signed in, or the session has ended.');
      const undescribed = Object.entries(
        doc.paths as Record<string, Record<string, { responses: Record<string, { description: string }> }>>,
      )
        .flatMap(([path, ops]) =>
          Object.entries(ops).flatMap(([method, op]) =>
            Object.entries(op.responses).map(([code, r]) => [`${method} ${path} ${code}`, r.description]),
          ),
        )
        .filter(([, description]) => !description || description === 'Default Response');
      expect(undescribed).toEqual([]);
    });

    test('an unknown form or flow is a 404 with a sentence; a malformed id a 400', async () => {
      expectError(await t.get('/api/schemas/forms/no-such-form'), 404, 'The form "no-such-form" does not exist.');
      expectError(await t.get('/api/schemas/flows/no-such-flow'), 404, 'The flow "no-such-flow" does not exist.');
      expectError(await t.get('/api/schemas/forms/..%2F..%2Fetc'), 400);
      const token = await tokenOf('dmoclient');
      expectError(
        await t.post('/api/forms/no-such-form/validate', { answers: {} }, { token }),
        404,
        'The form "no-such-form" does not exist.',
      );
      expectError(
        await t.post('/api/forms/no-such-form/submissions', { answers: {} }, { token }),
        404,
        'The form "no-such-form" does not exist.',
      );
      expectError(
        await t.post('/api/flows/no-such-flow/submissions', { context: {}, answers: {} }, { token }),
        404,
        'The flow "no-such-flow" does not exist.',
      );
    });
  });

  describe('validation', () => {
    test(`validating ${KYC.id} without answers is a 400 with the schema's message "${KYC.message}"`, async () => {
      const token = await tokenOf('dmoclient');
      expectError(await t.post(`/api/forms/${KYC.id}/validate`, { answers: KYC.answers }, { token }), 400, KYC.message);
    });

    test.each(formCases.map((c) => [c.id, c]))(
      "%s: its first invalid fixture is a 400 with the engine's first message; its first valid fixture passes",
      async (id, c) => {
        const token = await tokenOf('dmoclient');
        const { data } = readJson(c.invalid);
        const expected = validateForm(registryOf(id), id, data).errors[0].message;
        expectError(await t.post(`/api/forms/${id}/validate`, { answers: data }, { token }), 400, expected);
        const registry = t.app.forms.registry;
        expect(expectData(await t.post(`/api/forms/${id}/validate`, { answers: readJson(c.valid) }, { token }))).toEqual({
          valid: true,
          formId: id,
          version: registry.schema(id).version,
          hash: registry.hash(id),
        });
      },
    );

    test('validating needs a session; answers must be an object', async () => {
      expectError(await t.post('/api/forms/fixture-profile/validate', { answers: DETAILS }), 401, MESSAGES.noToken);
      const token = await tokenOf('dmoclient');
      expectError(await t.post('/api/forms/fixture-profile/validate', { answers: [DETAILS] }, { token }), 400);
      expectError(await t.post('/api/forms/fixture-profile/validate', { answers: DETAILS, extra: 1 }, { token }), 400);
    });
  });

  describe('submissions', () => {
    test('a submission is stored with the form id, version and schema hash it was validated against', async () => {
      const token = await tokenOf('dmoclient');
      const accountId = await accountIdOf(t.db, 'DMO-100101');
      const studioVersionIdOf = async (id: string) => {
        const content = { schema: t.app.forms.registry.schema(id), ui: t.app.forms.registry.ui(id) };
        const row = await t.db.kysely
          .selectFrom('form_versions')
          .select('id')
          .where('form_id', '=', id)
          .where('content_hash', '=', sha256(canonicalJson(content)))
          .executeTakeFirst();
        return row?.id ?? null;
      };
      const before = (await rows()).length;
      const answer = expectData(await t.post('/api/forms/fixture-profile/submissions', { answers: DETAILS, accountId }, { token }));
      const hash = t.app.forms.registry.hash('fixture-profile');
      expect(answer).toEqual({ id: expect.any(Number), formId: 'fixture-profile', version: '1.2.0', hash });
      const all = await rows();
      expect(all).toHaveLength(before + 1);
      expect(all.at(-1)).toEqual({
        id: answer.id,
        form_id: 'fixture-profile',
        version: '1.2.0',
        schema_hash: hash,
        user_id: await userIdOf(t.db, 'dmoclient'),
        impersonator_id: null,
        account_id: accountId,
        flow_id: null,
        flow_version: null,
        step_id: null,
        context_json: null,
        data_json: JSON.stringify(DETAILS),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // The studio version holding the content served: the test-only forms have one once an app
        // started on this database with them (the restart test above); none before.
        form_version_id: await studioVersionIdOf('fixture-profile'),
      });
    });

    test('an adviser acting as a client is recorded as the impersonator', async () => {
      const consultant = await tokenOf('dmoconsultant');
      const clientId = await userIdOf(t.db, 'dmoclient');
      const { Token } = expectData(await t.get('/api/authentication/clientaccess', { token: consultant, query: { clientId } }));
      const answer = expectData(
        await t.post('/api/forms/fixture-alerts/submissions', { answers: { AlertEnabled: false } }, { token: Token }),
      );
      const row = (await rows()).find((r) => r.id === answer.id)!;
      expect({ user: row.user_id, impersonator: row.impersonator_id }).toEqual({
        user: clientId,
        impersonator: await userIdOf(t.db, 'dmoconsultant'),
      });
    });

    test('an invalid submission is a 400 with the first message and stores nothing', async () => {
      const token = await tokenOf('dmoclient');
      const before = (await rows()).length;
      expectError(
        await t.post('/api/forms/fixture-profile/submissions', { answers: { ...DETAILS, IsEmployed: true } }, { token }),
        400,
        'Employer Name is required',
      );
      expect(await rows()).toHaveLength(before);
    });

    test('a read-only client may validate but not submit (403 with the limited-functionality sentence)', async () => {
      const token = await tokenOf('dmoreadonly');
      expectData(await t.post('/api/forms/fixture-profile/validate', { answers: DETAILS }, { token }));
      const before = (await rows()).length;
      expectError(await t.post('/api/forms/fixture-profile/submissions', { answers: DETAILS }, { token }), 403, MESSAGES.readOnly);
      expectError(
        await t.post(
          '/api/flows/fixture-checkout/submissions',
          { context: { ProductType: 'Bonds' }, answers: { details: DETAILS } },
          { token },
        ),
        403,
        MESSAGES.readOnly,
      );
      expect(await rows()).toHaveLength(before);
    });

    test("a submission about another client's account is refused and stores nothing", async () => {
      const token = await tokenOf('dmoclient');
      const before = (await rows()).length;
      const accountId = await accountIdOf(t.db, 'DMO-100201');
      expectError(
        await t.post('/api/forms/fixture-profile/submissions', { answers: DETAILS, accountId }, { token }),
        403,
        MESSAGES.notYourAccount,
      );
      expect(await rows()).toHaveLength(before);
    });
  });

  describe('flow replay', () => {
    test('for a bond the alerts step does not exist: its answers are dropped and the other steps stored with the flow', async () => {
      const token = await tokenOf('dmoclient');
      const context = { ProductType: 'Bonds' };
      // The alerts answers would fail their form (no target price): dropped, they are never validated.
      const answers = { details: DETAILS, alerts: { AlertEnabled: true }, confirm: { Seen: true } };
      const answer = expectData(await t.post('/api/flows/fixture-checkout/submissions', { context, answers }, { token }));
      expect(answer).toEqual({
        flowId: 'fixture-checkout',
        version: '1.0.0',
        dropped: ['alerts', 'confirm'],
        steps: [
          {
            id: expect.any(Number),
            stepId: 'details',
            formId: 'fixture-profile',
            version: '1.2.0',
            hash: t.app.forms.registry.hash('fixture-profile'),
          },
        ],
      });
      const stored = (await rows()).filter((r) => r.flow_id === 'fixture-checkout' && r.id >= answer.steps[0].id);
      expect(
        stored.map((r) => ({ step: r.step_id, form: r.form_id, flowVersion: r.flow_version, context: r.context_json, data: r.data_json })),
      ).toEqual([
        { step: 'details', form: 'fixture-profile', flowVersion: '1.0.0', context: JSON.stringify(context), data: JSON.stringify(DETAILS) },
      ]);
    });

    test('for an equity the alerts step exists: its answers are validated and stored too', async () => {
      const token = await tokenOf('dmoclient');
      const context = { ProductType: 'Equities' };
      expectError(
        await t.post(
          '/api/flows/fixture-checkout/validate',
          { context, answers: { details: DETAILS, alerts: { AlertEnabled: true } } },
          { token },
        ),
        400,
        'Target Price is required',
      );
      const answer = expectData(
        await t.post('/api/flows/fixture-checkout/submissions', { context, answers: { details: DETAILS, alerts: ALERTS } }, { token }),
      );
      expect(answer.steps.map((s: { stepId: string; formId: string }) => [s.stepId, s.formId])).toEqual([
        ['details', 'fixture-profile'],
        ['alerts', 'fixture-alerts'],
      ]);
      expect(answer.dropped).toEqual([]);
      const stored = (await rows()).filter((r) => answer.steps.some((s: { id: number }) => s.id === r.id));
      expect(stored.map((r) => JSON.parse(r.data_json))).toEqual([DETAILS, ALERTS]);
    });

    test('a step that exists but was not answered is validated as empty: its first message', async () => {
      const token = await tokenOf('dmoclient');
      expectError(
        await t.post(
          '/api/flows/fixture-checkout/validate',
          { context: { ProductType: 'Funds' }, answers: { details: DETAILS } },
          { token },
        ),
        400,
        'Set a price alert is required',
      );
      expectData(
        await t.post(
          '/api/flows/fixture-checkout/validate',
          { context: { ProductType: 'Notes' }, answers: { details: DETAILS } },
          { token },
        ),
      );
    });

    (BUY_CHECKOUT ? test : test.skip)(
      "buy checkout: a bond has no alerts step, so its alert answers are dropped unvalidated; an equity's are validated and stored",
      async () => {
        const { flow, step, key, valid, invalid } = BUY_CHECKOUT!;
        const token = await tokenOf('dmoclient');
        const bond = { ProductType: 'Bonds', HasCashRebate: false, IsNote: false };
        const equity = { ProductType: 'Equities', HasCashRebate: false, IsNote: false };
        expect(
          expectData(await t.post(`/api/flows/${flow.id}/validate`, { context: bond, answers: { [key]: invalid } }, { token })),
        ).toEqual({ flowId: flow.id, version: flow.version, steps: [], dropped: [key] });
        const message = validateForm(realForms.registry, 'alert-targets', invalid).errors[0].message;
        expectError(
          await t.post(`/api/flows/${flow.id}/submissions`, { context: equity, answers: { [key]: invalid } }, { token }),
          400,
          message,
        );
        const answer = expectData(
          await t.post(`/api/flows/${flow.id}/submissions`, { context: equity, answers: { [key]: valid } }, { token }),
        );
        expect(answer.steps).toEqual([
          {
            id: expect.any(Number),
            stepId: step.id,
            formId: 'alert-targets',
            version: t.app.forms.registry.schema('alert-targets').version,
            hash: t.app.forms.registry.hash('alert-targets'),
          },
        ]);
        const row = (await rows()).find((r) => r.id === answer.steps[0].id)!;
        expect({ flow: row.flow_id, step: row.step_id, data: JSON.parse(row.data_json), context: JSON.parse(row.context_json!) }).toEqual({
          flow: flow.id,
          step: step.id,
          data: valid,
          context: equity,
        });
      },
    );

    test('a context the flow does not describe is a 400', async () => {
      const token = await tokenOf('dmoclient');
      expectError(
        await t.post('/api/flows/fixture-checkout/validate', { context: { ProductType: 7 }, answers: { details: DETAILS } }, { token }),
        400,
        'The context does not fit the flow "fixture-checkout".',
      );
    });
  });
});
