/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/projections';
import type { Projection } from '@/types/generated/api/projections';
import type { AccountSummary } from '@/types/api';
import { PROJECTION_CHART_LOADER_MS } from '@/engine/constants';
import { PROJECTION_TEXTS } from '@/engine/messages/projectionTexts';
import { PROJECTION_MODAL, watchProjection } from '@/sagas/projectionSaga';
import { injectPortalSlices } from '@/store/portalSlices';
import { projectionActions as actions } from '@/store/projectionSlice';
import { rootReducer } from '@/store/rootReducer';
import { selectActiveAccount, selectRole } from '@/store/selectors';
import { httpError } from '../support/http';

// The portal's slices, which the app injects when the logged-in portal loads.
injectPortalSlices();

const holding = { Id: 7, Name: 'Alpha Fund', ISIN: 'LU0000000001', Currency: 'USD', CurrencySymbol: '$', CurrentValue: 1086.5 };
const account = { Id: 11, Number: 'DMO-1', Currency: 'EUR', CurrencySymbol: '€' } as AccountSummary;
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
  HoldingId: 7,
  Name: 'Alpha Fund',
  ISIN: 'LU0000000001',
  BaseCurrency: 'USD',
  BaseValue: 1086.5,
  ReferenceCurrency: 'EUR',
  CurrencySymbol: '€',
  CurrentValue: 1000,
  ExpRatedOfReturn: 5,
  YearlyContribution: 0,
  ...Object.fromEntries(years.map((y, i) => [`${y}Year`, Math.round(1000 * 1.05 ** (i + 1) * 100) / 100])),
} as Projection;

const run = (role: string, provided: unknown) =>
  expectSaga(watchProjection)
    .withReducer(rootReducer)
    .provide([
      [matchers.select(selectActiveAccount), account],
      [matchers.select(selectRole), role],
      [matchers.call.fn(api.getProjections), provided],
    ])
    .dispatch(actions.opened(holding))
    .dispatch(actions.requested({ expRatedOfReturn: 5, yearlyContribution: 0 }));

describe('projection saga', () => {
  test("requested asks for the open holding's projection with the spec's fields and shows the answer; the chart's loader stays 500 ms", async () => {
    const { storeState } = await run('client', [projection])
      .call(api.getProjections, {
        holdingId: 7,
        expRatedOfReturn: 5,
        yearlyContribution: 0,
        currentValue: 1086.5,
        baseCurrency: 'USD',
        referenceCurrency: 'EUR',
      })
      .silentRun(PROJECTION_CHART_LOADER_MS / 5);
    expect(storeState.projection).toMatchObject({ holding, status: 'ready', result: projection, chartLoading: true });
    expect(storeState.ui.openModals).toEqual([PROJECTION_MODAL]);
  });

  test('the chart is shown once PROJECTION_CHART_LOADER_MS has passed after the answer', async () => {
    const { storeState } = await run('client', [projection]).silentRun(PROJECTION_CHART_LOADER_MS + 200);
    expect(storeState.projection).toMatchObject({ status: 'ready', chartLoading: false });
  });

  test.each([
    ['consultant', 'EUR'],
    ['client', 'USD'],
  ])(
    "a %s with a USD account asks for the projection in %s (a consultant's default currency, else the account's)",
    async (role, currency) => {
      const usd = { ...account, Currency: 'USD', CurrencySymbol: '$' };
      await expectSaga(watchProjection)
        .withReducer(rootReducer)
        .provide([
          [matchers.select(selectActiveAccount), usd],
          [matchers.select(selectRole), role],
          [matchers.call.fn(api.getProjections), [projection]],
        ])
        .call(api.getProjections, {
          holdingId: 7,
          expRatedOfReturn: 1,
          yearlyContribution: 2,
          currentValue: 1086.5,
          baseCurrency: 'USD',
          referenceCurrency: currency,
        })
        .dispatch(actions.opened(holding))
        .dispatch(actions.requested({ expRatedOfReturn: 1, yearlyContribution: 2 }))
        .silentRun(20);
    },
  );

  test("a failure goes to the error modal with the server's Message, else the spec's projection text, and stops the loader", async () => {
    const refused = await run('client', throwError(httpError(400, 'Expected Rate of Return must be between 0 and 100'))).silentRun(20);
    expect(refused.storeState.ui.errors).toEqual(['Expected Rate of Return must be between 0 and 100']);
    expect(refused.storeState.projection).toMatchObject({ status: 'failed', chartLoading: false, result: null });
    const broken = await run('client', throwError(httpError(502))).silentRun(20);
    expect(broken.storeState.ui.errors).toEqual([PROJECTION_TEXTS.failed]);
  });

  test('closing clears the report and the open modal', async () => {
    const { storeState } = await run('client', [projection]).dispatch(actions.closed()).silentRun(20);
    expect(storeState.projection).toMatchObject({ holding: null, result: null });
    expect(storeState.ui.openModals).toEqual([]);
  });
});
