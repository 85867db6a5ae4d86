import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const MEMOISED = fileURLToPath(new URL('./src/widgets/decimalSeparator.ts', import.meta.url));

/**
 * RJSF's `getDecimalSeparator` module replaced by src/widgets/decimalSeparator.ts, which gives the
 * same answers once per locale list instead of building an `Intl.NumberFormat` on every render of
 * every number field. Used by the app's build (vite.config.ts) and the forms bench's.
 */
export function rjsfDecimalSeparator(): Plugin {
  return {
    name: 'tessera:rjsf-decimal-separator',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './getDecimalSeparator.js' && importer && /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/.test(importer)) return MEMOISED;
      return null;
    },
  };
}
