import { http, unwrap } from './client';
import type { Flow, FormSchema, UiSchema } from '@/engine';

export interface FormSummary { id: string; title: string; version: string; hash: string }
export interface FormDefinition { schema: FormSchema; ui: UiSchema; version: string; hash: string }

/** GET schemas/defs: the shared definitions the forms reference. */
export const getFormDefinitions = () => http.get<{ Data: Array<{ $id: string } & Record<string, unknown>> }>('schemas/defs').then(unwrap);
/** GET schemas/forms: every form the platform serves. */
export const getFormList = () => http.get<{ Data: FormSummary[] }>('schemas/forms').then(unwrap);
/** GET schemas/forms/:id: a form's schema and uiSchema as the server has them now. */
export const getFormDefinition = (id: string) => http.get<{ Data: FormDefinition }>(`schemas/forms/${encodeURIComponent(id)}`).then(unwrap);
/** GET schemas/flows/:id. */
export const getFlowDefinition = (id: string) => http.get<{ Data: Flow }>(`schemas/flows/${encodeURIComponent(id)}`).then(unwrap);
