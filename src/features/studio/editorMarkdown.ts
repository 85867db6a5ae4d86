/*
 * The markdown of the studio JSON editor's tooltips. codemirror-json-schema writes its hover, completion
 * and error texts as markdown and puts the HTML it renders into the page. It renders with markdown-it and
 * shiki, about 100 kB gzip. The texts it writes only use code spans (`string`, `enum`: `a`, `b`), and the
 * draft schema's descriptions are plain sentences. vite.plugins.ts (studioEditorSlim) puts this module in
 * place of the library's renderer. Everything is HTML-escaped: an error can quote what the user typed.
 */

import { escapeHtml } from '@/engine/messages/formatServerMessage';

/** One paragraph: escaped text with its `code spans` as <code>. */
const inlineHtml = (text: string) =>
  text
    .split(/(`[^`\n]+`)/)
    .map((part) => (/^`[^`\n]+`$/.test(part) ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : escapeHtml(part)))
    .join('');

/**
 * HTML for a tooltip's markdown, with the signature of codemirror-json-schema's `renderMarkdown`.
 * @param markdown - the text (code spans in backticks; anything else is shown as written)
 * @param inline - true: the text's HTML alone; false: paragraphs (blank lines) as <p> and line breaks as <br>
 */
export function renderMarkdown(markdown: string, inline = true): string {
  const text = String(markdown ?? '');
  if (inline) return inlineHtml(text);
  return text
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${p.split('\n').map(inlineHtml).join('<br>')}</p>`)
    .join('');
}
