/**
 * The words of My Account's adviser sections (portal-shell §4, §6: the investment summary and the
 * admin client list are loaded after login; the spec does not give their sentences, these are Tessera's).
 */
export const ADVISER_BOOK_TEXTS = {
  investmentSummary: {
    title: 'Investment summary',
    intro: (currency: string) => `Your clients' investments by product type, cash included, in ${currency}.`,
    columns: { type: 'Product type', value: 'Value', share: 'Share of total' },
    total: 'Total',
    empty: 'Your clients hold no investments yet.',
  },
  adminClientList: {
    title: 'Admin client list',
    intro: (currency: string) => `Every client of the brand with their consultant and positions in ${currency}.`,
    columns: {
      client: 'Client',
      userName: 'User name',
      consultant: 'Consultant',
      accounts: 'Accounts',
      cash: 'Cash',
      securities: 'Securities',
      total: 'Total position',
      action: 'Action',
    },
    noConsultant: 'None',
    loginAs: 'Login As',
    loginAsLabel: (name: string) => `Login As ${name}`,
    empty: 'The brand has no clients yet.',
    shown: (shown: number, total: number) =>
      `Showing the first ${shown} of ${total} clients by name. Search the client list above to find any client.`,
  },
} as const;

/** The admin client list shows at most this many rows (a brand may have 100,000 clients; the client list above searches them all). */
export const ADMIN_CLIENT_LIST_SHOWN = 100;
