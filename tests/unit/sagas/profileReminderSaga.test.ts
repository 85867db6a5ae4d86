/** @jest-environment node */
import { all, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as shellApi from '@/api/shell';
import * as ddApi from '@/api/dueDiligence';
import { watchDueDiligence } from '@/sagas/dueDiligenceSaga';
import { offerProfileReminder, updateProfile, watchProfileReminder } from '@/sagas/profileReminderSaga';
import { brandActions } from '@/store/brandSlice';
import { DUE_DILIGENCE_MODALS, dueDiligenceActions } from '@/store/dueDiligenceSlice';
import { formsActions } from '@/store/formsSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { PROFILE_REMINDER_MODAL, PROFILE_REMINDER_TEXTS, profileReminderActions as actions } from '@/store/profileReminderSlice';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import type { UserInfoUpdate } from '@/types/api';
import { DEMO_BRAND, user } from '../support/fixtures';
import { httpError } from '../support/http';
import { sagaProviders, stateAfter } from '../support/sagas';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sessionToken } from '../support/tokens';

const notUpdated = user({ detailsUpdated: false, Phone: '+49-1701234106' });
const email = 'jane@demowealth.example';
const update: UserInfoUpdate = { email, phone: '+353155501000', financialChanged: true, detailsChanged: false };

function client(due = true, ...more: Parameters<typeof rootReducer>[1][]): RootState {
  const { token, claims } = sessionToken('client');
  return stateAfter(
    brandActions.brandLoaded(DEMO_BRAND),
    sessionActions.tokenReceived({ token, claims }),
    portfolioActions.profileReminderChecked(due),
    ...more,
  );
}
const reminderOf = (s: RootState) => (s as unknown as { profileReminder: { status: string; answers: unknown } }).profileReminder;

