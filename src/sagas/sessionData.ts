import { all, call, delay, fork, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AccountSummary, UserInfo, WhiteLabel } from '@/types/api';
import type { TokenClaims } from '@/engine/session/decodeToken';
import { isAdviser, isBrandAdmin, isClient } from '@/engine/session/roles';
import { LOGOUT_DELAY_AFTER_401_MS } from '@/engine/constants';
import { formatServerMessage } from '@/engine/messages/formatServerMessage';
import { TEXTS } from '@/engine/messages/texts';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions, type SessionState } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { selectActiveAccount, selectBrand, selectSession } from '@/store/selectors';
import { loadApi, type Api } from './apiClient';
import { attempt } from './effects';

/** A 401 on account-summary calls: the timeout message, then logout after 2.5 s (portal-shell §4). */
export function* sessionTimedOut() {
  yield put(uiActions.errorRaised(formatServerMessage(TEXTS.timeout)));
  yield delay(LOGOUT_DELAY_AFTER_401_MS);
  yield put(sessionActions.logoutRequested({ reason: 'timeout' }));
}

/** Reads the account summary; a 401 starts the timeout logout. */
export function* loadAccountSummary() {
  const api: Api = yield call(loadApi);
  const result: { ok: boolean; value?: AccountSummary[]; error?: unknown } = yield call(attempt, api.getAccountSummary);
  if (result.ok) {
    yield put(sessionActions.accountSummaryLoaded(result.value!));
    yield put(uiActions.noticeClosed('summaryOutOfDate'));
    return true;
  }
  if (api.toApiError(result.error).status === 401) {
    yield fork(sessionTimedOut);
  } else {
    // The last known figures stay on screen with a notice that they may be out of date.
    yield put(uiActions.noticeShown('summaryOutOfDate'));
  }
  return false;
}

/** The reads that depend on the active account of a client. */
export function* loadActiveAccountData() {
  const account: AccountSummary | null = yield select(selectActiveAccount);
  const session: SessionState = yield select(selectSession);
  const brand: WhiteLabel | null = yield select(selectBrand);
  if (!account || !session.claims || !brand) return;
  const api: Api = yield call(loadApi);
  yield all([
    call(function* () {
      const r: { ok: boolean; value?: Record<string, number> } = yield call(attempt, api.getCashPosition, account.Id);
      if (r.ok) yield put(portfolioActions.cashPositionLoaded(r.value!));
    }),
    call(function* () {
      const r: { ok: boolean; value?: Awaited<ReturnType<Api['getCart']>> } = yield call(
        attempt,
        api.getCart,
        brand.WhiteLabelId,
        Number(session.claims!.nameid),
        account.Id,
      );
      if (r.ok) yield put(portfolioActions.cartLoaded(r.value!));
    }),
    call(function* () {
      const r: { ok: boolean; value?: Awaited<ReturnType<Api['getHoldings']>> } = yield call(attempt, api.getHoldings, account.Id);
      if (r.ok) yield put(portfolioActions.holdingsLoaded(r.value!));
    }),
  ]);
}

/** Data loaded after login by role (portal-shell §4). Failures are tolerated one by one. */
export function* loadRoleData(claims: TokenClaims, user: UserInfo | null) {
  const api: Api = yield call(loadApi);
  if (isClient(claims.role)) {
    yield put(portfolioActions.profileReminderChecked(!!user && !user.detailsUpdated && !user.cphqUser && !claims.cphqUser));
    yield all([
      call(loadActiveAccountData),
      call(function* () {
        const r: { ok: boolean; value?: Awaited<ReturnType<Api['getMissingDocuments']>> } = yield call(attempt, api.getMissingDocuments);
        if (r.ok) yield put(portfolioActions.missingDocumentsLoaded(r.value!));
      }),
    ]);
    return;
  }
  if (!isAdviser(claims.role)) return;
  const reads: Array<[(...a: never[]) => Promise<unknown>, (v: never) => PayloadAction<unknown>]> = [
    [api.getConversionRates, portfolioActions.ratesLoaded],
    [api.getConsultantSummary, portfolioActions.consultantSummaryLoaded],
    [api.getClientList, portfolioActions.clientListLoaded],
    [api.getInvestmentSummary, portfolioActions.investmentSummaryLoaded],
    [api.getMissingDocuments, portfolioActions.missingDocumentsLoaded],
  ];
  if (isBrandAdmin(claims.role)) reads.push([api.getAdminClientList, portfolioActions.adminClientListLoaded]);
  yield all(
    reads.map(([fn, loaded]) =>
      call(function* () {
        const r: { ok: boolean; value?: unknown } = yield call(attempt, fn);
        if (r.ok) yield put(loaded(r.value as never));
      }),
    ),
  );
}
