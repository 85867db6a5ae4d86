import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as api from '@/api/projections';
import type { Projection } from '@/types/generated/api/projections';
import type { AccountSummary } from '@/types/api';
import { PROJECTION_CHART_LOADER_MS } from '@/engine/constants';
import { PROJECTION_TEXTS } from '@/engine/messages/projectionTexts';
import { projectionCurrency } from '@/engine/reporting/projectionCurrency';
import { projectionActions as actions, selectProjection, type ProjectionAsked, type ProjectionState } from '@/store/projectionSlice';
import { selectActiveAccount, selectRole } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import { showError } from './effects';

/** The modal id in `ui.openModals`: page scroll is blocked and the active account stays while it is open. */
export const PROJECTION_MODAL = 'projection';

export function* openProjection() {
  yield put(uiActions.modalOpened(PROJECTION_MODAL));
}

export function* closeProjection() {
  yield put(uiActions.modalClosed(PROJECTION_MODAL));
}

/**
 * Asks the server for the open holding's projection (compliance §7 "Projections") with the spec's
 * fields; the chart's loader stops PROJECTION_CHART_LOADER_MS after the answer (§2.7). A failure
 * goes to the error modal, the server's Message first, else the §8 text.
 */
export function* loadProjection(action: PayloadAction<ProjectionAsked>) {
  const { holding }: ProjectionState = yield select(selectProjection);
  const account: AccountSummary | null = yield select(selectActiveAccount);
  const role: string | undefined = yield select(selectRole);
  if (!holding || !account) return;
  try {
    const [projection]: Projection[] = yield call(api.getProjections, {
      holdingId: holding.Id,
      ...action.payload,
      currentValue: holding.CurrentValue,
      baseCurrency: holding.Currency,
      referenceCurrency: projectionCurrency(role, account.Currency),
    });
    if (!projection) throw new Error('The projections call answered no projection.');
    yield put(actions.loaded(projection));
    yield delay(PROJECTION_CHART_LOADER_MS);
    yield put(actions.chartShown());
  } catch (error) {
    yield put(actions.failed());
    yield call(showError, error, PROJECTION_TEXTS.failed);
  }
}

export function* watchProjection() {
  // takeLatest: opening and closing follow the last click.
  yield takeLatest(actions.opened.type, openProjection);
  yield takeLatest(actions.closed.type, closeProjection);
  // takeLatest: a Recalculate supersedes the projection still in flight.
  yield takeLatest(actions.requested.type, loadProjection);
}
