import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { badRequest, data, dataSchema, errorResponses, HttpError, idParam, MESSAGES, notFound } from '../lib/http';
import { apiNullable, apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { about, audited } from '../plugins/audit';
import { clientForSession } from '../services/users';
import {
  ACCOUNT_OPENING_FLOW_ID,
  ACCOUNT_OPENING_MESSAGES as M,
  DOCUMENT_TYPES,
  latestUnfinishedOpening,
  openingForActor,
  type Actor,
  type OpeningDeps,
} from '../services/accountOpening';
import { deleteOpening, startOpening } from '../services/accountOpeningLifecycle';
import {
  deleteDisbursement,
  saveAccountType,
  saveAcknowledgements,
  saveDisbursement,
  saveFees,
  saveInvestmentProfile,
  savePersonalDetails,
} from '../services/accountOpeningSections';
import { openingView } from '../services/accountOpeningView';
import { feesInfo, openingForms, openingReferenceData } from '../services/accountOpeningReference';
import { confirmSignature, signOpening, syncDocuSign, type SigningDeps } from '../services/accountOpeningSigning';
import { completeOpening } from '../services/accountOpeningCompletion';
import { addDocument, deleteDocument, MAX_DOCUMENT_BYTES, readDocument } from '../services/accountOpeningDocuments';
import { createDocuSignAdapter } from '../services/signing/docusign';
import type { AuditAction } from '@/engine/audit/auditActions';

const openingAnswer = { 200: dataSchema(apiRef('account-opening', 'Opening')), ...errorResponses };
const openingOrNullAnswer = { 200: dataSchema(apiNullable('account-opening', 'Opening')), ...errorResponses };
const sectionBody = apiRef('account-opening', 'OpeningSection');
const idQuery = apiRef('account-opening', 'OpeningIdQuery');
const documentQuery = apiRef('account-opening', 'OpeningDocumentQuery');

type Obj = Record<string, unknown>;

/**
 * Account opening (portal-shell §2–§9, contract in docs/api.md "Account opening"): every
 * accounts/opening/* call for consultants, white-label admins and owners of business.
 */
export const accountOpeningRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  // Multipart only for this plugin's upload route: one file of at most 10 MB.
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, parts: 11 } });

  /**
   * DocuSign's settings as the server's Config has them (read at start-up), looked up at each call, so
   * the sign call and the form call's DocuSignAvailable always agree. Null when DocuSign is not configured.
   */
  const docuSignConfig = () => app.config.docuSign;

  /**
   * The calls that carry their parameters in the query (delete, complete, document/delete) take no
   * body: a request that announces one (Content-Type set) but sends nothing is treated as body-less
   * instead of being refused as malformed JSON or as an unsupported media type.
   */
  const noBody = {
    onRequest: async (request: FastifyRequest) => {
      const length = request.headers['content-length'];
      if (request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0'))
        delete request.headers['content-type'];
    },
  };

  /**
   * What the services need, made for each request. The flow is the one in effect now: the form
   * studio's publication replaces it in `app.forms.flows` (studioServe), so a newly published
   * account-opening flow applies to the next call without a restart — a map lookup per request.
   */
  const deps = (): SigningDeps => {
    const flow = app.forms.flows.get(ACCOUNT_OPENING_FLOW_ID);
    if (!flow) throw notFound(`The flow "${ACCOUNT_OPENING_FLOW_ID}" does not exist.`);
    const base: OpeningDeps = { db: app.db, registry: app.forms.registry, flow };
    return {
      ...base,
      config: app.config,
      brandOf: (id) => app.brandById(id)!.brand,
      docuSign: () => {
        const config = docuSignConfig();
        return config ? createDocuSignAdapter(config) : null;
      },
      referenceData: reference().forDocuments,
    };
  };
  /**
   * The wizard's lists (and the same lists as the documents name them), read from the forms in
   * effect: made again only when a served form changed (a studio publication replaces forms in the
   * registry), so a published label reaches the wizard and the documents without a restart.
   */
  let referenceMade: {
    key: string;
    lists: ReturnType<typeof openingReferenceData>;
    forDocuments: NonNullable<SigningDeps['referenceData']>;
  } | null = null;
  const reference = () => {
    const { registry, definitions } = app.forms;
    const key = registry
      .formIds()
      .map((id) => registry.hash(id))
      .join();
    if (referenceMade?.key !== key) {
      const lists = openingReferenceData(registry, definitions);
      const forDocuments = Object.fromEntries(
        Object.entries(lists).map(([k, list]) => [
          k,
          (list as Array<{ Value: number | string; Text: string }>).map((i) => ({ id: i.Value, name: i.Text })),
        ]),
      );
      referenceMade = { key, lists, forDocuments };
    }
    return referenceMade;
  };

  const actorOf = (request: FastifyRequest): Actor => {
    const session = sessionOf(request);
    return {
      userId: Number(session.nameid),
      role: session.role,
      whiteLabelId: request.brand!.whiteLabelId,
      impersonatorId: session.impersonator ? Number(session.impersonator) : null,
    };
  };
  const advisers = { preHandler: [app.authenticate, app.requireRole('consultant', 'whitelabeladmin', 'ownerofbusiness')] };
  // The opening a write is about (its client, once it has one), for the audit trail.
  const openingInBody = about('opening', 'body', 'AccountOpeningId');
  const openingInQuery = about('opening', 'query', 'accountOpeningId');
  const tags = ['account opening'];

  app.post<{ Body: { ClientId?: number } }>(
    '/accounts/opening/start',
    {
      ...advisers,
      config: audited('opening.started', about('client', 'body', 'ClientId')),
      schema: {
        tags,
        body: apiRef('account-opening', 'StartOpening'),
        response: openingAnswer,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      try {
        const clientId = request.body?.ClientId;
        if (clientId !== undefined) await clientForSession(db, sessionOf(request), clientId);
        return data(await startOpening(deps(), actor, clientId ?? null));
      } catch (e) {
        if (e instanceof HttpError) throw e;
        request.log.error({ err: e }, 'account opening start failed');
        throw new HttpError(500, M.startFailed);
      }
    },
  );

  app.get<{ Querystring: { accountOpeningId?: number; clientIdentifier?: number } }>(
    '/accounts/opening',
    {
      ...advisers,
      schema: {
        tags,
        querystring: apiRef('account-opening', 'OpeningQuery'),
        response: openingOrNullAnswer,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { accountOpeningId, clientIdentifier } = request.query;
      if (accountOpeningId !== undefined) {
        let opening = await openingForActor(db, actor, accountOpeningId);
        if (clientIdentifier !== undefined && opening.client_id !== clientIdentifier) throw notFound(M.notFound);
        if (opening.is_docusign === 1 && opening.status === 'Signing') {
          await syncDocuSign(deps(), opening);
          opening = await openingForActor(db, actor, accountOpeningId);
        }
        return data(await openingView(db, opening));
      }
      // Resume: the caller's most recent unfinished opening (of that client, when named).
      const latest = await latestUnfinishedOpening(db, actor, clientIdentifier);
      return data(latest ? await openingView(db, latest) : null);
    },
  );

  app.get<{ Querystring: { whiteLabelID?: number } }>(
    '/accounts/opening/form',
    {
      ...advisers,
      schema: {
        tags,
        querystring: apiRef('account-opening', 'OpeningFormQuery'),
        response: { 200: dataSchema(apiRef('account-opening', 'OpeningFormInfo')), ...errorResponses },
      },
    },
    async (request) => {
      const { whiteLabelID } = request.query;
      if (whiteLabelID !== undefined && whiteLabelID !== request.brand?.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
      // DocuSign is offered only when the platform is configured for it (else the sign call answers 400).
      return data({
        Forms: openingForms(app.forms.registry),
        ReferenceData: reference().lists,
        DocuSignAvailable: docuSignConfig() !== null,
      });
    },
  );

  app.post<{ Querystring: { accountOpeningId?: number } }>(
    '/accounts/opening/delete',
    {
      ...advisers,
      config: audited('opening.deleted', openingInQuery),
      ...noBody,
      schema: { tags, querystring: idQuery, response: { 200: dataSchema(apiRef('common', 'Done')), ...errorResponses } },
    },
    async (request) => {
      const id = request.query.accountOpeningId;
      if (id === undefined) throw badRequest(M.idRequired);
      await deleteOpening(deps(), actorOf(request), id);
      return data(true);
    },
  );

  const sectionRoute = (
    path: string,
    save: (d: SigningDeps, a: Actor, body: Obj) => Promise<unknown>,
    action: AuditAction = 'opening.sectionSaved',
  ) => {
    app.post<{ Body: Obj }>(
      path,
      { ...advisers, config: audited(action, openingInBody), schema: { tags, body: sectionBody, response: openingAnswer } },
      async (request) => data(await save(deps(), actorOf(request), request.body ?? {})),
    );
  };
  for (const action of ['add', 'update']) {
    sectionRoute(`/accounts/opening/accounttype/${action}`, saveAccountType);
    sectionRoute(`/accounts/opening/personaldetails/${action}`, savePersonalDetails);
    sectionRoute(`/accounts/opening/investmentprofile/${action}`, saveInvestmentProfile);
    sectionRoute(`/accounts/opening/fees/${action}`, saveFees);
    sectionRoute(`/accounts/opening/acknowldedgements/${action}`, saveAcknowledgements);
  }
  sectionRoute('/accounts/opening/disbursement/add', saveDisbursement);
  sectionRoute('/accounts/opening/disbursement/delete', deleteDisbursement, 'opening.disbursementRemoved');

  app.get<{ Querystring: { accountOpeningId?: number } }>(
    '/accounts/opening/feesinfo',
    {
      ...advisers,
      schema: {
        tags,
        querystring: idQuery,
        response: { 200: dataSchema(apiRef('account-opening', 'FeesInfo')), ...errorResponses },
      },
    },
    async (request) => {
      // The choices are the same for every opening; a named opening must still be the caller's.
      if (request.query.accountOpeningId !== undefined) await openingForActor(db, actorOf(request), request.query.accountOpeningId);
      return data(feesInfo());
    },
  );

  app.post<{ Querystring: { accountOpeningId?: number; documentTypeId?: number } }>(
    '/accounts/opening/document/add',
    {
      ...advisers,
      config: audited('opening.documentUploaded', openingInQuery),
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: { accountOpeningId: idParam, documentTypeId: { type: 'integer', enum: DOCUMENT_TYPES.map((t) => t.Value) } },
        },
        response: openingAnswer,
      },
    },
    async (request) => {
      const { accountOpeningId, documentTypeId } = request.query;
      if (accountOpeningId === undefined) throw badRequest(M.idRequired);
      if (documentTypeId === undefined) throw badRequest('The documentTypeId is required.');
      const actor = actorOf(request);
      await openingForActor(db, actor, accountOpeningId);
      if (!request.isMultipart()) throw new HttpError(415, M.documentMissing);
      let file;
      let bytes: Buffer;
      try {
        file = await request.file();
        if (!file) throw badRequest(M.documentMissing);
        bytes = await file.toBuffer();
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.documentTooLarge);
        if (e instanceof HttpError) throw e;
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw badRequest('Upload one file at a time.');
        throw badRequest(M.documentMissing);
      }
      return data(await addDocument(deps(), actor, accountOpeningId, documentTypeId, { fileName: file.filename, bytes }));
    },
  );

  app.post<{ Querystring: { documentId?: number } }>(
    '/accounts/opening/document/delete',
    {
      ...advisers,
      config: audited('opening.documentRemoved', about('openingDocument', 'query', 'documentId')),
      ...noBody,
      schema: { tags, querystring: documentQuery, response: openingAnswer },
    },
    async (request) => data(await deleteDocument(deps(), actorOf(request), request.query.documentId!)),
  );

  app.get<{ Querystring: { documentId: number } }>(
    '/accounts/opening/document',
    {
      ...advisers,
      schema: { tags, querystring: documentQuery, response: { ...errorResponses } },
    },
    async (request, reply) => {
      const doc = await readDocument(deps(), actorOf(request), request.query.documentId);
      const ascii = doc.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', doc.contentType)
        .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`)
        .header('Content-Length', String(doc.content.byteLength))
        .header('ETag', `"${doc.sha256}"`)
        .send(doc.content);
    },
  );

  app.post<{ Body: { AccountOpeningId?: unknown; IsDocuSign?: boolean; IsManual?: boolean } }>(
    '/accounts/opening/sign',
    {
      ...advisers,
      config: audited('opening.signingStarted', openingInBody),
      schema: {
        tags,
        body: apiRef('account-opening', 'SignRequest'),
        response: { 200: apiRef('account-opening', 'SignAnswer'), ...errorResponses },
      },
    },
    async (request) => {
      const { view, message } = await signOpening(deps(), actorOf(request), request.body ?? {});
      return message ? { Data: view, Message: message } : data(view);
    },
  );

  app.post<{ Body: { AccountOpeningId?: unknown; Order: number; SignatureName: string } }>(
    '/accounts/opening/sign/confirm',
    {
      ...advisers,
      config: audited('opening.signed', openingInBody),
      schema: {
        tags,
        body: apiRef('account-opening', 'SignConfirmation'),
        response: openingAnswer,
      },
    },
    async (request) => data(await confirmSignature(deps(), actorOf(request), request.body)),
  );

  app.post<{ Querystring: { accountOpeningId?: number } }>(
    '/accounts/opening/complete',
    {
      ...advisers,
      config: audited('opening.completed', openingInQuery),
      ...noBody,
      schema: { tags, querystring: idQuery, response: openingAnswer },
    },
    async (request) => data(await completeOpening(deps(), actorOf(request), request.query.accountOpeningId)),
  );
};
