import type { NotificationAction, NotificationKind } from '@/types/generated/api/notifications';

/**
 * An account opening completed this many days ago or less is a new account in the adviser's
 * notifications (the spec names new accounts but no period; Tessera's choice, docs/decisions.md).
 */
export const NEW_ACCOUNT_DAYS = 30;

/** The kinds in the order the Notifications modal groups them (the server orders its items the same). */
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'MissingDocuments',
  'DueDiligence',
  'PendingOrder',
  'SignedOrder',
  'NewAccount',
];

/**
 * The adviser's notifications in words (portal-shell §6, compliance §6 give the modal and who sees
 * it, not its sentences: these are Tessera's). The server writes each item's text and button label
 * from these, the browser its headings, the bell and the modal's states.
 */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  bell: (total: number) => (total ? `Notifications, ${total} new` : 'Notifications'),
  intro: 'What your clients need from you, by kind, newest first.',
  loading: 'Loading your notifications…',
  empty: 'Nothing needs your attention: your clients have no missing documents, reviews due, orders waiting or new accounts.',
  loadFailed: 'Sorry! Looks like something went wrong while loading your notifications.',
  retry: 'Try again',
  close: 'Close',
  columns: { client: 'Client', account: 'Account', date: 'Date', details: 'Details', action: 'Action' },
  headings: {
    MissingDocuments: 'Missing documents',
    DueDiligence: 'Due-diligence reviews due',
    PendingOrder: 'Pending orders',
    SignedOrder: 'Signed orders awaiting processing',
    NewAccount: 'New accounts',
  } satisfies Record<NotificationKind, string>,
  actions: {
    missingDocuments: 'Open missing documents',
    dueDiligence: 'Review due diligence',
    loginAs: 'Log in as client',
  },
  // Item texts (written by the server).
  missingDocuments: (messages: string) => `Outstanding: ${messages}.`,
  dueDiligenceNever: 'Due-diligence review due; no review on record.',
  dueDiligenceSince: (date: string) => `Due-diligence review due; last reviewed on ${date}.`,
  pendingOrder: (lines: number, date: string) =>
    `Order of ${lines} ${lines === 1 ? 'line' : 'lines'} placed on ${date}, awaiting processing.`,
  awaitingSignature: (lines: number, date: string) =>
    `Order of ${lines} ${lines === 1 ? 'line' : 'lines'} placed on ${date}, awaiting the client's signature.`,
  signedOrder: (lines: number, date: string) =>
    `Order of ${lines} ${lines === 1 ? 'line' : 'lines'} placed on ${date}, signed and awaiting processing.`,
  newAccount: (date: string) => `Account opened on ${date}.`,
} as const;

/** What each action's button does is the browser's; its label comes with the item. */
export type { NotificationAction };
