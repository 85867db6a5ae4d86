/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/alert-targets/schema.json. */

/**
 * A price alert's targets and actions (trading spec §2 Reset Alert, §3 Alert, §4 Alerts, §5, §7 alerts save; also the Alerts step of buy checkout, where the line is a CartId instead of a TradeId). Bonds and notes have no alerts. Defaults: gain 5, fall 5 (stored -5), after-reset 5.
 */
export interface AlertTargetsAnswers {
  /**
   * Gain target in % (a rise from the start value), step 1.
   */
  GainRate?: number;
  /**
   * What happens when the gain target is reached: 1 Notify By Email, 3 Reset Alert, 4 No Alert (disables the gain input); 2 (auto-sell) is only read from an existing alert's flags.
   */
  GainSelection: number & (1 | 2 | 3 | 4);
  /**
   * Fall target in %, stored as a negative number (a fall of 5 % is -5); the form shows it without the sign. Step 1.
   */
  FallRate?: number;
  /**
   * What happens when the fall target is reached: 1 Notify By Email, 3 Reset Alert, 4 No Alert (disables the fall input); 2 (auto-sell) is only read from an existing alert's flags.
   */
  FallSelection: number & (1 | 2 | 3 | 4);
  /**
   * After a reset, the new targets are this many % from the current value.
   */
  AutoResetGainFallValue?: number;
  /**
   * The alert being reset (the alert item's TradeBuyId).
   */
  TradeId?: number;
  /**
   * The cart line, when the alert is set during buy checkout.
   */
  CartId?: number;
}
