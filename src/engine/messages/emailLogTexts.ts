/**
 * The email log's words (compliance §2.9; the spec gives the page's behaviour but not its
 * sentences, so these are Tessera's, DESIGN.md's tone).
 */
export const EMAIL_LOG_TEXTS = {
  title: 'Email logs',
  intro: 'The e-mails the platform has sent that you may see, newest first.',
  empty: 'No e-mails match these filters.',
  emptyUnfiltered: 'No e-mails have been sent yet.',
  loadFailed: 'Sorry! Looks like something went wrong while loading the email logs.',
  retry: 'Try again',
  loading: 'Loading the email logs…',
  filters: 'Filters',
  search: 'Search',
  pagerLabel: 'Email log pages',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${total} ${total === 1 ? 'e-mail' : 'e-mails'}`,
  previous: 'Previous',
  next: 'Next',
  clear: 'Clear filters',
  close: 'Close',
  mailText: 'Text of the e-mail',
  columns: { date: 'Date (UTC)', to: 'To', subject: 'Subject', kind: 'Type' },
} as const;

/** The outbox's kinds of mail in words; an unknown kind is shown as it is stored. */
export const EMAIL_KIND_NAMES: Record<string, string> = {
  'password-reset': 'Password reset',
  'account-opened': 'Account opened',
  'signing-request': 'Signing request',
  alert: 'Price alert',
  'nonplatform-sell': 'Sale request',
  'missing-document-uploaded': 'Document uploaded',
  'missing-document-reviewed': 'Document reviewed',
};
