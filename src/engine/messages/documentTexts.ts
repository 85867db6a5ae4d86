/** My Account's Documents section (issue 14 item 7; compliance §7 Online documents, User documents; §8 failures). */
export const DOCUMENT_TEXTS = {
  title: 'Documents',
  onlineTitle: 'Online documents',
  onlineIntro: 'Our terms and standard fees, as they apply today.',
  userTitle: 'Your documents',
  userIntro: 'The documents prepared when your accounts were opened.',
  userEmpty: 'There are no documents for your accounts yet.',
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
  account: (number: string | null, openingId: number) => (number ? `Account ${number}` : `Account opening ${openingId}`),
} as const;
