import type { FastifyPluginAsync } from 'fastify';
import { projectionInputs } from '@/engine/reporting/projectionInputs';
import { validateSubmission } from '../forms/validateSubmission';
import { apiRef } from '../lib/apiSchemas';
import { data, dataSchema, errorResponses } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { projectHolding } from '../services/projections';

interface ProjectionQuery {
  holdingId: number;
  expRatedOfReturn?: string;
  yearlyContribution?: string;
  currentValue?: number;
  baseCurrency?: string;
  referenceCurrency?: string;
}

/**
 * Projections (compliance §7 "Projections", §2.7, §3.7, §5): the value of a holding over 1 to 15
 * years at an expected rate with a yearly contribution. Readable by whoever may read the holding's
 * account — the client (read-only too: nothing is written), its consultant, the brand's admin and
 * owner; the inputs are validated by the projection form's schema, as the browser validates them.
 */
export const projectionRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;

  app.get<{ Querystring: ProjectionQuery }>(
    '/accounts/projections',
    {
      preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly', 'consultant', 'whitelabeladmin', 'ownerofbusiness')],
      schema: {
        tags: ['accounts'],
        querystring: apiRef('projections', 'ProjectionQuery'),
        response: { 200: dataSchema(apiRef('projections', 'Projections')), ...errorResponses },
      },
    },
    async (request) => {
      const { holdingId, expRatedOfReturn, yearlyContribution, baseCurrency, referenceCurrency } = request.query;
      const { answers } = validateSubmission(app.forms.registry, 'projection', projectionInputs({ expRatedOfReturn, yearlyContribution }));
      return data([await projectHolding(db, sessionOf(request), holdingId, answers, { baseCurrency, referenceCurrency })]);
    },
  );
};
