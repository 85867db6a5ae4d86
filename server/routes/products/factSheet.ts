import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../../lib/apiSchemas';
import { data, dataSchema, errorResponses } from '../../lib/http';
import { fundFactSheet, fundSummary, noteFactSheet } from '../../services/factSheets';
import { productByIsin } from '../../services/productViews';

/** Fact sheets (trading §3 Fund details, Notes details) and the fund summary. */
export const factSheetRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: [app.authenticate] };

  app.get<{ Querystring: { ISIN: string } }>(
    '/products/fundfactsheet',
    {
      ...auth,
      schema: {
        tags: ['products'],
        querystring: apiRef('products', 'IsinQuery'),
        response: {
          200: dataSchema(apiRef('products', 'FundFactSheet')),
          ...errorResponses,
        },
      },
    },
    async (request) => data(await fundFactSheet(app.db, app.catalogue, request.query.ISIN)),
  );

  app.get<{ Querystring: { ISIN: string } }>(
    '/products/notesfundfactsheet',
    {
      ...auth,
      schema: {
        tags: ['products'],
        querystring: apiRef('products', 'IsinQuery'),
        response: {
          200: dataSchema(apiRef('products', 'NoteFactSheet')),
          ...errorResponses,
        },
      },
    },
    async (request) => data(await noteFactSheet(app.db, app.catalogue, request.query.ISIN)),
  );

  app.get<{ Querystring: { ISIN: string } }>(
    '/products/fundsummary',
    {
      ...auth,
      schema: {
        tags: ['products'],
        querystring: apiRef('products', 'IsinQuery'),
        response: {
          200: dataSchema(apiRef('products', 'FundSummary')),
          ...errorResponses,
        },
      },
    },
    async (request) => data(fundSummary(await productByIsin(app.catalogue, request.query.ISIN))),
  );
};
