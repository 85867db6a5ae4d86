import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** One row of a holder grid: its label and where each holder's box lives in the field's value. */
export interface HolderRow {
  key: string;
  label: string;
  /** Path inside the value of Account Holder 1's box, and of Account Holder 2's. */
  paths: [string[], string[]];
}

/** A row of ui:options.rows: two boolean properties of the object shown as one row. */
export interface HolderRowOption { label: string; first: string; second: string }

const isHolderPair = (schema: unknown): boolean => {
  const props = (schema as RJSFSchema | undefined)?.properties;
  return !!props && 'FirstHolder' in props && 'SecondHolder' in props;
};

/**
 * The rows a holder grid shows for its field, in the field's order:
 * - a `{FirstHolder, SecondHolder}` object is a single row, labelled by the field;
 * - `ui:options.rows` pairs boolean properties of the object (`{label, first, second}` each);
 * - otherwise every property that is a `{FirstHolder, SecondHolder}` object is a row, labelled by
 *   its `ui:title` or `title`.
 * @param schema - the field's (object) schema
 * @param uiSchema - the field's uiSchema
 * @param label - the field's own label
 */
export function holderRowsOf(schema: RJSFSchema, uiSchema: UiSchema | undefined, label: string): HolderRow[] {
  if (isHolderPair(schema)) return [{ key: 'row', label, paths: [['FirstHolder'], ['SecondHolder']] }];
  const configured = (uiSchema?.['ui:options'] as { rows?: HolderRowOption[] } | undefined)?.rows;
  if (Array.isArray(configured)) {
    return configured.map((r) => ({ key: `${r.first}|${r.second}`, label: r.label, paths: [[r.first], [r.second]] }));
  }
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const order = Array.isArray(uiSchema?.['ui:order']) ? (uiSchema!['ui:order'] as string[]).filter((k) => k !== '*') : [];
  const names = [...order.filter((k) => k in properties), ...Object.keys(properties).filter((k) => !order.includes(k))];
  return names
    .filter((name) => isHolderPair(properties[name]))
    .map((name) => {
      const title = (uiSchema?.[name] as UiSchema | undefined)?.['ui:title'];
      return { key: name, label: typeof title === 'string' ? title : properties[name].title ?? name, paths: [[name, 'FirstHolder'], [name, 'SecondHolder']] };
    });
}

export function readPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
}

/** A copy of `value` with `path` set to `checked` (objects on the way are copied, not mutated). */
export function writePath(value: unknown, path: string[], checked: boolean): Record<string, unknown> {
  const base = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  const [head, ...rest] = path;
  base[head] = rest.length === 0 ? checked : writePath(base[head], rest, checked);
  return base;
}

/** One group of rows of a holder grid over an array: a titled band of row codes, maybe one tick per column. */
export interface HolderRowGroup { title?: string; rows: Array<{ code: unknown; label: string }>; exclusive: boolean }

type Item = Record<string, unknown>;
type ArrayOptions = { rowField?: string; sections?: Array<{ title?: string; rows?: unknown[]; exclusive?: boolean }> };

/**
 * The rows of a holder grid over an array of `{<rowField>: code, FirstHolder, SecondHolder}` items:
 * every code of the item schema's `oneOf` (labelled by its title), grouped by `ui:options.sections`
 * (`{title, rows: [codes], exclusive}`); codes no section names form a last, untitled group.
 * @param itemSchema - the schema of one item
 * @param options - the field's ui:options
 */
export function holderRowGroupsOf(itemSchema: RJSFSchema | undefined, options: ArrayOptions): HolderRowGroup[] {
  const rowField = options.rowField ?? 'Id';
  const codes = (((itemSchema?.properties?.[rowField] as RJSFSchema | undefined)?.oneOf ?? []) as Array<{ const?: unknown; title?: string }>)
    .filter((o) => o && 'const' in o)
    .map((o) => ({ code: o.const, label: o.title ?? String(o.const) }));
  const used = new Set<unknown>();
  const groups: HolderRowGroup[] = (options.sections ?? []).map((s) => ({
    title: s.title,
    exclusive: s.exclusive === true,
    rows: (s.rows ?? []).map((code) => {
      used.add(code);
      return codes.find((c) => c.code === code) ?? { code, label: String(code) };
    }),
  }));
  const rest = codes.filter((c) => !used.has(c.code));
  return rest.length ? [...groups, { rows: rest, exclusive: false }] : groups;
}

/**
 * Row codes whose ticked row needs the remarks field: `ui:options.remarksRows` when given, else the
 * codes the item schema's own conditions single out (`if: {properties: {<rowField>: {const}}}`), so
 * the grid asks for remarks exactly where the schema requires them.
 */
export function remarksRowsOf(itemSchema: RJSFSchema | undefined, rowField: string, configured: unknown): unknown[] {
  if (Array.isArray(configured)) return configured;
  const conditions = [itemSchema?.if, ...((itemSchema?.allOf ?? []) as RJSFSchema[]).map((s) => s?.if)];
  return conditions
    .map((c) => ((c as RJSFSchema | undefined)?.properties?.[rowField] as RJSFSchema | undefined)?.const)
    .filter((code) => code !== undefined);
}

/**
 * Ticks or unticks one holder's box of one row of an array grid. A row is created when first ticked
 * and removed when nothing in it is ticked or written any more; in an exclusive group, ticking a
 * row unticks that holder's box in the group's other rows.
 * @returns the new items
 */
export function toggleHolderRow(items: readonly Item[], rowField: string, code: unknown, column: string, checked: boolean, exclusiveWith: readonly unknown[]): Item[] {
  let next = items.map((item) => ({ ...item }));
  if (checked) next = next.map((item) => (exclusiveWith.includes(item[rowField]) && item[rowField] !== code ? { ...item, [column]: false } : item));
  const at = next.findIndex((item) => item[rowField] === code);
  if (at === -1) next.push({ [rowField]: code, [column]: checked });
  else next[at] = { ...next[at], [column]: checked };
  return next.filter((item) => Object.entries(item).some(([k, v]) => k !== rowField && (v === true || (typeof v === 'string' && v !== ''))));
}

/** Writes the remarks of one row (the row is created if needed). */
export function writeRowRemarks(items: readonly Item[], rowField: string, code: unknown, remarksField: string, text: string): Item[] {
  const at = items.findIndex((item) => item[rowField] === code);
  const value = text === '' ? undefined : text;
  if (at === -1) return value === undefined ? [...items] : [...items, { [rowField]: code, [remarksField]: value }];
  return items.map((item, i) => {
    if (i !== at) return item;
    const { [remarksField]: _old, ...rest } = item;
    return value === undefined ? rest : { ...rest, [remarksField]: value };
  });
}
