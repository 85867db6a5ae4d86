import { numberFromText } from './numberFromText';

/** Alert percentages a new alert starts with (trading §4: "Defaults: gain 5, fall 5, after-reset 5"). */
export const ALERT_DEFAULTS = Object.freeze({ gain: 5, fall: 5, afterReset: 5 });

/**
 * The user enters a fall alert as a positive percentage ("alert me when it falls 5 %"), but the
 * alert is stored with a negative fall value (trading §4). A value already stored negative stays
 * as it is, so saving an alert twice does not flip it. A value that is not a number — the inputs
 * are cleared or disabled by "No Alert" — stores the default fall of 5 %.
 * @param value - the fall percentage as number or text, either sign
 * @returns the fall value to store: never positive (0 stays 0)
 */
export function alertFallValueForStorage(value: unknown): number {
  const fall = typeof value === 'number' ? value : typeof value === 'string' ? numberFromText(value, true) : Number.NaN;
  if (!Number.isFinite(fall)) return -ALERT_DEFAULTS.fall;
  return fall === 0 ? 0 : -Math.abs(fall);
}
