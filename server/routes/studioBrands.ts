import type { FastifyPluginAsync } from 'fastify';
import { data, dataSchema, errorResponses, MESSAGES, notFound } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { RESOLVED_BRANDS } from '../plugins/brand';
import { BRAND_LOOK_ROLES, brandLooksFor } from '../services/studioBrands';

/** The form studio's brand looks (issue 13 item 3): the brands whose look the preview may take. */
export const studioBrandRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/studio/brands',
    {
      preHandler: [app.authenticate, app.requireRole(...BRAND_LOOK_ROLES)],
      schema: { tags: ['studio'], response: { 200: dataSchema(apiRef('studio-brands', 'BrandLooks')), ...errorResponses } },
    },
    async (request) => {
      // Auth has already refused a token of another brand, so the host's brand is the caller's.
      if (!request.brand) throw notFound(MESSAGES.unknownBrand);
      return data(brandLooksFor(RESOLVED_BRANDS, sessionOf(request).role, request.brand.whiteLabelId));
    },
  );
};
