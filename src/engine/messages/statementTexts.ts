/**
 * Texts of the account statement's download (compliance §2.6 'Download Statement', §8). The button's
 * label and the failure text are the spec's; the rest are Tessera's (decisions.md).
 */
export const STATEMENT_DOWNLOAD_TEXTS = {
  /** Compliance §2.6: the button that opens the print window. */
  download: 'Download Statement',
  preparing: 'Preparing your statement…',
  /** Compliance §8, word for word: the statement could not be loaded (the transactions are cleared too). */
  failed: 'Sorry! Looks like something went wrong while loading your Account Statement',
  /** When the browser blocked the print window: the statement's link to open by hand. */
  blocked: 'Your browser blocked the print window. Open your statement here:',
  /** The statement opened in the print window (announced to screen readers). */
  opened: 'Your statement opened in a new window.',
} as const;
