import { http, unwrap } from './client';
import type {
  AuditLog,
  FixturesCheck,
  FixturesCheckBody,
  FlowImpactReport,
  FormImpactReport,
  StudioItem,
  StudioKind,
  Version,
} from '@/types/generated/api/studio';

const base = 'studio/versions';

/** GET studio/versions?kind=&formId=: forms and flows with their versions (without content), newest first. */
export const listStudioVersions = (query: { kind?: StudioKind; formId?: string } = {}) =>
  http.get<{ Data: StudioItem[] }>(base, { params: query }).then(unwrap);

/** GET studio/versions/:id: one version with its content. */
export const getStudioVersion = (id: number) => http.get<{ Data: Version }>(`${base}/${id}`).then(unwrap);

/** POST studio/versions: a new draft of a form or flow, based on one of its versions. */
export const createStudioDraft = (body: {
  kind: StudioKind;
  formId: string;
  basedOnVersion: number;
  content: unknown;
  changeNote?: string;
}) => http.post<{ Data: Version }>(base, body).then(unwrap);

/** PUT studio/versions/:id: the draft's new content (its author only). */
export const editStudioDraft = (id: number, body: { content: unknown; changeNote?: string }) =>
  http.put<{ Data: Version }>(`${base}/${id}`, body).then(unwrap);

/** POST studio/versions/:id/submit: the draft goes to review with its change note (its fixtures must pass). */
export const submitStudioVersion = (id: number, changeNote: string) =>
  http.post<{ Data: Version }>(`${base}/${id}/submit`, { changeNote }).then(unwrap);

/** POST studio/versions/:id/approve: a second person approves a version in review. */
export const approveStudioVersion = (id: number) => http.post<{ Data: Version }>(`${base}/${id}/approve`, {}).then(unwrap);

/** POST studio/versions/:id/publish: an approved version in effect now, or from a future time (scheduled). */
export const publishStudioVersion = (id: number, effectiveFrom?: string) =>
  http.post<{ Data: Version }>(`${base}/${id}/publish`, effectiveFrom === undefined ? {} : { effectiveFrom }).then(unwrap);

/** POST studio/versions/:id/rollback: a new draft with that published version's content, to review as any draft. */
export const rollbackStudioVersion = (id: number) => http.post<{ Data: Version }>(`${base}/${id}/rollback`, {}).then(unwrap);

/** POST studio/versions/:id/impact: the version checked against the stored answers and in-flight drafts. */
export const checkStudioImpact = (id: number) =>
  http.post<{ Data: FormImpactReport | FlowImpactReport }>(`${base}/${id}/impact`, {}).then(unwrap);

/** POST studio/fixtures-check: an unsaved form draft's fixtures, each passed or failed, and optionally its verdict on answers. */
export const checkStudioFixtures = (body: FixturesCheckBody) =>
  http.post<{ Data: FixturesCheck }>('studio/fixtures-check', body).then(unwrap);

/** GET studio/audit?kind=&formId=: the audit log's entries and the chain's verdict. */
export const getStudioAudit = (query: { kind?: StudioKind; formId?: string } = {}) =>
  http.get<{ Data: AuditLog }>('studio/audit', { params: query }).then(unwrap);
