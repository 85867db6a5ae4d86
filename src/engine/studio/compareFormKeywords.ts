// A form diff's keyword comparisons of one field: type, bounds and multipleOf, options.
import { canonicalJson } from '../forms/sha256';
import type { UiSchema } from '../forms/types';
import { LOWER_BOUNDS, UPPER_BOUNDS } from './resolveSchema';
import { isNode, same, unionKeys, type Node, type Say } from './formDiffContext';
import { BOUND_WORDS, changeTail, formatValue } from './wording';

function typesOf(type: unknown): string[] | undefined {
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : undefined;
}

export function compareType(before: unknown, after: unknown, place: string, say: Say): void {
  if (same(before, after)) return;
  const old = typesOf(before);
  const now = typesOf(after);
  // Narrowed: some value of an old type is no longer accepted (an integer is still a number).
  const narrowed =
    now !== undefined && (old === undefined || old.some((type) => !now.includes(type) && !(type === 'integer' && now.includes('number'))));
  const words = (types: string[] | undefined): string => (types ? types.join(' or ') : 'any type');
  say('type-changed', { detail: 'type', before, after, breaking: narrowed }, `${place} type changed from ${words(old)} to ${words(now)}`);
}
export function compareBounds(s: Node, t: Node, place: string, say: Say): void {
  for (const key of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
    const old = s[key];
    const now = t[key];
    if (same(old, now)) continue;
    const { name, unit } = BOUND_WORDS[key];
    const lower = (LOWER_BOUNDS as readonly string[]).includes(key);
    if (typeof old === 'number' && typeof now === 'number') {
      const raised = now > old;
      const tightened = lower ? raised : !raised;
      say(
        tightened ? 'bound-tightened' : 'bound-loosened',
        { detail: key, before: old, after: now, breaking: tightened },
        `${place} ${name} ${raised ? 'raised' : 'lowered'} from ${formatValue(old)} to ${formatValue(now)}${unit}`,
      );
    } else if (old === undefined && typeof now === 'number') {
      say('bound-tightened', { detail: key, after: now, breaking: true }, `${place} ${name} set to ${formatValue(now)}${unit}`);
    } else if (typeof old === 'number' && now === undefined) {
      say('bound-loosened', { detail: key, before: old, breaking: false }, `${place} ${name} removed (was ${formatValue(old)}${unit})`);
    } else {
      say(
        'rule-changed',
        { detail: key, before: old, after: now, breaking: now !== undefined },
        `${place} ${name} ${changeTail(old, now)}`,
      );
    }
  }
  const old = s.multipleOf;
  const now = t.multipleOf;
  if (same(old, now)) return;
  if (typeof now !== 'number') {
    say(
      'bound-loosened',
      { detail: 'multipleOf', before: old, breaking: false },
      `${place} no longer has to be a multiple of ${formatValue(old)}`,
    );
    return;
  }
  // Loosened only when every multiple of the old step is a multiple of the new one (0.01 → 0.001).
  const ratio = typeof old === 'number' ? old / now : NaN;
  const loosened = Number.isFinite(ratio) && Math.abs(ratio - Math.round(ratio)) < 1e-9 && Math.round(ratio) >= 1;
  say(
    loosened ? 'bound-loosened' : 'bound-tightened',
    { detail: 'multipleOf', before: old, after: now, breaking: !loosened },
    `${place} must now be a multiple of ${formatValue(now)}${old === undefined ? '' : ` (was ${formatValue(old)})`}`,
  );
}
/** The keywords that hold a field's options: `enum`, or a `oneOf`/`anyOf` whose entries are all `const`s. */
export function optionKeywordsOf(schema: Node): string[] {
  const keys: string[] = [];
  if (Array.isArray(schema.enum)) keys.push('enum');
  for (const key of ['oneOf', 'anyOf']) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0 && list.every((entry) => isNode(entry) && 'const' in entry)) keys.push(key);
  }
  return keys;
}

/** A field's options: canonical value → value and label (`ui:enumNames`, a `oneOf` entry's title, or the value). */
function optionsOf(schema: Node, ui: UiSchema): Map<string, { value: unknown; label: string }> | undefined {
  const keys = optionKeywordsOf(schema);
  if (keys.length === 0) return undefined;
  const options = new Map<string, { value: unknown; label: string }>();
  const enumNames = Array.isArray(ui['ui:enumNames']) ? (ui['ui:enumNames'] as unknown[]) : [];
  for (const key of keys) {
    (schema[key] as unknown[]).forEach((entry, index) => {
      const value = key === 'enum' ? entry : (entry as Node).const;
      const title = key === 'enum' ? enumNames[index] : (entry as Node).title;
      options.set(canonicalJson(value), { value, label: typeof title === 'string' ? title : String(value) });
    });
  }
  return options;
}
export function compareOptions(s: Node, t: Node, xUi: UiSchema, yUi: UiSchema, place: string, say: Say): void {
  const old = optionsOf(s, xUi);
  const now = optionsOf(t, yUi);
  if (!old && !now) return;
  if (!old || !now) {
    const detail = optionKeywordsOf(now ? t : s)[0];
    if (now)
      say(
        'rule-changed',
        { detail, after: [...now.values()].map((o) => o.value), breaking: true },
        `${place} now only accepts ${[...now.values()].map((o) => `'${o.label}'`).join(', ')}`,
      );
    else
      say(
        'rule-changed',
        { detail, before: [...(old ?? new Map()).values()].map((o) => o.value), breaking: false },
        `${place} no longer limited to a list of options`,
      );
    return;
  }
  const named = (o: { value: unknown; label: string }): string =>
    o.label === String(o.value) ? `'${o.label}'` : `'${o.label}' (${formatValue(o.value)})`;
  for (const key of unionKeys(old.keys(), now.keys())) {
    const x = old.get(key);
    const y = now.get(key);
    if (x && !y) say('option-removed', { detail: key, before: x.value, breaking: true }, `${place} option ${named(x)} removed`);
    else if (!x && y) say('option-added', { detail: key, after: y.value, breaking: false }, `${place} option ${named(y)} added`);
    else if (x && y && x.label !== y.label)
      say(
        'option-label-changed',
        { detail: key, before: x.label, after: y.label, breaking: false },
        `${place} option ${formatValue(y.value)} renamed from '${x.label}' to '${y.label}'`,
      );
  }
}
