import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { getUserInfo, updateUserInfo } from '@/api';
import type { UserInfo, UserInfoUpdate, WhiteLabel } from '@/types/api';
import { PROFILE_REMINDER_SUBMIT_DELAY_MS } from '@/engine/constants';
import { normalisePhone } from '@/engine/sanitise/normalisePhone';
import { formatServerMessage } from '@/engine/messages/formatServerMessage';
import { dueDiligenceActions } from '@/store/dueDiligenceSlice';
import { portfolioActions, type PortfolioState } from '@/store/portfolioSlice';
import { formsActions } from '@/store/formsSlice';
import {
  PROFILE_REMINDER_FLOW,
  PROFILE_REMINDER_FORM,
  PROFILE_REMINDER_MODAL,
  PROFILE_REMINDER_TEXTS,
  profileReminderActions as actions,
  selectProfileReminder,
  type ProfileReminderState,
} from '@/store/profileReminderSlice';
import { selectBrand, selectPortfolio } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import { untilNoModalOpen } from './dueDiligenceSaga';

function* whiteLabelId() {
  const brand: WhiteLabel | null = yield select(selectBrand);
  return brand?.WhiteLabelId ?? 0;
}

/**
 * The profile reminder (compliance §2.5, §4) comes last after login: once the due-diligence review
 * is settled and no other modal is open, a client whose profile has detailsUpdated false (never
 * head-office staff: profileReminderChecked at login) gets it, prefilled from a fresh GET userinfo.
 */
export function* offerProfileReminder() {
  const { profileReminderDue }: PortfolioState = yield select(selectPortfolio);
  const { status }: ProfileReminderState = yield select(selectProfileReminder);
  if (!profileReminderDue || status !== 'closed') return;
  yield put(formsActions.flowRequested(PROFILE_REMINDER_FLOW));
  yield put(formsActions.formRequested(PROFILE_REMINDER_FORM));
  yield call(untilNoModalOpen);
  const id: number = yield call(whiteLabelId);
  let user: UserInfo;
  try {
    user = yield call(getUserInfo, id);
  } catch {
    yield put(uiActions.errorRaised(formatServerMessage(PROFILE_REMINDER_TEXTS.getFailed)));
    return;
  }
  if (user.detailsUpdated || user.cphqUser) {
    yield put(portfolioActions.profileReminderChecked(false));
    return;
  }
  // The stored phone may carry the due-diligence form's hyphen or spaces: the reminder's form takes dial code plus digits.
  const phone = normalisePhone('', user.Phone ?? '');
  yield put(
    actions.opened({
      firstName: user.FirstName,
      lastName: user.LastName,
      email: user.Email,
      ...(phone ? { phone } : {}),
      financialChanged: false,
    }),
  );
  yield put(uiActions.modalOpened(PROFILE_REMINDER_MODAL));
}

/**
 * 'Confirm Details': the loader shows for 1 s, then PUT userinfo; success shows 'Updated Profile
 * Successfully', failure closes the modal and says so in the error modal (compliance §4, §8).
 */
export function* updateProfile(action: PayloadAction<UserInfoUpdate>) {
  yield delay(PROFILE_REMINDER_SUBMIT_DELAY_MS);
  const id: number = yield call(whiteLabelId);
  try {
    yield call(updateUserInfo, id, action.payload);
  } catch {
    yield put(actions.closed());
    yield put(uiActions.errorRaised(formatServerMessage(PROFILE_REMINDER_TEXTS.updateFailed)));
    return;
  }
  yield put(portfolioActions.profileReminderChecked(false));
  yield put(actions.updateSucceeded());
}

export function* closeProfileReminder() {
  yield put(uiActions.modalClosed(PROFILE_REMINDER_MODAL));
}

export function* watchProfileReminder() {
  // takeLatest: the review settles once per session (again after a reload); the latest decides.
  yield takeLatest(dueDiligenceActions.settled.type, offerProfileReminder);
  // takeLeading: one update at a time; 'Confirm Details' is disabled meanwhile anyway.
  yield takeLeading(actions.confirmed.type, updateProfile);
  // takeEvery: closing is idempotent.
  yield takeEvery(actions.closed.type, closeProfileReminder);
}
