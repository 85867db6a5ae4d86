/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as documentsApi from '@/api/documents';
import { clearDealingInstructions, loadDealingInstruction, objectUrls, watchDealing } from '@/sagas/dealingSaga';
import { dealingActions } from '@/store/dealingSlice';
import { rootReducer } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { account } from '../support/fixtures';
import { httpError } from '../support/http';
import { stateAfter } from '../support/sagas';
import { sessionToken } from '../support/tokens';

const form = {
  AccountId: 11,
  AccountNumber: 'DMO-11',
  Title: 'Dealing Instructions Form',
  TemplateCode: 'DealingInstructions',
  FileName: 'Dealing-Instructions-Form-DMO-11.pdf',
  Url: 'x',
};
const client = () => {
  const { token, claims } = sessionToken('client');
  return stateAfter(sessionActions.tokenReceived({ token, claims }), sessionActions.accountSummaryLoaded([account(11)]));
};
const blob = { size: 100 } as unknown as Blob;

describe('dealing instructions saga', () => {
  test("downloads the active account's form as a blob and links it", async () => {
    const { storeState } = await expectSaga(loadDealingInstruction)
      .withReducer(rootReducer, client())
      .provide([
        [matchers.call.fn(documentsApi.getDealingInstruction), form],
        [matchers.call.fn(documentsApi.getDocumentTemplate), blob],
        [matchers.call.fn(objectUrls.create), 'blob:http://dmo.localhost/1'],
      ])
      .call(documentsApi.getDealingInstruction, 11)
      .call(documentsApi.getDocumentTemplate, 'DealingInstructions', 11)
      .run();
    expect(storeState.dealing).toEqual({ status: 'ready', form, fileUrl: 'blob:http://dmo.localhost/1' });
  });

  test('an account without a form downloads nothing', async () => {
    const { storeState } = await expectSaga(loadDealingInstruction)
      .withReducer(rootReducer, client())
      .provide([[matchers.call.fn(documentsApi.getDealingInstruction), null]])
      .not.call.fn(documentsApi.getDocumentTemplate)
      .run();
    expect(storeState.dealing).toEqual({ status: 'ready', form: null, fileUrl: null });
  });

  test('a failed download shows "Sorry! Something wrong generating document."', async () => {
    const { storeState } = await expectSaga(loadDealingInstruction)
      .withReducer(rootReducer, client())
      .provide([
        [matchers.call.fn(documentsApi.getDealingInstruction), form],
        [matchers.call.fn(documentsApi.getDocumentTemplate), throwError(httpError(500))],
      ])
      .run();
    expect(storeState.dealing.status).toBe('failed');
    expect(storeState.ui.errors).toEqual(['Sorry! Something wrong generating document.']);
  });

  test('closing the modal revokes the link and clears the state', async () => {
    const start = stateAfter(dealingActions.loaded({ form, fileUrl: 'blob:http://dmo.localhost/1' }));
    const { storeState } = await expectSaga(clearDealingInstructions)
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(objectUrls.revoke), undefined]])
      .call(objectUrls.revoke, 'blob:http://dmo.localhost/1')
      .run();
    expect(storeState.dealing).toEqual({ status: 'idle', form: null, fileUrl: null });
  });

  test('the modal loads when it opens and stops a load still on its way when it closes', async () => {
    let release: (v: unknown) => void = () => undefined;
    const pending = new Promise((r) => {
      release = r;
    });
    const { storeState } = await expectSaga(watchDealing)
      .withReducer(rootReducer, client())
      .provide([
        [matchers.call.fn(documentsApi.getDealingInstruction), pending],
        [matchers.call.fn(objectUrls.revoke), undefined],
      ])
      .dispatch(uiActions.modalOpened('dealingInstructions'))
      .dispatch(uiActions.modalClosed('dealingInstructions'))
      .not.put.actionType(dealingActions.loaded.type)
      .silentRun(30);
    release(form);
    expect(storeState.dealing.status).toBe('idle');
  });
});
