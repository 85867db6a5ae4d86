import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { dueDiligenceDocuments, type Flow } from '@/engine';
import { COUNTRIES } from '@/engine/reference/countries';
import { dueDiligenceSkipLimit } from '@/engine/rules/dueDiligenceSkipLimit';
import { badRequest, data, dataSchema, errorResponses } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { audited } from '../plugins/audit';
import { userById } from '../services/users';
import { attachSubmissionPdfs } from '../services/complianceEvidence';
import { dueDiligenceStateOf, recordDueDiligenceSkip, storeDueDiligenceReview } from '../services/dueDiligence';
import { DUE_DILIGENCE_MESSAGES, dueDiligenceReviewBasis, prepareDueDiligenceReview } from '../services/dueDiligenceReview';
import { dueDiligenceCountryMetadata } from '../services/dueDiligenceMetadata';

const FLOW_ID = 'due-diligence';

/**
 * Ongoing due diligence (compliance §2.4, §3.4, §7): the client's reminder and 'Remind Me Later',
 * the stored details the review is prefilled with, the submitted review (replayed on the
 * due-diligence flow and validated stage by stage with the forms), and the country metadata.
 *
 * The reminder, the skip and the details are the client's own (a client token, or an adviser acting
 * as the client through "Login As", recorded as the impersonator); clientreadonly may read but not
 * change anything; advisers' own tokens get 403. The metadata is reference data for any logged-in user.
 */
export const dueDiligenceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const { registry, flows } = app.forms;
  const flow = (): Flow => {
    const f = flows.get(FLOW_ID);
    if (!f) throw new Error(`the flow "${FLOW_ID}" is not loaded`);
    return f;
  };

  const clientRoles = [app.authenticate, app.requireRole('client', 'clientreadonly')];
  const clientWrites = [...clientRoles, app.requireWritable];
  const who = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { userId: Number(session.nameid), impersonatorId: session.impersonator ? Number(session.impersonator) : null };
  };
  const skipLimitOf = (request: FastifyRequest) => dueDiligenceSkipLimit(request.brand?.brand);

  app.get(
    '/accounts/duediligence/reminder',
    {
      preHandler: clientRoles,
      schema: {
        tags: ['due-diligence'],
        response: { 200: dataSchema(apiRef('due-diligence', 'DueDiligenceReminder')), ...errorResponses },
      },
    },
    async (request) => {
      const state = await dueDiligenceStateOf(db, who(request).userId);
      return data({
        IsReminderDue: state.isReminderDue,
        SkipCount: state.skipCount,
        SkipLimit: skipLimitOf(request),
        LastDueDiligenceUpdateDate: state.lastUpdate,
      });
    },
  );

  app.post<{ Params: { bostonId: string } }>(
    '/accounts/duediligence/:bostonId/skip',
    {
      preHandler: clientWrites,
      config: audited('dueDiligence.skipped'),
      schema: {
        tags: ['due-diligence'],
        params: apiRef('due-diligence', 'SkipParams'),
        response: { 200: dataSchema(apiRef('due-diligence', 'DueDiligenceSkip')), ...errorResponses },
      },
    },
    async (request) => {
      const { userId, impersonatorId } = who(request);
      const client = await userById(db, userId);
      const skipLimit = skipLimitOf(request);
      const skipCount = await recordDueDiligenceSkip(db, {
        userId,
        impersonatorId,
        bostonId: request.params.bostonId,
        ownBostonId: client.boston_id,
        skipLimit,
      });
      return data({ SkipCount: skipCount, SkipLimit: skipLimit });
    },
  );

  app.get(
    '/accounts/duediligence/details',
    {
      preHandler: clientRoles,
      schema: {
        tags: ['due-diligence'],
        response: { 200: dataSchema(apiRef('due-diligence', 'DueDiligenceDetailsInfo')), ...errorResponses },
      },
    },
    async (request) => {
      const { account, details, isJoint } = await dueDiligenceReviewBasis(db, who(request).userId);
      return data({ Details: details, AccountTypeId: account.type_code, IsJoint: isJoint });
    },
  );

  app.post<{ Body: { Details?: Record<string, unknown>; Unchanged?: boolean } }>(
    '/accounts/duediligence/details',
    {
      preHandler: clientWrites,
      config: audited('dueDiligence.detailsSaved'),
      schema: {
        tags: ['due-diligence'],
        body: apiRef('due-diligence', 'DueDiligenceSubmission'),
        response: { 200: dataSchema(apiRef('due-diligence', 'DueDiligenceSubmitAnswer')), ...errorResponses },
      },
    },
    async (request) => {
      const { userId, impersonatorId } = who(request);
      const basis = await dueDiligenceReviewBasis(db, userId);
      const unchanged = request.body.Unchanged === true;
      if (unchanged && !basis.stored) throw badRequest(DUE_DILIGENCE_MESSAGES.noStoredDetails);
      const review = prepareDueDiligenceReview(registry, flow(), basis, unchanged ? basis.stored!.details : request.body.Details);
      await storeDueDiligenceReview(db, { userId, impersonatorId, accountId: basis.account.id, flow: flow(), ...review }, (trx, ids) =>
        attachSubmissionPdfs(trx, app.forms, ids),
      );
      return data({ Documents: dueDiligenceDocuments(review.details, COUNTRIES) });
    },
  );

  app.get(
    '/accounts/duediligence/metadata',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['due-diligence'],
        response: { 200: dataSchema({ type: 'array', items: apiRef('due-diligence', 'DueDiligenceCountry') }), ...errorResponses },
      },
    },
    async (_request, reply) => {
      // Reference data, the same for everyone: the browser may keep it for an hour.
      void reply.header('Cache-Control', 'private, max-age=3600');
      return data(dueDiligenceCountryMetadata());
    },
  );
};
