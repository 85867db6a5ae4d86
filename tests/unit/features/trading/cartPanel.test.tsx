import { act, screen } from '@testing-library/react';
import type { Cart } from '@/types/api';
import CartPanel from '@/features/trading/cart/CartPanel';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions } from '@/store/sessionSlice';
import { account, cartWith, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

const withTotal = (total: number): Cart => ({
  ...cartWith(2),
  TotalList: [{ Currency: 'EUR', CurrencySymbol: '€', Total: total, TotalInAccountCurrency: total }],
});

describe('CartPanel', () => {
  test('lists Buy Orders and Sell Orders with the unit cost to 4 decimals and money to 2', () => {
    const { token, claims } = sessionToken('client');
    const cart = withTotal(1234.5);
    cart.Items[1] = { ...cart.Items[1], TransactionType: 'Sell', UnitCost: 10.123456 };
    renderScreen(<CartPanel open />, {
      state: stateAfter(
        sessionActions.tokenReceived({ token, claims }),
        sessionActions.userInfoLoaded(user()),
        sessionActions.accountSummaryLoaded([account(11)]),
        portfolioActions.cartLoaded(cart),
      ),
    });
    expect(screen.getByRole('heading', { name: 'Buy Orders' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sell Orders' })).toBeTruthy();
    const sellRow = screen.getByRole('row', { name: /Fund 2/ });
    expect(sellRow.textContent).toContain('10.1235');
    expect(sellRow.textContent).toContain('EUR 100.00');
    expect(screen.getByRole('group', { name: 'Totals' }).textContent).toBe('Total EUR: € 1,234.50');
    for (const name of ['See Products', 'Search Products', 'Go to your holdings'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  test('the totals flash for 450 ms when they change, not when the cart first shows', async () => {
    const { token, claims } = sessionToken('client');
    const { store } = renderScreen(<CartPanel open />, {
      state: stateAfter(
        sessionActions.tokenReceived({ token, claims }),
        sessionActions.userInfoLoaded(user()),
        sessionActions.accountSummaryLoaded([account(11)]),
        portfolioActions.cartLoaded(withTotal(200)),
      ),
    });
    const totals = () => screen.getByRole('group', { name: 'Totals' });
    expect(totals().getAttribute('data-flashing')).toBeNull();
    act(() => {
      store.dispatch(portfolioActions.cartLoaded(withTotal(300)));
    });
    expect(totals().getAttribute('data-flashing')).toBe('true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(totals().getAttribute('data-flashing')).toBe('true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(totals().getAttribute('data-flashing')).toBeNull();
  });
});
