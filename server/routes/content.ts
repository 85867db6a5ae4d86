import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, MESSAGES, notFound } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { ContentStore } from '../services/content';
import { noStandardSchedule, standardFeesOf } from '../services/standardFees';
import type { ContentPage } from '@/engine/content/pages';
import { onlineDocumentRoutes } from './onlineDocuments';

/**
 * GET content/{page} (issue 14 item 7): the page of the footer's utilities (glossary, FAQs,
 * terminology, how-to guides, risk profile) for the host brand, its own file or the default; and
 * GET accounts/standardfees (compliance §7 "Standard fees"): a fee schedule's standard fees.
 * Any signed-in session (the routes are "login required", portal-shell §2); the brand is the host's,
 * and a whitelabelID of another brand is refused as in the shell calls.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const store = new ContentStore();
  // Online documents and user documents (compliance §7), printed from the same content.
  await app.register(onlineDocumentRoutes);

  /** The host's brand; a whitelabelID naming another brand is refused, as in the shell calls. */
  const hostBrand = (request: FastifyRequest<{ Querystring: { whitelabelID?: number } }>) => {
    const brand = request.brand;
    if (!brand) throw notFound(MESSAGES.unknownBrand);
    const { whitelabelID } = request.query;
    if (whitelabelID !== undefined && whitelabelID !== brand.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
    return brand;
  };

  app.get<{ Params: { page: ContentPage }; Querystring: { whitelabelID?: number } }>(
    '/content/:page',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['shell'],
        params: apiRef('content', 'ContentParams'),
        querystring: apiRef('shell', 'WhiteLabelQuery'),
        response: { 200: dataSchema(apiRef('content', 'ContentPage')), ...errorResponses },
      },
    },
    async (request) => data(store.pageFor(request.params.page, hostBrand(request).brand.code)),
  );

  app.get<{ Querystring: { whitelabelID?: number; feeSchedulesID: number } }>(
    '/accounts/standardfees',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['accounts'],
        querystring: apiRef('content', 'StandardFeesQuery'),
        response: { 200: dataSchema(apiRef('content', 'StandardFees')), ...errorResponses },
      },
    },
    async (request) => {
      hostBrand(request);
      const fees = standardFeesOf(request.query.feeSchedulesID);
      if (!fees) throw notFound(noStandardSchedule(request.query.feeSchedulesID));
      return data(fees);
    },
  );
};
