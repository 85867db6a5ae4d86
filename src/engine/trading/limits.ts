/**
 * Limits of trading §5 and §9, named with the spec's wording so a reader can find the rule. The
 * timings of trading §9 are in `../constants.ts` with the other timings.
 */
/** "Max 8 buy items per checkout". */
export const MAX_CHECKOUT_ITEMS = 8;
/** "Payment amount max 1,000,000" (the per-currency amount input). */
export const PAYMENT_AMOUNT_MAX = 1_000_000;
/** "Default denomination 1000; bond and fund unit step 1000". */
export const DEFAULT_DENOMINATION = 1000;
/** "a bond (Coupon) amount not a multiple of 1000, or 0". */
export const BOND_NOMINAL_MULTIPLE = 1000;
/** "a pending sell-all order (quantity within 1e-5 of 0)". */
export const SELL_ALL_QUANTITY_EPSILON = 1e-5;
/** "Product search default page size 20"; -1 asks for every match (structured notes). */
export const PRODUCT_SEARCH_PAGE_SIZE = 20;
export const PRODUCT_SEARCH_ALL = -1;
/** Alert action codes of trading §4. */
export const ALERT_ACTION = Object.freeze({ NotifyByEmail: 1, AutoSell: 2, ResetAlert: 3, NoAlert: 4 });
