import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import type * as WywShared from '@wyw-in-js/shared';
import type * as WywTransform from '@wyw-in-js/transform';

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

/** Modules whose `makeStyles` / `makeResetStyles` are resolved at build time: ours and RJSF's Fluent theme. */
const APP_SOURCES = fileURLToPath(new URL('./src/', import.meta.url));
const RJSF_FLUENT = /[\\/]node_modules[\\/]@rjsf[\\/]fluentui-rc[\\/]lib[\\/].*\.js$/;
const resolvedAheadOfTime = (id: string) => (id.startsWith(APP_SOURCES) && /\.tsx?$/.test(id)) || RJSF_FLUENT.test(id);

/**
 * Griffel's styles resolved ahead of time: every `makeStyles` / `makeResetStyles` of the app's
 * modules and of `@rjsf/fluentui-rc` becomes `__styles` / `__resetStyles` with its class names and
 * CSS rules computed here (Griffel's own processor, run by wyw-in-js), as Fluent's packages ship
 * theirs. At run time a component's first render then only inserts the rules: no stylis, no hashing,
 * and the style code is not compiled in the page. The class names and rules are those the run-time
 * resolution gives. Builds only (the dev server resolves at run time); used by the app's build and
 * the forms bench's.
 */
export function griffelAheadOfTime(): Plugin {
  // Loaded when the first module is transformed: the dev server and the tests of the other plugins never load Babel.
  let wyw: Promise<[typeof WywTransform, typeof WywShared]> | undefined;
  let cache: WywTransform.TransformCacheCollection | undefined;
  // The modules a style object imports are evaluated in Node (without a DOM: styles need none):
  // TypeScript and JSX read as the app's build reads them.
  const babelOptions = { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] };
  return {
    name: 'tessera:griffel-aot',
    apply: 'build',
    // After the TypeScript and JSX transforms: the processor reads JavaScript.
    enforce: 'post',
    async transform(code, url) {
      const [id] = url.split('?', 1);
      if (!resolvedAheadOfTime(id) || !/\bmake(Reset)?Styles\b/.test(code)) return null;
      const [{ transform, TransformCacheCollection }, { syncResolve }] = await (wyw ??= Promise.all([
        import('@wyw-in-js/transform'),
        import('@wyw-in-js/shared'),
      ]));
      cache ??= new TransformCacheCollection();
      const resolve = async (what: string, importer: string, stack: string[]) => {
        const resolved = await this.resolve(what, importer);
        if (!resolved) throw new Error(`griffel-aot: cannot resolve ${what} from ${importer}`);
        if (resolved.external) return syncResolve(what, importer, stack);
        const file = resolved.id.split('?', 1)[0];
        return file.startsWith('\0') || file.startsWith('/@') ? null : file;
      };
      const result = await transform(
        { options: { filename: id, root: process.cwd(), pluginOptions: { babelOptions, features: { happyDOM: false } } }, cache },
        code,
        resolve,
      );
      if (result.cssText === undefined) return null;
      // Griffel's processor keeps the rules in the module (`__styles`): a CSS file would be a change of model.
      if (result.cssText !== '') throw new Error(`griffel-aot: ${id} produced a CSS file`);
      return { code: result.code, map: result.sourceMap ?? null };
    },
  };
}
