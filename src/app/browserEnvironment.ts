import type { SagaEnvironment } from '@/sagas/effects';

/** The saga environment of a real browser window. `navigate` is the router's. */
export function browserEnvironment(navigate: SagaEnvironment['navigate']): SagaEnvironment {
  return {
    navigate,
    location: () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }),
    storage: { local: window.localStorage, session: window.sessionStorage },
    openWindow: (url) => window.open(url, '_blank'),
    closeWindow: () => window.close(),
    setDocumentHead: ({ title, faviconHref, fontHrefs }) => {
      if (title !== undefined) document.title = title;
      if (faviconHref) {
        const link = document.getElementById('brand-favicon') as HTMLLinkElement | null;
        if (link) link.href = faviconHref;
      }
      document.querySelectorAll('link[data-brand-font]').forEach((l) => l.remove());
      for (const href of fontHrefs ?? []) {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.dataset.brandFont = 'true';
        document.head.appendChild(link);
      }
    },
    onVisibilityChange: (listener) => {
      const handler = () => listener(document.visibilityState === 'visible');
      document.addEventListener('visibilitychange', handler);
      return () => document.removeEventListener('visibilitychange', handler);
    },
    isPageHidden: () => document.visibilityState === 'hidden',
    now: () => Date.now(),
  };
}
