/** @jest-environment node */
/**
 * Utilities saga (issue 14 item 7): a page's content is read for the host brand and kept per page;
 * a failure keeps the server's Message or the page's own text (no error modal: the page offers
 * Try again); the converter's rates are read afresh with the time they were read.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as contentApi from '@/api/content';
import * as accountsApi from '@/api/accounts';
import { UTILITY_TEXTS } from '@/engine/messages/utilityTexts';
import { CONVERTER_TEXTS } from '@/engine/trading/currencyConverter';
import { watchUtilities } from '@/sagas/utilitiesSaga';
import { brandActions } from '@/store/brandSlice';
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer } from '@/store/rootReducer';
import { utilitiesActions as actions } from '@/store/utilitiesSlice';
import type { WhiteLabel } from '@/types/api';
import { httpError, networkError } from '../support/http';

injectPortalSlices();

const brand = { code: 'dmo', WhiteLabelId: 1 } as unknown as WhiteLabel;
const answer = { Page: 'glossary', Kind: 'glossary', Source: 'default', Content: { title: 'Glossary', intro: 'x', terms: [] } } as const;

const withBrand = (saga: ReturnType<typeof expectSaga>) => saga.withReducer(rootReducer).dispatch(brandActions.brandLoaded(brand));

describe('utilities saga', () => {
  test("reads a page for the host brand's white label and keeps it under its page", async () => {
    const { storeState } = await withBrand(expectSaga(watchUtilities))
      .provide([[matchers.call.fn(contentApi.getContentPage), answer]])
      .dispatch(actions.contentRequested('glossary'))
      .call(contentApi.getContentPage, 'glossary', 1)
      .silentRun(50);
    expect(storeState.utilities.pages.glossary).toEqual({ status: 'ready', data: answer.Content });
    expect(storeState.ui.errors).toEqual([]);
  });

  test("a failure keeps the server's Message, else the page's own text, on the page", async () => {
    const withMessage = await withBrand(expectSaga(watchUtilities))
      .provide([[matchers.call.fn(contentApi.getContentPage), throwError(httpError(500, 'Content is being updated.'))]])
      .dispatch(actions.contentRequested('faq-alerts'))
      .silentRun(50);
    expect(withMessage.storeState.utilities.pages['faq-alerts']).toEqual({ status: 'failed', message: 'Content is being updated.' });
    const plain = await withBrand(expectSaga(watchUtilities))
      .provide([[matchers.call.fn(contentApi.getContentPage), throwError(networkError())]])
      .dispatch(actions.contentRequested('terminology'))
      .silentRun(50);
    expect(plain.storeState.utilities.pages.terminology).toEqual({ status: 'failed', message: UTILITY_TEXTS.loadFailed });
    expect(plain.storeState.ui.errors).toEqual([]);
  });

  test('reads the rates afresh with the time read; a failure has the converter text', async () => {
    const rates = [{ Currency: 'EUR', Rate_EUR: 1, CurrencySymbol: '€' }];
    const ok = await withBrand(expectSaga(watchUtilities))
      .provide([[matchers.call.fn(accountsApi.getConversionRates), rates]])
      .dispatch(actions.ratesRequested())
      .silentRun(50);
    expect(ok.storeState.utilities.rates).toEqual({
      status: 'ready',
      data: { rates, readAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    const failed = await withBrand(expectSaga(watchUtilities))
      .provide([[matchers.call.fn(accountsApi.getConversionRates), throwError(networkError())]])
      .dispatch(actions.ratesRequested())
      .silentRun(50);
    expect(failed.storeState.utilities.rates).toEqual({ status: 'failed', message: CONVERTER_TEXTS.ratesFailed });
  });
});
