// A form diff's comparison of one field present in both versions, keyword by keyword.
import { labelOf, type FormField } from './outlineForm';
import { LOWER_BOUNDS, UPPER_BOUNDS } from './resolveSchema';
import type { ChangeKind } from './types';
import { compareBounds, compareOptions, compareType, optionKeywordsOf } from './compareFormKeywords';
import { compareMessages } from './compareFormMessages';
import { compareUi } from './compareFormUi';
import { pushAt, same, unionKeys, type ChangeValues, type Context } from './formDiffContext';
import { changeTail, formatValue, HELP_WORDS, placeOf } from './wording';

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

export function compareField(x: FormField, y: FormField, ctx: Context): void {
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
