import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { FormError } from '@/engine';

/** The errors a form shows, by the RJSF id of the field each belongs to ('root_Holder_Name'). */
export type ShownErrors = ReadonlyMap<string, readonly string[]>;

const NO_MESSAGES: readonly string[] = Object.freeze([]);
const NO_ERRORS: ShownErrors = new Map();

/**
 * The errors a form shows, as a small store its fields subscribe to: each field reads only its own
 * entry, so a new verdict re-renders the fields whose messages changed and no others (a React
 * context value would re-render every field of the form).
 */
export class FormErrorsStore {
  private shown: ShownErrors = NO_ERRORS;
  private readonly listeners = new Set<() => void>();

  /** The errors shown now. */
  readonly get = (): ShownErrors => this.shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Shows `next`; nothing happens when it is the map shown already. */
  set(next: ShownErrors): void {
    if (next === this.shown) return;
    this.shown = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The store of the form a field is drawn in (TesseraForm provides one per form). */
export const FormErrorsContext = createContext<FormErrorsStore>(new FormErrorsStore());

/**
 * The RJSF id of the field an engine error concerns.
 * @param path - the error's JSON pointer ('/Holder/Name')
 * @param idPrefix - the form's id prefix ('root')
 */
export function fieldIdOf(path: string, idPrefix: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return [idPrefix, ...segments].join('_');
}

const sameMessages = (a: readonly string[] | undefined, b: readonly string[]) =>
  !!a && a.length === b.length && a.every((m, i) => m === b[i]);

/**
 * Groups errors by field id, keeping their order. Given the map shown before, it keeps what did not
 * change: a field whose messages are the same keeps the same array, and when nothing changed at all
 * the previous map itself is returned — so a repeated verdict (a second failed submit) re-renders nothing.
 * @param errors - the errors to show
 * @param idPrefix - the form's id prefix
 * @param previous - the map shown before, if any
 */
export function shownErrorsOf(errors: readonly FormError[], idPrefix: string, previous?: ShownErrors): ShownErrors {
  const byId = new Map<string, string[]>();
  for (const e of errors) {
    const id = fieldIdOf(e.path, idPrefix);
    const messages = byId.get(id);
    if (messages) messages.push(e.message);
    else byId.set(id, [e.message]);
  }
  if (!previous) return byId;
  const stable = new Map<string, readonly string[]>();
  let same = byId.size === previous.size;
  for (const [id, messages] of byId) {
    const before = previous.get(id);
    if (sameMessages(before, messages)) stable.set(id, before!);
    else {
      stable.set(id, messages);
      same = false;
    }
  }
  return same ? previous : stable;
}

/** The messages of a field and the fields inside it, as one string (a value the store's subscribers can compare). */
function nestedKey(shown: ShownErrors, id: string): string {
  let key = '';
  for (const [field, messages] of shown) {
    if (field === id || field.startsWith(`${id}_`)) for (const m of messages) key += `${m}\u0000`;
  }
  return key;
}

/**
 * The messages shown under a field; with `withNested`, those of the fields inside it too (a widget
 * that draws a whole object, such as the holder grid, shows its parts' errors). The field re-renders
 * only when its own messages change.
 * @param id - the field's RJSF id
 */
export function useFieldErrors(id: string, withNested = false): readonly string[] {
  const store = useContext(FormErrorsContext);
  const own = useSyncExternalStore(store.subscribe, () => (withNested ? nestedKey(store.get(), id) : (store.get().get(id) ?? NO_MESSAGES)));
  return useMemo(() => (typeof own === 'string' ? (own ? own.slice(0, -1).split('\u0000') : NO_MESSAGES) : own), [own]);
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

/**
 * Top-level fields whose values differ between two answers objects, by identity: answers are
 * changed immutably (a change copies only the objects on its path), so a field whose value is the
 * same object is unchanged — no serialising of the answers.
 */
export function changedFields(before: unknown, after: unknown): Set<string> {
  const a = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const b = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const changed = new Set<string>();
  if (a === b) return changed;
  for (const k of Object.keys(a)) if (a[k] !== b[k]) changed.add(k);
  for (const k of Object.keys(b)) if (a[k] !== b[k]) changed.add(k);
  return changed;
}
