import { TEXTS } from './texts';

/**
 * Texts of My Account's Pending orders section and Transactions modal (trading §2 "transactions
 * section", §7 "Pending orders", "Holding transactions"). The spec names these screens without
 * their words; these are Tessera's (decisions.md), except the §8 generic request failure.
 */
export const TRANSACTIONS_TEXTS = {
  pendingTitle: 'Pending orders',
  pendingIntro:
    'Orders you have placed that have not been settled yet. Units of an order by amount, and the amount of an order by units, are estimates at the latest price; the settled figures appear under Transactions.',
  pendingEmpty: 'You have no pending orders.',
  pendingLoading: 'Loading your pending orders…',
  /** A pending sell-all order (QUANTITY 0) sells every unit held at settlement. */
  allUnits: 'All',
  statusPending: 'Pending',
  statusAwaitingSignature: 'Awaiting signature',
  orderForm: 'Order form',
  popupBlocked: 'Your browser blocked the new tab.',
  openOrderForm: (orderId: number) => `Open the order form of order ${orderId}`,
  transactionsTitle: 'Transactions',
  transactionsIntro:
    'The cash movements of this account with their running balances, its purchases and sales, and its fees and charges, for a period you choose.',
  transactionsButton: 'Transactions',
  modalTitle: (productName?: string | null) => (productName ? `Transactions – ${productName}` : 'Transactions'),
  loading: 'Loading transactions…',
  empty: 'No transactions yet.',
  /** Trading §8 "Generic request failure", when the server gives no Message. */
  requestFailed: TEXTS.requestFailed,
} as const;

/** Trade options as a client reads them. */
export const TRADE_OPTION_NAMES: Readonly<Record<string, string>> = { Amount: 'Amount', Units: 'Units', SellAll: 'Sell All' };

/** Order line statuses as a client reads them. */
export const ORDER_STATUS_NAMES: Readonly<Record<string, string>> = {
  Pending: TRANSACTIONS_TEXTS.statusPending,
  AwaitingSignature: TRANSACTIONS_TEXTS.statusAwaitingSignature,
};
