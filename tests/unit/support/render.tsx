import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { injectPortalSlices } from '@/store/portalSlices';
import { FormsRegistryContext } from '@/widgets/formsRegistryContext';
import { getFormsRegistry } from '@/app/formsRegistry';

// The screens under test are the logged-in portal's, whose slices the app injects when it loads.
injectPortalSlices();

// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * Renders a screen as the app composes it (FluentProvider, the Redux store, the forms registry, a router) but
 * without sagas, so a test sees exactly which actions the screen dispatches.
 * @param element - the screen, mounted at `path`
 * @param options - the preloaded state, the path to mount at and other routes to navigate to
 */
export function renderScreen(element: ReactElement, options: { state: RootState; path?: string; otherRoutes?: string[] }) {
  const dispatched: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.state,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  const path = options.path ?? '/';
  const location = { pathname: path };
  const view = render(
    <Provider store={store}>
      <FormsRegistryContext.Provider value={getFormsRegistry}>
        <FluentProvider theme={webLightTheme}>
          {/* MemoryRouter, not a data router: jsdom has no fetch Request, which data-router navigation needs. */}
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe into={location} />
            <Routes>
              <Route path={path} element={element} />
              {(options.otherRoutes ?? []).map((p) => (
                <Route key={p} path={p} element={<p>{`Page at ${p}`}</p>} />
              ))}
            </Routes>
          </MemoryRouter>
        </FluentProvider>
      </FormsRegistryContext.Provider>
    </Provider>,
  );
  return { ...view, store, location, dispatched };
}

/** Copies the router's current pathname into `into`, so a test can see where a link led. */
function LocationProbe({ into }: { into: { pathname: string } }) {
  into.pathname = useLocation().pathname;
  return null;
}
