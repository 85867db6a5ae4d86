import type { FastifyPluginAsync } from 'fastify';

/** Ongoing due diligence: reminder, skip, details and country metadata (issue 12). */
export const dueDiligenceRoutes: FastifyPluginAsync = async () => {};
