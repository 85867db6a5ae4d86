import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from '@/store/rootReducer';
import { rootSaga } from '@/sagas/rootSaga';
import type { SagaEnvironment } from '@/sagas/effects';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { getFormsRegistry } from './formsRegistry';
import type { PortalFeature } from './portalFeature';

/**
 * Builds the store and starts the sagas with the given environment (the browser's, or a test's).
 * The store starts with the shell's slices and sagas; `loadPortal` loads the logged-in portal's,
 * injects its slices and starts its sagas, once.
 */
export function createAppStore(env: SagaEnvironment, formsRegistry: () => Promise<SchemaRegistry> = getFormsRegistry) {
  let portal: Promise<void> | undefined;
  const loadPortal = () => {
    portal ??= import('./portalFeature').then(({ portalFeature }) => startPortal(portalFeature));
    return portal;
  };
  const sagaMiddleware = createSagaMiddleware({ context: { env, formsRegistry, loadPortal } });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  let started = false;
  /** Injects the portal's slices and runs its sagas before anything of the portal renders. */
  function startPortal(feature: PortalFeature) {
    if (started) return;
    started = true;
    feature.injectSlices();
    store.dispatch({ type: 'app/portalLoaded' });
    sagaMiddleware.run(feature.saga);
  }
  sagaMiddleware.run(rootSaga);
  return Object.assign(store, { loadPortal, startPortal });
}

export type AppStore = ReturnType<typeof createAppStore>;
