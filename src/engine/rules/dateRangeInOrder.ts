/** The transaction report's message for a start date after its end date (Tessera's words; the spec is silent). */
export const DATE_RANGE_IN_ORDER_MESSAGE = 'Start Date must not be after End Date';

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})/;

/**
 * A report period runs forwards: the start day is the end day or earlier (the transaction report of
 * compliance §2.6; JSON Schema cannot compare two answers without $data, which the engine leaves off).
 * Dates compare as calendar days. A missing or malformed date passes: saying so is the schema's job.
 * @param startDate - the period's first day, 'yyyy-MM-dd'
 * @param endDate - the period's last day, 'yyyy-MM-dd'
 * @returns false only when both are dates and the start is after the end
 */
export function dateRangeInOrder(startDate: string | null | undefined, endDate: string | null | undefined): boolean {
  const start = ISO_DATE.exec(startDate ?? '')?.[1];
  const end = ISO_DATE.exec(endDate ?? '')?.[1];
  if (!start || !end) return true;
  return start <= end;
}
