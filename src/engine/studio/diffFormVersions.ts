import { canonicalJson } from '../forms/sha256';
import type { UiSchema } from '../forms/types';
import { outlineBranch, outlineForm, labelOf, pointerSegment, type FormField, type FormOutline } from './outlineForm';
import { LOWER_BOUNDS, UPPER_BOUNDS } from './resolveSchema';
import type { ChangeKind, FormVersion, RefResolver, VersionChange } from './types';
import { BOUND_WORDS, changeTail, formatValue, HELP_WORDS, messageTopic, placeOf, withoutUndefined } from './wording';

type Node = Record<string, unknown>;

/** Keywords compared by their own rules below (or walked as children); the rest are compared as a whole. */
const HANDLED = new Set<string>([
  'properties',
  'items',
  'allOf',
  'if',
  'then',
  'else',
  '$ref',
  'required',
  'title',
  'description',
  'errorMessage',
  'enum',
  'const',
  'type',
  'pattern',
  'format',
  'default',
  'multipleOf',
  ...LOWER_BOUNDS,
  ...UPPER_BOUNDS,
]);
/** Keywords that say nothing to a user or about an answer's validity. */
const IGNORED = new Set<string>(['$comment', '$schema', '$id', 'version', '$defs', 'examples', '$anchor']);
/** Annotations that change what the screen does, never which answers are valid. */
const PRESENTATION = new Set<string>(['readOnly', 'writeOnly', 'deprecated']);

/** How one comparison reads: where its labels come from and what follows each sentence. */
interface Context {
  /** Compare fields of a rule's branch: a field present on one side only is compared with no constraints. */
  conditional: boolean;
  /** Appended to every sentence (" (rule "…")"). */
  qualifier: string;
  labelsOf: (field: FormField) => string[];
  /** A field of the new version, else of the earlier one (for labels). */
  mainField: (pointer: string) => FormField | undefined;
  out: VersionChange[];
}

/**
 * Lists what changed between two versions of a form, worded for the compliance staff who review
 * a draft and each marked breaking or not (docs/decisions.md, "Form studio: version diff").
 * @param before - the version in effect (schema and uiSchema)
 * @param after - the draft
 * @param resolve - finds the `_defs` targets of `$ref`s (e.g. `registry.resolveRef.bind(registry)`);
 *   one for each version when the shared definitions changed too
 * @returns the changes, the earlier version's fields first in document order, then the new fields
 */
