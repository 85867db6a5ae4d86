// The shared frame of a form diff: the comparison context, change recording and small helpers.
import { canonicalJson } from '../forms/sha256';
import type { FormField } from './outlineForm';
import type { ChangeKind, VersionChange } from './types';
import { withoutUndefined } from './wording';

export type Node = Record<string, unknown>;

/** How one comparison reads: where its labels come from and what follows each sentence. */
export interface Context {
  /** Compare fields of a rule's branch: a field present on one side only is compared with no constraints. */
  conditional: boolean;
  /** Appended to every sentence (" (rule "…")"). */
  qualifier: string;
  labelsOf: (field: FormField) => string[];
  /** A field of the new version, else of the earlier one (for labels). */
  mainField: (pointer: string) => FormField | undefined;
  out: VersionChange[];
}

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function same(x: unknown, y: unknown): boolean {
  return canonicalJson(x) === canonicalJson(y);
}

export function unionKeys<K>(first: Iterable<K>, second: Iterable<K>): K[] {
  return [...new Set([...first, ...second])];
}

export interface ChangeValues {
  detail?: string;
  before?: unknown;
  after?: unknown;
  breaking: boolean;
}

export function push(ctx: Context, kind: ChangeKind, field: FormField, labels: string[], values: ChangeValues, sentence: string): void {
  pushAt(ctx, kind, { pointer: field.pointer, labels }, values, sentence);
}

export function pushAt(
  ctx: Context,
  kind: ChangeKind,
  at: { pointer: string; labels: string[] },
  values: ChangeValues,
  sentence: string,
): void {
  ctx.out.push(withoutUndefined({ kind, pointer: at.pointer, labels: at.labels, ...values, sentence: `${sentence}${ctx.qualifier}` }));
}

export type Say = (kind: ChangeKind, values: ChangeValues, sentence: string) => void;
