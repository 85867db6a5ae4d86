import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, MESSAGES, notFound } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { audited, NOT_AUDITED, notAudited } from '../plugins/audit';
import type { StudioKind } from '../db/schema';
import { COMPLIANCE_ROLES, STUDIO_APPROVER_ROLES } from '@/engine/session/roles';
import type { StudioActor, StudioDeps } from '../services/studio';
import { approveVersion, createDraft, editDraft, rejectVersion, submitForReview } from '../services/studioDrafts';
import { publishVersion, rollbackTo } from '../services/studioPublication';
import { getStudioVersion, getVersionInEffect, impactOf, listStudioItems } from '../services/studioReads';
import { auditWithVerdict } from '../services/studioAudit';
import { checkDraftFixtures } from '../services/studioFixtures';

const idParams = apiRef('common', 'IdParams');
const ref = (name: string) => apiRef('studio', name);
const versionAnswer = { 200: dataSchema(ref('Version')), ...errorResponses };

/** The session's user on the host's brand (auth has already refused a token of another brand). */
function actorOf(request: FastifyRequest): StudioActor {
  const session = sessionOf(request);
  if (!request.brand) throw notFound(MESSAGES.unknownBrand);
  return { userId: Number(session.nameid), role: session.role, whiteLabelId: request.brand.whiteLabelId };
}

