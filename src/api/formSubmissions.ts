import type { FormAnswersById, FormId } from '@/types/generated';
import { http, unwrap } from './client';

/** Which schema the server validated answers against: stored with every submission. */
export interface SubmissionStamp { formId: string; version: string; hash: string }

/** A flow replayed by the server: the steps it validated (and stored), and the answer keys it dropped. */
export interface FlowReplay {
  flowId: string;
  version: string;
  steps: Array<SubmissionStamp & { stepId: string; id?: number }>;
  dropped: string[];
}

const formPath = (formId: string, action: string) => `forms/${encodeURIComponent(formId)}/${action}`;
const flowPath = (flowId: string, action: string) => `flows/${encodeURIComponent(flowId)}/${action}`;

/** POST forms/:id/validate: the server's verdict on a form's answers (400 with the form's first message). */
export const validateFormAnswers = <K extends FormId>(formId: K, answers: FormAnswersById[K]) =>
  http.post<{ Data: SubmissionStamp & { valid: true } }>(formPath(formId, 'validate'), { answers }).then(unwrap);

/** POST forms/:id/submissions: validates and stores a form's answers, optionally about one account. */
export const submitFormAnswers = <K extends FormId>(formId: K, answers: FormAnswersById[K], accountId?: number) =>
  http.post<{ Data: SubmissionStamp & { id: number } }>(formPath(formId, 'submissions'), { answers, accountId }).then(unwrap);

/** POST flows/:id/validate: replays a flow for its context and validates every step that exists. */
export const validateFlowAnswers = (flowId: string, context: Record<string, unknown>, answers: Record<string, object>) =>
  http.post<{ Data: FlowReplay }>(flowPath(flowId, 'validate'), { context, answers }).then(unwrap);

/** POST flows/:id/submissions: replays, validates and stores a flow's answers, one submission per step. */
export const submitFlowAnswers = (flowId: string, context: Record<string, unknown>, answers: Record<string, object>, accountId?: number) =>
  http.post<{ Data: FlowReplay }>(flowPath(flowId, 'submissions'), { context, answers, accountId }).then(unwrap);
