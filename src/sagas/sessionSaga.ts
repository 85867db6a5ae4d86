import { call, cancel, delay, fork, getContext, join, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import type { LoginAnswer, UserInfo, WhiteLabel } from '@/types/api';
import { decodeToken, isSessionExpired, type TokenClaims } from '@/engine/session/decodeToken';
import { isClient, isReadOnlyClient } from '@/engine/session/roles';
import { usernameMatchesBrand } from '@/engine/session/usernameMatchesBrand';
import { formatServerMessage } from '@/engine/messages/formatServerMessage';
import { TEXTS } from '@/engine/messages/texts';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions } from '@/store/sessionSlice';
import { twoFactorActions } from '@/store/twoFactorSlice';
import { uiActions } from '@/store/uiSlice';
import { selectBrand, selectSession } from '@/store/selectors';
import type { SessionState } from '@/store/sessionSlice';
import { attempt, environment, navigateTo, showError, type SagaEnvironment } from './effects';
import { loadApi, type Api } from './apiClient';
import { loadAccountSummary, loadActiveAccountData, loadRoleData, sessionTimedOut } from './sessionData';
import { autoCloseSnackbar, newFeatureNotice, nowSeconds, watchExpiry } from './sessionTimers';
import { loadBrand } from './brandSaga';
import { clearAllTokens, clearClientToken, CONSULTANT_NAME_KEY, readToken, saveToken, TOKEN_KEY } from './tokenStore';

/** How long a closing impersonation window is given before it falls back to the consultant. */
const WINDOW_CLOSE_GRACE_MS = 300;
export const POPUP_BLOCKED = 'Your browser blocked the new window. Please allow pop-ups for this portal and try again.';

let sessionTasks: Task[] = [];

/**
 * The logged-in portal's slices and sagas, which the app loads and starts (saga context
 * `loadPortal`); they run before the session's data arrives, so none of its actions is missed.
 */
function* portalStarted() {
  const loadPortal: (() => Promise<void>) | undefined = yield getContext('loadPortal');
  if (loadPortal) yield call(loadPortal);
}

/** Token stored → decoded → data loaded by role → (optionally) redirect (portal-shell §4). */
export function* establishSession(token: string, claims: TokenClaims, redirect: boolean, consultantName?: string | null) {
  for (const t of sessionTasks) yield cancel(t);
  sessionTasks = [];
  yield put(sessionActions.tokenReceived({ token, claims, consultantName }));
  const portal: Task = yield fork(portalStarted);
  const brand: WhiteLabel | null = yield select(selectBrand);
  const api: Api = yield call(loadApi);
  const userResult: { ok: boolean; value?: UserInfo; error?: unknown } = yield call(attempt, api.getUserInfo, brand?.WhiteLabelId ?? 0);
  yield join(portal);
  if (!userResult.ok && api.toApiError(userResult.error).status === 401) {
    yield fork(sessionTimedOut);
    return;
  }
  const user = userResult.ok ? userResult.value! : null;
  if (user) yield put(sessionActions.userInfoLoaded(user));
  if (isClient(claims.role)) yield call(loadAccountSummary);
  yield call(loadRoleData, claims, user);
  yield put(sessionActions.sessionReady());
  sessionTasks.push((yield fork(watchExpiry, claims)) as Task);
  sessionTasks.push((yield fork(newFeatureNotice)) as Task);
  if (isReadOnlyClient(claims.role)) yield put(uiActions.noticeShown('limitedFunctionality'));
  if (redirect) {
    const { redirectPath }: SessionState = yield select(selectSession);
    // Navigate before forgetting the path: the guest-only guard also redirects to it meanwhile.
    yield call(navigateTo, redirectPath ?? '/', true);
    yield put(sessionActions.redirectConsumed());
  }
}

