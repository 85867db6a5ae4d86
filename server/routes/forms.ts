import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { canonicalJson, sha256, type Flow } from '@/engine';
import { data, dataSchema, errorResponses, notFound } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { about, audited, NOT_AUDITED, notAudited } from '../plugins/audit';
import { accountForSession } from '../services/users';
import { storeFlowSubmissions } from '../services/flowSubmissions';
import { precompileFlowConditions, precompileForm, type PrecompiledText } from '../forms/precompile';
import { replayFlow } from '../forms/replayFlow';
import { storeSubmission, unknownForm, validateSubmission } from '../forms/validateSubmission';
import { publishedFormVersion } from '../forms/formVersionContent';

const idParams = apiRef('forms', 'FormIdParams');
const formBody = apiRef('forms', 'FormAnswers');
const flowBody = apiRef('forms', 'FlowAnswers');

type IdParams = { id: string };
type ModuleParams = { id: string; file: string };
type VersionParams = { id: string; version: number };
type FormBody = { answers: Record<string, unknown>; accountId?: number };
type FlowBody = { context: Record<string, unknown>; answers: Record<string, Record<string, unknown>>; accountId?: number };

/** `$id`s of the shared definitions a schema refers to, so the browser knows what it needs. */
function definitionsUsedBy(schema: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(schema)) schema.forEach((s) => definitionsUsedBy(s, found));
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if (k === '$ref' && typeof v === 'string' && v.includes('/_defs/')) found.add(v.replace(/#.*$/, ''));
      else definitionsUsedBy(v, found);
    }
  }
  return [...found].sort();
}

/**
 * Forms and flows as data (DESIGN.md §3): the schemas the browser renders and validates with, and
 * the server's own validation and storage of answers.
 *
 * The schema reads are public (no token): a schema, uiSchema or flow holds questions, labels and
 * rules — no personal data, nothing that differs by user or brand — and the login form needs its
 * schema before anyone is logged in. Validating and storing answers needs a session.
 */
