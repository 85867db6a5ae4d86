import { fireEvent, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import buyCheckoutFlow from '../../../../schemas/flows/buy-checkout.json';
import sellCheckoutFlow from '../../../../schemas/flows/sell-checkout.json';
import type { BasketProductDetails, CartItem } from '@/types/api';
import BasketModal from '@/features/trading/basket/BasketModal';
import CartPanel from '@/features/trading/cart/CartPanel';
import CheckoutView from '@/features/trading/checkout/CheckoutView';
import ClientWatchlistModal from '@/features/trading/watchlist/ClientWatchlistModal';
import { cartActions, type SellDetails } from '@/store/cartSlice';
import { checkoutActions } from '@/store/checkoutSlice';
import { formsActions } from '@/store/formsSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions } from '@/store/sessionSlice';
import { watchlistActions } from '@/store/watchlistSlice';
import { account, cartItem, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

/** The text of a control's tooltip: what its aria-describedby points at (what a screen reader announces). */
function tooltipOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** A disabled control of trading §5: aria-disabled, still focusable (disabledFocusable), with its reason as tooltip. */
function expectBlocked(name: string, reason: string) {
  const button = screen.getByRole<HTMLButtonElement>('button', { name });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.disabled).toBe(false);
  button.focus();
  expect(document.activeElement).toBe(button);
  expect(tooltipOf(button)).toBe(reason);
}

function expectEnabled(name: string) {
  const button = screen.getByRole<HTMLButtonElement>('button', { name });
  expect(button.getAttribute('aria-disabled')).not.toBe('true');
  expect(button.disabled).toBe(false);
}

function session(role = 'client', extra: UnknownAction[] = []): UnknownAction[] {
  const { token, claims } = sessionToken(role);
  return [
    sessionActions.tokenReceived({ token, claims }),
    sessionActions.userInfoLoaded(user({ Role: role })),
    sessionActions.accountSummaryLoaded([account(11, { AvailableBalance: 10_000 })]),
    portfolioActions.cashPositionLoaded({ EUR: 10_000 }),
    ...extra,
  ];
}

const product = (overrides: Partial<BasketProductDetails> = {}): BasketProductDetails => ({
  FundId: 1,
  ISIN: 'LU0000000001',
  FundName: 'Value Fund',
  ProductType: 'Fund',
  Currency: 'EUR',
  CurrencySymbol: '€',
  NAV: 100,
  Denomination: null,
  MinInvest: null,
  Coupon: null,
  ...overrides,
});

const holding = (overrides: Partial<SellDetails> = {}): SellDetails => ({
  Name: 'Value Fund',
  ISIN: 'LU0000000001',
  Type: 'Fund',
  Currency: 'EUR',
  CurrencySymbol: '€',
  Units: 10,
  SellableUnits: 10,
  PurchasedValue: 900,
  Performance: 11.1,
  CurrentValue: 1000,
  LatestNAV: 100,
  ...overrides,
});

function renderBasket(options: {
  side?: 'Purchase' | 'Sell';
  product?: BasketProductDetails;
  holding?: SellDetails | null;
  input: { mode: 'Amount' | 'Units' | 'PercentOfCash' | 'PercentOfHoldings' | 'SellAll'; value: number };
  editItemId?: number;
  extra?: UnknownAction[];
}) {
  const side = options.side ?? 'Purchase';
  const p = options.product ?? product();
  return renderScreen(<BasketModal open />, {
    state: stateAfter(
      ...session('client', options.extra),
      cartActions.basketOpened({ side, ISIN: p.ISIN, name: p.FundName, editItemId: options.editItemId ?? null }),
      cartActions.basketLoaded({ product: p, holding: options.holding ?? null }),
      cartActions.basketInputChanged(options.input),
    ),
  });
}

describe('Buy in basket is disabled when any holds (trading §5)', () => {
  test('an amount not a multiple of MinInvest blocks Buy with the rule as its tooltip; a multiple lets it through', () => {
    renderBasket({ product: product({ MinInvest: 1000 }), input: { mode: 'Amount', value: 2500 } });
    expectBlocked('Buy', 'Amount must be a multiple of the minimum investment of 1,000');
  });

  test('an amount that is a multiple of MinInvest enables Buy', () => {
    renderBasket({ product: product({ MinInvest: 1000 }), input: { mode: 'Amount', value: 3000 } });
    expectEnabled('Buy');
  });

  test('a bond is bought by a nominal labelled "Nominal (multiples of 1,000)"; 1,500 or 0 blocks Buy', () => {
    const bond = product({ ProductType: 'Fixed Income Bond', Coupon: 2.125, NAV: 99.5 });
    renderBasket({ product: bond, input: { mode: 'Units', value: 1500 } });
    expect(screen.getByLabelText('Nominal (multiples of 1,000)')).toBeTruthy();
    expectBlocked('Buy', 'Nominal must be a multiple of 1,000 and above 0');
  });

  test('a note with a Denomination is labelled "Nominal (divisible by 5,000)" and blocks a nominal not divisible by it', () => {
    const note = product({ ProductType: 'Hybrid, Structured Instruments', Denomination: 5000, NAV: 100 });
    renderBasket({ product: note, input: { mode: 'Units', value: 7000 } });
    expect(screen.getByLabelText('Nominal (divisible by 5,000)')).toBeTruthy();
    expectBlocked('Buy', 'Nominal must be divisible by 5,000');
  });

  test('an equity amount that is not whole blocks Buy', () => {
    renderBasket({ product: product({ ProductType: 'Equities', NAV: 10 }), input: { mode: 'Amount', value: 100.5 } });
    expectBlocked('Buy', 'Equities can only be bought in whole numbers');
  });

  test('units below 1 block Buy', () => {
    renderBasket({ input: { mode: 'Units', value: 0.5 } });
    expectBlocked('Buy', 'Units must be at least 1');
  });

  test.each([150, 0, -5])('a percentage of available cash of %p blocks Buy', (value) => {
    renderBasket({ input: { mode: 'PercentOfCash', value } });
    expectBlocked('Buy', 'Percentage of available cash must be above 0 and at most 100');
  });

  test('Update Amount (edit) is disabled with zero', () => {
    renderBasket({ input: { mode: 'Amount', value: 0 }, editItemId: 7 });
    expectBlocked('Update Amount', 'Please enter an amount above 0');
  });
});

describe('Sell is disabled when (trading §5)', () => {
  test('the units exceed the held units', () => {
    renderBasket({ side: 'Sell', holding: holding(), input: { mode: 'Units', value: 11 } });
    expectBlocked('Sell', 'You cannot sell more units than you hold');
  });

  test('the cash exceeds the current value', () => {
    renderBasket({ side: 'Sell', holding: holding(), input: { mode: 'Amount', value: 1000.01 } });
    expectBlocked('Sell', 'The amount exceeds the current value of your holding');
  });

  test('units are not above 0', () => {
    renderBasket({ side: 'Sell', holding: holding(), input: { mode: 'Units', value: 0 } });
    expectBlocked('Sell', 'Units must be above 0');
  });

  test('a pending sell-all order (quantity within 1e-5 of 0) exists for the same ISIN, even for Sell All', () => {
    const pending = {
      Purchase: [],
      Sell: [
        {
          OrderId: 1,
          OrderLineId: 1,
          ISIN: 'LU0000000001',
          Name: 'Value Fund',
          ProductType: 'Fund',
          ORDER_DATE: '2029-12-31',
          CreatedAt: '',
          QUANTITY: 0.000001,
          Units: 10,
          Amount: 1000,
          Currency: 'EUR',
          TransactionType: 'Sell' as const,
          TradeOptions: 'SellAll',
          Status: 'Pending',
          CheckoutType: 'Online',
        },
      ],
    };
    renderBasket({
      side: 'Sell',
      holding: holding(),
      input: { mode: 'SellAll', value: 0 },
      extra: [cartActions.pendingOrdersLoaded(pending)],
    });
    expectBlocked('Sell', 'A sell-all order for this product is already pending');
  });

  test("selling part of the holding is allowed; the bond's current value is nominal × price / 100", () => {
    const bond = product({ ProductType: 'Bonds', Coupon: 3, NAV: 98 });
    const bondHolding = holding({ Type: 'Bonds', Units: 2000, SellableUnits: 2000, LatestNAV: 98, CurrentValue: 1960 });
    const { unmount } = renderBasket({ side: 'Sell', product: bond, holding: bondHolding, input: { mode: 'Amount', value: 1960 } });
    expectEnabled('Sell');
    unmount();
    renderBasket({ side: 'Sell', product: bond, holding: bondHolding, input: { mode: 'Amount', value: 1960.01 } });
    expectBlocked('Sell', 'The amount exceeds the current value of your holding');
  });
});

function renderCart(items: CartItem[], checked: number[]) {
  return renderScreen(<CartPanel open />, {
    state: stateAfter(
      ...session(),
      portfolioActions.cartLoaded({ Items: items, TotalList: [] }),
      ...checked.map((id) => cartActions.itemChecked({ id, checked: true })),
    ),
  });
}

describe('Cart (trading §5)', () => {
  test('Proceed with Buy Order and Proceed with Sell order wait for a checked item', () => {
    renderCart([cartItem(1), cartItem(2, { TransactionType: 'Sell' })], []);
    expectBlocked('Proceed with Buy Order', 'Select at least one item to check out');
    expectBlocked('Proceed with Sell order', 'Select at least one item to check out');
  });

  test('more than 8 checked buy items: "Maximum 8 items can be checked out at a time"; 8 are fine', () => {
    const items = Array.from({ length: 9 }, (_, i) => cartItem(i + 1));
    const { unmount } = renderCart(items, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expectBlocked('Proceed with Buy Order', 'Maximum 8 items can be checked out at a time');
    unmount();
    renderCart(items, [1, 2, 3, 4, 5, 6, 7, 8]);
    expectEnabled('Proceed with Buy Order');
  });

  test('checked buy items above the available cash: "Amount Exceeds Available Cash"', () => {
    renderCart([cartItem(1, { Amount: 6000 }), cartItem(2, { Amount: 4000.01 }), cartItem(3, { TransactionType: 'Sell' })], [1, 2, 3]);
    expectBlocked('Proceed with Buy Order', 'Amount Exceeds Available Cash');
    expectEnabled('Proceed with Sell order');
  });

  test('consultant-type roles see "To start trading, please login as one of your clients" and Go To Client List', () => {
    renderScreen(<CartPanel open />, { state: stateAfter(...session('consultant')) });
    expect(screen.getByText('To start trading, please login as one of your clients')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go To Client List' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed with Buy Order' })).toBeNull();
  });
});

