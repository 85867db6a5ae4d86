/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as complianceApi from '@/api/compliance';
import {
  FILE_WINDOW_BLOCKED,
  NOTICE_SHOWN_KEY,
  fileUrls,
  loadComplianceItems,
  missingDocumentsNotice,
  openSubmissionPdf,
  reviewDocument,
  submitComplianceForm,
  uploadMissingDocument,
} from '@/sagas/complianceSaga';
import { brandActions } from '@/store/brandSlice';
import { COMPLIANCE_MODALS, complianceActions } from '@/store/complianceSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { rootReducer } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import type { ComplianceDocument, ComplianceItem, MissingDocumentItem, ReviewQueueEntry } from '@/types/api';
import { DEMO_BRAND, user } from '../support/fixtures';
import { httpError } from '../support/http';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { delayFn, sagaProviders, stateAfter } from '../support/sagas';
import { sessionToken } from '../support/tokens';

const client = {
  ID: 42,
  AccountName: 'Dana Client (DMO-100002)',
  AccountNumber: 'DMO-100002',
  FirstName: 'Dana',
  LastName: 'Client',
  CreationDate: '01-01-2030',
};
const doc = (
  Id: number,
  DocumentType: string,
  Status: ComplianceDocument['Status'],
  extra: Partial<ComplianceDocument> = {},
): ComplianceDocument => ({
  Id,
  DocumentType,
  Message: `${DocumentType} is missing`,
  Status,
  ...extra,
});
const item = (...Documents: ComplianceDocument[]): ComplianceItem => ({
  Client: client,
  Message: 'Missing',
  Status: 'incomplete',
  Documents,
});
const items = [item(doc(1, 'KYC', 'incomplete'), doc(2, 'ProofOfAddress', 'incomplete'))];

/** The state of a client session with the KYC form of document 1 open and loaded. */
function formOpen(formId: 'kyc' | 'appropriateness-test', role = 'client') {
  const { token, claims } = sessionToken(role);
  return stateAfter(
    brandActions.brandLoaded(DEMO_BRAND),
    sessionActions.tokenReceived({ token, claims }),
    uiActions.modalOpened(formId === 'kyc' ? COMPLIANCE_MODALS.kyc : COMPLIANCE_MODALS.appropriateness),
    complianceActions.formOpened({ documentId: 1, formId }),
    complianceActions.formLoaded({ FormId: formId, Answers: { AmountIncome: 43 }, IsJoint: false, HolderNames: ['Dana Client'] }),
    complianceActions.formSubmitted({}),
  );
}

const answers = { AmountIncome: 44, Saving: true, USPerson: true, DeclaredNaturalPerson: true };
const submitted = { SubmissionId: 9, Document: doc(1, 'KYC', 'uploaded', { SubmissionId: 9 }) };

/** Records every delay's length and every put, in order, so the timed sequence can be read back. */
function timeline() {
  const events: string[] = [];
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === delayFn) {
        events.push(`wait ${String(effect.args[0])}`);
        return undefined;
      }
      return next();
    },
  };
  return { events, provider };
}