/** Login: the required fields and the brand-prefix rule, then the call (portal-shell §5). */
export function* login(action: PayloadAction<{ userName: string; password: string }>) {
  const brand: WhiteLabel | null = yield select(selectBrand);
  const { userName, password } = action.payload;
  if (!brand || !usernameMatchesBrand(userName, brand.code)) {
    yield put(sessionActions.loginFailed());
    yield put(uiActions.errorRaised(formatServerMessage(brand ? TEXTS.usernamePrefix : TEXTS.unknownBrand)));
    return;
  }
  try {
    const api: Api = yield call(loadApi);
    const answer: LoginAnswer = yield call(api.login, userName.trim(), password);
    // A staff user's second step (issue 15 item 6): the login screen asks for the code, or sets it up.
    if (answer.Challenge && answer.ChallengeKind) {
      yield put(sessionActions.secondStepAsked());
      yield put(
        twoFactorActions.challengeReceived({
          token: answer.Challenge,
          kind: answer.ChallengeKind,
          expiresAt: answer.ChallengeExpiresAt ?? '',
        }),
      );
      return;
    }
    const { Token } = answer;
    if (!Token) throw new Error('no token');
    yield call(signedIn, Token);
  } catch (error) {
    yield put(sessionActions.loginFailed());
    yield call(showError, error, TEXTS.loginFailed);
  }
}

/** A token from the login (or its second step) is stored, decoded and starts the session. */
export function* signedIn(Token: string) {
  const env: SagaEnvironment = yield call(environment);
  try {
    const claims = decodeToken(Token);
    if (!claims) throw new Error('unreadable token');
    saveToken(env.storage, Token, claims.role, false);
    yield call(establishSession, Token, claims, true);
  } catch (error) {
    yield put(sessionActions.loginFailed());
    yield call(showError, error, TEXTS.loginFailed);
  }
}

/** Logout; in an impersonation window only the client token is cleared (portal-shell §4). */
export function* logout(action: PayloadAction<{ reason?: string } | undefined>) {
  const env: SagaEnvironment = yield call(environment);
  const session: SessionState = yield select(selectSession);
  for (const t of sessionTasks) yield cancel(t);
  sessionTasks = [];
  const reason = action.payload?.reason ?? 'user';
  // The server ends the session too, so a copy of the token is of no use afterwards; a token the
  // server already refused (timeout) or a brand that is gone is not asked about. A failure changes nothing.
  if (session.token && reason !== 'timeout' && reason !== 'unknownBrand') {
    try {
      const api: Api = yield call(loadApi);
      yield call(api.endSession, session.token);
    } catch {
      // Logged out in the browser all the same; the token ends at its expiry.
    }
  }
  if (session.claims?.impersonator) {
    clearClientToken(env.storage);
    env.closeWindow();
    yield delay(WINDOW_CLOSE_GRACE_MS);
    // Still here: the browser refused to close the window, so it goes back to the consultant.
    const consultantToken = env.storage.local.getItem(TOKEN_KEY);
    const claims = decodeToken(consultantToken);
    yield put(portfolioActions.cleared());
    if (consultantToken && claims && !isSessionExpired(claims, nowSeconds(env))) {
      yield call(navigateTo, '/', true);
      yield call(establishSession, consultantToken, claims, false);
      return;
    }
  }
  clearAllTokens(env.storage);
  const here = env.location();
  const keep = reason === 'timeout' || reason === 'inactivity' ? `${here.pathname}${here.search}` : null;
  yield put(portfolioActions.cleared());
  yield put(sessionActions.loggedOut({ keepRedirect: keep && keep !== '/login' ? keep : null }));
  yield put(uiActions.noticeClosed('newFeature'));
  yield put(uiActions.noticeClosed('limitedFunctionality'));
  if (reason !== 'unknownBrand') yield call(navigateTo, '/login', true);
}

/** Consultant "log in as client": a client token opened in a new window (portal-shell §6). */
export function* openClientSession(action: PayloadAction<{ clientId: number; clientName: string }>) {
  const env: SagaEnvironment = yield call(environment);
  const session: SessionState = yield select(selectSession);
  try {
    const api: Api = yield call(loadApi);
    const { Token }: { Token: string } = yield call(api.getClientAccess, action.payload.clientId);
    const consultant = session.user ? `${session.user.FirstName} ${session.user.LastName}` : (session.claims?.unique_name ?? '');
    const url = `/?auth=${encodeURIComponent(Token)}&consultant=${encodeURIComponent(consultant)}`;
    if (!env.openWindow(url)) yield put(uiActions.errorRaised(formatServerMessage(POPUP_BLOCKED)));
  } catch (error) {
    yield call(showError, error, TEXTS.requestFailed);
  }
}

