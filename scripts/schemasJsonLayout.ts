/**
 * The JSON layout of the files under schemas/, kept when a file is written again
 * (`npm run schemas:export`). The files are not all laid out alike (most are 2-space JSON with
 * every array and object on its own lines; some keep short arrays or objects on one line, as
 * prettier does), and schemas/ is not run through prettier. So a value is printed against the
 * file it replaces: every part that did not change is copied from the file as it is, a changed
 * array or object keeps the one-line or multi-line form it had, and anything new is 2-space JSON.
 * An unchanged value therefore gives the file back byte for byte, and a changed message is a
 * one-line change.
 */
import { canonicalJson } from '@/engine';

/** Where a JSON value lies in a text, with the spans of its members. */
interface Span {
  start: number;
  end: number;
  keys?: Map<string, Span>;
  items?: Span[];
}

const WHITESPACE = /\s/;

/** The spans of a text already known to be valid JSON. */
function spanOf(text: string): Span {
  let i = 0;
  const skip = () => {
    while (i < text.length && WHITESPACE.test(text[i])) i += 1;
  };
  const string = (): Span => {
    const start = i;
    i += 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return { start, end: i };
  };
  const value = (): Span => {
    skip();
    const start = i;
    if (text[i] === '"') return string();
    if (text[i] === '{') {
      i += 1;
      const keys = new Map<string, Span>();
      skip();
      while (text[i] !== '}') {
        const key = string();
        skip();
        i += 1; // ':'
        keys.set(JSON.parse(text.slice(key.start, key.end)) as string, value());
        skip();
        if (text[i] === ',') i += 1;
        skip();
      }
      i += 1;
      return { start, end: i, keys };
    }
    if (text[i] === '[') {
      i += 1;
      const items: Span[] = [];
      skip();
      while (text[i] !== ']') {
        items.push(value());
        skip();
        if (text[i] === ',') i += 1;
        skip();
      }
      i += 1;
      return { start, end: i, items };
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i])) i += 1;
    return { start, end: i };
  };
  return value();
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A value on one line: `[1, 2]`, `{ "const": 1, "title": "One" }`. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/**
 * A JSON file's text for `value`, laid out like `previous` (the text it replaces) where it can be.
 * @param value - the new content
 * @param previous - the file's current text, or undefined for a new file (or one that is not JSON)
 * @returns the text, with a final newline
 */
export function formatLike(value: unknown, previous?: string): string {
  let span: Span | undefined;
  if (previous !== undefined) {
    try {
      JSON.parse(previous);
      span = spanOf(previous);
    } catch {
      span = undefined;
    }
  }
  const text = previous ?? '';
  const print = (v: unknown, s: Span | undefined, indent: string): string => {
    if (s) {
      const old = text.slice(s.start, s.end);
      if (canonicalJson(JSON.parse(old)) === canonicalJson(v)) return old;
      if ((Array.isArray(v) || isObject(v)) && !old.includes('\n') && (s.items || s.keys)) return oneLine(v);
    }
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      if (!v.length) return '[]';
      return `[\n${v.map((item, n) => inner + print(item, s?.items?.[n], inner)).join(',\n')}\n${indent}]`;
    }
    if (isObject(v)) {
      const entries = Object.entries(v);
      if (!entries.length) return '{}';
      return `{\n${entries.map(([k, item]) => `${inner}${JSON.stringify(k)}: ${print(item, s?.keys?.get(k), inner)}`).join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(v);
  };
  const body = print(value, span, '');
  // The file's own text when nothing changed (whatever its ending); otherwise one final newline.
  if (span && previous !== undefined && body === text.slice(span.start, span.end)) return previous;
  return `${body}\n`;
}