describe('compliance saga: the KYC and appropriateness timed sequence (compliance §4)', () => {
  test('KYC: waits 1 s, sends, shows the success for 1 s, closes, resets the flag 300 ms later and reads the list again', async () => {
    const { events, provider } = timeline();
    const result = await expectSaga(submitComplianceForm, complianceActions.formSubmitted(answers))
      .withReducer(rootReducer, formOpen('kyc'))
      .provide([
        provider,
        [matchers.call.fn(complianceApi.submitKyc), submitted],
        [matchers.call.fn(complianceApi.getComplianceItems), items],
      ])
      .call(complianceApi.submitKyc, { missingDocumentId: 1, data: answers, whiteLabelId: 7 })
      .run();
    const puts = result.effects.put.map((e) => (e.payload.action as { type: string }).type);
    expect(puts).toEqual([
      'compliance/formSubmitSucceeded',
      'ui/modalClosed',
      'compliance/formClosed',
      'compliance/submittedFlagReset',
      'compliance/itemsLoaded',
      'portfolio/missingDocumentsLoaded',
      'compliance/submissionsRequested',
    ]);
    expect(events).toEqual(['wait 1000', 'wait 1000', 'wait 300']);
    expect(result.storeState.ui.openModals).not.toContain(COMPLIANCE_MODALS.kyc);
    expect(result.storeState.compliance.form).toMatchObject({ submitting: false, submitted: false, error: null });
    expect(result.storeState.compliance.items).toEqual(items);
  });

  test('the call starts only after the 1 s wait, and the success text shows before the modal closes', async () => {
    const order: string[] = [];
    await expectSaga(submitComplianceForm, complianceActions.formSubmitted(answers))
      .withReducer(rootReducer, formOpen('kyc'))
      .provide([
        {
          call(effect, next) {
            if (effect.fn === delayFn) {
              order.push(`wait ${String(effect.args[0])}`);
              return undefined;
            }
            if (effect.fn === complianceApi.submitKyc) {
              order.push('submit');
              return submitted;
            }
            return next();
          },
          put(effect, next) {
            const type = (effect.action as { type: string }).type;
            if (type === 'compliance/formSubmitSucceeded' || type === 'ui/modalClosed' || type === 'compliance/submittedFlagReset')
              order.push(type);
            return next();
          },
        },
        [matchers.call.fn(complianceApi.getComplianceItems), items],
      ])
      .run();
    expect(order).toEqual([
      'wait 1000',
      'submit',
      'compliance/formSubmitSucceeded',
      'wait 1000',
      'ui/modalClosed',
      'wait 300',
      'compliance/submittedFlagReset',
    ]);
  });

  test('the appropriateness test is sent to its own call with the missing document id in its data', async () => {
    await expectSaga(submitComplianceForm, complianceActions.formSubmitted({ isSummaryInstructionOption: 3, isFinancialChecked: true }))
      .withReducer(rootReducer, formOpen('appropriateness-test'))
      .provide([
        ...sagaProviders(fakeEnvironment()),
        [matchers.call.fn(complianceApi.submitAppropriateness), submitted],
        [matchers.call.fn(complianceApi.getComplianceItems), items],
      ])
      .call(complianceApi.submitAppropriateness, {
        missingDocumentId: 1,
        data: { isSummaryInstructionOption: 3, isFinancialChecked: true, missingDocumentID: 1 },
        whiteLabelId: 7,
      })
      .put(uiActions.modalClosed(COMPLIANCE_MODALS.appropriateness))
      .run();
  });

  test("a refusal shows the server's Message in the modal, which stays open, and nothing is marked submitted", async () => {
    const { events, provider } = timeline();
    const { storeState } = await expectSaga(submitComplianceForm, complianceActions.formSubmitted(answers))
      .withReducer(rootReducer, formOpen('kyc'))
      .provide([provider, [matchers.call.fn(complianceApi.submitKyc), throwError(httpError(400, 'Annual Income is required'))]])
      .not.call.fn(complianceApi.getComplianceItems)
      .run();
    expect(events).toEqual(['wait 1000']);
    expect(storeState.compliance.form).toMatchObject({
      submitting: false,
      submitted: false,
      error: 'Annual Income is required',
      documentId: 1,
    });
    expect(storeState.ui.openModals).toContain(COMPLIANCE_MODALS.kyc);
  });

  test("a failure without a Message shows the default 'Sorry, looks like something went wrong.'", async () => {
    const { storeState } = await expectSaga(submitComplianceForm, complianceActions.formSubmitted(answers))
      .withReducer(rootReducer, formOpen('kyc'))
      .provide([...sagaProviders(fakeEnvironment()), [matchers.call.fn(complianceApi.submitKyc), throwError(httpError(500))]])
      .run();
    expect(storeState.compliance.form.error).toBe('Sorry, looks like something went wrong.');
  });

  test('opening a form again resets the submitted flag (compliance §2.2)', () => {
    const state = stateAfter(complianceActions.formOpened({ documentId: 1, formId: 'kyc' }), complianceActions.formSubmitSucceeded());
    expect(state.compliance.form.submitted).toBe(true);
    const reopened = rootReducer(state, complianceActions.formOpened({ documentId: 1, formId: 'kyc' }));
    expect(reopened.compliance.form).toMatchObject({ submitted: false, submitting: false, status: 'loading', error: null });
  });
});

