import type { UiSchema } from '@rjsf/utils';

/** A titled part of a form (`ui:options.sections` of an object). */
export interface SectionSpec {
  title?: string;
  description?: string;
  /** A reference guide shown under the section's title (see widgets/ReferenceGuide), e.g. 'source-of-funds-guidelines'. */
  guide?: string;
  fields?: string[];
  grids?: string[];
}
/** A table of boolean fields with one column per account holder (`ui:options.grids` of an object). */
export interface GridSpec {
  title?: string;
  columns?: string[];
  rows: Array<{ label: string; fields: string[] }>;
}

export type Block =
  { kind: 'field'; name: string } | { kind: 'grid'; id: string; spec: GridSpec } | { kind: 'section'; spec: SectionSpec; blocks: Block[] };

type Options = { sections?: SectionSpec[]; grids?: Record<string, GridSpec> };

const optionsOf = (ui: UiSchema | undefined): Record<string, unknown> => (ui?.['ui:options'] as Record<string, unknown> | undefined) ?? {};

/**
 * How an object's properties are laid out: the sections and holder grids of its `ui:options`, in
 * their order, then every property no section or grid placed (so nothing is ever lost), in the
 * properties' own order. A grid no section names stands where its first field would.
 * @param ui - the object's uiSchema
 * @param names - the object's property names, in form order
 */
export function layoutOf(ui: UiSchema | undefined, names: readonly string[]): Block[] {
  const { sections = [], grids = {} } = optionsOf(ui) as Options;
  const inGrid = new Map<string, string>();
  for (const [id, spec] of Object.entries(grids)) for (const row of spec.rows ?? []) for (const f of row.fields ?? []) inGrid.set(f, id);
  const placed = new Set<string>();
  const gridBlock = (id: string): Block[] => {
    const spec = grids[id];
    if (!spec || placed.has(`grid:${id}`)) return [];
    placed.add(`grid:${id}`);
    for (const row of spec.rows ?? []) for (const f of row.fields ?? []) placed.add(f);
    return [{ kind: 'grid', id, spec }];
  };
  const fieldBlock = (name: string): Block[] => {
    if (placed.has(name) || !names.includes(name)) return [];
    const grid = inGrid.get(name);
    if (grid) return gridBlock(grid);
    placed.add(name);
    return [{ kind: 'field', name }];
  };
  const blocks: Block[] = sections.map((spec) => ({
    kind: 'section',
    spec,
    blocks: [...(spec.grids ?? []).flatMap(gridBlock), ...(spec.fields ?? []).flatMap(fieldBlock)],
  }));
  return [...blocks, ...names.flatMap(fieldBlock)];
}

/**
 * Properties a ticked checkbox reveals (`ui:options.expands` on the checkbox) that are hidden now:
 * a property shows only while every checkbox that expands it shows and is ticked.
 * @param ui - the object's uiSchema
 * @param names - the object's property names
 * @param data - the object's answers
 */
export function collapsedFields(
  ui: UiSchema | undefined,
  names: readonly string[],
  data: Record<string, unknown> | undefined,
): Set<string> {
  const expanders = new Map<string, string[]>();
  for (const name of names) {
    const expands = optionsOf(ui?.[name] as UiSchema | undefined).expands;
    if (Array.isArray(expands)) for (const f of expands as string[]) expanders.set(f, [...(expanders.get(f) ?? []), name]);
  }
  const collapsed = new Set<string>();
  const isCollapsed = (name: string, trail: string[]): boolean =>
    (expanders.get(name) ?? []).some((c) => (trail.includes(c) ? false : data?.[c] !== true || isCollapsed(c, [...trail, name])));
  for (const name of names) if (isCollapsed(name, [])) collapsed.add(name);
  return collapsed;
}

/** The properties an unticked checkbox collapses, directly or through a checkbox it collapses. */
export function expandedBy(ui: UiSchema | undefined, checkbox: string): string[] {
  const out: string[] = [];
  const visit = (name: string) => {
    const expands = optionsOf(ui?.[name] as UiSchema | undefined).expands;
    if (!Array.isArray(expands)) return;
    for (const f of expands as string[])
      if (!out.includes(f) && f !== checkbox) {
        out.push(f);
        visit(f);
      }
  };
  visit(checkbox);
  return out;
}

/**
 * Properties disabled by another's answer: `ui:options.disables` on a field (`{"4": ["GainRate"]}`:
 * the answer 4 disables GainRate) and `ui:options.disabledWhen` on the disabled field itself (the
 * name of a field whose truthy answer disables it).
 * @param ui - the object's uiSchema
 * @param names - the object's property names
 * @param data - the object's answers
 */
export function disabledFields(ui: UiSchema | undefined, names: readonly string[], data: Record<string, unknown> | undefined): Set<string> {
  const disabled = new Set<string>();
  for (const name of names) {
    const options = optionsOf(ui?.[name] as UiSchema | undefined);
    const disables = options.disables as Record<string, string[]> | undefined;
    const answer = data?.[name];
    if (disables && answer !== undefined && answer !== null) for (const f of disables[String(answer)] ?? []) disabled.add(f);
    if (typeof options.disabledWhen === 'string' && data?.[options.disabledWhen]) disabled.add(name);
  }
  return disabled;
}

/**
 * The boolean answers a choice sets (`ui:options.sets` on the choice: `{"1": "OptionI", "2": "OptionII"}`):
 * the field named for the chosen value becomes true and the others false.
 * @param ui - the choice's uiSchema
 * @param value - the chosen value
 */
export function flagsSetBy(ui: UiSchema | undefined, value: unknown): Array<[string, boolean]> {
  const sets = optionsOf(ui).sets as Record<string, string> | undefined;
  if (!sets) return [];
  return Object.entries(sets).map(([key, field]) => [field, value !== undefined && value !== null && String(value) === key]);
}
