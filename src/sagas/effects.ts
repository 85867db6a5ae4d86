import { call, getContext, put } from 'redux-saga/effects';
import { chooseMessage, formatServerMessage } from '@/engine/messages/formatServerMessage';
import { uiActions } from '@/store/uiSlice';
import { loadApi, type Api } from './apiClient';

/** What sagas need from the outside world besides the API; given by the app as saga context. */
export interface SagaEnvironment {
  navigate(path: string, options?: { replace?: boolean }): void;
  location(): { pathname: string; search: string; hash: string };
  storage: { local: Storage; session: Storage };
  openWindow(url: string): Window | null;
  closeWindow(): void;
  setDocumentHead(head: { title?: string; faviconHref?: string; fontHrefs?: string[] }): void;
  onVisibilityChange(listener: (visible: boolean) => void): () => void;
  isPageHidden(): boolean;
  now(): number;
}

export function* environment() {
  return (yield getContext('env')) as SagaEnvironment;
}

/**
 * The shared message routine (portal-shell §8): the server's Message preferred, line breaks and
 * e-mail links kept, else the screen's fallback text; shown in the error modal.
 */
export function* showError(error: unknown, fallback?: string) {
  const { toApiError }: Api = yield call(loadApi);
  const { message } = toApiError(error);
  yield put(uiActions.errorRaised(formatServerMessage(chooseMessage(message, fallback))));
}

export function* navigateTo(path: string, replace = false) {
  const env: SagaEnvironment = yield call(environment);
  env.navigate(path, { replace });
}

/** Runs a call and hands back its error instead of throwing, so one failed read does not stop the rest. */
export function* attempt<T>(fn: (...args: never[]) => Promise<T>, ...args: unknown[]) {
  try {
    return { ok: true as const, value: (yield call(fn as never, ...(args as never[]))) as T };
  } catch (error) {
    return { ok: false as const, error };
  }
}
