import { http, unwrap } from './client';
import type { StudioItem, StudioKind, Version } from '@/types/generated/api/studio';

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
