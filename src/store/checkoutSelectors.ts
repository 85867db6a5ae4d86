import { createSelector } from '@reduxjs/toolkit';
import type { CartItem } from '@/types/api';
import { plainConditions } from '@/engine/flows/ConditionEvaluator';
import { stagesFor, stepsFor } from '@/engine/flows/interpreter';
import type { Flow } from '@/engine/flows/types';
import { checkoutOptions, type CheckoutItem } from '@/engine/trading/checkoutOptions';
import { cartCheckoutBlockers } from '@/engine/trading/cartCheckoutBlockers';
import { convertViaEur, type EurRates } from '@/engine/trading/convertViaEur';
import { productKindOf } from '@/engine/trading/productKindOf';
import type { RootState } from './rootReducer';
import { selectActiveAccount } from './selectors';

export const BUY_CHECKOUT_FLOW = 'buy-checkout';
export const SELL_CHECKOUT_FLOW = 'sell-checkout';

/** Alert defaults of trading §4 and §9: gain 5 %, fall 5 % (stored -5), after-reset 5 %, Notify By Email. */
export const ALERT_DEFAULTS = Object.freeze({ GainRate: 5, GainSelection: 1, FallRate: -5, FallSelection: 1, AutoResetGainFallValue: 5 });

/** The buy-checkout flow's context for one product (schemas/flows/buy-checkout.json). */
export function checkoutContextOf(item: CartItem, index: number, count: number) {
  return {
    ProductType: item.ProductType,
    HasCashRebate: (item.CashRebate ?? 0) > 0,
    IsNote: productKindOf(item) === 'note',
    ProductIndex: index + 1,
    ProductCount: count,
  };
}

export const selectCheckout = (s: RootState) => s.checkout;
export const selectCartState = (s: RootState) => s.cart;
const selectCartItems = (s: RootState) => s.portfolio.cart?.Items ?? [];

export const selectCheckoutFlow = (s: RootState): Flow | null =>
  s.checkout.kind ? (s.forms.flows[s.checkout.kind === 'buy' ? BUY_CHECKOUT_FLOW : SELL_CHECKOUT_FLOW] ?? null) : null;

/** The cart items being checked out, in order (they leave the cart once ordered; the order answer then speaks). */
export const selectCheckoutItems = createSelector([selectCartItems, (s: RootState) => s.checkout.itemIds], (items, ids) =>
  ids.map((id) => items.find((i) => i.ID === id)).filter((i): i is CartItem => !!i),
);

export const selectCurrentCheckoutItem = createSelector(
  [selectCheckoutItems, (s: RootState) => s.checkout.productIndex],
  (items, i) => items[i] ?? null,
);

/**
 * The visible steps and stages of the flow for the current product (the tracker shows the stages).
 * The checkout flows' conditions are plain, so they are answered without the forms registry.
 */
export const selectCheckoutSteps = createSelector(
  [selectCheckoutFlow, selectCurrentCheckoutItem, (s: RootState) => s.checkout],
  (flow, item, checkout) => {
    if (!flow) return { steps: [], stages: [] };
    const context = checkout.kind === 'buy' && item ? checkoutContextOf(item, checkout.productIndex, checkout.itemIds.length) : {};
    return { steps: stepsFor(flow, context, plainConditions), stages: stagesFor(flow, context, plainConditions) };
  },
);

export const selectEurRates = createSelector([(s: RootState) => s.portfolio.rates], (rates): EurRates =>
  Object.fromEntries(rates.map((r) => [r.Currency, r.Rate_EUR])),
);

/** The checked items of the cart and the blockers of Proceed with Buy Order / Proceed with Sell order (trading §5 Cart). */
export const selectCartProceed = createSelector(
  [selectCartItems, (s: RootState) => s.cart.checked, selectActiveAccount, selectEurRates],
  (items, checked, account, rates) => {
    const checkedItems = items.filter((i) => checked.includes(i.ID));
    const currency = account?.Currency ?? 'EUR';
    const inAccountCurrency = (i: CartItem) => {
      try {
        return convertViaEur(i.Amount, i.Currency, currency, rates);
      } catch {
        return i.Amount;
      }
    };
    const blockers = cartCheckoutBlockers(
      checkedItems.map((i) => ({ TransactionType: i.TransactionType, Amount: inAccountCurrency(i) })),
      account?.AvailableBalance ?? 0,
    );
    return { checkedItems, ...blockers };
  },
);

/** Which of Online, Docusign and Manual the Finalise step offers (the engine's rule, trading §5 Finalise). */
export const selectCheckoutOptions = createSelector(
  [selectCheckoutItems, (s: RootState) => s.checkout.kind, selectActiveAccount, (s: RootState) => s.session.user],
  (items, kind, account, user) => {
    const lines: CheckoutItem[] = items.map((i) => ({
      Name: i.Name,
      ProductType: i.ProductType,
      TransactionType: kind === 'sell' ? 'Sell' : 'Purchase',
      CheckoutOnline: i.CheckoutOnline ?? true,
      CheckoutDocusign: i.CheckoutDocusign ?? false,
      NeedsDisclaimer: i.NeedsDisclaimer ?? false,
    }));
    return checkoutOptions(lines, {
      AllowedToPurchase: !!account?.AllowedToPurchase && (user?.CanPurchase ?? true),
      AllowedToSell: !!account?.AllowedToSell && (user?.CanSell ?? true),
      TransactionFeeSigned: !!user?.TransactionFeeSigned,
    });
  },
);
