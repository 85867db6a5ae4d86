import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../lib/http';
import { brandOrigin } from '../../lib/urls';
import { priceFeedXml } from '../../services/priceFeed';

/** The rss feed (trading §7; content not shown): the latest prices as RSS 2.0 for the caller's brand. */
export const rssFeedRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/products/rssfeed',
    {
      preHandler: [app.authenticate],
      schema: { tags: ['products'], response: { 200: { type: 'string' }, ...errorResponses } },
    },
    async (request, reply) => {
      const brand = request.brand!.brand;
      const { catalogue } = await app.catalogue.snapshot();
      reply.type('application/rss+xml; charset=utf-8');
      return priceFeedXml(catalogue.products, { brandName: brand.name, origin: brandOrigin(app.config, brand) });
    },
  );
};