function renderCheckout(kind: 'buy' | 'sell', item: CartItem, stepId: string, extra: UnknownAction[] = []) {
  return renderScreen(<CheckoutView />, {
    state: stateAfter(
      ...session(),
      formsActions.flowLoaded(kind === 'buy' ? buyCheckoutFlow : sellCheckoutFlow),
      portfolioActions.ratesLoaded([
        { Currency: 'EUR', Rate_EUR: 1, CurrencySymbol: '€' },
        { Currency: 'USD', Rate_EUR: 1.1, CurrencySymbol: '$' },
      ]),
      portfolioActions.cartLoaded({ Items: [item], TotalList: [] }),
      checkoutActions.started({ kind, itemIds: [item.ID] }),
      checkoutActions.stepEntered({ stepId }),
      ...extra,
    ),
  });
}

describe('Payment step (trading §5)', () => {
  const item = cartItem(1, { Amount: 2000, CashRebate: 0.5 });

  test('Confirm Rebate is disabled until a rebate type is chosen', () => {
    const { dispatched } = renderCheckout('buy', item, 'Rebates');
    expectBlocked('Confirm Rebate', 'Please choose a rebate type');
    fireEvent.click(screen.getByRole('radio', { name: /Cash rebate/ }));
    expect(dispatched).toContainEqual(checkoutActions.rebateChosen('Cash'));
  });

  test('Next waits until the amount left to pay is exactly 0', () => {
    renderCheckout('buy', item, 'PaymentDetails', [
      checkoutActions.paymentChanged({ currency: 'EUR', part: { SellAmount: 1500, BuyAmount: 1500 } }),
    ]);
    expectBlocked('Next', 'The amount left to pay must be 0.00 before you continue.');
  });

  test('overpayment shows "Exceeds Amount Needed"', () => {
    renderCheckout('buy', item, 'PaymentDetails', [
      checkoutActions.paymentChanged({ currency: 'EUR', part: { SellAmount: 2500, BuyAmount: 2500 } }),
    ]);
    expectBlocked('Next', 'Exceeds Amount Needed');
  });

  test('a currency paying more than its available cash blocks Next', () => {
    renderCheckout('buy', cartItem(1, { Amount: 20_000 }), 'PaymentDetails', [
      checkoutActions.paymentChanged({ currency: 'EUR', part: { SellAmount: 20_000, BuyAmount: 20_000 } }),
    ]);
    expectBlocked('Next', 'The amount exceeds the available EUR cash.');
  });

  test('paying exactly the amount needed enables Next', () => {
    renderCheckout('buy', item, 'PaymentDetails', [
      checkoutActions.paymentChanged({ currency: 'EUR', part: { SellAmount: 2000, BuyAmount: 2000 } }),
    ]);
    expectEnabled('Next');
  });
});

