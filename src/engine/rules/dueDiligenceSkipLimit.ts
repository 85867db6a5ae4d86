import type { Brand } from '../brands/types';
import { DUE_DILIGENCE_SKIP_LIMIT_DEFAULT } from '../constants';

/** The message when 'Remind Me Later' is used up (Tessera's words; the spec gives none). */
export const DUE_DILIGENCE_SKIP_LIMIT_MESSAGE =
  'You have postponed your due-diligence review the maximum number of times. Please review your details now.';

/**
 * How many times a client may answer 'Remind Me Later' before the due-diligence review must be done
 * (compliance §2.4: the button "is disabled once the skip count reaches the limit"; §9: the value is
 * not shown). Brand configuration: `dueDiligenceSkipLimit` in the brand catalogue, else
 * DUE_DILIGENCE_SKIP_LIMIT_DEFAULT.
 * @param brand - the brand's catalogue entry (only `dueDiligenceSkipLimit` is read)
 * @returns a whole number of skips, 0 or more
 */
export function dueDiligenceSkipLimit(brand: Partial<Brand> | null | undefined): number {
  const limit = brand?.dueDiligenceSkipLimit;
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? limit : DUE_DILIGENCE_SKIP_LIMIT_DEFAULT;
}

/**
 * Whether 'Remind Me Later' may still be used: the browser disables the button, the server refuses
 * the skip with DUE_DILIGENCE_SKIP_LIMIT_MESSAGE, on the same rule.
 * @param skipCount - skips recorded since the review last became due
 * @param skipLimit - the brand's limit (dueDiligenceSkipLimit)
 */
export function canSkipDueDiligence(skipCount: number, skipLimit: number): boolean {
  return skipCount < skipLimit;
}
