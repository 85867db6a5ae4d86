/** My Account's Documents section (issue 14 item 7; compliance §7 Online documents, User documents; §8 failures). */
export const DOCUMENT_TEXTS = {
  title: 'Documents',
  onlineTitle: 'Online documents',
  onlineIntro: 'Our terms and standard fees, as they apply today.',
  userTitle: 'Your documents',
  userIntro: 'The documents prepared when your accounts were opened, and the forms you submitted.',
  userEmpty: 'There are no documents for your accounts yet.',
  /** The adviser's view of a client's documents (from the client directory). */
  clientAction: 'Documents',
  clientActionLabel: (name: string) => `Documents of ${name}`,
  clientTitle: (name: string) => `Documents of ${name}`,
  clientUserTitle: "The client's documents",
  clientUserIntro: "The documents prepared when the client's accounts were opened, and the forms the client submitted.",
  clientUserEmpty: 'There are no documents for this client yet.',
  close: 'Close',
  loading: 'Loading…',
  opening: (title: string) => `Opening ${title}…`,
  /** compliance §8 */
  listFailed: 'Sorry! Looks like something went wrong while getting available documents',
  /** compliance §8: the standard fee schedules could not be read. */
  feesFailed: 'Sorry! Looks like something went wrong while loading fees',
  retry: 'Try again',
  kinds: { ApplicationForm: 'Application form', FeeSchedule: 'Fee schedule', BusinessConditions: 'Business conditions' } as Record<
    string,
    string
  >,
  signed: 'Signed',
  unsigned: 'Not signed yet',
  account: (number: string | null, openingId: number | null) =>
    number ? `Account ${number}` : openingId !== null ? `Account opening ${openingId}` : 'No account',
  /** A compliance submission's line: "Know Your Customer (version 1)", as compliance's own list names it. */
  submissionName: (title: string, version: string | number) => `${title} (version ${version})`,
  submitted: 'Submitted',
} as const;
