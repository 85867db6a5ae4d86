import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** One row of a holder grid: its label and where each holder's box lives in the field's value. */
export interface HolderRow {
  key: string;
  label: string;
  /** Path inside the value of Account Holder 1's box, and of Account Holder 2's. */
  paths: [string[], string[]];
}

/** A row of ui:options.rows: two boolean properties of the object shown as one row. */
export interface HolderRowOption {
  label: string;
  first: string;
  second: string;
}

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
  const order = Array.isArray(uiSchema?.['ui:order']) ? uiSchema['ui:order'].filter((k) => k !== '*') : [];
  const names = [...order.filter((k) => k in properties), ...Object.keys(properties).filter((k) => !order.includes(k))];
  return names
    .filter((name) => isHolderPair(properties[name]))
    .map((name) => {
      const title = (uiSchema?.[name] as UiSchema | undefined)?.['ui:title'];
      return {
        key: name,
        label: typeof title === 'string' ? title : (properties[name].title ?? name),
        paths: [
          [name, 'FirstHolder'],
          [name, 'SecondHolder'],
        ],
      };
    });
}

/**
 * Which holder columns a grid shows: both, only the first with `ui:options.holders: 1` (a
 * single-holder account), or those whose boxes the uiSchema does not hide in every row.
 */
export function shownColumns(rows: readonly HolderRow[], uiSchema: UiSchema | undefined, holders: unknown): number[] {
  const hiddenAt = (path: string[]) =>
    (path.reduce<unknown>((node, key) => (node as UiSchema | undefined)?.[key], uiSchema) as UiSchema | undefined)?.['ui:widget'] ===
    'hidden';
  return [0, 1].filter((c) => !(holders === 1 && c === 1) && !(rows.length > 0 && rows.every((row) => hiddenAt(row.paths[c]))));
}

export function readPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** A copy of `value` with `path` set to `checked` (objects on the way are copied, not mutated). */
export function writePath(value: unknown, path: string[], checked: boolean): Record<string, unknown> {
  const base = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  const [head, ...rest] = path;
  base[head] = rest.length === 0 ? checked : writePath(base[head], rest, checked);
  return base;
}
