/* The words of the version diff: how a place, a value and a keyword read in a sentence. */
import type { VersionChange } from './types';

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 10 });

/**
 * A value as a sentence shows it: numbers with thousands separators, texts in double quotes.
 * @param value - any JSON value
 */
export function formatValue(value: unknown): string {
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'string') return `"${value}"`;
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}

/**
 * A field as a sentence names it: its label path in single quotes, or "The form's" for the form itself.
 * @param labels - the field's labels from the outermost
 */
export function placeOf(labels: readonly string[]): string {
  return labels.length === 0 ? "The form's" : `'${labels.join(' › ')}'`;
}

/** How each bound reads ("'Remarks' maximum length lowered from 300 to 200 characters"). */
export const BOUND_WORDS: Record<string, { name: string; unit: string }> = {
  minimum: { name: 'minimum', unit: '' },
  maximum: { name: 'maximum', unit: '' },
  exclusiveMinimum: { name: 'lower limit (exclusive)', unit: '' },
  exclusiveMaximum: { name: 'upper limit (exclusive)', unit: '' },
  minLength: { name: 'minimum length', unit: ' characters' },
  maxLength: { name: 'maximum length', unit: ' characters' },
  minItems: { name: 'minimum number of entries', unit: '' },
  maxItems: { name: 'maximum number of entries', unit: '' },
  minContains: { name: 'minimum number of matching entries', unit: '' },
  maxContains: { name: 'maximum number of matching entries', unit: '' },
  minProperties: { name: 'minimum number of answers', unit: '' },
  maxProperties: { name: 'maximum number of answers', unit: '' },
};

/**
 * What an `errorMessage` key is the message for, in words.
 * @param key - '_' for the message of every error not named, a keyword, or 'required.Name' / 'properties.Name'
 */
export function messageTopic(key: string): string {
  if (key === '_') return 'error message';
  const [keyword, field] = key.split(/\.(.*)/s) as [string, string | undefined];
  if (keyword === 'required' && field) return 'error message for a missing answer';
  if (keyword === 'properties' && field) return 'error message';
  const bound = BOUND_WORDS[keyword];
  return `error message for the ${bound ? bound.name : keyword} rule`;
}

/** How each help text key reads. */
export const HELP_WORDS: Record<string, string> = {
  'ui:help': 'help text',
  'ui:description': 'description',
  'ui:placeholder': 'placeholder',
  description: 'description',
};

/**
 * "changed from "a" to "b"", "set to "b"" or "removed (was "a")" — the tail of a sentence about a value.
 * @param before - the earlier value (undefined: none)
 * @param after - the new value (undefined: none)
 */
export function changeTail(before: unknown, after: unknown): string {
  if (before === undefined) return `set to ${formatValue(after)}`;
  if (after === undefined) return `removed (was ${formatValue(before)})`;
  return `changed from ${formatValue(before)} to ${formatValue(after)}`;
}

/**
 * A change without its empty parts (no `before` for an added value, no `detail` when the place says it all).
 * @param change - the change as assembled
 */
export function withoutUndefined(change: VersionChange): VersionChange {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as unknown as VersionChange;
}
