import { createContext, useContext } from 'react';
import type { FormError } from '@/engine';

/** The errors a form shows, by the RJSF id of the field each belongs to ('root_Holder_Name'). */
export type ShownErrors = ReadonlyMap<string, readonly string[]>;

export const FormErrorsContext = createContext<ShownErrors>(new Map());

/**
 * The RJSF id of the field an engine error concerns.
 * @param path - the error's JSON pointer ('/Holder/Name')
 * @param idPrefix - the form's id prefix ('root')
 */
export function fieldIdOf(path: string, idPrefix: string): string {
  const segments = path.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return [idPrefix, ...segments].join('_');
}

/** Groups errors by field id, keeping their order. */
export function shownErrorsOf(errors: readonly FormError[], idPrefix: string): ShownErrors {
  const byId = new Map<string, string[]>();
  for (const e of errors) {
    const id = fieldIdOf(e.path, idPrefix);
    byId.set(id, [...(byId.get(id) ?? []), e.message]);
  }
  return byId;
}

/**
 * The messages shown under a field; with `withNested`, those of the fields inside it too (a widget
 * that draws a whole object, such as the holder grid, shows its parts' errors).
 * @param id - the field's RJSF id
 */
export function useFieldErrors(id: string, withNested = false): readonly string[] {
  const shown = useContext(FormErrorsContext);
  if (!withNested) return shown.get(id) ?? [];
  const nested = [...shown.entries()].filter(([key]) => key === id || key.startsWith(`${id}_`));
  return nested.flatMap(([, messages]) => messages);
}

/**
 * Scoped re-validation after a failed submit: a fresh engine verdict is shown only for the fields
 * that changed; other fields keep what they showed (an error that no longer holds disappears, but
 * none appears on a field the user has not touched). Fresh errors keep the engine's order.
 * @param shown - the errors shown now
 * @param fresh - the engine's errors for the new data
 * @param changed - top-level fields whose value changed
 */
export function scopeErrors(shown: readonly FormError[], fresh: readonly FormError[], changed: ReadonlySet<string>): FormError[] {
  const key = (e: FormError) => `${e.path}\u0000${e.message}`;
  const before = new Set(shown.map(key));
  return fresh.filter((e) => changed.has(e.field) || before.has(key(e)));
}

/** Top-level fields whose values differ between two answers objects. */
export function changedFields(before: unknown, after: unknown): Set<string> {
  const a = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const b = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const changed = new Set<string>();
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) changed.add(k);
  }
  return changed;
}
