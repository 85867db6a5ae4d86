import { http, unwrap } from './client';
import type { Flow } from '@/engine';
import type { PrecompiledModule } from '@/engine/forms/precompiled';
import type { FlowDefinition, FormDefinition, FormSummary, FormVersionDefinition } from '@/types/api';

/**
 * Imports a module the API serves (a precompiled validator) by its path from the API's base: an
 * ES module from the API's origin, which the page's `script-src 'self'` allows.
 */
function importFromApi(path: string): Promise<PrecompiledModule> {
  const url = new URL(path, new URL(http.defaults.baseURL ?? '/api/', window.location.href)).href;
  return import(/* @vite-ignore */ url) as Promise<PrecompiledModule>;
}

/** GET schemas/defs: the shared definitions the forms reference. */
export const getFormDefinitions = () => http.get<{ Data: Array<{ $id: string } & Record<string, unknown>> }>('schemas/defs').then(unwrap);
/** GET schemas/forms: every form the platform serves. */
export const getFormList = () => http.get<{ Data: FormSummary[] }>('schemas/forms').then(unwrap);
/** GET schemas/forms/:id: a form's schema and uiSchema as the server has them now. */
export const getFormDefinition = (id: string) => http.get<{ Data: FormDefinition }>(`schemas/forms/${encodeURIComponent(id)}`).then(unwrap);
/**
 * GET schemas/forms/:id/versions/:version: a published version of a form by its studio version
 * number, current or not — to show stored answers with the labels they were given with
 * (`ComplianceSubmission.FormVersion`).
 */
export const getFormVersion = (id: string, version: number) =>
  http.get<{ Data: FormVersionDefinition }>(`schemas/forms/${encodeURIComponent(id)}/versions/${version}`).then(unwrap);

/**
 * GET schemas/flows/:id and its conditions precompiled by the server (schemas/flows/:id/conditions.js),
 * which the browser can answer without compiling (the page's Content-Security-Policy has no
 * 'unsafe-eval'); the forms saga hands them to the engine's condition evaluator.
 */
export async function getFlowDefinition(id: string): Promise<FlowDefinition> {
  const path = `schemas/flows/${encodeURIComponent(id)}`;
  const [flow, conditions] = await Promise.all([http.get<{ Data: Flow }>(path).then(unwrap), importFromApi(`${path}/conditions.js`)]);
  return { flow, conditions };
}
/** The precompiled validator module of a form (`FormDefinition.validator`). */
export const getFormValidatorModule = (definition: FormDefinition) => importFromApi(definition.validator);
