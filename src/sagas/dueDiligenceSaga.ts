import { call, delay, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as api from '@/api';
import { toApiError } from '@/api';
import type {
  DueDiligenceCountry,
  DueDiligenceDetails,
  DueDiligenceDetailsInfo,
  DueDiligenceReminder,
  DueDiligenceSkip,
  DueDiligenceSubmitAnswer,
} from '@/types/api';
import type { TokenClaims } from '@/engine/session/decodeToken';
import { isClient, isReadOnlyClient } from '@/engine/session/roles';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { CONTACT_DETAILS_JUMP_DELAY_MS } from '@/engine/constants';
import {
  DUE_DILIGENCE_FLOW,
  DUE_DILIGENCE_FORMS,
  DUE_DILIGENCE_MODALS,
  DUE_DILIGENCE_TEXTS,
  dueDiligenceActions as actions,
  selectDueDiligence,
  type DueDiligenceState,
  type Holder,
} from '@/store/dueDiligenceSlice';
import { formsActions } from '@/store/formsSlice';
import { selectAnyModalOpen, selectClaims, selectSession } from '@/store/selectors';
import { sessionActions, type SessionState } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { showError } from './effects';

/**
 * Waits until no modal, error or notice is open, so the post-login modals come one after another
 * (missing documents → due diligence → profile reminder) and never stack.
 */
export function* untilNoModalOpen() {
  for (;;) {
    const busy: boolean = yield select(selectAnyModalOpen);
    if (!busy) return;
    yield take('*');
  }
}

/** The details, the country metadata, the flow and its forms: what the four stages need, loaded while the introduction shows. */
export function* prepareReview() {
  yield put(formsActions.flowRequested(DUE_DILIGENCE_FLOW));
  for (const id of DUE_DILIGENCE_FORMS) yield put(formsActions.formRequested(id));
  yield fork(loadMetadata);
  yield call(loadInfo);
}

export function* loadInfo() {
  const { infoStatus }: DueDiligenceState = yield select(selectDueDiligence);
  if (infoStatus === 'ready') return true;
  yield put(actions.infoRequested());
  try {
    const info: DueDiligenceDetailsInfo = yield call(api.getDueDiligenceDetails);
    yield put(actions.infoLoaded(info));
    return true;
  } catch {
    yield put(actions.infoFailed());
    return false;
  }
}

/** The countries' risk and CRS status (the country lists show the risk); the form still works without them. */
export function* loadMetadata() {
  try {
    const countries: DueDiligenceCountry[] = yield call(api.getDueDiligenceMetadata);
    yield put(actions.metadataLoaded(countries));
  } catch {
    // The country lists fall back to the reference list built into the engine.
  }
}

/**
 * After login (compliance §2.4, §4): a client whose review is due gets the introduction once the
 * modals before it are closed. Other roles, a read-only client and a failed read get nothing, and
 * the next reminder may show at once.
 */
export function* checkReminder() {
  const claims: TokenClaims | null = yield select(selectClaims);
  if (!claims || !isClient(claims.role) || isReadOnlyClient(claims.role)) {
    yield put(actions.settled());
    return;
  }
  let reminder: DueDiligenceReminder | undefined;
  try {
    reminder = yield call(api.getDueDiligenceReminder);
  } catch {
    reminder = undefined;
  }
  // A failed read (or an empty answer) shows nothing: the reminder is asked again at the next login.
  if (!reminder) {
    yield put(actions.settled());
    return;
  }
  yield put(actions.reminderLoaded(reminder));
  if (!reminder.IsReminderDue) {
    yield put(actions.settled());
    return;
  }
  yield fork(prepareReview);
  yield call(untilNoModalOpen);
  yield put(uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction));
}

/** Introduction 'Yes': the details changed; the introduction gives way to the four stages. */
export function* openReview() {
  const loaded: boolean = yield call(loadInfo);
  if (!loaded) {
    yield call(showError, null, DUE_DILIGENCE_TEXTS.loadFailed);
    return;
  }
  yield put(uiActions.modalClosed(DUE_DILIGENCE_MODALS.introduction));
  yield put(uiActions.modalOpened(DUE_DILIGENCE_MODALS.form));
}

