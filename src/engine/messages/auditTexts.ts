/** My Account's "Done on your behalf" and "Your data" (issue 15 items 5 and 7): Tessera's words, the spec shows none. */
export const AUDIT_TEXTS = {
  title: 'Done on your behalf',
  intro: 'What your adviser did while signed in as you, and what administrators of the portal changed for you.',
  empty: 'Nobody has done anything on your behalf yet.',
  loading: 'Loading…',
  listFailed: 'Sorry! Looks like something went wrong while getting what was done on your behalf',
  retry: 'Try again',
  columns: { date: 'Date', who: 'Who', what: 'What' },
  asYou: 'signed in as you',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${total} ${total === 1 ? 'entry' : 'entries'}`,
  dataTitle: 'Your data',
  dataIntro:
    'Download everything we keep about you — profile, accounts, orders, holdings, forms with their PDFs, e-mails and this list — as one ZIP file.',
  download: 'Download my data',
  downloading: 'Preparing your data…',
  downloaded: 'Your data has been downloaded.',
  downloadFailed: 'Sorry! Looks like something went wrong while preparing your data',
} as const;
