import { CONTEXT_OVERRIDES } from '../flows/interpreter';
import type { Condition } from '../flows/types';
import { SHOW_WHEN } from './hiddenByShowWhen';

/**
 * Every `ui:showWhen` condition in a uiSchema, at any depth (objects, list items): the server
 * precompiles the ones that are not plain into the form's validator module, because the browser
 * may not compile them (its Content-Security-Policy forbids eval).
 * @param ui - a uiSchema (a form's ui.json, or a flow's uiOverride patch)
 */
export function showWhenConditions(ui: unknown): Condition[] {
  const found: Condition[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === SHOW_WHEN) {
        if (v && typeof v === 'object' && !Array.isArray(v)) found.push(v as Condition);
      } else walk(v);
    }
  };
  walk(ui);
  return found;
}

/**
 * The `when` conditions of a form's own context overrides (its ui.json's `ui:contextOverrides`
 * entries, which `uiForContext` evaluates in the browser): the server precompiles the ones that are
 * not plain into the form's validator module, as it does `ui:showWhen`s. The `ui:showWhen`s inside
 * the entries' patches are found by `showWhenConditions`.
 * @param ui - a form's ui.json
 */
export function contextOverrideConditions(ui: unknown): Condition[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const overrides = isObject(ui) ? ui[CONTEXT_OVERRIDES] : undefined;
  if (!Array.isArray(overrides)) return [];
  return overrides.map((o: unknown) => (isObject(o) ? o.when : undefined)).filter(isObject);
}
