/**
 * Texts of the watchlist, alerts, client watchlist, document and dealing instructions screens
 * (trading §2, §8), word for word where the spec has them.
 */
export const WATCHLIST_TEXTS = {
  emptyWatchlist: 'you currently have no items in your watchlist',
  emptyAlerts: 'you currently have nothing in your Alerts List',
  addedToWatchlist: (name: string) => `Added ${name} to Watchlist`,
  updatedWatchlist: 'Updated Watchlist',
  updatedAlert: 'Updated Alert',
  /** "Watchlist or alert edit opened without an item". */
  editWithoutItem: 'Sorry something went wrong..',
  loadingAlertsFailed: 'Sorry! looks like something went wrong while loading your Alerts',
  updatingAlertFailed: 'Sorry! looks like something went wrong while trying to update your alert',
  requestFailed:
    'Sorry! Looks like something went wrong while trying to process your request. Our support team has been notified of this error.',
  documentFailed: 'Sorry! Something wrong generating document.',
  goBackWithoutSaving: 'Go back without Saving',
  /** Tessera's words (decisions.md): where the spec names a state without its text. */
  removedFromWatchlist: (name: string) => `Removed ${name} from your Watchlist`,
  noClients: 'You have no clients yet.',
  alreadyWatching: 'already in their watchlist',
  noDealingInstructions: 'No Dealing Instructions Form is set for this account.',
} as const;
