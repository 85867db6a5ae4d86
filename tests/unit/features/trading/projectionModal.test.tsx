import type { ReactElement } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Holding } from '@/types/api';
import type { Projection } from '@/types/generated/api/projections';
import { HoldingsSection } from '@/features/trading/holdings/HoldingsSection';
import { ProjectionModal } from '@/features/trading/projection/ProjectionModal';
import { portfolioActions } from '@/store/portfolioSlice';
import { projectionActions } from '@/store/projectionSlice';
import { sessionActions } from '@/store/sessionSlice';
import { account, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

const holding: Holding = {
  Id: 1,
  AccountId: 11,
  ProductId: 9,
  Name: 'Fund 1',
  ISIN: 'IE0000000010',
  Type: 'Fund',
  Units: 10,
  LatestNAV: 1086.5,
  NavDate: '2029-12-01',
  PurchaseDate: '2029-01-01',
  PurchasedValue: 9000,
  CurrentValue: 10865,
  Performance: 20.7,
  Currency: 'USD',
  CurrencySymbol: '$',
};
const opened = { Id: 1, Name: 'Fund 1', ISIN: 'IE0000000010', Currency: 'USD', CurrencySymbol: '$', CurrentValue: 10865 };
const years = [
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
];
const projection = {
  HoldingId: 1,
  Name: 'Fund 1',
  ISIN: 'IE0000000010',
  BaseCurrency: 'USD',
  BaseValue: 10865,
  ReferenceCurrency: 'EUR',
  CurrencySymbol: '€',
  CurrentValue: 10000,
  ExpRatedOfReturn: 5,
  YearlyContribution: 1000,
  ...Object.fromEntries(years.map((y, i) => [`${y}Year`, 10000 + (i + 1) * 1000.5])),
} as Projection;

function renderAs(element: ReactElement, extra: UnknownAction[]) {
  const { token, claims } = sessionToken('client');
  return renderScreen(element, {
    state: stateAfter(
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.userInfoLoaded(user({ Role: 'client' })),
      sessionActions.accountSummaryLoaded([account(11)]),
      ...extra,
    ),
  });
}

// The report loads the projection form's registry when it opens: let that settle inside act.
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('Projection Report', () => {
  test("each holding has a Projection action that opens the report with the holding's row", async () => {
    const { dispatched } = renderAs(<HoldingsSection />, [
      portfolioActions.holdingsLoaded({
        Holdings: [holding],
        Totals: { Currency: 'EUR', PurchasedValue: 9000, CurrentValue: 10000, Performance: 11.1 },
      }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Projection of Fund 1' }));
    await settle();
    expect(dispatched).toContainEqual(projectionActions.opened(opened));
  });

  test("the report shows the holding, the server's current value in the projection currency, the loader, then the glance list of 1, 3, 5, 10 and 15 years", async () => {
    renderAs(<ProjectionModal />, [
      projectionActions.opened(opened),
      projectionActions.requested({ expRatedOfReturn: 5, yearlyContribution: 1000 }),
      projectionActions.loaded(projection),
    ]);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Projection Report' });
    expect(within(dialog).getByText('Fund 1')).toBeTruthy();
    expect(within(dialog).getByText('Current value: € 10,000.00 (USD 10,865.00)')).toBeTruthy();
    // The chart's loader runs for 500 ms after the answer (the saga ends it).
    expect(within(dialog).getByText('Drawing the chart…')).toBeTruthy();
    const glance = within(dialog).getByTestId('projection-glance');
    expect(
      within(glance)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 year€ 11,000.50', '3 years€ 13,001.50', '5 years€ 15,002.50', '10 years€ 20,005.00', '15 years€ 25,007.50']);
  });

  test('Close closes the report', async () => {
    const { dispatched } = renderAs(<ProjectionModal />, [projectionActions.opened(opened)]);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Projection Report' });
    expect(within(dialog).getByText('Current value: $ 10,865.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dispatched).toContainEqual(projectionActions.closed());
  });
});