export const formRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const { registry, flows } = app.forms;

  const flowById = (id: string): Flow => {
    const flow = flows.get(id);
    if (!flow) throw notFound(`The flow "${id}" does not exist.`);
    return flow;
  };

  // Precompiled validators (ajv standalone code), generated on first request and kept while the form's
  // version is served: by its ui object (a version published in the form studio brings a new one, and
  // the module holds the ui's conditions too — `ui:showWhen`, `ui:contextOverrides`) and its schema hash.
  const formModules = new WeakMap<object, Map<string, PrecompiledText>>();
  const formModule = (id: string): PrecompiledText => {
    const ui = registry.ui(id);
    let byHash = formModules.get(ui);
    if (!byHash) formModules.set(ui, (byHash = new Map()));
    const hash = registry.hash(id);
    let module = byHash.get(hash);
    if (!module) byHash.set(hash, (module = precompileForm(registry, id)));
    return module;
  };
  // By flow object: a version published in the form studio is a new object, so a new module.
  const flowModules = new WeakMap<Flow, PrecompiledText>();
  const flowModule = (flow: Flow): PrecompiledText => {
    let module = flowModules.get(flow);
    if (!module) flowModules.set(flow, (module = precompileFlowConditions(flow)));
    return module;
  };
  /** The path (relative to the API's base) of a form's validator module. */
  const validatorPath = (id: string) => `schemas/forms/${id}/validators/${formModule(id).hash}.js`;

  /** The account a submission is about: one the session may act on (403 otherwise), or none. */
  const accountOf = async (request: FastifyRequest, accountId?: number) =>
    accountId === undefined ? null : (await accountForSession(db, sessionOf(request), accountId)).id;

  /** Who answers: the session's user, and the adviser acting as them under an impersonation token. */
  const submitter = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { userId: Number(session.nameid), impersonatorId: session.impersonator ? Number(session.impersonator) : null };
  };

  app.get(
    '/schemas/forms',
    {
      schema: {
        tags: ['forms'],
        security: [],
        response: { 200: dataSchema({ type: 'array', items: apiRef('forms', 'FormSummary') }), ...errorResponses },
      },
    },
    async () =>
      data(
        registry.formIds().map((id) => {
          const schema = registry.schema(id);
          return { id, title: schema.title ?? id, version: schema.version, hash: registry.hash(id) };
        }),
      ),
  );

  app.get(
    '/schemas/defs',
    {
      schema: { tags: ['forms'], security: [], response: { 200: dataSchema(apiRef('forms', 'SharedDefinitions')), ...errorResponses } },
    },
    async () => data(app.forms.definitions),
  );

  app.get<{ Params: IdParams }>(
    '/schemas/forms/:id',
    {
      schema: {
        tags: ['forms'],
        security: [],
        params: idParams,
        response: { 200: dataSchema(apiRef('forms', 'FormDocument')), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!registry.has(id)) throw unknownForm(id);
      const schema = registry.schema(id);
      return data({
        id,
        schema,
        ui: registry.ui(id),
        version: schema.version,
        hash: registry.hash(id),
        defs: definitionsUsedBy(schema),
        validator: validatorPath(id),
      });
    },
  );

  // A published version of a form, current or not: what a stored answer was given on, so old answers
  // are shown with their own labels (issue 13 item 2). Public like the form itself; a published
  // version never changes, so it may be kept for a year.
  app.get<{ Params: VersionParams }>(
    '/schemas/forms/:id/versions/:version',
    {
      schema: {
        tags: ['forms'],
        security: [],
        params: apiRef('forms', 'FormVersionParams'),
        response: { 200: dataSchema(apiRef('forms', 'FormVersionDocument')), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const found = await publishedFormVersion(db, id, version);
      if (!found) throw notFound(`The form "${id}" has no published version ${version}.`);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return data({
        id,
        formVersion: found.version,
        schema: found.schema,
        ui: found.ui,
        version: found.schema.version,
        hash: sha256(canonicalJson(found.schema)),
        contentHash: found.contentHash,
        effectiveFrom: found.effectiveFrom,
        defs: definitionsUsedBy(found.schema),
      });
    },
  );

  // The form's validator precompiled to JavaScript (an ES module the browser imports from this
  // origin, so its Content-Security-Policy needs no 'unsafe-eval'). The URL names the module's
  // content hash: it never changes, so it may be kept for a year; an outdated hash is a 404.
  app.get<{ Params: ModuleParams }>(
    '/schemas/forms/:id/validators/:file',
    {
      schema: { tags: ['forms'], security: [], params: apiRef('forms', 'ValidatorModuleParams'), response: { ...errorResponses } },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      if (!registry.has(id)) throw unknownForm(id);
      const module = formModule(id);
      if (file !== `${module.hash}.js`) throw notFound(`The form "${id}" has a newer validator; load the form again.`);
      return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').send(module.code);
    },
  );

  // A flow's conditions precompiled to JavaScript, the same way. Its URL is fixed (the flow's own
  // answer stays the flow file as written), so it is revalidated: its ETag is its content hash.
  app.get<{ Params: IdParams }>(
    '/schemas/flows/:id/conditions.js',
    {
      schema: { tags: ['forms'], security: [], params: idParams, response: { ...errorResponses } },
    },
    async (request, reply) => {
      const module = flowModule(flowById(request.params.id));
      const etag = `"${module.hash}"`;
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/javascript; charset=utf-8').send(module.code);
    },
  );

  app.get(
    '/schemas/flows',
    {
      schema: {
        tags: ['forms'],
        security: [],
        response: { 200: dataSchema({ type: 'array', items: apiRef('forms', 'FlowSummary') }), ...errorResponses },
      },
    },
    async () =>
      data([...flows.values()].sort((a, b) => a.id.localeCompare(b.id)).map(({ id, title, version }) => ({ id, title, version }))),
  );

  app.get<{ Params: IdParams }>(
    '/schemas/flows/:id',
    {
      schema: {
        tags: ['forms'],
        security: [],
        params: idParams,
        response: { 200: dataSchema(apiRef('forms', 'Flow')), ...errorResponses },
      },
    },
    async (request) => data(flowById(request.params.id)),
  );

  // Validation only: anyone logged in, read-only clients too (nothing is written).
  app.post<{ Params: IdParams; Body: FormBody }>(
    '/forms/:id/validate',
    {
      preHandler: [app.authenticate],
      config: notAudited(NOT_AUDITED.readsOnly),
      schema: {
        tags: ['forms'],
        params: idParams,
        body: formBody,
        response: { 200: dataSchema(apiRef('forms', 'FormValidation')), ...errorResponses },
      },
    },
    async (request) => {
      const { formId, version, hash } = validateSubmission(registry, request.params.id, request.body.answers);
      return data({ valid: true, formId, version, hash });
    },
  );

  app.post<{ Params: IdParams; Body: FormBody }>(
    '/forms/:id/submissions',
    {
      preHandler: [app.authenticate, app.requireWritable],
      config: audited('form.submitted', about('account', 'body', 'accountId')),
      schema: {
        tags: ['forms'],
        params: idParams,
        body: formBody,
        response: { 200: dataSchema(apiRef('forms', 'FormSubmission')), ...errorResponses },
      },
    },
    async (request) => {
      const accountId = await accountOf(request, request.body.accountId);
      const submission = validateSubmission(registry, request.params.id, request.body.answers);
      const id = await storeSubmission(db, { stamp: submission, answers: submission.answers, accountId, ...submitter(request) });
      return data({ id, formId: submission.formId, version: submission.version, hash: submission.hash });
    },
  );

  const replayAnswer = apiRef('forms', 'FlowReplay');

  // A flow's answers as a whole: the steps that exist for the context are replayed and validated,
  // the answers of the others dropped. Endpoints of a domain (checkout, account opening) derive the
  // context from their own data and call replayFlow themselves; these two take it from the caller.
  app.post<{ Params: IdParams; Body: FlowBody }>(
    '/flows/:id/validate',
    {
      preHandler: [app.authenticate],
      config: notAudited(NOT_AUDITED.readsOnly),
      schema: { tags: ['forms'], params: idParams, body: flowBody, response: { 200: dataSchema(replayAnswer), ...errorResponses } },
    },
    async (request) => {
      const flow = flowById(request.params.id);
      const replay = replayFlow(registry, flow, request.body.context, request.body.answers);
      return data({ ...replay, steps: replay.steps.map(({ stepId, formId, version, hash }) => ({ stepId, formId, version, hash })) });
    },
  );

  app.post<{ Params: IdParams; Body: FlowBody }>(
    '/flows/:id/submissions',
    {
      preHandler: [app.authenticate, app.requireWritable],
      config: audited('flow.submitted', about('account', 'body', 'accountId')),
      schema: { tags: ['forms'], params: idParams, body: flowBody, response: { 200: dataSchema(replayAnswer), ...errorResponses } },
    },
    async (request) => {
      const flow = flowById(request.params.id);
      const { context } = request.body;
      const accountId = await accountOf(request, request.body.accountId);
      const replay = replayFlow(registry, flow, context, request.body.answers);
      const ids = await storeFlowSubmissions(db, { flow, context, steps: replay.steps, accountId, ...submitter(request) });
      return data({
        ...replay,
        steps: replay.steps.map(({ stepId, formId, version, hash }, i) => ({ id: ids[i], stepId, formId, version, hash })),
      });
    },
  );
};
