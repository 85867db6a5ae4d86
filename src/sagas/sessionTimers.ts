import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { isSessionExpired, type TokenClaims } from '@/engine/session/decodeToken';
import { NEW_FEATURE_NOTICE_DELAY_MS, NEW_FEATURE_NOTICE_MAX_SHOWS, SNACKBAR_AUTO_CLOSE_MS } from '@/engine/constants';
import { formatServerMessage } from '@/engine/messages/formatServerMessage';
import { TEXTS } from '@/engine/messages/texts';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { environment, type SagaEnvironment } from './effects';

/** The session's timers: its expiry, the new-feature notice and the snackbars' auto-close. */

export const NEW_FEATURE_COUNTER_KEY = 'newFeatureCounter';

export const nowSeconds = (env: SagaEnvironment) => Math.floor(env.now() / 1000);

/** New-feature notice: 1 s after the token appears, while the local counter is under 4. */
export function* newFeatureNotice() {
  const env: SagaEnvironment = yield call(environment);
  yield delay(NEW_FEATURE_NOTICE_DELAY_MS);
  const shown = Number(env.storage.local.getItem(NEW_FEATURE_COUNTER_KEY) ?? '0') || 0;
  if (shown >= NEW_FEATURE_NOTICE_MAX_SHOWS) return;
  env.storage.local.setItem(NEW_FEATURE_COUNTER_KEY, String(shown + 1));
  yield put(uiActions.noticeShown('newFeature'));
}

function visibilityChannel(env: SagaEnvironment): EventChannel<{ visible: boolean }> {
  return eventChannel((emit) => env.onVisibilityChange((visible) => emit({ visible })));
}

/**
 * Ends the session at its `exp`: a visible tab is logged out when the time comes; a hidden tab is
 * logged out with the inactivity message when the user returns to it (portal-shell §4).
 */
export function* watchExpiry(claims: TokenClaims) {
  const env: SagaEnvironment = yield call(environment);
  const channel: EventChannel<{ visible: boolean }> = yield call(visibilityChannel, env);
  try {
    for (;;) {
      const msLeft = claims.exp * 1000 - env.now();
      const { expired, change } = (yield race({ expired: delay(Math.max(0, msLeft)), change: take(channel) })) as {
        expired?: true;
        change?: { visible: boolean };
      };
      if (expired) {
        if (env.isPageHidden()) {
          // A hidden tab is dealt with when the user comes back to it.
          let back: { visible: boolean };
          do back = (yield take(channel)) as { visible: boolean };
          while (!back.visible);
          yield put(uiActions.errorRaised(formatServerMessage(TEXTS.inactivity)));
          yield put(sessionActions.logoutRequested({ reason: 'inactivity' }));
          return;
        }
        yield put(uiActions.errorRaised(formatServerMessage(TEXTS.timeout)));
        yield put(sessionActions.logoutRequested({ reason: 'timeout' }));
        return;
      }
      if (change?.visible && isSessionExpired(claims, nowSeconds(env))) {
        yield put(uiActions.errorRaised(formatServerMessage(TEXTS.inactivity)));
        yield put(sessionActions.logoutRequested({ reason: 'inactivity' }));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

/** Snackbars close themselves after 4000 ms unless told otherwise. */
export function* autoCloseSnackbar(action: ReturnType<typeof uiActions.snackbarShown>) {
  if (!action.payload.autoClose) return;
  yield delay(SNACKBAR_AUTO_CLOSE_MS);
  yield put(uiActions.snackbarDismissed(action.payload.id));
}
