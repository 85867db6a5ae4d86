// Shared set-up for unit tests run in jsdom.
import { installConditionCompiler } from '@/engine/flows/conditionAjv';

// Unit tests evaluate flow conditions like the server does: compiled when not plain.
installConditionCompiler();
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
}