export function diffFormVersions(
  before: FormVersion,
  after: FormVersion,
  resolve: RefResolver | { before: RefResolver; after: RefResolver },
): VersionChange[] {
  const resolvers = typeof resolve === 'function' ? { before: resolve, after: resolve } : resolve;
  const a = outlineForm(before, resolvers.before);
  const b = outlineForm(after, resolvers.after);
  const out: VersionChange[] = [];
  const labelsOf = (field: FormField): string[] => field.labels;
  const mainField = (pointer: string): FormField | undefined => b.fields.get(pointer) ?? a.fields.get(pointer);
  diffOutlines(a, b, { conditional: false, qualifier: '', labelsOf, mainField, out }, before.schema.$id, resolvers);
  return out;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(x: unknown, y: unknown): boolean {
  return canonicalJson(x) === canonicalJson(y);
}

function parentOf(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

function unionKeys<K>(first: Iterable<K>, second: Iterable<K>): K[] {
  return [...new Set([...first, ...second])];
}

function diffOutlines(
  a: FormOutline,
  b: FormOutline,
  ctx: Context,
  baseId: string,
  resolvers: { before: RefResolver; after: RefResolver },
): void {
  const { mainField } = ctx;
  const gone = new Set<string>();
  for (const pointer of unionKeys(a.fields.keys(), b.fields.keys())) {
    const parent = parentOf(pointer);
    if (pointer !== '' && gone.has(parent)) {
      gone.add(pointer);
      continue;
    }
    const x = a.fields.get(pointer);
    const y = b.fields.get(pointer);
    if (x && y) {
      compareField(x, y, ctx);
    } else if (ctx.conditional || (x ?? y)?.required === undefined) {
      // Inside a rule, or for an array's entries, a missing side is simply "no constraints".
      const present = (x ?? y) as FormField;
      const empty: FormField = { ...present, schema: {}, ui: {}, required: false };
      compareField(x ?? empty, y ?? empty, ctx);
    } else {
      gone.add(pointer);
      const field = (x ?? y) as FormField;
      const labels = ctx.labelsOf(field);
      if (y) {
        const required = y.required === true;
        push(
          ctx,
          'field-added',
          field,
          labels,
          { after: y.schema, breaking: required },
          `New field ${placeOf(labels)}${required ? ' (required)' : ''}`,
        );
      } else {
        push(ctx, 'field-removed', field, labels, { before: field.schema, breaking: true }, `Field ${placeOf(labels)} removed`);
      }
    }
  }

  for (const key of unionKeys(a.rules.keys(), b.rules.keys())) {
    const x = a.rules.get(key);
    const y = b.rules.get(key);
    const owner = (x ?? y)?.owner ?? '';
    // The rules of a field added or removed went with it.
    if (gone.has(owner)) continue;
    const ownerField = mainField(owner) ?? a.fields.get(owner) ?? b.fields.get(owner);
    const labels = ownerField ? ctx.labelsOf(ownerField) : [];
    const on = owner === '' ? '' : ` on ${placeOf(labels)}`;
    const at = { pointer: owner, labels };
    if (!x && y) {
      pushAt(ctx, 'rule-added', at, { detail: 'allOf', after: y.block, breaking: true }, `New rule${on}: ${ruleName(y.block)}`);
    } else if (x && !y) {
      pushAt(ctx, 'rule-removed', at, { detail: 'allOf', before: x.block, breaking: false }, `Rule removed${on}: ${ruleName(x.block)}`);
    } else if (x && y) {
      const name = ruleName(y.block);
      if (!same(x.block.description, y.block.description)) {
        pushAt(
          ctx,
          'help-changed',
          at,
          { detail: 'description', before: x.block.description, after: y.block.description, breaking: false },
          `Description of a rule${on} ${changeTail(x.block.description, y.block.description)}`,
        );
      }
      compareMessages(x.block.errorMessage, y.block.errorMessage, at, { ...ctx, qualifier: `${ctx.qualifier} (rule ${name})` });
      for (const branch of ['then', 'else'] as const) {
        const xb = isNode(x.block[branch]) ? x.block[branch] : {};
        const yb = isNode(y.block[branch]) ? y.block[branch] : {};
        if (same(xb, yb)) continue;
        const sub: Context = {
          ...ctx,
          conditional: true,
          qualifier: `${ctx.qualifier} (rule ${name}${branch === 'else' ? ', when its condition does not hold' : ''})`,
          labelsOf: (field) => {
            const main = mainField(field.pointer);
            return main ? ctx.labelsOf(main) : field.labels;
          },
        };
        diffOutlines(
          outlineBranch(xb, owner, baseId, resolvers.before),
          outlineBranch(yb, owner, baseId, resolvers.after),
          sub,
          baseId,
          resolvers,
        );
      }
    }
  }
}

function ruleName(block: Node): string {
  return typeof block.description === 'string' ? `"${block.description}"` : 'without a description';
}

interface ChangeValues {
  detail?: string;
  before?: unknown;
  after?: unknown;
  breaking: boolean;
}

function push(ctx: Context, kind: ChangeKind, field: FormField, labels: string[], values: ChangeValues, sentence: string): void {
  pushAt(ctx, kind, { pointer: field.pointer, labels }, values, sentence);
}

function pushAt(ctx: Context, kind: ChangeKind, at: { pointer: string; labels: string[] }, values: ChangeValues, sentence: string): void {
  ctx.out.push(withoutUndefined({ kind, pointer: at.pointer, labels: at.labels, ...values, sentence: `${sentence}${ctx.qualifier}` }));
}

function compareField(x: FormField, y: FormField, ctx: Context): void {
  const labels = ctx.labelsOf(y);
  const at = { pointer: y.pointer, labels };
  const place = placeOf(labels);
  const s = x.schema;
  const t = y.schema;
  const say = (kind: ChangeKind, values: ChangeValues, sentence: string): void => pushAt(ctx, kind, at, values, sentence);

  // The label: what the screen shows, then a schema title the screen does not show.
  const oldLabel = labelOf(s, x.ui, x.name);
  const newLabel = labelOf(t, y.ui, y.name);
  if (oldLabel !== newLabel) {
    const detail = same(x.ui['ui:title'], y.ui['ui:title']) ? 'title' : 'ui:title';
    const sentence =
      x.pointer === ''
        ? `The form's title changed from '${oldLabel}' to '${newLabel}'`
        : `${placeOf(ctx.labelsOf(x))} renamed to '${newLabel}'`;
    say('label-changed', { detail, before: oldLabel, after: newLabel, breaking: false }, sentence);
  } else if (!same(s.title, t.title)) {
    say(
      'label-changed',
      { detail: 'title', before: s.title, after: t.title, breaking: false },
      `${place} title in the schema ${changeTail(s.title, t.title)} (the form shows '${newLabel}')`,
    );
  }

  for (const key of ['ui:help', 'ui:description', 'ui:placeholder', 'description']) {
    const before = key === 'description' ? s.description : x.ui[key];
    const after = key === 'description' ? t.description : y.ui[key];
    if (!same(before, after))
      say('help-changed', { detail: key, before, after, breaking: false }, `${place} ${HELP_WORDS[key]} ${changeTail(before, after)}`);
  }

  compareMessages(s.errorMessage, t.errorMessage, at, ctx);

  if (x.required !== undefined && y.required !== undefined && x.required !== y.required) {
    if (y.required) say('required-added', { detail: 'required', before: false, after: true, breaking: true }, `${place} is now required`);
    else say('required-removed', { detail: 'required', before: true, after: false, breaking: false }, `${place} is no longer required`);
  }

  compareType(s.type, t.type, place, say);
  compareBounds(s, t, place, say);
  compareOptions(s, t, x.ui, y.ui, place, say);

  if (!same(s.const, t.const)) {
    say(
      'value-fixed',
      { detail: 'const', before: s.const, after: t.const, breaking: t.const !== undefined },
      t.const === undefined
        ? `${place} no longer has to be ${formatValue(s.const)}`
        : `${place} must now be ${formatValue(t.const)}${s.const === undefined ? '' : ` (was ${formatValue(s.const)})`}`,
    );
  }
  for (const key of ['pattern', 'format'] as const) {
    if (same(s[key], t[key])) continue;
    const kind = key === 'pattern' ? 'pattern-changed' : 'format-changed';
    say(
      kind,
      { detail: key, before: s[key], after: t[key], breaking: t[key] !== undefined },
      `${place} ${key} ${changeTail(s[key], t[key])}`,
    );
  }
  if (!same(s.default, t.default)) {
    say(
      'default-changed',
      { detail: 'default', before: s.default, after: t.default, breaking: false },
      `${place} default answer ${changeTail(s.default, t.default)}`,
    );
  }
  if (x.unresolvedRef !== y.unresolvedRef && (x.unresolvedRef ?? y.unresolvedRef) !== undefined) {
    say(
      'definition-changed',
      { detail: '$ref', before: x.unresolvedRef, after: y.unresolvedRef, breaking: y.unresolvedRef !== undefined },
      `${place} refers to a shared definition the studio cannot read: ${changeTail(x.unresolvedRef, y.unresolvedRef)}`,
    );
  }

  // Every other keyword: a new or different constraint may reject answers; one removed cannot.
  const optionKeys = new Set([...optionKeywordsOf(s), ...optionKeywordsOf(t)]);
  for (const key of unionKeys(Object.keys(s), Object.keys(t))) {
    if (HANDLED.has(key) || IGNORED.has(key) || optionKeys.has(key) || same(s[key], t[key])) continue;
    if (PRESENTATION.has(key)) {
      say(
        'ui-option-changed',
        { detail: key, before: s[key], after: t[key], breaking: false },
        `${place} ${key} ${changeTail(s[key], t[key])}`,
      );
    } else {
      const sentence = `${place} rule '${key}' ${t[key] === undefined ? 'removed' : s[key] === undefined ? 'added' : 'changed'}`;
      // Gone, the schema `true` or uniqueItems false constrain nothing: no answer can fail them.
      const unconstrained = t[key] === undefined || (key === 'uniqueItems' ? t[key] === false : t[key] === true);
      say('rule-changed', { detail: key, before: s[key], after: t[key], breaking: !unconstrained }, sentence);
    }
  }

  compareUi(x.ui, y.ui, place, say);
}

type Say = (kind: ChangeKind, values: ChangeValues, sentence: string) => void;

/** `errorMessage` as keyword → text ('_' for the message of every error not named; 'required.Name' for one property's). */
function messagesOf(errorMessage: unknown): Map<string, unknown> {
  const messages = new Map<string, unknown>();
  // A text for every error reads like the `_` ("every other error") of an object of messages.
  if (typeof errorMessage === 'string') messages.set('_', errorMessage);
  else if (isNode(errorMessage)) {
    for (const [keyword, text] of Object.entries(errorMessage)) {
      if (isNode(text)) for (const [name, inner] of Object.entries(text)) messages.set(`${keyword}.${name}`, inner);
      else messages.set(keyword, text);
    }
  }
  return messages;
}

function compareMessages(before: unknown, after: unknown, at: { pointer: string; labels: string[] }, ctx: Context): void {
  const x = messagesOf(before);
  const y = messagesOf(after);
  for (const key of unionKeys(x.keys(), y.keys())) {
    const old = x.get(key);
    const now = y.get(key);
    if (same(old, now)) continue;
    // A message a parent keeps for one property ('required.Name') is that property's message.
    const [keyword, name] = key.split(/\.(.*)/s) as [string, string | undefined];
    let place = at;
    if (name !== undefined && (keyword === 'required' || keyword === 'properties')) {
      const pointer = `${at.pointer}/${pointerSegment(name)}`;
      const child = ctx.mainField(pointer);
      place = { pointer, labels: child ? ctx.labelsOf(child) : [...at.labels, name] };
    }
    pushAt(
      ctx,
      'message-changed',
      place,
      { detail: `errorMessage.${key}`, before: old, after: now, breaking: false },
      `${placeOf(place.labels)} ${messageTopic(key)} ${changeTail(old, now)}`,
    );
  }
}

function typesOf(type: unknown): string[] | undefined {
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : undefined;
}

function compareType(before: unknown, after: unknown, place: string, say: Say): void {
  if (same(before, after)) return;
  const old = typesOf(before);
  const now = typesOf(after);
  // Narrowed: some value of an old type is no longer accepted (an integer is still a number).
  const narrowed =
    now !== undefined && (old === undefined || old.some((type) => !now.includes(type) && !(type === 'integer' && now.includes('number'))));
  const words = (types: string[] | undefined): string => (types ? types.join(' or ') : 'any type');
  say('type-changed', { detail: 'type', before, after, breaking: narrowed }, `${place} type changed from ${words(old)} to ${words(now)}`);
}

function compareBounds(s: Node, t: Node, place: string, say: Say): void {
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
function optionKeywordsOf(schema: Node): string[] {
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

function compareOptions(s: Node, t: Node, xUi: UiSchema, yUi: UiSchema, place: string, say: Say): void {
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

function compareUi(x: UiSchema, y: UiSchema, place: string, say: Say): void {
  if (!same(x['ui:widget'], y['ui:widget'])) {
    say(
      'widget-changed',
      { detail: 'ui:widget', before: x['ui:widget'], after: y['ui:widget'], breaking: false },
      `${place} widget ${changeTail(x['ui:widget'], y['ui:widget'])}`,
    );
  }
  if (!same(x['ui:order'], y['ui:order'])) {
    say(
      'order-changed',
      { detail: 'ui:order', before: x['ui:order'], after: y['ui:order'], breaking: false },
      `${place} order of questions changed`,
    );
  }
  const oldOptions = isNode(x['ui:options']) ? x['ui:options'] : {};
  const newOptions = isNode(y['ui:options']) ? y['ui:options'] : {};
  for (const key of unionKeys(Object.keys(oldOptions), Object.keys(newOptions))) {
    if (same(oldOptions[key], newOptions[key])) continue;
    say(
      'ui-option-changed',
      { detail: `ui:options.${key}`, before: oldOptions[key], after: newOptions[key], breaking: false },
      `${place} display option '${key}' ${changeTail(oldOptions[key], newOptions[key])}`,
    );
  }
  const shown = new Set(['ui:title', 'ui:help', 'ui:description', 'ui:placeholder', 'ui:widget', 'ui:order', 'ui:options', 'ui:enumNames']);
  for (const key of unionKeys(Object.keys(x), Object.keys(y))) {
    if (!key.startsWith('ui:') || shown.has(key) || same(x[key], y[key])) continue;
    say(
      'ui-option-changed',
      { detail: key, before: x[key], after: y[key], breaking: false },
      `${place} display setting '${key.slice(3)}' ${changeTail(x[key], y[key])}`,
    );
  }
}
