import { studioEditorSlim } from '../../../vite.plugins';

describe("studioEditorSlim: codemirror-json-schema's markdown and JSON5/YAML parsers replaced", () => {
  const resolve = (source: string, importer?: string) =>
    (studioEditorSlim().resolveId as (s: string, i?: string) => string | null)(source, importer);
  const lib = '/app/node_modules/codemirror-json-schema/dist';

  test('the library imports resolve to the studio modules', () => {
    expect(resolve('../utils/markdown', `${lib}/features/hover.js`)).toMatch(/src[\\/]features[\\/]studio[\\/]editorMarkdown\.ts$/);
    expect(resolve('./json5-parser', `${lib}/parsers/index.js`)).toMatch(/src[\\/]features[\\/]studio[\\/]editorJsonOnly\.ts$/);
    expect(resolve('./yaml-parser', `${lib}/parsers/index.js`)).toMatch(/src[\\/]features[\\/]studio[\\/]editorJsonOnly\.ts$/);
  });

  test('the same import from anywhere else is left alone', () => {
    expect(resolve('../utils/markdown', '/app/src/features/studio/hover.ts')).toBeNull();
    expect(resolve('./yaml-parser', `${lib}/yaml/index.js`)).toBeNull();
    expect(resolve('./yaml-parser')).toBeNull();
  });
});