/** Sends details; on success the confirmation replaces whichever modal sent them. */
function* submit(body: { Details: DueDiligenceDetails; Unchanged?: boolean }, from: string) {
  try {
    const answer: DueDiligenceSubmitAnswer = yield call(api.submitDueDiligenceDetails, body);
    yield put(actions.submitSucceeded(answer.Documents));
    yield put(uiActions.modalClosed(from));
    yield put(uiActions.modalOpened(DUE_DILIGENCE_MODALS.confirmation));
    return true;
  } catch (error) {
    yield put(actions.submitFailed(chooseMessage(toApiError(error).message, DUE_DILIGENCE_TEXTS.submitFailed)));
    return false;
  }
}

/** Introduction 'No': the stored details, unchanged, then the confirmation. */
export function* submitUnchanged() {
  const loaded: boolean = yield call(loadInfo);
  const { info }: DueDiligenceState = yield select(selectDueDiligence);
  if (!loaded || !info) {
    yield put(actions.submitFailed(DUE_DILIGENCE_TEXTS.loadFailed));
    yield call(showError, null, DUE_DILIGENCE_TEXTS.loadFailed);
    return;
  }
  const sent: boolean = yield call(submit, { Details: info.Details, Unchanged: true }, DUE_DILIGENCE_MODALS.introduction);
  if (!sent) {
    const { error }: DueDiligenceState = yield select(selectDueDiligence);
    yield call(showError, null, error ?? DUE_DILIGENCE_TEXTS.submitFailed);
  }
}

/** The last stage's submit: all details of the four stages. A failure is shown in the form, whose answers stay. */
export function* submitDetails(action: PayloadAction<DueDiligenceDetails>) {
  yield call(submit, { Details: action.payload }, DUE_DILIGENCE_MODALS.form);
}

/** Introduction 'Remind Me Later': records a skip and closes; the server refuses once the skips are used up. */
export function* remindLater() {
  const session: SessionState = yield select(selectSession);
  try {
    const skip: DueDiligenceSkip = yield call(api.skipDueDiligence, session.user?.BostonId ?? '');
    yield put(actions.skipRecorded(skip));
    yield put(uiActions.modalClosed(DUE_DILIGENCE_MODALS.introduction));
    yield put(actions.settled());
  } catch (error) {
    yield put(actions.skipFailed());
    yield call(showError, error, DUE_DILIGENCE_TEXTS.skipFailed);
  }
}

/** A changed fiscal residence reveals the holder's contact details; the form moves there 600 ms later (compliance §9). */
export function* jumpToContactDetails(action: PayloadAction<Holder>) {
  yield delay(CONTACT_DETAILS_JUMP_DELAY_MS);
  yield put(actions.contactDetailsJumpDue(action.payload));
}

/** 'Acknowledged' closes every modal of the review (compliance §2.4); closing the form leaves the review due. */
export function* closeReview() {
  for (const id of Object.values(DUE_DILIGENCE_MODALS)) yield put(uiActions.modalClosed(id));
  yield put(actions.settled());
}

export function* watchDueDiligence() {
  // takeLatest: a new session (login, reload) asks again; the older check is dropped.
  yield takeLatest(sessionActions.sessionReady.type, checkReminder);
  // takeLeading: one answer to the introduction at a time; a double click sends once.
  yield takeLeading(actions.changedChosen.type, openReview);
  yield takeLeading(actions.unchangedChosen.type, submitUnchanged);
  yield takeLeading(actions.remindLaterChosen.type, remindLater);
  yield takeLeading(actions.detailsSubmitted.type, submitDetails);
  // takeLatest: a second change of the country moves to the latest holder's details.
  yield takeLatest(actions.fiscalResidenceChanged.type, jumpToContactDetails);
  // takeEvery: closing is idempotent.
  yield takeEvery([actions.acknowledged.type, actions.formClosed.type], closeReview);
}