/** The form studio's API (issue 13 items 2, 3, 5): compliance edits and publishes, compliance and whitelabelmaster read and approve. */
export const studioRoutes: FastifyPluginAsync = async (app) => {
  const deps: StudioDeps = { db: app.db, forms: app.forms, onPublished: () => app.studioVersions.refresh() };
  const readers = [app.authenticate, app.requireRole(...STUDIO_APPROVER_ROLES)];
  const editors = [app.authenticate, app.requireRole(...COMPLIANCE_ROLES)];
  const tags = ['studio'];

  app.get<{ Querystring: { kind?: StudioKind; formId?: string } }>(
    '/studio/versions',
    {
      preHandler: readers,
      schema: {
        tags,
        querystring: ref('VersionsQuery'),
        response: { 200: dataSchema({ type: 'array', items: ref('StudioItem') }), ...errorResponses },
      },
    },
    async (request) => {
      const { kind, formId } = request.query;
      const items = await listStudioItems(deps, actorOf(request));
      return data(items.filter((i) => (!kind || i.Kind === kind) && (!formId || i.FormId === formId)));
    },
  );

  app.get<{ Querystring: { kind: StudioKind; formId: string; at?: string } }>(
    '/studio/in-effect',
    { preHandler: readers, schema: { tags, querystring: ref('InEffectQuery'), response: versionAnswer } },
    async (request) => {
      const { kind, formId, at } = request.query;
      const when = at === undefined ? new Date() : new Date(at);
      if (Number.isNaN(when.getTime())) throw badRequest('The time asked about must be an ISO 8601 date and time.');
      return data(await getVersionInEffect(deps, actorOf(request), kind, formId, when));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/studio/versions/:id',
    { preHandler: readers, schema: { tags, params: idParams, response: versionAnswer } },
    async (request) => data(await getStudioVersion(deps, actorOf(request), request.params.id)),
  );

  app.post<{ Body: { kind: StudioKind; formId: string; basedOnVersion: number; content: unknown; changeNote?: string } }>(
    '/studio/versions',
    { preHandler: editors, config: audited('studio.draftCreated'), schema: { tags, body: ref('DraftBody'), response: versionAnswer } },
    async (request) => data(await createDraft(deps, actorOf(request), request.body)),
  );

  app.put<{ Params: { id: number }; Body: { content: unknown; changeNote?: string } }>(
    '/studio/versions/:id',
    {
      preHandler: editors,
      config: audited('studio.draftEdited'),
      schema: { tags, params: idParams, body: ref('EditDraftBody'), response: versionAnswer },
    },
    async (request) => data(await editDraft(deps, actorOf(request), request.params.id, request.body)),
  );

  app.post<{ Params: { id: number }; Body: { changeNote?: string } }>(
    '/studio/versions/:id/submit',
    {
      preHandler: editors,
      config: audited('studio.submitted'),
      schema: { tags, params: idParams, body: ref('SubmitBody'), response: versionAnswer },
    },
    async (request) => data(await submitForReview(deps, actorOf(request), request.params.id, request.body?.changeNote)),
  );

  app.post<{ Params: { id: number } }>(
    '/studio/versions/:id/approve',
    { preHandler: readers, config: audited('studio.approved'), schema: { tags, params: idParams, response: versionAnswer } },
    async (request) => data(await approveVersion(deps, actorOf(request), request.params.id)),
  );

  app.post<{ Params: { id: number }; Body: { note?: string } }>(
    '/studio/versions/:id/reject',
    {
      preHandler: readers,
      config: audited('studio.rejected'),
      schema: { tags, params: idParams, body: ref('RejectBody'), response: versionAnswer },
    },
    async (request) => data(await rejectVersion(deps, actorOf(request), request.params.id, request.body?.note)),
  );

  app.post<{ Params: { id: number }; Body: { effectiveFrom?: string } }>(
    '/studio/versions/:id/publish',
    {
      preHandler: editors,
      config: audited('studio.published'),
      schema: { tags, params: idParams, body: ref('PublishBody'), response: versionAnswer },
    },
    async (request) => data(await publishVersion(deps, actorOf(request), request.params.id, request.body?.effectiveFrom)),
  );

  app.post<{ Params: { id: number } }>(
    '/studio/versions/:id/rollback',
    { preHandler: editors, config: audited('studio.rolledBack'), schema: { tags, params: idParams, response: versionAnswer } },
    async (request) => data(await rollbackTo(deps, actorOf(request), request.params.id)),
  );

  app.post<{ Params: { id: number } }>(
    '/studio/versions/:id/impact',
    {
      preHandler: readers,
      config: notAudited(NOT_AUDITED.readsOnly),
      schema: { tags, params: idParams, response: { 200: dataSchema(ref('ImpactReport')), ...errorResponses } },
    },
    async (request) => data(await impactOf(deps, actorOf(request), request.params.id)),
  );

  app.post<{ Body: { kind: StudioKind; formId: string; content: unknown; answers?: unknown } }>(
    '/studio/fixtures-check',
    {
      preHandler: readers,
      config: notAudited(NOT_AUDITED.readsOnly),
      schema: { tags, body: ref('FixturesCheckBody'), response: { 200: dataSchema(ref('FixturesCheck')), ...errorResponses } },
    },
    async (request) => data(checkDraftFixtures(app.forms, actorOf(request), request.body)),
  );

  app.get<{ Querystring: { kind?: StudioKind; formId?: string } }>(
    '/studio/audit',
    {
      preHandler: readers,
      schema: { tags, querystring: ref('VersionsQuery'), response: { 200: dataSchema(ref('AuditLog')), ...errorResponses } },
    },
    async (request) => {
      actorOf(request);
      const { kind, formId } = request.query;
      const { entries, verdict } = await auditWithVerdict(app.db.kysely);
      return data({
        Entries: entries
          .filter((e) => (!kind || e.kind === kind) && (!formId || e.formId === formId))
          .map((e) => ({
            Seq: e.seq,
            At: e.at,
            ActorId: e.actorId,
            Action: e.action,
            Kind: e.kind,
            FormId: e.formId,
            Version: e.version,
            Detail: e.detail,
            PrevHash: e.prevHash,
            Hash: e.hash,
          })),
        Chain: verdict.valid
          ? { Valid: true, Entries: verdict.entries, BrokenAt: null, Reason: null }
          : { Valid: false, Entries: verdict.entries, BrokenAt: verdict.brokenAt, Reason: verdict.reason },
      });
    },
  );
};
