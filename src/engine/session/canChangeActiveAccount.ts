/** Modals in which the active account may be changed (portal-shell §4, trading §2). */
export const ACCOUNT_SWITCH_MODALS = ['watchlist', 'alerts', 'transactions', 'buy', 'sell', 'cart'] as const;

/**
 * The active account may be changed only while one of the listed modals is open, and for the
 * cart only when it is not at checkout.
 * @param openModals - ids of the modals open now
 * @param cartAtCheckout - whether the cart is in its checkout flow
 */
export function canChangeActiveAccount(openModals: readonly string[], cartAtCheckout: boolean): boolean {
  return openModals.some((m) => (m === 'cart' ? !cartAtCheckout : (ACCOUNT_SWITCH_MODALS as readonly string[]).includes(m)));
}
