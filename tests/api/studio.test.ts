/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import brands from '../../schemas/brands/brands.json';
import { MESSAGES } from '../../server/lib/http';
import { STUDIO_MESSAGES } from '../../server/services/studio';
import { CONTENT_MESSAGES } from '../../server/services/studioContent';
import { versionInEffect } from '../../server/services/studioVersions';
import { canonicalJson, sha256 } from '@/engine';
import { buildApp } from '../../server/app';
import { call, expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp } from './support/testApp';

const SCHEMAS = join(__dirname, '../../schemas');
const readJson = (path: string) => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')) as Record<string, unknown>;
const nbcId = brands.findIndex((b) => b.code === 'nbc') + 1;

/** The KYC form as shipped, deep-copied for each change. */
const kyc = () => ({ schema: readJson('forms/kyc/schema.json'), ui: readJson('forms/kyc/ui.json') });
const NEW_US_MESSAGE = 'Please tell us whether you are a US person';

/** The compliance journey's change: a reworded message and a tighter bound on the remarks. */
function changedKyc() {
  const content = kyc();
  const schema = content.schema as {
    errorMessage: { required: Record<string, string> };
    properties: Record<string, Record<string, unknown>>;
  };
  schema.errorMessage.required.USPerson = NEW_US_MESSAGE;
  schema.properties.Remarks.maxLength = 200;
  schema.properties.Remarks.errorMessage = { maxLength: 'Remarks must be at most 200 characters' };
  return content;
}

