import type { Blocker } from './types';

/** Tessera's words (the spec names the rule, not a text): Add Selected before a client is ticked. */
export const NO_CLIENT_SELECTED_MESSAGE = 'Select at least one client';

/**
 * Why Add Selected is disabled in the client watchlist modal (trading §5 Client watchlist: "Add
 * Selected is disabled when no client is selected").
 * @param selectedClientIds - the clients ticked (not those already watching the product)
 * @returns the blocker, empty once a client is ticked
 */
export function clientWatchlistBlockers(selectedClientIds: readonly string[]): Blocker[] {
  return selectedClientIds.length ? [] : [{ rule: 'no-client', message: NO_CLIENT_SELECTED_MESSAGE }];
}
