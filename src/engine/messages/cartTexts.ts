/**
 * Texts of the cart, baskets and checkout (trading §2, §5, §8), word for word where the spec has
 * them. The rules' own messages live beside the rules in `src/engine/trading/`.
 */
export const CART_TEXTS = {
  addedToCart: 'Successfully added to cart',
  removedFromCart: (name: string) => `Removed ${name} from your cart`,
  docusignSent: 'Your Docusign emails have been sent. Please check your emails',
  purchaseFailed: 'Sorry! looks like something went wrong while trying to purchase product',
  checkoutFailed: 'Sorry! looks like something went wrong while trying to checkout',
  requestFailed:
    'Sorry! Looks like something went wrong while trying to process your request. Our support team has been notified of this error.',
  consultantCart: 'To start trading, please login as one of your clients',
  consultantBuy: 'Consultant buy functionality coming soon. Please login as client to continue with buy process',
  /** "Fact sheet not loaded" (trading §8). */
  factSheetFailed: 'Sorry something went wrong',
  itemsRemoved:
    "We've updated your cart: One or more products you selected are no longer available and have been removed. We apologize for any inconvenience. Please review your cart before proceeding to checkout.",
  exceedsAmountNeeded: 'Exceeds Amount Needed',
  /** Tessera's words (decisions.md): where the spec names a state without its text. */
  emptyCart: 'Your cart is empty.',
  productNotFound: 'Sorry! This product could not be found.',
  notHeld: 'You do not hold this product in the active account.',
  paymentLeft: 'The amount left to pay must be 0.00 before you continue.',
  exceedsCash: (currency: string) => `The amount exceeds the available ${currency} cash.`,
  disclaimerFirst: 'Please tick the disclaimer first.',
  nothingToProceed: 'Select at least one item to check out',
} as const;
