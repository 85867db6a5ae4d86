import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';
import { browserEnvironment } from '@/app/browserEnvironment';
import { createAppStore } from '@/app/store';
import { configureApiClient } from '@/sagas/apiClient';
import { readToken } from '@/sagas/tokenStore';
import '@/app/global.css';

// Composition root: router, store and API client are made once here.
configureApiClient({
  baseURL: import.meta.env.VITE_API_BASE,
  getToken: () => readToken({ local: window.localStorage, session: window.sessionStorage }),
});
const router = createAppRouter();
const store = createAppStore(browserEnvironment((path, options) => void router.navigate(path, options)));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
