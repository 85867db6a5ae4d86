import type { Blocker } from './types';

/** Tessera's words (the spec names the rule, not a text): Confirm Rebate before a rebate type is chosen. */
export const REBATE_TYPE_REQUIRED_MESSAGE = 'Please choose a rebate type';

/**
 * Why Confirm Rebate is disabled (trading §5 Payment step: "Confirm Rebate is disabled until a
 * rebate type is chosen").
 * @param rebateType - 'Units', 'Cash' or nothing yet
 * @returns the blocker, empty once a type is chosen
 */
export function rebateBlockers(rebateType: string | null | undefined): Blocker[] {
  return rebateType === 'Units' || rebateType === 'Cash' ? [] : [{ rule: 'rebate-type', message: REBATE_TYPE_REQUIRED_MESSAGE }];
}