describe.each(dialects)('form studio on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const token = async (who: string, host?: string) => (tokens[`${who}@${host ?? ''}`] ??= await t.login(who, host));
  const as = async (who: string, method: string, url: string, body?: unknown, host?: string) =>
    t.call(method, url, { token: await token(who, host), body, host });
  /** Row ids of the versions the journey makes. */
  const ids: Record<string, number> = {};

  test('only compliance and the white-label master reach the studio: clients, consultants and brand admins get 403', async () => {
    for (const who of ['dmoclient', 'dmoreadonly', 'dmoconsultant', 'dmoadmin']) {
      expectError(await as(who, 'GET', '/api/studio/versions'), 403, MESSAGES.forbiddenRole);
      expectError(await as(who, 'GET', '/api/studio/audit'), 403, MESSAGES.forbiddenRole);
    }
    expectError(await as('dmoclient', 'POST', '/api/studio/versions/1/approve'), 403, MESSAGES.forbiddenRole);
    // whitelabelmaster reads and approves, but does not draft or publish.
    expectData(await as('dmomaster', 'GET', '/api/studio/versions'));
    expectError(
      await as('dmomaster', 'POST', '/api/studio/versions', { kind: 'form', formId: 'kyc', basedOnVersion: 1, content: kyc() }),
      403,
      MESSAGES.forbiddenRole,
    );
    expectError(await t.get('/api/studio/versions'), 401);
  });

  test('a compliance user logs in and is a staff member of their brand; their token is refused on another brand', async () => {
    expect((await t.post('/api/authentication', { UserName: 'dmocompliance', Password: 'Portal-demo-1' })).status).toBe(200);
    const res = await t.call('GET', '/api/studio/versions', { token: await token('dmocompliance'), host: NBC_HOST });
    expectError(res, 403, MESSAGES.wrongBrand);
  });

  test("a compliance user's portal reads answer as a staff member's: user info; no accounts or cart (the browser asks only for clients)", async () => {
    const info = expectData(await as('dmocompliance', 'GET', '/api/userinfo?whitelabelID=1'));
    expect(info).toMatchObject({ FirstName: 'Cornelia', LastName: 'Brandt', Role: 'compliance' });
    expectError(await as('dmocompliance', 'GET', '/api/accounts/summary/'), 403);
    expectError(await as('dmocompliance', 'GET', '/api/products/cart?accountId=1'), 403);
  });

  test('every form and flow of schemas/ is version 1, published by the system, in effect from the epoch', async () => {
    const items = expectData(await as('dmocompliance', 'GET', '/api/studio/versions'));
    const kycItem = items.find((i: { Kind: string; FormId: string }) => i.Kind === 'form' && i.FormId === 'kyc');
    expect(kycItem).toMatchObject({ Title: (kyc().schema as { title: string }).title, InEffect: 1 });
    expect(kycItem.Versions).toEqual([
      expect.objectContaining({
        Version: 1,
        Status: 'published',
        AuthorId: null,
        ApproverId: null,
        EffectiveFrom: '1970-01-01T00:00:00.000Z',
        ContentHash: sha256(canonicalJson(kyc())),
      }),
    ]);
    const flow = items.find((i: { Kind: string; FormId: string }) => i.Kind === 'flow' && i.FormId === 'account-opening');
    expect(flow).toMatchObject({ Title: 'Account opening', InEffect: 1 });
    const onlyFlows = expectData(await as('dmomaster', 'GET', '/api/studio/versions', undefined));
    expect(onlyFlows.length).toBe(items.length);
    const stored = await t.db.kysely.selectFrom('form_versions').select(['kind', 'form_id']).where('version', '=', 1).execute();
    expect(stored.length).toBe(items.length);
  });

  test('a draft that fails meta-validation or strict compile is refused with a sentence naming the problem', async () => {
    const broken = kyc();
    (broken.schema as { properties: Record<string, Record<string, unknown>> }).properties.Remarks.maxLenght = 200;
    expectError(
      await as('dmocompliance', 'POST', '/api/studio/versions', { kind: 'form', formId: 'kyc', basedOnVersion: 1, content: broken }),
      400,
      'The form\'s JSON Schema does not compile in strict mode: strict mode: unknown keyword: "maxLenght"',
    );
    const wrongId = kyc();
    wrongId.schema.$id = 'https://tessera.example/schemas/forms/other';
    expectError(
      await as('dmocompliance', 'POST', '/api/studio/versions', { kind: 'form', formId: 'kyc', basedOnVersion: 1, content: wrongId }),
      400,
      'The form\'s "$id" must be "https://tessera.example/schemas/forms/kyc".',
    );
    expectError(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'form',
        formId: 'kyc',
        basedOnVersion: 1,
        content: { schema: {} },
      }),
      400,
      'A form version must be a JSON object with "schema" and "ui" objects (and optionally "fixtures").',
    );
    // A fixture's name becomes a file name on export: a path is refused.
    const validAnswers = readJson('forms/kyc/fixtures/valid/others-only.json');
    for (const name of ['../../../escaped', 'Upper', 'a/b']) {
      expectError(
        await as('dmocompliance', 'POST', '/api/studio/versions', {
          kind: 'form',
          formId: 'kyc',
          basedOnVersion: 1,
          content: { ...kyc(), fixtures: { valid: { [name]: validAnswers } } },
        }),
        400,
        CONTENT_MESSAGES.fixturesShape,
      );
    }
    const { stages: _stages, ...flowWithoutStages } = readJson('flows/account-opening.json');
    expectError(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'flow',
        formId: 'account-opening',
        basedOnVersion: 1,
        content: flowWithoutStages,
      }),
      400,
      "The flow does not match schemas/meta/flow.schema.json: flow must have required property 'stages'.",
    );
    expectError(
      await as('dmocompliance', 'POST', '/api/studio/versions', { kind: 'form', formId: 'kyc', basedOnVersion: 9, content: kyc() }),
      400,
      STUDIO_MESSAGES.unknownBase('form', 'kyc', 9),
    );
    expectError(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'form',
        formId: 'no-such-form',
        basedOnVersion: 1,
        content: kyc(),
      }),
      404,
      STUDIO_MESSAGES.unknownItem('form', 'no-such-form'),
    );
    const rows = await t.db.kysely.selectFrom('form_versions').select('id').where('status', '=', 'draft').execute();
    expect(rows).toEqual([]);
  });

  test('draft → review: the author edits; the change note is required; every fixture must pass', async () => {
    const created = expectData(
      await as('dmocompliance', 'POST', '/api/studio/versions', { kind: 'form', formId: 'kyc', basedOnVersion: 1, content: kyc() }),
    );
    expect(created).toMatchObject({
      Kind: 'form',
      FormId: 'kyc',
      Version: 2,
      Status: 'draft',
      BasedOnVersion: 1,
      AuthorId: await userIdOf(t.db, 'dmocompliance'),
      AuthorName: 'Cornelia Brandt',
    });
    ids.kyc2 = created.Id;
    const url = `/api/studio/versions/${ids.kyc2}`;

    expectError(await as('dmocompliance2', 'PUT', url, { content: changedKyc() }), 403, STUDIO_MESSAGES.notAuthor);
    const edited = expectData(await as('dmocompliance', 'PUT', url, { content: changedKyc() }));
    expect(edited.ContentHash).toBe(sha256(canonicalJson(changedKyc())));
    expect(edited.Content.schema.properties.Remarks.maxLength).toBe(200);

    // The impact check against real data: a stored KYC answer with 250 characters of remarks fails the draft.
    const answers = { ...readJson('forms/kyc/fixtures/valid/others-only.json'), Remarks: 'r'.repeat(250) };
    expectData(await as('dmoclient', 'POST', '/api/forms/kyc/submissions', { answers }));
    expectError(await as('dmoclient', 'POST', `${url}/impact`), 403, MESSAGES.forbiddenRole);
    const impact = expectData(await as('dmomaster', 'POST', `${url}/impact`));
    expect(impact).toMatchObject({ ok: true, formId: 'kyc' });
    expect(impact.submissions.newlyFailing).toBeGreaterThanOrEqual(1);
    expect(impact.groups).toContainEqual(expect.objectContaining({ message: 'Remarks must be at most 200 characters' }));

    expectError(await as('dmocompliance', 'POST', `${url}/submit`, {}), 400, STUDIO_MESSAGES.changeNoteRequired);
    expectError(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: '   ' }), 400, STUDIO_MESSAGES.changeNoteRequired);
    // The shipped fixtures expect the old message and allow 300 characters of remarks.
    expectError(
      await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: 'Clearer US person message; shorter remarks' }),
      400,
      `Fixture invalid/missing-us-person should fail first with "Please state whether you are a US person" but the first error is "${NEW_US_MESSAGE}" at /USPerson.`,
    );

    // The draft brings its own versions of the fixtures its change affects.
    const withFixtures = {
      ...changedKyc(),
      fixtures: {
        invalid: {
          'missing-us-person': { ...readJson('forms/kyc/fixtures/invalid/missing-us-person.json'), firstError: NEW_US_MESSAGE },
          'remarks-too-long': {
            ...readJson('forms/kyc/fixtures/invalid/remarks-too-long.json'),
            firstError: 'Remarks must be at most 200 characters',
          },
        },
      },
    };
    expectData(await as('dmocompliance', 'PUT', url, { content: withFixtures }));
    expectError(await as('dmocompliance2', 'POST', `${url}/submit`, { changeNote: 'x' }), 403, STUDIO_MESSAGES.notAuthor);
    const submitted = expectData(
      await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: 'Clearer US person message; shorter remarks' }),
    );
    expect(submitted).toMatchObject({ Status: 'in_review', ChangeNote: 'Clearer US person message; shorter remarks' });
    expect(submitted.SubmittedAt).toEqual(expect.any(String));
    expectError(await as('dmocompliance', 'PUT', url, { content: withFixtures }), 409, STUDIO_MESSAGES.notDraft);
  });

  test('approval needs a second person of the compliance or white-label master role; publishing needs approval', async () => {
    const url = `/api/studio/versions/${ids.kyc2}`;
    expectError(await as('dmocompliance', 'POST', `${url}/publish`, {}), 409, STUDIO_MESSAGES.notApproved);
    expectError(await as('dmocompliance', 'POST', `${url}/approve`), 403, STUDIO_MESSAGES.ownApproval);
    expectError(await as('dmoconsultant', 'POST', `${url}/approve`), 403, MESSAGES.forbiddenRole);
    const approved = expectData(await as('dmocompliance2', 'POST', `${url}/approve`));
    expect(approved).toMatchObject({
      Status: 'approved',
      ApproverId: await userIdOf(t.db, 'dmocompliance2'),
      ApproverName: 'Jonas Eriksen',
    });
    expectError(await as('dmocompliance2', 'POST', `${url}/approve`), 409, STUDIO_MESSAGES.notInReview);
    expectError(await as('dmomaster', 'POST', `${url}/publish`, {}), 403, MESSAGES.forbiddenRole);
    expectError(
      await as('dmocompliance', 'POST', `${url}/publish`, { effectiveFrom: '2001-01-01T00:00:00Z' }),
      400,
      STUDIO_MESSAGES.badEffectiveFrom,
    );
    expectError(await as('dmocompliance', 'POST', `${url}/publish`, { effectiveFrom: 'tomorrow' }), 400, STUDIO_MESSAGES.badEffectiveFrom);
  });

  test('publish now: the new version is in effect (on another node too, within a second or so), the one before is retired, and "which version at time T" answers both', async () => {
    // Another node on the same database, started before the publication.
    const otherNode = await buildApp({ config: t.config, db: t.db });
    await otherNode.ready();
    const remarksLimitOn = async (node: typeof otherNode) =>
      expectData(await call(node, 'GET', '/api/schemas/forms/kyc')).schema.properties.Remarks.maxLength;
    expect(await remarksLimitOn(otherNode)).toBe(300);
    const before = new Date(Date.now() - 1).toISOString();
    const published = expectData(await as('dmocompliance', 'POST', `/api/studio/versions/${ids.kyc2}/publish`, {}));
    try {
      // The other node notices the publication by its poll (at most every second) and serves it.
      const until = Date.now() + 5000;
      let limit = await remarksLimitOn(otherNode);
      while (limit !== 200 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        limit = await remarksLimitOn(otherNode);
      }
      expect(limit).toBe(200);
    } finally {
      await otherNode.close();
    }
    expect(published.Status).toBe('published');
    expect(published.EffectiveFrom >= before).toBe(true);
    const [item] = expectData(await as('dmomaster', 'GET', '/api/studio/versions?kind=form&formId=kyc'));
    expect(item.InEffect).toBe(2);
    expect(item.Versions.map((v: { Version: number; Status: string }) => [v.Version, v.Status])).toEqual([
      [2, 'published'],
      [1, 'retired'],
    ]);
    const now = expectData(await as('dmocompliance', 'GET', '/api/studio/in-effect?kind=form&formId=kyc'));
    expect(now.Version).toBe(2);
    const then = expectData(
      await as('dmocompliance', 'GET', `/api/studio/in-effect?kind=form&formId=kyc&at=${encodeURIComponent(before)}`),
    );
    expect(then.Version).toBe(1);
    expect((await versionInEffect(t.db.kysely, 'form', 'kyc', '1999-12-31T00:00:00Z'))?.version).toBe(1);
    expect((await versionInEffect(t.db.kysely, 'form', 'kyc', new Date()))?.version).toBe(2);
  });

  test('the server serves and validates with the published version at once, without a restart', async () => {
    const served = expectData(await t.get('/api/schemas/forms/kyc'));
    expect(served.schema.properties.Remarks.maxLength).toBe(200);
    expect(served.hash).toBe(sha256(canonicalJson(changedKyc().schema)));
    const { data: noUsAnswer } = readJson('forms/kyc/fixtures/invalid/missing-us-person.json');
    expectError(await as('dmoclient2', 'POST', '/api/forms/kyc/validate', { answers: noUsAnswer }), 400, NEW_US_MESSAGE);
    const validator = await t.get(`/api/${served.validator}`);
    expect(validator.status).toBe(200);
    // A restarted server serves the version in effect too, not the file.
    const again = await buildApp({ config: t.config, db: t.db });
    try {
      const afterRestart = expectData(await call(again, 'GET', '/api/schemas/forms/kyc'));
      expect(afterRestart.hash).toBe(served.hash);
    } finally {
      await again.close();
    }
  });

  test('schedule: a flow change approved by the white-label master and published for tomorrow is scheduled, not yet in effect', async () => {
    const flow = readJson('flows/account-opening.json');
    const draft = expectData(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'flow',
        formId: 'account-opening',
        basedOnVersion: 1,
        content: { ...flow, title: 'Open an account' },
        changeNote: 'Friendlier title',
      }),
    );
    const url = `/api/studio/versions/${draft.Id}`;
    expect(expectData(await as('dmocompliance', 'POST', `${url}/impact`))).toMatchObject({ ok: true, flowId: 'account-opening', stuck: 0 });
    expect(expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: 'Friendlier title' })).Status).toBe('in_review');
    expect(expectData(await as('dmomaster', 'POST', `${url}/approve`)).Status).toBe('approved');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = expectData(await as('dmocompliance2', 'POST', `${url}/publish`, { effectiveFrom: tomorrow }));
    expect(scheduled).toMatchObject({ Status: 'scheduled', EffectiveFrom: tomorrow });
    const [item] = expectData(await as('dmocompliance', 'GET', '/api/studio/versions?kind=flow&formId=account-opening'));
    expect(item).toMatchObject({ InEffect: 1, Title: 'Account opening' });
    expect(item.Versions.map((v: { Status: string }) => v.Status)).toEqual(['scheduled', 'published']);
    expect((await versionInEffect(t.db.kysely, 'flow', 'account-opening', new Date()))?.version).toBe(1);
    expect((await versionInEffect(t.db.kysely, 'flow', 'account-opening', new Date(Date.now() + 2 * 86_400_000)))?.version).toBe(2);
    const later = expectData(
      await as(
        'dmocompliance',
        'GET',
        `/api/studio/in-effect?kind=flow&formId=account-opening&at=${encodeURIComponent(new Date(Date.now() + 2 * 86_400_000).toISOString())}`,
      ),
    );
    expect(later).toMatchObject({ Version: 2, Content: expect.objectContaining({ title: 'Open an account' }) });
  });

  test('a version scheduled for a moment later is served from that moment, checked on the next request', async () => {
    const flow = readJson('flows/account-opening.json');
    const draft = expectData(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'flow',
        formId: 'account-opening',
        basedOnVersion: 1,
        content: { ...flow, title: 'Account opening (new)' },
      }),
    );
    const url = `/api/studio/versions/${draft.Id}`;
    expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: 'Title' }));
    expectData(await as('dmocompliance2', 'POST', `${url}/approve`));
    const soon = new Date(Date.now() + 1500).toISOString();
    expect(expectData(await as('dmocompliance', 'POST', `${url}/publish`, { effectiveFrom: soon })).Status).toBe('scheduled');
    expect(expectData(await t.get('/api/schemas/flows/account-opening')).title).toBe('Account opening');
    await new Promise((resolve) => setTimeout(resolve, Date.parse(soon) - Date.now() + 50));
    expect(expectData(await t.get('/api/schemas/flows/account-opening')).title).toBe('Account opening (new)');
    const [item] = expectData(await as('dmocompliance', 'GET', '/api/studio/versions?kind=flow&formId=account-opening'));
    expect(item.Versions.map((v: { Version: number; Status: string }) => [v.Version, v.Status])).toEqual([
      [3, 'published'],
      [2, 'scheduled'],
      [1, 'retired'],
    ]);
  });

  test('rollback: a new draft with an earlier published content, through the same review; a reviewer sends it back with a note', async () => {
    const v1 = expectData(await as('dmocompliance', 'GET', '/api/studio/in-effect?kind=form&formId=kyc&at=1970-01-02T00:00:00Z'));
    const draft = expectData(await as('dmocompliance2', 'POST', `/api/studio/versions/${v1.Id}/rollback`));
    expect(draft).toMatchObject({ Version: 3, Status: 'draft', BasedOnVersion: 1, ContentHash: v1.ContentHash });
    ids.kyc3 = draft.Id;
    const url = `/api/studio/versions/${draft.Id}`;
    expectError(await as('dmocompliance', 'POST', `/api/studio/versions/${draft.Id}/rollback`), 409, STUDIO_MESSAGES.notPublished);
    expectData(await as('dmocompliance2', 'POST', `${url}/submit`, { changeNote: 'Back to the shipped KYC form' }));

    // A compliance user of another brand may not act on this brand's draft.
    const master = await t.db.kysely.selectFrom('users').selectAll().where('username', '=', 'dmocompliance').executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('users')
      .values({ ...master, id: undefined, username: 'nbccompliance', white_label_id: nbcId, email: 'nbccompliance@nbc.example.com' })
      .execute();
    expectError(await as('nbccompliance', 'POST', `${url}/approve`, undefined, NBC_HOST), 403, STUDIO_MESSAGES.otherBrand);
    expectError(await as('nbccompliance', 'POST', `${url}/reject`, { note: 'no' }, NBC_HOST), 403, STUDIO_MESSAGES.otherBrand);

    expectError(await as('dmocompliance', 'POST', `${url}/reject`, {}), 400, STUDIO_MESSAGES.reviewNoteRequired);
    const sentBack = expectData(await as('dmocompliance', 'POST', `${url}/reject`, { note: 'Say why in the note' }));
    expect(sentBack).toMatchObject({ Status: 'draft', ReviewNote: 'Say why in the note', SubmittedAt: null });
    expectData(await as('dmocompliance2', 'POST', `${url}/submit`, { changeNote: 'Back to v1: the new message confused clients' }));
    expectError(await as('dmocompliance2', 'POST', `${url}/approve`), 403, STUDIO_MESSAGES.ownApproval);
    expectData(await as('dmocompliance', 'POST', `${url}/approve`));
    expectData(await as('dmocompliance2', 'POST', `${url}/publish`, {}));
    const [item] = expectData(await as('dmocompliance', 'GET', '/api/studio/versions?kind=form&formId=kyc'));
    expect(item.InEffect).toBe(3);
    expect(item.Versions.map((v: { Status: string }) => v.Status)).toEqual(['published', 'retired', 'retired']);
    expect(item.Versions[0].ContentHash).toBe(sha256(canonicalJson(kyc())));
    const served = expectData(await t.get('/api/schemas/forms/kyc'));
    expect(served.schema.properties.Remarks.maxLength).toBe(300);
    const { data: noUsAnswer } = readJson('forms/kyc/fixtures/invalid/missing-us-person.json');
    expectError(
      await as('dmoclient2', 'POST', '/api/forms/kyc/validate', { answers: noUsAnswer }),
      400,
      'Please state whether you are a US person',
    );
  });

  test('the audit log has every action in order, chained by hash; a changed row breaks the chain', async () => {
    const log = expectData(await as('dmomaster', 'GET', '/api/studio/audit?kind=form&formId=kyc'));
    expect(log.Chain).toMatchObject({ Valid: true, BrokenAt: null, Reason: null });
    expect(log.Entries.map((e: { Action: string; Version: number }) => [e.Action, e.Version])).toEqual([
      ['seeded', 1],
      ['draft_created', 2],
      ['draft_edited', 2],
      ['draft_edited', 2],
      ['submitted', 2],
      ['approved', 2],
      ['published', 2],
      ['rollback_created', 3],
      ['submitted', 3],
      ['rejected', 3],
      ['submitted', 3],
      ['approved', 3],
      ['published', 3],
    ]);
    const all = expectData(await as('dmocompliance', 'GET', '/api/studio/audit'));
    expect(all.Chain.Entries).toBe(all.Entries.length);
    all.Entries.forEach((e: { Seq: number; PrevHash: string }, i: number) => {
      expect(e.Seq).toBe(i + 1);
      if (i > 0) expect(e.PrevHash).toBe(all.Entries[i - 1].Hash);
    });
    const approval = log.Entries.find((e: { Action: string }) => e.Action === 'approved');
    expect(approval.ActorId).toBe(await userIdOf(t.db, 'dmocompliance2'));

    await t.db.kysely
      .updateTable('studio_audit')
      .set({ actor_id: await userIdOf(t.db, 'dmocompliance') })
      .where('seq', '=', approval.Seq)
      .execute();
    const tampered = expectData(await as('dmocompliance', 'GET', '/api/studio/audit'));
    expect(tampered.Chain).toEqual({
      Valid: false,
      Entries: all.Entries.length,
      BrokenAt: approval.Seq,
      Reason: 'its content does not match its hash',
    });
  });
});
