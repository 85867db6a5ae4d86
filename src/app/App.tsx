import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { FluentProvider, RendererProvider, webLightTheme } from '@fluentui/react-components';
import { brandCssVariables, createBrandTheme, createStyleRenderer } from '@/widgets/theme';
import { FormsRegistryContext } from '@/widgets/formsRegistryContext';
import { useAppSelector } from '@/store/hooks';
import { selectBrand } from '@/store/selectors';
import type { AppStore } from './store';
import type { AppRouter } from './router';
import { getFormsRegistry } from './formsRegistry';

/** Fluent UI's styles go into the page through one renderer that inserts each component's rules once. */
const styleRenderer = createStyleRenderer(typeof document === 'undefined' ? undefined : document);

/** The brand's colours and fonts become a Fluent theme and CSS variables for the whole app. */
function BrandedApp({ router }: { router: AppRouter }) {
  const brand = useAppSelector(selectBrand);
  const theme = useMemo(() => (brand ? createBrandTheme(brand) : webLightTheme), [brand]);
  useEffect(() => {
    // On the root element, so the page background, body font and scrollbars follow the brand too.
    const vars = brand ? brandCssVariables(brand) : {};
    for (const [name, value] of Object.entries(vars)) document.documentElement.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) document.documentElement.style.removeProperty(name);
    };
  }, [brand]);
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh', background: 'var(--brand-bg, #efefef)' }}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <FormsRegistryContext.Provider value={getFormsRegistry}>
        <RendererProvider renderer={styleRenderer}>
          <BrandedApp router={router} />
        </RendererProvider>
      </FormsRegistryContext.Provider>
    </Provider>
  );
}
