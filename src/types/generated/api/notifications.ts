/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/notifications.json. */
// An adviser's notifications: what its clients need done (portal-shell §6 'Notifications modal', compliance §6; consultant, whitelabeladmin and ownerofbusiness only).

/** MissingDocuments: an account with documents still outstanding (as the adviser's missing-documents list shows it). DueDiligence: a client whose due-diligence review is due. PendingOrder: an order placed and not yet processed, or waiting for the client's signature. SignedOrder: a DocuSign order the client has signed, waiting to be processed. NewAccount: an account opening completed in the last 30 days. */
export type NotificationKind = 'MissingDocuments' | 'DueDiligence' | 'PendingOrder' | 'SignedOrder' | 'NewAccount';

/** What the browser's button does. LoginAs: the Login As flow for the client. OpenMissingDocuments: My Account's missing-documents section. */
export type NotificationAction = 'LoginAs' | 'OpenMissingDocuments';

export interface NotificationItem {
  /** Unique within the answer: the kind and the record it is about. */
  Id: string;
  Kind: NotificationKind;
  ClientId: number;
  ClientName: string;
  AccountNumber: string | null;
  /** When it happened (ISO 8601, UTC); null when unknown (a review never made). */
  Date: string | null;
  Text: string;
  Action: NotificationAction;
  ActionLabel: string;
}

export interface NotificationCounts {
  MissingDocuments: number;
  DueDiligence: number;
  PendingOrder: number;
  SignedOrder: number;
  NewAccount: number;
}

export interface Notifications {
  /** Grouped by kind in the order of NotificationKind, newest first within a kind. */
  Items: NotificationItem[];
  Counts: NotificationCounts;
  Total: number;
}