describe('compliance saga: uploads', () => {
  const pdf = (size?: number) => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n%%EOF');
    const file = new File([bytes], 'proof.pdf', { type: 'application/pdf' });
    return size === undefined ? file : Object.defineProperty(file, 'size', { value: size });
  };

  test('a PDF is sent with its message, the success is told and the list read again', async () => {
    const file = pdf();
    const { storeState } = await expectSaga(
      uploadMissingDocument,
      complianceActions.uploadRequested({ documentId: 2, file, userMessage: 'Utility bill' }),
    )
      .withReducer(rootReducer, stateAfter(complianceActions.uploadRequested({ documentId: 2, file, userMessage: 'Utility bill' })))
      .provide([
        [matchers.call.fn(complianceApi.uploadMissingDocument), doc(2, 'ProofOfAddress', 'uploaded')],
        [matchers.call.fn(complianceApi.getComplianceItems), items],
      ])
      .call(complianceApi.uploadMissingDocument, 2, { file, fileName: 'proof.pdf', userMessage: 'Utility bill' })
      .run();
    expect(storeState.compliance.uploads[2]).toBeUndefined();
    expect(storeState.ui.snackbars.map((s: { message: string }) => s.message)).toEqual([
      'Document uploaded and submitted to client servicing for review',
    ]);
    expect(storeState.compliance.items).toEqual(items);
  });

  test('a text file named .pdf is refused by its content before anything is sent', async () => {
    const file = new File(['just some text'], 'fake.pdf', { type: 'application/pdf' });
    const { storeState } = await expectSaga(
      uploadMissingDocument,
      complianceActions.uploadRequested({ documentId: 2, file, userMessage: '' }),
    )
      .withReducer(rootReducer)
      .not.call.fn(complianceApi.uploadMissingDocument)
      .run();
    expect(storeState.compliance.uploads[2]).toEqual({
      status: 'failed',
      message: 'This file cannot be uploaded. Please upload a PDF, JPEG or PNG file.',
    });
  });

  test("a PNG named .pdf is refused: the file's name must match its content", async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'scan.pdf', { type: 'application/pdf' });
    const { storeState } = await expectSaga(
      uploadMissingDocument,
      complianceActions.uploadRequested({ documentId: 2, file: png, userMessage: '' }),
    )
      .withReducer(rootReducer)
      .not.call.fn(complianceApi.uploadMissingDocument)
      .run();
    expect(storeState.compliance.uploads[2].message).toBe(
      "This file's name does not match its content. Please upload a PDF, JPEG or PNG file under its own name.",
    );
  });

  test('a file over the size limit and a message over 300 characters are refused with their messages', async () => {
    const big = await expectSaga(
      uploadMissingDocument,
      complianceActions.uploadRequested({ documentId: 2, file: pdf(10 * 1024 * 1024 + 1), userMessage: '' }),
    )
      .withReducer(rootReducer)
      .not.call.fn(complianceApi.uploadMissingDocument)
      .run();
    expect(big.storeState.compliance.uploads[2].message).toBe('The file is too large. Files can be at most 10 MB.');
    const long = await expectSaga(
      uploadMissingDocument,
      complianceActions.uploadRequested({ documentId: 2, file: pdf(), userMessage: 'x'.repeat(301) }),
    )
      .withReducer(rootReducer)
      .not.call.fn(complianceApi.uploadMissingDocument)
      .run();
    expect(long.storeState.compliance.uploads[2].message).toBe('Your message can be at most 300 characters.');
  });

  test("the server's refusal is shown with the upload, and the list is not read again", async () => {
    const file = pdf();
    const { storeState } = await expectSaga(
      uploadMissingDocument,
      complianceActions.uploadRequested({ documentId: 2, file, userMessage: '' }),
    )
      .withReducer(rootReducer)
      .provide([
        [
          matchers.call.fn(complianceApi.uploadMissingDocument),
          throwError(httpError(403, 'This document has already been approved. There is nothing more to upload.')),
        ],
      ])
      .not.call.fn(complianceApi.getComplianceItems)
      .run();
    expect(storeState.compliance.uploads[2]).toEqual({
      status: 'failed',
      message: 'This document has already been approved. There is nothing more to upload.',
    });
  });
});

