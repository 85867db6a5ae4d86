import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const MEMOISED = fileURLToPath(new URL('./src/widgets/decimalSeparator.ts', import.meta.url));
const EDITOR_MARKDOWN = fileURLToPath(new URL('./src/features/studio/editorMarkdown.ts', import.meta.url));
const EDITOR_JSON_ONLY = fileURLToPath(new URL('./src/features/studio/editorJsonOnly.ts', import.meta.url));

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

/** The codemirror-json-schema modules the studio's JSON editor replaces, by import and importing folder. */
const EDITOR_REPLACEMENTS: { source: string; from: RegExp; to: string }[] = [
  // markdown-it and shiki for tooltips whose markdown is code spans: src/features/studio/editorMarkdown.ts.
  { source: '../utils/markdown', from: /[\\/]codemirror-json-schema[\\/]dist[\\/]features[\\/]/, to: EDITOR_MARKDOWN },
  // The JSON5 and YAML parsers (json5, yaml): the studio edits JSON only.
  { source: './json5-parser', from: /[\\/]codemirror-json-schema[\\/]dist[\\/]parsers[\\/]/, to: EDITOR_JSON_ONLY },
  { source: './yaml-parser', from: /[\\/]codemirror-json-schema[\\/]dist[\\/]parsers[\\/]/, to: EDITOR_JSON_ONLY },
];

/**
 * The studio's JSON editor without what it does not use from codemirror-json-schema: its markdown
 * renderer (markdown-it with shiki) and its JSON5 and YAML parsers. Used by the app's build.
 */
export function studioEditorSlim(): Plugin {
  return {
    name: 'tessera:studio-editor-slim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return EDITOR_REPLACEMENTS.find((r) => r.source === source && r.from.test(importer))?.to ?? null;
    },
  };
}
