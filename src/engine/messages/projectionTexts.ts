/**
 * Texts of the Projection Report (compliance §2.7, §8), shared by the modal and the server's
 * refusals. The modal's labels and the inputs' messages are the projection form's (schemas/forms/projection).
 */
export const PROJECTION_TEXTS = {
  title: 'Projection Report',
  /** The holding row's action that opens the report. */
  action: 'Projection',
  getProjections: 'Get Projections',
  recalculate: 'Recalculate',
  close: 'Close',
  /** Compliance §8: the failure of the projections call when the server gives no Message. */
  failed: 'Sorry! Looks like something went wrong while trying to get the projected values',
  currentValue: 'Current value',
  chartTitle: 'Yearly performance',
  glanceTitle: 'At a glance',
  loadingChart: 'Drawing the chart…',
  /** The glance list's and the chart's words for year n. */
  yearLabel: (year: number) => `Year ${year}`,
  glanceLabel: (year: number) => (year === 1 ? '1 year' : `${year} years`),
  actionLabel: (name: string) => `Projection of ${name}`,
  // Refusals of the projections call (Tessera's words: the spec gives none).
  holdingNotFound: 'This holding does not belong to you.',
  baseCurrencyMismatch: (currency: string) => `This holding is valued in ${currency}: baseCurrency must be ${currency}.`,
  referenceCurrencyMismatch: (currency: string) => `Your projections are in ${currency}: referenceCurrency must be ${currency}.`,
} as const;
