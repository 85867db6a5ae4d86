/** The projection form's two answers as the user typed them or a query string carries them. */
export interface ProjectionInputText {
  expRatedOfReturn?: unknown;
  yearlyContribution?: unknown;
}

// A plain decimal, with an optional sign and thousands commas ("10,000", "4.5", "-1"); anything else is not a number.
const DECIMAL = /^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/;

function valueOf(raw: unknown): unknown {
  if (raw === undefined || raw === null) return 0;
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (text === '') return 0;
  if (!DECIMAL.test(text) || !/\d/.test(text)) return raw;
  return Number(text.replace(/,/g, ''));
}

/**
 * The projection's answers before validation (compliance §5 "empty becomes 0"): an empty or missing
 * input counts as 0, a plain number written as text becomes that number, and anything else is left
 * as it is so the form's schema refuses it with its own message. The browser and the server both
 * call it, so a query string and a typed field mean the same.
 * @param input - the two answers, as typed or as query parameters
 * @returns the answers to validate against schemas/forms/projection
 */
export function projectionInputs(input: ProjectionInputText): { expRatedOfReturn: unknown; yearlyContribution: unknown } {
  return { expRatedOfReturn: valueOf(input.expRatedOfReturn), yearlyContribution: valueOf(input.yearlyContribution) };
}
