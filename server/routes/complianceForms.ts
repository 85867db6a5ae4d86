import type { FastifyPluginAsync } from 'fastify';

/** The KYC and appropriateness-test submissions, their PDFs, and the profile reminder (issue 12). */
export const complianceFormRoutes: FastifyPluginAsync = async () => {};
