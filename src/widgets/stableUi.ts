import { useRef } from 'react';
import type { UiSchema } from '@rjsf/utils';

type Json = Record<string, unknown>;

function shallowEqual(a: Json, b: Json): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/** Equal as RJSF's SchemaField copies it: the same entries, and `ui:options` with the same entries. */
function sameUi(a: Json, b: Json): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => {
    if (!Object.hasOwn(b, k)) return false;
    if (a[k] === b[k]) return true;
    const x = a[k];
    const y = b[k];
    return k === 'ui:options' && !!x && !!y && typeof x === 'object' && typeof y === 'object' && shallowEqual(x as Json, y as Json);
  });
}

/**
 * The field's uiSchema, as the same object while its content is the same. RJSF's SchemaField hands
 * its field a fresh copy of the uiSchema (and of its `ui:options`) on every render, which defeats
 * every memo below it (RJSF's ObjectField rebuilds its property handlers from it, so each property of
 * an object is drawn again on every keystroke anywhere in the object).
 * @param uiSchema - the uiSchema a field was given
 */
export function useStableUiSchema<T extends UiSchema | undefined>(uiSchema: T): T {
  const previous = useRef(uiSchema);
  if (previous.current !== uiSchema) {
    const before = previous.current;
    const same =
      !!before && !!uiSchema && typeof before === 'object' && typeof uiSchema === 'object' && sameUi(before as Json, uiSchema as Json);
    if (!same) previous.current = uiSchema;
  }
  return previous.current;
}
