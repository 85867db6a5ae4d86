/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import * as api from '@/api/dueDiligence';
import {
  checkReminder,
  closeReview,
  jumpToContactDetails,
  remindLater,
  submitDetails,
  submitUnchanged,
  watchDueDiligence,
} from '@/sagas/dueDiligenceSaga';
import { DUE_DILIGENCE_MODALS, DUE_DILIGENCE_TEXTS, dueDiligenceActions as actions } from '@/store/dueDiligenceSlice';
import { formsActions } from '@/store/formsSlice';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import type { DueDiligenceDetailsInfo, DueDiligenceReminder } from '@/types/api';
import { user } from '../support/fixtures';
import { httpError } from '../support/http';
import { sagaProviders, stateAfter } from '../support/sagas';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sessionToken } from '../support/tokens';

const due: DueDiligenceReminder = { IsReminderDue: true, SkipCount: 1, SkipLimit: 3, LastDueDiligenceUpdateDate: '2024-01-10' };
const info: DueDiligenceDetailsInfo = {
  Details: {
    GeneralDetails: { PlatformAccount: { AccountNumber: 'DMO-2' } },
    SourceOfWealth: [{ Id: 1, Remarks: 'Salary' }],
    SourceOfFunds: [{ Id: 2 }],
    MoreInformation: '',
  },
  AccountTypeId: 400159,
  IsJoint: false,
};
const documents = ['Certified proof of address (utility bill under 3 months old)'];

function session(role = 'client', ...more: Parameters<typeof rootReducer>[1][]): RootState {
  const { token, claims } = sessionToken(role);
  return stateAfter(sessionActions.tokenReceived({ token, claims }), sessionActions.userInfoLoaded(user({ BostonId: 'B-42' })), ...more);
}

describe('due-diligence saga: the reminder after login', () => {
  test('a client whose review is due gets the introduction, with the flow, its forms and the details loading', async () => {
    const { storeState } = await expectSaga(checkReminder)
      .withReducer(rootReducer, session())
      .provide([
        [matchers.call.fn(api.getDueDiligenceReminder), due],
        [matchers.call.fn(api.getDueDiligenceDetails), info],
        [matchers.call.fn(api.getDueDiligenceMetadata), []],
      ])
      .put(formsActions.flowRequested('due-diligence'))
      .put(formsActions.formRequested('due-diligence-general-details'))
      .put(formsActions.formRequested('due-diligence-more-information'))
      .put(uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction))
      .not.put(actions.settled())
      .run();
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.introduction]);
    expect((storeState as unknown as { dueDiligence: { reminder: unknown; info: unknown } }).dueDiligence).toMatchObject({
      reminder: due,
      info,
    });
  });

  test('the introduction waits while the missing-documents modal is open, and opens when it closes', async () => {
    const providers: StaticProvider[] = [
      [matchers.call.fn(api.getDueDiligenceReminder), due],
      [matchers.call.fn(api.getDueDiligenceDetails), info],
      [matchers.call.fn(api.getDueDiligenceMetadata), []],
    ];
    await expectSaga(checkReminder)
      .withReducer(rootReducer, session('client', uiActions.modalOpened('missingDocuments')))
      .provide(providers)
      .not.put(uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction))
      .run({ timeout: 50, silenceTimeout: true });

    const { storeState } = await expectSaga(checkReminder)
      .withReducer(rootReducer, session('client', uiActions.modalOpened('missingDocuments')))
      .provide(providers)
      .delay(20)
      .dispatch(uiActions.modalClosed('missingDocuments'))
      .put(uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction))
      .run({ timeout: 200, silenceTimeout: true });
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.introduction]);
  });

  test('a review that is not due shows nothing and lets the next reminder show', async () => {
    const { storeState } = await expectSaga(checkReminder)
      .withReducer(rootReducer, session())
      .provide([[matchers.call.fn(api.getDueDiligenceReminder), { ...due, IsReminderDue: false }]])
      .put(actions.settled())
      .not.call.fn(api.getDueDiligenceDetails)
      .run();
    expect(storeState.ui.openModals).toEqual([]);
  });

  test.each(['consultant', 'clientreadonly', 'whitelabeladmin'])('a %s is not asked (no reminder call)', async (role) => {
    await expectSaga(checkReminder)
      .withReducer(rootReducer, session(role))
      .not.call.fn(api.getDueDiligenceReminder)
      .put(actions.settled())
      .run();
  });

  test('a failed reminder read shows nothing and lets the next reminder show', async () => {
    const { storeState } = await expectSaga(checkReminder)
      .withReducer(rootReducer, session())
      .provide([[matchers.call.fn(api.getDueDiligenceReminder), throwError(httpError(500))]])
      .put(actions.settled())
      .run();
    expect(storeState.ui.openModals).toEqual([]);
    expect(storeState.ui.errors).toEqual([]);
  });
});

