/** Trading §9 "Risk scale positions: 1 is 20 %, 2 is 33.33 %, 3 is 50 %, 4 is 66.66 %, 5 is 80 %". */
export const RISK_SCALE_POSITIONS: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = Object.freeze({ 1: 20, 2: 33.33, 3: 50, 4: 66.66, 5: 80 });

/**
 * Where a risk rating sits on the fact sheet's risk-profile scale (1 to 5), as a percentage of the
 * scale's width. A category average (one decimal, e.g. 3.4) lies between the two positions around it.
 * @param rating - a rating on the 1..5 scale
 * @returns the position in percent, or null for a rating off the scale (0: no rating)
 */
export function riskScalePosition(rating: number | null | undefined): number | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating) || rating < 1 || rating > 5) return null;
  const low = Math.floor(rating) as 1 | 2 | 3 | 4 | 5;
  if (low === rating) return RISK_SCALE_POSITIONS[low];
  const high = (low + 1) as 2 | 3 | 4 | 5;
  const between = RISK_SCALE_POSITIONS[low] + (RISK_SCALE_POSITIONS[high] - RISK_SCALE_POSITIONS[low]) * (rating - low);
  return Math.round(between * 100) / 100;
}
