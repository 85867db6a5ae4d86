import type { ErrorObject } from 'ajv';
import type { FormError } from '@/engine';

// The impact check's report shaping: pure functions over validation results, no database and no
// compiling (server/forms/formImpact.ts and flowImpact.ts read the rows and compile the drafts).

/** How many example ids a group of the report keeps at most. */
export const IMPACT_EXAMPLES = 5;

/** Where an answer checked by the impact check is stored. */
export type ImpactRecordKind = 'submission' | 'opening';

/** One error of one record under the draft: the rule that failed, the field and what the user would read. */
export interface ImpactFailure {
  /** The ajv keyword of the rule (`maximum`, `required`, `enum`, …; the original keyword under an `errorMessage`). */
  keyword: string;
  /**
   * Where the rule is in the schema, as ajv reports it (e.g. `#/properties/Amount/maximum`): inside
   * a shared definition that ajv compiles on its own, the path starts at that definition.
   */
  schemaPath: string;
  /** The instance path of the field (`/Holders/0/Email`). */
  path: string;
  /** The message the user would see for it (the form's own text). */
  message: string;
}

/** A count of records with example ids: submission ids or account-opening ids, never personal data. */
export interface ImpactCount {
  count: number;
  exampleIds: number[];
}

/** The records that fail one rule on one field with one message. */
export interface ImpactGroup {
  keyword: string;
  schemaPath: string;
  /** The field's instance path with array indexes as `*`, so one group holds the error of every holder. */
  path: string;
  /** The field's label from the uiSchema or the schema, parent labels first (`Holders › Email`). */
  label: string;
  message: string;
  /** Stored submissions (`form_submissions` ids). */
  submissions: ImpactCount;
  /** In-flight account openings (opening ids). */
  openings: ImpactCount;
}

/** An instance path with its array indexes replaced by `*`, so every item's error is one group. */
export function wildcardPath(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/*');
}

/** The pointer an ajv error concerns (a missing property's own path), as the engine's validateForm reports it. */
function pathOf(e: ErrorObject): string {
  if (e.keyword === 'required' || e.keyword === 'dependentRequired')
    return `${e.instancePath}/${(e.params as { missingProperty: string }).missingProperty}`;
  return e.instancePath;
}

/** The errors an ajv error stands for: an `errorMessage` error's originals, or itself. */
function originalsOf(e: ErrorObject): ErrorObject[] {
  return e.keyword === 'errorMessage' ? ((e.params as { errors?: ErrorObject[] }).errors ?? []) : [e];
}

/**
 * The rules behind the errors the user sees: each `FormError` of the engine's `validateForm` (its
 * message, path and keyword) paired with the schema path of the raw ajv error it came from.
 * @param errors - the engine's errors, in form order
 * @param raw - the validator's raw `errors` of the same call
 * @returns one failure per error, in the same order
 */
export function failuresOf(errors: readonly FormError[], raw: readonly ErrorObject[]): ImpactFailure[] {
  return errors.map((error) => {
    let schemaPath = '';
    for (const r of raw) {
      const original = originalsOf(r).find((o) => pathOf(o) === error.path && o.keyword === error.keyword);
      if (original) {
        schemaPath = original.schemaPath;
        break;
      }
    }
    return { keyword: error.keyword, schemaPath, path: error.path, message: error.message };
  });
}

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);

/** Finds the schema a `$ref` points to (the registry's `resolveRef`). */
export type RefResolver = (ref: string, baseId: string) => { schema: Schema; baseId: string } | undefined;

/**
 * The label of a field as a user reads it: for each named segment of the path, the uiSchema's
 * `ui:title`, else the schema's `title`, else the property name; joined with ` › `. Array indexes
 * (`*` or a number) take the items' schema and add no label. The form's title for the form itself.
 * @param schema - the form's schema (the draft's)
 * @param ui - its uiSchema
 * @param path - the instance path (`/Holders/*` + `/Email`)
 * @param resolve - follows `$ref`s into the shared definitions
 */
