/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api';
import { opening } from '../support/fixtures';
import { ACCOUNT_OPENING_MESSAGES as M } from '@/engine';
import { OPENING_ID_REQUIRED, refreshOpening, saveSection, sign, startOpening, uploadDocument } from '@/sagas/accountOpeningSaga';
import { ACCOUNT_OPENING_TEXTS, accountOpeningActions as actions } from '@/store/accountOpeningSlice';
import { rootReducer } from '@/store/rootReducer';
import { httpError } from '../support/http';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sagaProviders, stateAfter } from '../support/sagas';

const feesInfo = { Choices: {}, TermAccountDefaults: { TA_DeductionFeeYears: 10, TA_EstablishPeriod: 10 }, FeeSchedules: [] };

describe('accountOpeningSaga', () => {
  test('startOpening opens the wizard on the new opening and loads the fee choices', async () => {
    const { storeState } = await expectSaga(startOpening, actions.startRequested({}))
      .withReducer(rootReducer, stateAfter(actions.pageOpened(), actions.startRequested({})))
      .provide([
        [matchers.call.fn(api.startAccountOpening), opening()],
        [matchers.call.fn(api.getAccountOpeningFeesInfo), feesInfo],
        ...sagaProviders(fakeEnvironment()),
      ])
      .run();
    expect(storeState.accountOpening).toMatchObject({ status: 'open', opening: { ID: 7 }, feesInfo });
  });

  test('a start failure goes back to the start and shows "Error occured while starting a new account opening"', async () => {
    const { storeState } = await expectSaga(startOpening, actions.startRequested({}))
      .withReducer(rootReducer, stateAfter(actions.pageOpened(), actions.startRequested({})))
      .provide([[matchers.call.fn(api.startAccountOpening), throwError(httpError(500))], ...sagaProviders(fakeEnvironment())])
      .run();
    expect(storeState.accountOpening.status).toBe('ready');
    expect(storeState.ui.errors).toEqual(['Error occured while starting a new account opening']);
  });

  test("a start failure prefers the server's Message", async () => {
    const { storeState } = await expectSaga(startOpening, actions.startRequested({ clientId: 4 }))
      .withReducer(rootReducer, stateAfter(actions.pageOpened()))
      .provide([
        [matchers.call.fn(api.startAccountOpening), throwError(httpError(403, 'You may not open accounts for this client.'))],
        ...sagaProviders(fakeEnvironment()),
      ])
      .run();
    expect(storeState.ui.errors).toEqual(['You may not open accounts for this client.']);
  });

  test('saveSection adds a section the first time and updates it after, and records the verdict', async () => {
    const request = actions.sectionSaveRequested({
      stepId: 'ConfirmDetails',
      section: 'accounttype',
      body: { AccountTypeId: 400159, IsJoint: false },
    });
    const saved = opening({ AccountType: { AccountTypeId: 400159, IsJoint: false }, LastSavedStep: 'AccountType' });
    const { storeState } = await expectSaga(saveSection, request)
      .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening()), request))
      .provide([[matchers.call.fn(api.saveAccountOpeningSection), saved]])
      .call(api.saveAccountOpeningSection, 'accounttype', 'add', 7, { AccountTypeId: 400159, IsJoint: false })
      .run();
    expect(storeState.accountOpening.save).toMatchObject({ id: request.payload.id, status: 'saved' });
    expect(storeState.accountOpening.opening?.AccountType).toEqual({ AccountTypeId: 400159, IsJoint: false });

    const again = actions.sectionSaveRequested({ stepId: 'ConfirmDetails', section: 'accounttype', body: { AccountTypeId: 400160 } });
    await expectSaga(saveSection, again)
      .withReducer(rootReducer, stateAfter(actions.openingLoaded(saved), again))
      .provide([[matchers.call.fn(api.saveAccountOpeningSection), saved]])
      .call(api.saveAccountOpeningSection, 'accounttype', 'update', 7, { AccountTypeId: 400160 })
      .run();
  });

  test("a refused save keeps the wizard on the step with the server's first message", async () => {
    const request = actions.sectionSaveRequested({ stepId: 'FeesAndCharges', section: 'fees', body: {} });
    const { storeState } = await expectSaga(saveSection, request)
      .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening({ AccountType: {} })), request))
      .provide([[matchers.call.fn(api.saveAccountOpeningSection), throwError(httpError(400, 'Access type is required'))]])
      .run();
    expect(storeState.accountOpening.save).toMatchObject({ status: 'failed', error: 'Access type is required' });
  });

  test('saving without an opening fails with the accountOpeningId rule and calls nothing', async () => {
    const request = actions.sectionSaveRequested({ stepId: 'FeesAndCharges', section: 'fees', body: {} });
    const { storeState } = await expectSaga(saveSection, request)
      .withReducer(rootReducer, stateAfter(request))
      .not.call.fn(api.saveAccountOpeningSection)
      .run();
    expect(storeState.accountOpening.save?.error).toBe(OPENING_ID_REQUIRED);
    expect(OPENING_ID_REQUIRED).toBe('The accountOpeningId is required before saving any section.');
  });

  test("sign sets the generating flag, then the sign review; a failed generation shows the spec's text", async () => {
    const request = actions.signRequested({ IsDocuSign: false, IsManual: false });
    expect(stateAfter(actions.openingLoaded(opening()), request).accountOpening).toMatchObject({
      generatingPdf: true,
      signReview: true,
      manualReview: false,
    });
    const signing = opening({
      Status: 'Signing',
      SigningOrders: [{ Order: 1, Name: 'Clara Weiss', Email: 'c@example.com', SignedAt: null }],
    });
    const ok = await expectSaga(sign, request)
      .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening()), request))
      .provide([[matchers.call.fn(api.signAccountOpening), { opening: signing }]])
      .run();
    expect(ok.storeState.accountOpening).toMatchObject({ generatingPdf: false, signReview: true, manualReview: false });
    const failed = await expectSaga(sign, request)
      .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening()), request))
      .provide([[matchers.call.fn(api.signAccountOpening), throwError(httpError(500))]])
      .run();
    expect(failed.storeState.accountOpening).toMatchObject({
      generatingPdf: false,
      signReview: false,
      signError: 'Sorry! Something wrong generating document.',
    });
  });

  test('manual signing sets the manual review flag; DocuSign shows its confirmation', async () => {
    const manual = actions.signRequested({ IsDocuSign: false, IsManual: true });
    const { storeState } = await expectSaga(sign, manual)
      .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening()), manual))
      .provide([[matchers.call.fn(api.signAccountOpening), { opening: opening({ Status: 'Signing', IsManual: true }) }]])
      .run();
    expect(storeState.accountOpening).toMatchObject({ manualReview: true, signReview: false });
    const docuSign = actions.signRequested({ IsDocuSign: true, IsManual: false });
    const sent = await expectSaga(sign, docuSign)
      .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening()), docuSign))
      .provide([
        [
          matchers.call.fn(api.signAccountOpening),
          { opening: opening({ Status: 'Signing', IsDocuSign: true }), message: ACCOUNT_OPENING_TEXTS.docuSignSent },
        ],
      ])
      .run();
    expect(sent.storeState.ui.snackbars.map((s: { message: string }) => s.message)).toEqual([
      'Your Docusign emails have been sent. Please check your emails',
    ]);
  });

  describe('uploading a document', () => {
    const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

    test("checks type and size in the browser with the server's sentences and sends nothing it would refuse", async () => {
      for (const [chosen, message] of [
        [file('scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), M.documentTooLarge],
        [file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 100), M.documentWrongType],
        [file('empty.png', 'image/png', 0), M.documentEmpty],
      ] as const) {
        const request = actions.documentUploadRequested({ documentTypeId: 1, file: chosen });
        const { storeState } = await expectSaga(uploadDocument, request)
          .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening()), request))
          .not.call.fn(api.uploadAccountOpeningDocument)
          .run();
        expect(storeState.accountOpening).toMatchObject({ uploading: null, uploadError: { documentTypeId: 1, message } });
      }
    });

    test("sends an allowed file and shows the opening the server answers; a refusal shows the server's Message", async () => {
      const chosen = file('passport.jpeg', 'image/jpeg', 2048);
      const request = actions.documentUploadRequested({ documentTypeId: 1, file: chosen });
      expect(stateAfter(actions.openingLoaded(opening()), request).accountOpening.uploading).toBe(1);
      const withDoc = opening({
        Documents: [{ ID: 5, DocumentTypeId: 1, Name: 'passport.jpg', Size: 2048, Generated: false, Signed: false, Url: '/api/x' }],
      });
      const ok = await expectSaga(uploadDocument, request)
        .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening()), request))
        .provide([[matchers.call.fn(api.uploadAccountOpeningDocument), withDoc]])
        .call(api.uploadAccountOpeningDocument, 7, 1, chosen, 'passport.jpeg')
        .run();
      expect(ok.storeState.accountOpening).toMatchObject({
        uploading: null,
        uploadError: null,
        opening: { Documents: [{ Name: 'passport.jpg' }] },
      });
      const refused = await expectSaga(uploadDocument, request)
        .withReducer(rootReducer, stateAfter(actions.openingLoaded(opening()), request))
        .provide([[matchers.call.fn(api.uploadAccountOpeningDocument), throwError(httpError(415, M.documentWrongType))]])
        .run();
      expect(refused.storeState.accountOpening.uploadError).toEqual({ documentTypeId: 1, message: M.documentWrongType });
    });
  });

  test("refreshOpening reads the opening again (DocuSign's signatures come with it)", async () => {
    const signing = opening({
      Status: 'Signing',
      IsDocuSign: true,
      SigningOrders: [{ Order: 1, Name: 'Clara Weiss', Email: 'c@example.com', SignedAt: null }],
    });
    const signed = { ...signing, SigningOrders: [{ ...signing.SigningOrders[0], SignedAt: '2024-05-02T10:00:00Z' }] };
    const { storeState } = await expectSaga(refreshOpening)
      .withReducer(rootReducer, stateAfter(actions.openingLoaded(signing), actions.openingRefreshRequested()))
      .provide([[matchers.call.fn(api.getAccountOpening), signed]])
      .call(api.getAccountOpening, 7)
      .run();
    expect(storeState.accountOpening).toMatchObject({
      refreshing: false,
      opening: { SigningOrders: [{ SignedAt: '2024-05-02T10:00:00Z' }] },
    });
  });
});
