/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/watchlist-targets/schema.json. */

/**
 * A watchlist item's gain and fall targets (trading spec §2 Update Watchlist, §3 Watchlist item, §7 editWatchlist). The fall target is stored negative as in alerts. Closes on save or on 'Go back without Saving'.
 */
export interface WatchlistTargetsAnswers {
  /**
   * Gain target in % (a rise from the start value), step 1.
   */
  GainRate: number;
  /**
   * Fall target in %, stored as a negative number (a fall of 5 % is -5); the form shows it without the sign. Step 1.
   */
  FallRate: number;
  /**
   * The watchlist item being edited.
   */
  ShoppingBasketId: number;
}
