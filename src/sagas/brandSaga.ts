import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { FooterInfo, WhiteLabel } from '@/types/api';
import { brandHead } from '@/engine/brands/brandCss';
import { TEXTS } from '@/engine/messages/texts';
import { brandActions } from '@/store/brandSlice';
import { sessionActions } from '@/store/sessionSlice';
import { selectBrand } from '@/store/selectors';
import { environment, showError, type SagaEnvironment } from './effects';
import { loadApi, type Api } from './apiClient';

/** Page title while the host names no known brand (portal-shell §4: "a login error"). */
export const UNKNOWN_BRAND_TITLE = 'Login error';

/**
 * Loads the brand of this host and applies it to the page (title, favicon, fonts); an unknown
 * host clears the brand and logs out a logged-in user. Returns whether a brand was found.
 */
export function* loadBrand() {
  const env: SagaEnvironment = yield call(environment);
  const api: Api = yield call(loadApi);
  try {
    const brand: WhiteLabel = yield call(api.getWhiteLabel);
    yield put(brandActions.brandLoaded(brand));
    const head = brandHead(brand);
    env.setDocumentHead({ title: head.title, faviconHref: head.faviconHref, fontHrefs: [head.fontHref] });
    return true;
  } catch (error) {
    if (api.toApiError(error).status === 404) {
      yield put(brandActions.brandUnknown());
      env.setDocumentHead({ title: UNKNOWN_BRAND_TITLE });
      yield put(sessionActions.logoutRequested({ reason: 'unknownBrand' }));
    } else {
      yield put(brandActions.brandUnknown());
      env.setDocumentHead({ title: UNKNOWN_BRAND_TITLE });
      yield call(showError, error, TEXTS.unknownBrand);
    }
    return false;
  }
}

/** Footer information and the company address, read once the brand is known. */
export function* loadFooter() {
  const brand: WhiteLabel | null = yield select(selectBrand);
  if (!brand) return;
  const api: Api = yield call(loadApi);
  const [footer, address]: [FooterInfo | Error, string | Error] = yield all([
    call(function* () {
      try {
        const footer: FooterInfo = yield call(api.getFooterInfo, brand.WhiteLabelId);
        return footer;
      } catch (e) {
        return e as Error;
      }
    }),
    call(function* () {
      try {
        const address: string = yield call(api.getCompanyAddress, brand.WhiteLabelId);
        return address;
      } catch (e) {
        return e as Error;
      }
    }),
  ]);
  if (!(footer instanceof Error)) yield put(brandActions.footerLoaded(footer));
  if (address instanceof Error) yield call(showError, address, TEXTS.companyAddressFailed);
  else yield put(brandActions.companyAddressLoaded(address));
}

export function* watchBrand() {
  // takeLatest: a later brand load supersedes an earlier one.
  yield takeLatest(brandActions.brandLoaded.type, loadFooter);
}