export function fieldLabel(schema: Schema, ui: Schema, path: string, resolve: RefResolver): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (!segments.length) return typeof schema.title === 'string' ? schema.title : '';
  const labels: string[] = [];
  let node: Schema | undefined = schema;
  let base = typeof schema.$id === 'string' ? schema.$id : '';
  let uiNode: Schema | undefined = ui;
  const deref = () => {
    for (let hops = 0; node && typeof node.$ref === 'string' && hops < 16; hops++) {
      const target = resolve(node.$ref, base);
      if (!target) return;
      node = target.schema;
      base = target.baseId;
    }
  };
  for (const segment of segments) {
    deref();
    if (segment === '*' || /^\d+$/.test(segment)) {
      node = isObject(node?.items) ? node.items : undefined;
      uiNode = isObject(uiNode?.items) ? uiNode.items : undefined;
      continue;
    }
    const properties: Schema | undefined = isObject(node?.properties) ? node.properties : undefined;
    node = isObject(properties?.[segment]) ? properties[segment] : undefined;
    uiNode = isObject(uiNode?.[segment]) ? uiNode[segment] : undefined;
    const uiTitle = uiNode?.['ui:title'];
    const title = typeof uiTitle === 'string' && uiTitle ? uiTitle : typeof node?.title === 'string' && node.title ? node.title : segment;
    labels.push(title);
  }
  return labels.join(' › ');
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Counts records per group with a few example ids each. A record counts once per group, however
 * many of its items fail the rule. Groups come out most records first.
 */
export class ImpactTally {
  private readonly groups = new Map<string, Mutable<ImpactGroup> & { seen: Set<string> }>();

  /**
   * @param labelOf - the label of a field, by its wildcard path
   * @param examples - how many example ids a group keeps
   */
  constructor(
    private readonly labelOf: (path: string) => string,
    private readonly examples = IMPACT_EXAMPLES,
  ) {}

  /**
   * Adds one record's failures.
   * @param kind - a stored submission or an in-flight opening
   * @param id - its id (submission id or opening id)
   * @param failures - its failures under the draft
   */
  add(kind: ImpactRecordKind, id: number, failures: readonly ImpactFailure[]): void {
    for (const f of failures) {
      const path = wildcardPath(f.path);
      const key = JSON.stringify([f.keyword, f.schemaPath, path, f.message]);
      let group = this.groups.get(key);
      if (!group) {
        group = {
          keyword: f.keyword,
          schemaPath: f.schemaPath,
          path,
          label: this.labelOf(path),
          message: f.message,
          submissions: { count: 0, exampleIds: [] },
          openings: { count: 0, exampleIds: [] },
          seen: new Set(),
        };
        this.groups.set(key, group);
      }
      const seenKey = `${kind}:${id}`;
      if (group.seen.has(seenKey)) continue;
      group.seen.add(seenKey);
      const count = kind === 'submission' ? group.submissions : group.openings;
      count.count++;
      if (count.exampleIds.length < this.examples) count.exampleIds.push(id);
    }
  }

  /** The groups, most records first, then by field path and message. */
  result(): ImpactGroup[] {
    const total = (g: ImpactGroup) => g.submissions.count + g.openings.count;
    return [...this.groups.values()]
      .map(({ seen: _seen, ...group }) => group)
      .sort((a, b) => total(b) - total(a) || a.path.localeCompare(b.path) || a.message.localeCompare(b.message));
  }
}

/** The ids of one kind of outcome of a flow replay, counted with examples. */
export class ExampleCounter<G extends object> {
  private readonly groups = new Map<string, G & ImpactCount>();

  constructor(private readonly examples = IMPACT_EXAMPLES) {}

  /**
   * Counts `id` in the group `group` (groups with equal JSON are one).
   * @param group - what the records of the group share (step, reason, message …)
   * @param id - the record's id
   */
  add(group: G, id: number): void {
    const key = JSON.stringify(group);
    let entry = this.groups.get(key);
    if (!entry) {
      entry = { ...group, count: 0, exampleIds: [] };
      this.groups.set(key, entry);
    }
    entry.count++;
    if (entry.exampleIds.length < this.examples) entry.exampleIds.push(id);
  }

  /** The groups, most records first (first seen first among equals). */
  result(): Array<G & ImpactCount> {
    return [...this.groups.values()].sort((a, b) => b.count - a.count);
  }
}
