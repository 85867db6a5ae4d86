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
  /** An administrator's view of one client (the client directory's Activity). */
  client: {
    action: 'Activity',
    actionLabel: (name: string) => `Activity for ${name}`,
    title: (name: string) => `Activity for ${name}`,
    intro:
      'What advisers did while signed in as this client, and what administrators changed for the client, newest first. The request id finds the act in the server log.',
    empty: 'Nobody has done anything on behalf of this client yet.',
    listFailed: "Sorry! Looks like something went wrong while getting the client's activity",
    columns: { date: 'Date', who: 'Who', what: 'What', request: 'Request' },
    asClient: 'signed in as the client',
    download: "Download the client's data",
    downloading: "Preparing the client's data…",
    downloaded: "The client's data has been downloaded.",
    close: 'Close',
  },
} as const;
