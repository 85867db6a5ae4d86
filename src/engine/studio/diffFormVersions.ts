import { outlineBranch, outlineForm, type FormField, type FormOutline } from './outlineForm';
import type { FormVersion, RefResolver, VersionChange } from './types';
import { compareField } from './compareFormField';
import { compareMessages } from './compareFormMessages';
import { isNode, push, pushAt, same, unionKeys, type Context, type Node } from './formDiffContext';
import { changeTail, placeOf } from './wording';

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

function parentOf(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
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