describe('compliance saga: loads, files and reviews', () => {
  test('a failed load of the missing documents sets the error flag (compliance §8)', async () => {
    const { storeState } = await expectSaga(loadComplianceItems)
      .withReducer(rootReducer, stateAfter(complianceActions.itemsRequested()))
      .provide([[matchers.call.fn(complianceApi.getComplianceItems), throwError(httpError(500))]])
      .run();
    expect(storeState.compliance).toMatchObject({ itemsFailed: true, itemsStatus: 'failed' });
  });

  test("a submission's PDF opens in a new window; a blocked window is told", async () => {
    const env = fakeEnvironment();
    const blob = new Blob(['%PDF-1.4']);
    await expectSaga(openSubmissionPdf, complianceActions.submissionPdfRequested({ submissionId: 9 }))
      .withReducer(rootReducer)
      .provide([
        ...sagaProviders(env, [], 1000),
        [matchers.call.fn(complianceApi.getSubmissionPdf), blob],
        [matchers.call.fn(fileUrls.create), 'blob:http://dmo.localhost/9'],
      ])
      .call(complianceApi.getSubmissionPdf, 9)
      .silentRun(50);
    expect(env.openWindow).toHaveBeenCalledWith('blob:http://dmo.localhost/9');
    env.openWindow.mockReturnValue(null);
    const blocked = await expectSaga(openSubmissionPdf, complianceActions.submissionPdfRequested({ submissionId: 9 }))
      .withReducer(rootReducer)
      .provide([
        ...sagaProviders(env, [], 1000),
        [matchers.call.fn(complianceApi.getSubmissionPdf), blob],
        [matchers.call.fn(fileUrls.create), 'blob:http://dmo.localhost/9'],
      ])
      .silentRun(50);
    expect(blocked.storeState.ui.errors).toEqual([FILE_WINDOW_BLOCKED]);
  });

  const entry: ReviewQueueEntry = { Document: doc(2, 'ProofOfAddress', 'uploaded', { FileName: 'proof.pdf' }), Client: client };

  test('an approval takes the document out of the queue and says so', async () => {
    const start = stateAfter(
      complianceActions.reviewQueueLoaded([entry]),
      complianceActions.reviewRequested({ documentId: 2, review: { Status: 'approved' } }),
    );
    const { storeState } = await expectSaga(
      reviewDocument,
      complianceActions.reviewRequested({ documentId: 2, review: { Status: 'approved' } }),
    )
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(complianceApi.reviewMissingDocument), doc(2, 'ProofOfAddress', 'approved')]])
      .call(complianceApi.reviewMissingDocument, 2, { Status: 'approved' })
      .run();
    expect(storeState.compliance.reviewQueue).toEqual([]);
    expect(storeState.ui.snackbars.map((s: { message: string }) => s.message)).toEqual(['Document approved']);
  });

  test("a refused review keeps the document in the queue with the server's Message", async () => {
    const start = stateAfter(complianceActions.reviewQueueLoaded([entry]));
    const review = { Status: 'incomplete' as const, Note: 'Blurred scan' };
    const { storeState } = await expectSaga(reviewDocument, complianceActions.reviewRequested({ documentId: 2, review }))
      .withReducer(rootReducer, start)
      .provide([
        [
          matchers.call.fn(complianceApi.reviewMissingDocument),
          throwError(httpError(409, 'Only an uploaded document waiting for review can be approved or rejected.')),
        ],
      ])
      .run();
    expect(storeState.compliance.reviewQueue).toEqual([entry]);
    expect(storeState.compliance.reviews[2]).toEqual({
      status: 'failed',
      message: 'Only an uploaded document waiting for review can be approved or rejected.',
    });
  });
});

describe('compliance saga: the notices after login (compliance §2.3)', () => {
  const listed = (Status: ComplianceDocument['Status'], ID = 42): MissingDocumentItem => ({
    Client: { ...client, ID },
    Message: 'Missing',
    Status: 'incomplete',
    Documents: [doc(ID, 'KYC', Status)],
  });
  const sessionOf = (role: string, list: MissingDocumentItem[], cphqUser = false) => {
    const { token, claims } = sessionToken(role, cphqUser ? { cphqUser: true } : {});
    return stateAfter(
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.userInfoLoaded(user()),
      portfolioActions.missingDocumentsLoaded(list),
    );
  };

  test('a client with documents not yet approved sees the modal once per login session', async () => {
    const env = fakeEnvironment();
    const { storeState } = await expectSaga(missingDocumentsNotice)
      .withReducer(rootReducer, sessionOf('client', [listed('uploaded')]))
      .provide(sagaProviders(env))
      .put(uiActions.modalOpened(COMPLIANCE_MODALS.clientNotice))
      .run();
    expect(storeState.ui.openModals).toEqual([COMPLIANCE_MODALS.clientNotice]);
    expect(env.storage.session.getItem(NOTICE_SHOWN_KEY)).toBe(sessionToken('client').claims.sessionId);
    // The same session again (a reload): not shown twice.
    await expectSaga(missingDocumentsNotice)
      .withReducer(rootReducer, sessionOf('client', [listed('uploaded')]))
      .provide(sagaProviders(env))
      .not.put(uiActions.modalOpened(COMPLIANCE_MODALS.clientNotice))
      .run();
  });

  test('no modal when every document is approved, for head-office staff, or for a read-only client', async () => {
    for (const state of [
      sessionOf('client', [listed('approved')]),
      sessionOf('client', [listed('incomplete')], true),
      sessionOf('clientreadonly', [listed('incomplete')]),
    ]) {
      const { storeState } = await expectSaga(missingDocumentsNotice)
        .withReducer(rootReducer, state)
        .provide(sagaProviders(fakeEnvironment()))
        .run();
      expect(storeState.ui.openModals).toEqual([]);
    }
  });

  test('a consultant whose list has clients sees the alerts; an empty list shows nothing', async () => {
    const shown = await expectSaga(missingDocumentsNotice)
      .withReducer(rootReducer, sessionOf('consultant', [listed('incomplete', 1), listed('uploaded', 2)]))
      .provide(sagaProviders(fakeEnvironment()))
      .run();
    expect(shown.storeState.ui.openModals).toEqual([COMPLIANCE_MODALS.adviserAlerts]);
    const empty = await expectSaga(missingDocumentsNotice)
      .withReducer(rootReducer, sessionOf('consultant', []))
      .provide(sagaProviders(fakeEnvironment()))
      .run();
    expect(empty.storeState.ui.openModals).toEqual([]);
  });
});
