import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { WatchlistItem } from '@/types/api';
import WatchlistPanel from '@/features/trading/watchlist/WatchlistPanel';
import ClientWatchlistModal from '@/features/trading/watchlist/ClientWatchlistModal';
import { DocumentModal } from '@/features/trading/documents/DocumentModal';
import { sessionActions } from '@/store/sessionSlice';
import { formsActions } from '@/store/formsSlice';
import { getFormsRegistry } from '@/app/formsRegistry';
import { tradingActions } from '@/store/tradingActions';
import { uiActions } from '@/store/uiSlice';
import { watchlistActions } from '@/store/watchlistSlice';
import { account, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

const item = (id: number, overrides: Partial<WatchlistItem> = {}): WatchlistItem => ({
  ShoppingBasketId: id,
  FundId: 100 + id,
  FundName: `Fund ${id}`,
  ISIN: `LU00000000${id}0`,
  ProductType: 'Fund',
  Currency: 'EUR',
  CurrencySymbol: '€',
  StartDate: '2029-12-01',
  ModifiedDate: '2029-12-24',
  StampNAV: 1234.5,
  NAV: 1300,
  NavDate: '2029-12-31',
  OneDay: 0.12345,
  OneWeek: -0.5,
  OneMonth: 1,
  ThreeMonths: 2,
  SixMonths: 3,
  YTD: 4,
  OneYear: 5,
  ThreeYears: 6,
  FiveYears: null,
  ReturnPercent: 5.30579,
  GainRate: 10,
  FallRate: -5,
  AddedBy: null,
  Fees: { InitialFee: 1, ManagementFee: 0.75, ExitFee: 0, PublishCharge: null, ActualCharge: null },
  ...overrides,
});

function renderPanel(role: string, options: { dfm?: boolean; extra?: UnknownAction[] } = {}) {
  const { token, claims } = sessionToken(role);
  return renderScreen(<WatchlistPanel />, {
    state: stateAfter(
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.userInfoLoaded(user({ Role: role })),
      sessionActions.accountSummaryLoaded([account(11, { IsDFM: !!options.dfm })]),
      uiActions.modalOpened('watchlist'),
      ...(options.extra ?? []),
    ),
  });
}

describe('WatchlistPanel', () => {
  test('shows every column, formats the row and sends the row actions as trading events', async () => {
    const { dispatched } = renderPanel('client', { extra: [watchlistActions.loaded([item(1)])] });
    const table = screen.getByRole('table', { name: 'Watchlist' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Fees',
      'Fund',
      'Date Added',
      'Date Modified',
      'Start NAV',
      'Current NAV',
      '1D',
      '1W',
      '1M',
      '3M',
      '6M',
      'YTD',
      '1Y',
      '3Y',
      '5Y',
      'Return',
      'Gain Target',
      'Fall Target',
      'Actions',
    ]);
    const cells = within(table).getAllByRole('row')[1].querySelectorAll('td');
    expect([...cells].slice(2, 8).map((c) => c.textContent)).toEqual([
      '01/12/2029',
      '24/12/2029',
      '€1,234.50',
      '€1,300.00',
      '0.12345%',
      '-0.50%',
    ]);
    expect([...cells].slice(14, 18).map((c) => c.textContent)).toEqual(['–', '5.30579%', '10.00%', '-5.00%']);
    const ref = { ISIN: 'LU0000000010', FundName: 'Fund 1', FundId: 101, ProductType: 'Fund' };
    fireEvent.click(screen.getByRole('button', { name: 'Fund summary of Fund 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fact sheet of Fund 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy Fund 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit alert of Fund 1' }));
    expect(dispatched).toEqual(
      expect.arrayContaining([
        tradingActions.fundSummaryRequested(ref),
        tradingActions.factSheetRequested(ref),
        tradingActions.buyRequested(ref),
        watchlistActions.editStarted(1),
      ]),
    );
    // The Update Watchlist screen asks for its form (loaded by the forms saga, which this test does not run).
    expect(dispatched).toContainEqual(formsActions.formRequested('watchlist-targets'));
    await act(() => getFormsRegistry().then(() => undefined));
  });

  test('hides Buy when the active account is a DFM account', () => {
    renderPanel('client', { dfm: true, extra: [watchlistActions.loaded([item(1)])] });
    expect(screen.queryByRole('button', { name: 'Buy Fund 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Fund 1 from watchlist' })).toBeTruthy();
  });

  test('a read-only client may look but not edit, remove or buy', () => {
    renderPanel('clientreadonly', { extra: [watchlistActions.loaded([item(1)])] });
    for (const name of ['Buy Fund 1', 'Edit alert of Fund 1', 'Remove Fund 1 from watchlist'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fact sheet of Fund 1' })).toBeTruthy();
  });

  test('says "you currently have no items in your watchlist" when empty', () => {
    renderPanel('client', { extra: [watchlistActions.loaded([])] });
    expect(screen.getByText('you currently have no items in your watchlist')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('the Update Watchlist screen opened without an item shows the error and goes back', () => {
    const { dispatched } = renderPanel('client', { extra: [watchlistActions.loaded([item(1)]), watchlistActions.editStarted(99)] });
    expect(screen.getByRole('dialog', { name: 'Update Watchlist' })).toBeTruthy();
    expect(screen.getByText('Sorry something went wrong..')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back without Saving' }));
    expect(dispatched).toContainEqual(watchlistActions.editCancelled());
  });
});

describe('ClientWatchlistModal', () => {
  test('Add Selected stays disabled until a client is ticked; clients already watching are ticked and disabled', () => {
    const { token, claims } = sessionToken('consultant');
    const { dispatched } = renderScreen(<ClientWatchlistModal />, {
      state: stateAfter(
        sessionActions.tokenReceived({ token, claims }),
        watchlistActions.clientWatchlistOpened({ ISIN: 'LU0000000010', FundName: 'Fund 1' }),
        watchlistActions.clientListLoaded([
          { Id: 1, Name: 'Sofia Brandt', BostonId: 'B-1', InWatchlist: false },
          { Id: 2, Name: 'Max Ober', BostonId: 'B-2', InWatchlist: true },
        ]),
      ),
    });
    const add = () => screen.getByRole('button', { name: 'Add Selected' });
    expect(add().getAttribute('aria-disabled')).toBe('true');
    const watching = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Max Ober (already in their watchlist)' });
    expect([watching.checked, watching.disabled]).toEqual([true, true]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sofia Brandt' }));
    expect(add().getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(add());
    expect(dispatched).toContainEqual(watchlistActions.clientAddRequested(['B-1']));
    // While the add is on its way, both add buttons wait.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add To Your Watchlist' }).disabled).toBe(true);
    expect(add().getAttribute('aria-disabled')).toBe('true');
  });
});

describe('DocumentModal', () => {
  const docs = [{ FileName: 'Order-Form.pdf', PDFUrl: '/files/order-form.pdf' }];
  const show = (props: Partial<Parameters<typeof DocumentModal>[0]>) =>
    render(
      <FluentProvider theme={webLightTheme}>
        <DocumentModal open documents={docs} onClose={props.onClose ?? (() => undefined)} {...props} />
      </FluentProvider>,
    );

  test('offers Sign with Docusign when the caller does, and the documents to download', () => {
    const onDocusign = jest.fn();
    show({ onDocusign });
    fireEvent.click(screen.getByRole('button', { name: 'Sign with Docusign' }));
    expect(onDocusign).toHaveBeenCalledTimes(1);
    const link = screen.getByRole('link', { name: 'Order-Form.pdf' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual(['/files/order-form.pdf', 'Order-Form.pdf']);
  });

  test('without Docusign only the manual list shows', () => {
    show({});
    expect(screen.queryByRole('button', { name: 'Sign with Docusign' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Download, sign and return' })).toBeTruthy();
  });
});
