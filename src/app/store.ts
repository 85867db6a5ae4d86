import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from '@/store/rootReducer';
import { rootSaga } from '@/sagas/rootSaga';
import type { SagaEnvironment } from '@/sagas/effects';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { getFormsRegistry } from './formsRegistry';

/** Builds the store and starts the sagas with the given environment (the browser's, or a test's). */
export function createAppStore(env: SagaEnvironment, formsRegistry: () => Promise<SchemaRegistry> = getFormsRegistry) {
  const sagaMiddleware = createSagaMiddleware({ context: { env, formsRegistry } });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