describe('profile reminder saga', () => {
  test('a due reminder opens prefilled from a fresh GET userinfo (the phone as dial code plus digits), with its flow and form requested', async () => {
    const { storeState } = await expectSaga(offerProfileReminder)
      .withReducer(rootReducer, client())
      .provide([[matchers.call.fn(shellApi.getUserInfo), notUpdated]])
      .put(formsActions.flowRequested('profile-reminder'))
      .put(formsActions.formRequested('profile-reminder'))
      .call(shellApi.getUserInfo, DEMO_BRAND.WhiteLabelId)
      .put(uiActions.modalOpened(PROFILE_REMINDER_MODAL))
      .run();
    expect(reminderOf(storeState)).toEqual({
      status: 'open',
      answers: { firstName: 'Jane', lastName: 'Doe', email: 'jane@demowealth.example', phone: '+491701234106', financialChanged: false },
    });
  });

  test('it waits until the due-diligence modals are closed', async () => {
    await expectSaga(offerProfileReminder)
      .withReducer(rootReducer, client(true, uiActions.modalOpened(DUE_DILIGENCE_MODALS.confirmation)))
      .provide([[matchers.call.fn(shellApi.getUserInfo), notUpdated]])
      .not.put(uiActions.modalOpened(PROFILE_REMINDER_MODAL))
      .run({ timeout: 50, silenceTimeout: true });
    await expectSaga(offerProfileReminder)
      .withReducer(rootReducer, client(true, uiActions.modalOpened(DUE_DILIGENCE_MODALS.confirmation)))
      .provide([[matchers.call.fn(shellApi.getUserInfo), notUpdated]])
      .delay(20)
      .dispatch(uiActions.modalClosed(DUE_DILIGENCE_MODALS.confirmation))
      .put(uiActions.modalOpened(PROFILE_REMINDER_MODAL))
      .run({ timeout: 200, silenceTimeout: true });
  });

  test('after login it comes last: the due-diligence introduction first, the profile reminder once that is closed', async () => {
    function* portal() {
      yield all([fork(watchDueDiligence), fork(watchProfileReminder)]);
    }
    const { storeState } = await expectSaga(portal)
      .withReducer(rootReducer, client(true, sessionActions.userInfoLoaded(notUpdated)))
      .provide([
        [
          matchers.call.fn(ddApi.getDueDiligenceReminder),
          { IsReminderDue: true, SkipCount: 0, SkipLimit: 3, LastDueDiligenceUpdateDate: null },
        ],
        [matchers.call.fn(ddApi.getDueDiligenceDetails), throwError(httpError(500))],
        [matchers.call.fn(ddApi.getDueDiligenceMetadata), []],
        [matchers.call.fn(ddApi.skipDueDiligence), { SkipCount: 1, SkipLimit: 3 }],
        [matchers.call.fn(shellApi.getUserInfo), notUpdated],
      ])
      .dispatch(sessionActions.sessionReady())
      .put(uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction))
      .delay(30)
      .dispatch(dueDiligenceActions.remindLaterChosen())
      .put(uiActions.modalOpened(PROFILE_REMINDER_MODAL))
      .run({ timeout: 150, silenceTimeout: true });
    expect(storeState.ui.openModals).toEqual([PROFILE_REMINDER_MODAL]);
  });

  test('while the due-diligence introduction is open the profile reminder does not open', async () => {
    function* portal() {
      yield all([fork(watchDueDiligence), fork(watchProfileReminder)]);
    }
    const { storeState } = await expectSaga(portal)
      .withReducer(rootReducer, client(true))
      .provide([
        [
          matchers.call.fn(ddApi.getDueDiligenceReminder),
          { IsReminderDue: true, SkipCount: 0, SkipLimit: 3, LastDueDiligenceUpdateDate: null },
        ],
        [matchers.call.fn(ddApi.getDueDiligenceDetails), throwError(httpError(500))],
        [matchers.call.fn(ddApi.getDueDiligenceMetadata), []],
        [matchers.call.fn(shellApi.getUserInfo), notUpdated],
      ])
      .dispatch(sessionActions.sessionReady())
      .not.put(uiActions.modalOpened(PROFILE_REMINDER_MODAL))
      .run({ timeout: 80, silenceTimeout: true });
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.introduction]);
  });

  test('no reminder when it is not due (detailsUpdated true or head-office staff, computed at login)', async () => {
    await expectSaga(offerProfileReminder)
      .withReducer(rootReducer, client(false))
      .not.call.fn(shellApi.getUserInfo)
      .not.put(uiActions.modalOpened(PROFILE_REMINDER_MODAL))
      .run();
  });

  test("a failed GET says 'Sorry! Looks like something went wrong while getting profile reminders'", async () => {
    const { storeState } = await expectSaga(offerProfileReminder)
      .withReducer(rootReducer, client())
      .provide([[matchers.call.fn(shellApi.getUserInfo), throwError(httpError(500))]])
      .run();
    expect(storeState.ui.errors).toEqual(['Sorry! Looks like something went wrong while getting profile reminders']);
    expect(storeState.ui.openModals).toEqual([]);
  });

  test("'Confirm Details' waits exactly 1 s with the loader, then PUT userinfo, then 'Updated Profile Successfully'", async () => {
    const waits: number[] = [];
    const { storeState } = await expectSaga(updateProfile, actions.confirmed(update))
      .withReducer(
        rootReducer,
        client(true, actions.opened({ firstName: 'Jane', lastName: 'Doe', email, financialChanged: false }), actions.confirmed(update)),
      )
      .provide([...sagaProviders(fakeEnvironment(), waits), [matchers.call.fn(shellApi.updateUserInfo), undefined]])
      .call(shellApi.updateUserInfo, DEMO_BRAND.WhiteLabelId, update)
      .put(actions.updateSucceeded())
      .run();
    expect(waits).toEqual([1000]);
    expect(reminderOf(storeState).status).toBe('succeeded');
    expect(storeState.portfolio.profileReminderDue).toBe(false);
  });

  test("a failed update closes the modal and says 'Sorry! Looks like something went wrong while updating profile reminders'", async () => {
    const { storeState } = await expectSaga(watchProfileReminder)
      .withReducer(
        rootReducer,
        client(
          true,
          actions.opened({ firstName: 'Jane', lastName: 'Doe', email, financialChanged: false }),
          uiActions.modalOpened(PROFILE_REMINDER_MODAL),
        ),
      )
      .provide([
        ...sagaProviders(fakeEnvironment()),
        [matchers.call.fn(shellApi.updateUserInfo), throwError(httpError(400, 'Email must be a valid email'))],
      ])
      .dispatch(actions.confirmed(update))
      .run({ timeout: 50, silenceTimeout: true });
    expect(storeState.ui.openModals).toEqual([]);
    expect(reminderOf(storeState).status).toBe('closed');
    expect(storeState.ui.errors).toEqual([PROFILE_REMINDER_TEXTS.updateFailed]);
  });

  test("OK after 'Updated Profile Successfully' closes the modal", async () => {
    const { storeState } = await expectSaga(watchProfileReminder)
      .withReducer(rootReducer, client(false, actions.updateSucceeded(), uiActions.modalOpened(PROFILE_REMINDER_MODAL)))
      .dispatch(actions.closed())
      .run({ timeout: 30, silenceTimeout: true });
    expect(storeState.ui.openModals).toEqual([]);
  });
});