/** App start: brand first; then a token from `?auth=` or storage starts the session. */
export function* startApp() {
  const env: SagaEnvironment = yield call(environment);
  const known: boolean = yield call(loadBrand);
  if (!known) {
    clearAllTokens(env.storage);
    yield put(sessionActions.startupFinished());
    return;
  }
  const location = env.location();
  const params = new URLSearchParams(location.search);
  const fromQuery = params.get('auth');
  if (fromQuery) {
    const claims = decodeToken(fromQuery);
    if (claims && !isSessionExpired(claims, nowSeconds(env))) {
      const consultantName = params.get('consultant');
      saveToken(env.storage, fromQuery, claims.role, !!claims.impersonator, consultantName);
      // The token leaves the address bar at once and the user goes Home.
      env.navigate('/', { replace: true });
      yield call(establishSession, fromQuery, claims, false, consultantName);
      return;
    }
    yield put(sessionActions.startupFinished());
    env.navigate('/login', { replace: true });
    return;
  }
  const token = readToken(env.storage);
  const claims = decodeToken(token);
  if (token && claims && !isSessionExpired(claims, nowSeconds(env))) {
    // On a guest-only page a restored session goes Home; elsewhere it stays where it is.
    const onGuestPage = ['/login', '/reset-password'].includes(location.pathname);
    yield call(establishSession, token, claims, onGuestPage, env.storage.session.getItem(CONSULTANT_NAME_KEY));
  } else if (token) {
    clearAllTokens(env.storage);
  }
  yield put(sessionActions.startupFinished());
}

/** Password reset: the same answer whether or not the user exists. */
export function* requestPasswordReset(action: PayloadAction<{ userName: string }>) {
  try {
    const api: Api = yield call(loadApi);
    yield call(api.requestPasswordReset, action.payload.userName.trim());
    yield put(sessionActions.passwordResetSent());
  } catch (error) {
    yield put(sessionActions.passwordResetFailed());
    yield call(showError, error, TEXTS.requestFailed);
  }
}

export function* updatePassword(action: PayloadAction<{ token: string; newPassword: string }>) {
  try {
    const api: Api = yield call(loadApi);
    yield call(api.updatePassword, action.payload.token, action.payload.newPassword);
    yield put(sessionActions.passwordUpdated());
  } catch (error) {
    yield put(sessionActions.passwordResetFailed());
    yield call(showError, error, TEXTS.requestFailed);
  }
}

export function* protectedPathVisited() {
  yield put(uiActions.snackbarShown({ message: TEXTS.loginRequired, type: 'error' }));
}

export function* watchSession() {
  // takeLeading: a second LOG IN click while one is in flight is ignored.
  yield takeLeading(sessionActions.loginRequested.type, login);
  // takeLeading: logout runs once even if several timers ask for it.
  yield takeLeading(sessionActions.logoutRequested.type, logout);
  // takeLeading: one client window per click burst.
  yield takeLeading(sessionActions.clientAccessRequested.type, openClientSession);
  // takeLeading: one reset request or password change at a time.
  yield takeLeading(sessionActions.passwordResetRequested.type, requestPasswordReset);
  yield takeLeading(sessionActions.passwordUpdateRequested.type, updatePassword);
  // takeEvery: every snackbar has its own timer.
  yield takeEvery(uiActions.snackbarShown.type, autoCloseSnackbar);
  // takeLeading: one "Log in to access this page" per redirect.
  yield takeLeading(sessionActions.protectedPathVisited.type, protectedPathVisited);
  // takeLatest semantics by hand: a newer active account supersedes the older reads.
  let task: Task | undefined;
  for (;;) {
    yield take(sessionActions.activeAccountChanged.type);
    if (task) yield cancel(task);
    task = (yield fork(loadActiveAccountData)) as Task;
  }
}

export { TOKEN_KEY };
