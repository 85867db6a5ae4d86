import { fireEvent, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AlertItem } from '@/types/api';
import AlertsPanel from '@/features/trading/alerts/AlertsPanel';
import { alertsActions } from '@/store/alertsSlice';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { account, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

const alert = (id: number): AlertItem => ({
  TradeBuyId: id,
  AccountId: 11,
  FundId: 100 + id,
  FundName: `Fund ${id}`,
  ISIN: `LU00000000${id}0`,
  ProductType: 'Fund',
  Currency: 'USD',
  PurchaseDate: '2029-11-02',
  StartValue: 1000,
  CurrentValue: 1100.456,
  OneDay: 0.123456,
  OneWeek: -0.5,
  OneMonth: 1,
  ThreeMonths: 2,
  SixMonths: 3,
  YTD: 4,
  OneYear: 5,
  ThreeYears: null,
  FiveYears: null,
  TenYears: 7.5,
  ReturnPercent: 10.0456,
  GainRate: 5,
  FallRate: -5,
  AutoResetGainFallValue: 5,
  GainSelection: 1,
  FallSelection: 4,
  IsFallAutoEmail: false,
  IsFallAutoSell: false,
  IsAutoReset: false,
  IsGainAutoEmail: true,
  IsGainAutoSell: false,
  IsGainAutoReset: false,
  ModifiedDate: null,
  History: [{ Date: '2029-12-01', State: 'Reset', GainRate: 5, FallRate: -5, NewGainRate: 8, NewFallRate: -4 }],
});

function renderPanel(role: string, extra: UnknownAction[]) {
  const { token, claims } = sessionToken(role);
  return renderScreen(<AlertsPanel />, {
    state: stateAfter(
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.userInfoLoaded(user({ Role: role })),
      sessionActions.accountSummaryLoaded([account(11)]),
      uiActions.modalOpened('alerts'),
      ...extra,
    ),
  });
}

describe('AlertsPanel', () => {
  test('shows every column of trading §2 and a collapsible History with its own columns', () => {
    renderPanel('client', [alertsActions.loaded([alert(1)])]);
    const table = screen.getByRole('table', { name: 'Alerts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Fund',
      'Purchase Date',
      'Start Value',
      'Current Value',
      '1D',
      '1W',
      '1M',
      '3M',
      '6M',
      'YTD',
      '1Y',
      '3Y',
      '5Y',
      '10Y',
      'Return',
      'Gain Target',
      'Fall Target',
      'Action',
    ]);
    const cells = within(table).getAllByRole('row')[1].querySelectorAll('td');
    expect([...cells].slice(1, 5).map((c) => c.textContent)).toEqual(['02/11/2029', '$1,000.00', '$1,100.46', '0.12346%']);
    // Fall Target with action 4 (No Alert) shows no value.
    expect(cells[16].textContent).toBe('–No Alert');
    const toggle = screen.getByRole('button', { name: 'History of Fund 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const history = screen.getByRole('table', { name: 'History of Fund 1' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Status', 'Gain Target', 'Fall Target', 'New Gain Target', 'New Fall Target']);
  });

  test('says "you currently have nothing in your Alerts List" when empty, with Close', () => {
    const { dispatched } = renderPanel('client', [alertsActions.loaded([])]);
    expect(screen.getByText('you currently have nothing in your Alerts List')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dispatched).toContainEqual(uiActions.modalClosed('alerts'));
  });

  test('a failed load says the §8 text', () => {
    renderPanel('client', [alertsActions.loadFailed()]);
    expect(screen.getByText('Sorry! looks like something went wrong while loading your Alerts')).toBeTruthy();
  });

  test('Reset Alert opened without an item shows "Sorry something went wrong.." and goes back', () => {
    const { dispatched } = renderPanel('client', [alertsActions.loaded([alert(1)]), alertsActions.resetStarted(99)]);
    expect(screen.getByRole('dialog', { name: 'Reset Alert' })).toBeTruthy();
    expect(screen.getByText('Sorry something went wrong..')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go back without Saving' }));
    expect(dispatched).toContainEqual(alertsActions.resetCancelled());
  });

  test('a read-only client has no Reset Alert', () => {
    renderPanel('clientreadonly', [alertsActions.loaded([alert(1)])]);
    expect(screen.queryByRole('button', { name: 'Reset Alert of Fund 1' })).toBeNull();
  });
});
