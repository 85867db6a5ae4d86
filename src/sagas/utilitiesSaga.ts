import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { getContentPage } from '@/api/content';
import { getConversionRates } from '@/api/accounts';
import { toApiError } from '@/api/client';
import type { ContentPage } from '@/engine/content/pages';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { CONVERTER_TEXTS } from '@/engine/trading/currencyConverter';
import { UTILITY_TEXTS } from '@/engine/messages/utilityTexts';
import type { ContentPageAnswer, CurrencyRate, WhiteLabel } from '@/types/api';
import { selectBrand } from '@/store/selectors';
import { utilitiesActions as actions } from '@/store/utilitiesSlice';

/**
 * Reads a utilities page for the host brand. A failure stays on the page (with Try again): the
 * server's Message, else the page's own text.
 */
export function* loadContent(action: PayloadAction<ContentPage>) {
  const page = action.payload;
  const brand: WhiteLabel | null = yield select(selectBrand);
  try {
    const answer: ContentPageAnswer = yield call(getContentPage, page, brand?.WhiteLabelId);
    yield put(actions.contentLoaded({ page, content: answer.Content }));
  } catch (error) {
    yield put(actions.contentFailed({ page, message: chooseMessage(toApiError(error).message, UTILITY_TEXTS.loadFailed) }));
  }
}

/** Reads the conversion rates afresh for the converter, noting when (the rates carry no date of their own). */
export function* loadRates() {
  try {
    const rates: CurrencyRate[] = yield call(getConversionRates);
    yield put(actions.ratesLoaded({ rates, readAt: new Date().toISOString() }));
  } catch (error) {
    yield put(actions.ratesFailed(chooseMessage(toApiError(error).message, CONVERTER_TEXTS.ratesFailed)));
  }
}

export function* watchUtilities() {
  // takeEvery: pages are read independently; the rates' last request is the one shown.
  yield takeEvery(actions.contentRequested.type, loadContent);
  yield takeLatest(actions.ratesRequested.type, loadRates);
}
