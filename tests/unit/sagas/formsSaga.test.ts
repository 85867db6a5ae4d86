/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api';
import { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { fetchFlow, fetchForm, installFlowConditions, loadForm, loadReferenceData, watchForms } from '@/sagas/formsSaga';
import { brandActions } from '@/store/brandSlice';
import { formsActions } from '@/store/formsSlice';
import { rootReducer } from '@/store/rootReducer';
import { DEMO_BRAND } from '../support/fixtures';
import { httpError } from '../support/http';
import { stateAfter } from '../support/sagas';

const REFERENCE = { feeSchedules: [{ Value: 1, Text: 'Standard' }], dfmProviders: [] };

describe("the form studio's reference lists", () => {
  test('are read as the account-opening wizard has them, for the brand of the host', async () => {
    const { storeState } = await expectSaga(loadReferenceData)
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND)))
      .provide([[matchers.call.fn(api.getAccountOpeningForm), { Forms: {}, ReferenceData: REFERENCE, DocuSignAvailable: false }]])
      .call(api.getAccountOpeningForm, DEMO_BRAND.WhiteLabelId)
      .run();
    expect(storeState.forms.referenceData).toEqual(REFERENCE);
  });

  test('are none, without an error, for a role without account opening (403)', async () => {
    const { storeState, effects } = await expectSaga(loadReferenceData)
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND)))
      .provide([[matchers.call.fn(api.getAccountOpeningForm), throwError(httpError(403, 'You are not allowed to do this.'))]])
      .run();
    expect(storeState.forms.referenceData).toEqual({});
    expect(storeState.ui.errors).toEqual([]);
    expect((effects.put ?? []).map((e) => e.payload.action.type)).toEqual([formsActions.referenceDataLoaded.type]);
  });

  test('are read once', async () => {
    await expectSaga(loadReferenceData)
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND), formsActions.referenceDataLoaded(REFERENCE)))
      .not.call.fn(api.getAccountOpeningForm)
      .run();
  });
});

describe('fetchFlow', () => {
  test("hands the flow's precompiled conditions to the forms registry before the flow is used", async () => {
    const flow = { id: 'f', version: '1', stages: [] };
    const conditions = { default: {} };
    const registry = new SchemaRegistry(null);
    const { returnValue } = await expectSaga(fetchFlow, 'f')
      .provide([
        [matchers.call.fn(api.getFlowDefinition), { flow, conditions }],
        [matchers.getContext('formsRegistry'), () => Promise.resolve(registry)],
        [matchers.call.fn(installFlowConditions), undefined],
      ])
      .call(api.getFlowDefinition, 'f')
      .call(installFlowConditions, registry, conditions)
      .run();
    expect(returnValue).toBe(flow);
  });
});

describe('a form reload (a version published in the form studio)', () => {
  test('a request for a loaded form fetches nothing; a reload fetches it again', async () => {
    const loaded = stateAfter(formsActions.formLoaded({ id: 'kyc', version: '1.0.0' }));
    await expectSaga(loadForm, formsActions.formRequested('kyc')).withReducer(rootReducer, loaded).not.call.fn(fetchForm).run();
    const reload = formsActions.formReloadRequested('kyc');
    await expectSaga(watchForms)
      .withReducer(rootReducer, loaded)
      .provide([[matchers.fork.fn(fetchForm), undefined]])
      .fork(fetchForm, reload)
      .dispatch(reload)
      .silentRun(50);
  });
});
