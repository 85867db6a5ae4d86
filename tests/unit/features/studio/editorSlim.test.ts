import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderMarkdown } from '@/features/studio/editorMarkdown';
import * as jsonOnly from '@/features/studio/editorJsonOnly';

// codemirror-json-schema's files, as the studio's build replaces parts of them (vite.plugins.ts, studioEditorSlim).
const LIB = join(dirname(dirname(require.resolve('codemirror-json-schema'))), 'dist');
const read = (path: string) => readFileSync(join(LIB, path), 'utf8');

describe("the studio JSON editor's tooltip markdown (in place of markdown-it and shiki)", () => {
  test('code spans become <code>, the rest is text', () => {
    expect(renderMarkdown('Expected `string` but received `number`')).toBe('Expected <code>string</code> but received <code>number</code>');
    expect(renderMarkdown('`enum`: `a`, `b`, or `c`')).toBe('<code>enum</code>: <code>a</code>, <code>b</code>, or <code>c</code>');
  });

  test('HTML in a text (an error can quote what the user typed) is shown, not run', () => {
    const html = renderMarkdown('Value `<img src=x onerror=alert(1)>` is not one of "a" & \'b\' <script>');
    expect(html).toBe('Value <code>&lt;img src=x onerror=alert(1)&gt;</code> is not one of &quot;a&quot; &amp; &#39;b&#39; &lt;script&gt;');
    expect(html).not.toMatch(/<(img|script)/);
  });

  test('as a block: paragraphs and line breaks', () => {
    expect(renderMarkdown('The label.\nShown above.\n\n`string`', false)).toBe(
      '<p>The label.<br>Shown above.</p><p><code>string</code></p>',
    );
    expect(renderMarkdown('', false)).toBe('');
  });

  test('an unclosed backtick is text', () => {
    expect(renderMarkdown('a ` b')).toBe('a ` b');
  });
});

describe('the replaced codemirror-json-schema modules (a new version that moves them fails here, not in the studio)', () => {
  test.each(['features/hover.js', 'features/completion.js', 'features/validation.js'])(
    '%s imports renderMarkdown from ../utils/markdown',
    (file) => {
      expect(read(file)).toContain('import { renderMarkdown } from "../utils/markdown";');
      expect(read('utils/markdown.js')).toMatch(/export function renderMarkdown\(markdown, inline = true\)/);
    },
  );

  test('parsers/index.js takes the JSON5 and YAML parsers from ./json5-parser and ./yaml-parser, and the stand-in exports both', () => {
    const index = read('parsers/index.js');
    expect(index).toContain('import { parseJSON5DocumentState } from "./json5-parser";');
    expect(index).toContain('import { parseYAMLDocumentState } from "./yaml-parser";');
    expect(Object.keys(jsonOnly).sort()).toEqual(['parseJSON5DocumentState', 'parseYAMLDocumentState']);
    expect(() => jsonOnly.parseYAMLDocumentState()).toThrow('The studio editor reads JSON only');
  });
});
