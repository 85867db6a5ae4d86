import { http, unwrap } from './client';
import type { Projection, ProjectionQuery } from '@/types/generated/api/projections';

/** The request of GET accounts/projections with the form's answers as numbers (they are sent as text). */
export type ProjectionRequest = Omit<ProjectionQuery, 'expRatedOfReturn' | 'yearlyContribution'> & {
  expRatedOfReturn: number;
  yearlyContribution: number;
};

/**
 * GET accounts/projections (compliance §7 "Projections"): a holding's projected value for years 1
 * to 15, computed by the server from its own valuation.
 * @param request - holdingId, the rate in % per year, the yearly contribution, and the spec's
 *   currentValue, baseCurrency and referenceCurrency
 * @returns the projections (one: the holding's)
 */
export const getProjections = (request: ProjectionRequest) =>
  http.get<{ Data: Projection[] }>('accounts/projections', { params: request }).then(unwrap);