describe('Finalise (trading §5)', () => {
  test('Online, Docusign and Manual are all disabled until the disclaimer is ticked', () => {
    renderCheckout('sell', cartItem(1, { TransactionType: 'Sell', CheckoutDocusign: true }), 'FinaliseSellOrder');
    for (const option of ['Online', 'Docusign', 'Manual']) expectBlocked(option, 'Please tick the disclaimer first.');
  });

  test('after the tick, a product that forbids online checkout keeps Online disabled with the reason; Manual is offered', () => {
    renderCheckout('sell', cartItem(1, { TransactionType: 'Sell', CheckoutOnline: false, Name: 'Closed Fund' }), 'FinaliseSellOrder', [
      checkoutActions.disclaimerChanged(true),
    ]);
    expectBlocked('Online', 'Online checkout is not available for Closed Fund. Please choose Docusign or Manual.');
    expectEnabled('Manual');
  });
});

describe('Client watchlist (trading §5)', () => {
  test('Add Selected is disabled, focusable and explained until a client is selected', () => {
    renderScreen(<ClientWatchlistModal />, {
      state: stateAfter(
        ...session('consultant'),
        watchlistActions.clientWatchlistOpened({ ISIN: 'LU0000000010', FundName: 'Fund 1' }),
        watchlistActions.clientListLoaded([{ Id: 1, Name: 'Sofia Brandt', BostonId: 'B-1', InWatchlist: false }]),
      ),
    });
    expectBlocked('Add Selected', 'Select at least one client');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sofia Brandt' }));
    expectEnabled('Add Selected');
  });
});