describe('due-diligence saga: the introduction', () => {
  const atIntroduction = () => session('client', actions.reminderLoaded(due), uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction));

  test("'Remind Me Later' records a skip for the user's bostonId and closes the introduction", async () => {
    const { storeState } = await expectSaga(remindLater)
      .withReducer(rootReducer, atIntroduction())
      .provide([[matchers.call.fn(api.skipDueDiligence), { SkipCount: 2, SkipLimit: 3 }]])
      .call(api.skipDueDiligence, 'B-42')
      .put(actions.settled())
      .run();
    expect(storeState.ui.openModals).toEqual([]);
    expect((storeState as unknown as { dueDiligence: { reminder: DueDiligenceReminder } }).dueDiligence.reminder).toMatchObject({
      SkipCount: 2,
      SkipLimit: 3,
    });
  });

  test("a refused skip shows the server's message and the introduction stays", async () => {
    const { storeState } = await expectSaga(remindLater)
      .withReducer(rootReducer, atIntroduction())
      .provide([[matchers.call.fn(api.skipDueDiligence), throwError(httpError(400, 'The review can no longer be postponed.'))]])
      .not.put(actions.settled())
      .run();
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.introduction]);
    expect(storeState.ui.errors).toEqual(['The review can no longer be postponed.']);
  });

  test("'No' submits the stored details unchanged and shows the confirmation's documents", async () => {
    const { storeState } = await expectSaga(submitUnchanged)
      .withReducer(
        rootReducer,
        session('client', actions.reminderLoaded(due), actions.infoLoaded(info), uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction)),
      )
      .provide([[matchers.call.fn(api.submitDueDiligenceDetails), { Documents: documents }]])
      .call(api.submitDueDiligenceDetails, { Details: info.Details, Unchanged: true })
      .run();
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.confirmation]);
    expect((storeState as unknown as { dueDiligence: { documents: string[] } }).dueDiligence.documents).toEqual(documents);
  });

  test("'No' with details that cannot be read says so and sends nothing", async () => {
    const { storeState } = await expectSaga(submitUnchanged)
      .withReducer(rootReducer, session('client', uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction)))
      .provide([[matchers.call.fn(api.getDueDiligenceDetails), throwError(httpError(500))]])
      .not.call.fn(api.submitDueDiligenceDetails)
      .run();
    expect(storeState.ui.errors).toEqual([DUE_DILIGENCE_TEXTS.loadFailed]);
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.introduction]);
  });

  test("'Yes' gives way from the introduction to the four stages", async () => {
    const { storeState } = await expectSaga(watchDueDiligence)
      .withReducer(rootReducer, session('client', actions.infoLoaded(info), uiActions.modalOpened(DUE_DILIGENCE_MODALS.introduction)))
      .dispatch(actions.changedChosen())
      .run({ timeout: 50, silenceTimeout: true });
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.form]);
  });
});

describe('due-diligence saga: the stages and the confirmation', () => {
  const inForm = () => session('client', actions.infoLoaded(info), uiActions.modalOpened(DUE_DILIGENCE_MODALS.form));

  test('the last stage submits all details, and the confirmation lists the documents', async () => {
    const { storeState } = await expectSaga(submitDetails, actions.detailsSubmitted(info.Details))
      .withReducer(rootReducer, inForm())
      .provide([[matchers.call.fn(api.submitDueDiligenceDetails), { Documents: documents }]])
      .call(api.submitDueDiligenceDetails, { Details: info.Details })
      .run();
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.confirmation]);
  });

  test("a refused submission keeps the form open with the server's message", async () => {
    const { storeState } = await expectSaga(submitDetails, actions.detailsSubmitted(info.Details))
      .withReducer(rootReducer, inForm())
      .provide([[matchers.call.fn(api.submitDueDiligenceDetails), throwError(httpError(400, 'At least one source is required'))]])
      .run();
    expect(storeState.ui.openModals).toEqual([DUE_DILIGENCE_MODALS.form]);
    expect((storeState as unknown as { dueDiligence: { error: string; busy: string } }).dueDiligence).toMatchObject({
      error: 'At least one source is required',
      busy: 'none',
    });
  });

  test('a changed fiscal residence moves to the contact details after exactly 600 ms', async () => {
    const waits: number[] = [];
    const { storeState } = await expectSaga(jumpToContactDetails, actions.fiscalResidenceChanged('secondary'))
      .withReducer(rootReducer, inForm())
      .provide(sagaProviders(fakeEnvironment(), waits))
      .put(actions.contactDetailsJumpDue('secondary'))
      .run();
    expect(waits).toEqual([600]);
    expect((storeState as unknown as { dueDiligence: { jump: unknown } }).dueDiligence.jump).toEqual({ holder: 'secondary', seq: 1 });
  });

  test("'Acknowledged' closes every modal of the review and lets the next reminder show", async () => {
    const { storeState } = await expectSaga(closeReview)
      .withReducer(
        rootReducer,
        session('client', uiActions.modalOpened(DUE_DILIGENCE_MODALS.form), uiActions.modalOpened(DUE_DILIGENCE_MODALS.confirmation)),
      )
      .put(actions.settled())
      .run();
    expect(storeState.ui.openModals).toEqual([]);
  });
});
