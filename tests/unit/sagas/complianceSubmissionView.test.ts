/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as complianceApi from '@/api/compliance';
import * as formsApi from '@/api/forms';
import { openSubmissionView, SUBMISSION_VIEW_FAILED, watchCompliance } from '@/sagas/complianceSaga';
import { COMPLIANCE_MODALS, complianceActions } from '@/store/complianceSlice';
import { rootReducer } from '@/store/rootReducer';
import type { ComplianceSubmission, FormVersionDefinition } from '@/types/api';
import type { ComplianceSubmissionRead } from '@/types/generated/api/compliance-forms';
import { httpError, networkError } from '../support/http';
import { stateAfter } from '../support/sagas';

// "View" on a past submission (issue 13 item 2): the submission and the form version it names load.

const entry = (more: Partial<ComplianceSubmission> = {}): ComplianceSubmission => ({
  Id: 7,
  FormId: 'kyc',
  FormTitle: 'Know Your Customer',
  Version: '1.0.0',
  FormVersion: 1,
  Hash: 'h',
  SubmittedAt: '2026-11-20T10:00:00Z',
  SubmittedBy: 'Sofia Brandt',
  ...more,
});
const read = (more: Partial<ComplianceSubmission> = {}): ComplianceSubmissionRead => ({
  Submission: entry(more),
  Answers: { Remarks: 'As answered' },
});
const version1 = {
  id: 'kyc',
  formVersion: 1,
  schema: { $id: 'https://tessera.example/schemas/forms/kyc', version: '1.0.0', type: 'object', properties: {} },
  ui: { Remarks: { 'ui:title': 'Remarks' } },
  version: '1.0.0',
  hash: 'h',
  contentHash: 'c',
  effectiveFrom: '1970-01-01T00:00:00.000Z',
  defs: [],
} as unknown as FormVersionDefinition;

describe('compliance saga: viewing a past submission with its own form version', () => {
  test('opens the dialog, reads the submission, then the version it names (not the one in effect)', async () => {
    const result = await expectSaga(openSubmissionView, complianceActions.submissionViewOpened({ submissionId: 7 }))
      .withReducer(rootReducer, stateAfter(complianceActions.submissionViewOpened({ submissionId: 7 })))
      .provide([
        [matchers.call.fn(complianceApi.getComplianceSubmission), read()],
        [matchers.call.fn(formsApi.getFormVersion), version1],
      ])
      .call(complianceApi.getComplianceSubmission, 7)
      .call(formsApi.getFormVersion, 'kyc', 1)
      .run();
    expect(result.storeState.ui.openModals).toContain(COMPLIANCE_MODALS.submissionView);
    expect(result.storeState.compliance.submissionView).toEqual({
      submissionId: 7,
      status: 'ready',
      read: read(),
      version: version1,
      error: null,
    });
  });

  test('a submission stored before the studio recorded versions names none: no version is read, the served form draws it', async () => {
    const before = read({ FormVersion: undefined });
    delete (before.Submission as Partial<ComplianceSubmission>).FormVersion;
    const result = await expectSaga(openSubmissionView, complianceActions.submissionViewOpened({ submissionId: 7 }))
      .withReducer(rootReducer, stateAfter(complianceActions.submissionViewOpened({ submissionId: 7 })))
      .provide([[matchers.call.fn(complianceApi.getComplianceSubmission), before]])
      .not.call.fn(formsApi.getFormVersion)
      .run();
    expect(result.storeState.compliance.submissionView).toMatchObject({ status: 'ready', version: null, read: before });
  });

  test("a refused read shows the server's Message; one without a Message, or a version that fails, the view's own sentence", async () => {
    const refused = await expectSaga(openSubmissionView, complianceActions.submissionViewOpened({ submissionId: 7 }))
      .withReducer(rootReducer, stateAfter(complianceActions.submissionViewOpened({ submissionId: 7 })))
      .provide([[matchers.call.fn(complianceApi.getComplianceSubmission), throwError(httpError(404, 'This submission does not exist.'))]])
      .run();
    expect(refused.storeState.compliance.submissionView).toMatchObject({ status: 'failed', error: 'This submission does not exist.' });

    const offline = await expectSaga(openSubmissionView, complianceActions.submissionViewOpened({ submissionId: 7 }))
      .withReducer(rootReducer, stateAfter(complianceActions.submissionViewOpened({ submissionId: 7 })))
      .provide([
        [matchers.call.fn(complianceApi.getComplianceSubmission), read()],
        [matchers.call.fn(formsApi.getFormVersion), throwError(networkError())],
      ])
      .run();
    expect(offline.storeState.compliance.submissionView).toMatchObject({ status: 'failed', error: SUBMISSION_VIEW_FAILED, read: null });
  });

  test('"View" on another submission before the first has loaded: only the newest is shown', async () => {
    const result = await expectSaga(watchCompliance)
      .withReducer(rootReducer)
      .provide({
        call(effect, next) {
          if (effect.fn === complianceApi.getComplianceSubmission) {
            const id = effect.args[0] as number;
            // The first answer arrives late (after the second "View").
            return new Promise((resolve) => setTimeout(() => resolve(read({ Id: id })), id === 7 ? 40 : 5));
          }
          if (effect.fn === formsApi.getFormVersion) return version1;
          return next();
        },
      })
      .dispatch(complianceActions.submissionViewOpened({ submissionId: 7 }))
      .dispatch(complianceActions.submissionViewOpened({ submissionId: 8 }))
      .silentRun(100);
    expect(result.storeState.compliance.submissionView).toMatchObject({ submissionId: 8, status: 'ready', read: read({ Id: 8 }) });
  });

  test('an answer for a submission no longer viewed is ignored by the store', () => {
    const state = stateAfter(
      complianceActions.submissionViewOpened({ submissionId: 8 }),
      complianceActions.submissionViewLoaded({ read: read({ Id: 7 }), version: version1 }),
    );
    expect(state.compliance.submissionView).toMatchObject({ submissionId: 8, status: 'loading', read: null });
  });
});
