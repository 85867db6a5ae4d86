import { http, unwrap } from './client';
import type {
  DueDiligenceCountry,
  DueDiligenceDetails,
  DueDiligenceDetailsInfo,
  DueDiligenceReminder,
  DueDiligenceSkip,
  DueDiligenceSubmitAnswer,
} from '@/types/api';

/** GET accounts/duediligence/reminder: whether the client's review is due, and its skips. */
export const getDueDiligenceReminder = () => http.get<{ Data: DueDiligenceReminder }>('accounts/duediligence/reminder').then(unwrap);

/** POST accounts/duediligence/{bostonId}/skip: 'Remind Me Later' (refused once the skip count reached the limit). */
export const skipDueDiligence = (bostonId: string) =>
  http.post<{ Data: DueDiligenceSkip }>(`accounts/duediligence/${encodeURIComponent(bostonId)}/skip`).then(unwrap);

/** GET accounts/duediligence/details: the stored details the four stages open with. */
export const getDueDiligenceDetails = () => http.get<{ Data: DueDiligenceDetailsInfo }>('accounts/duediligence/details').then(unwrap);

/** POST accounts/duediligence/details: the reviewed details (or the stored ones with `Unchanged`). */
export const submitDueDiligenceDetails = (body: { Details: DueDiligenceDetails; Unchanged?: boolean }) =>
  http.post<{ Data: DueDiligenceSubmitAnswer }>('accounts/duediligence/details', body).then(unwrap);

/** GET accounts/duediligence/metadata: every country with its risk category and CRS status. */
export const getDueDiligenceMetadata = () => http.get<{ Data: DueDiligenceCountry[] }>('accounts/duediligence/metadata').then(unwrap);
