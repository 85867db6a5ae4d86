import { http, unwrap } from './client';
import type { FeesInfo, Opening, OpeningFormInfo, SectionPath } from '@/types/api';

const base = 'accounts/opening';

/** POST accounts/opening/start: a new opening, for an existing client or (no ClientId) a new one. */
export const startAccountOpening = (clientId?: number) =>
  http.post<{ Data: Opening }>(`${base}/start`, clientId === undefined ? {} : { ClientId: clientId }).then(unwrap);

/** GET accounts/opening?accountOpeningId=N. */
export const getAccountOpening = (accountOpeningId: number) =>
  http.get<{ Data: Opening }>(base, { params: { accountOpeningId } }).then(unwrap);

/** GET accounts/opening without an id: the caller's most recent unfinished opening, or null (to resume). */
export const getUnfinishedAccountOpening = () => http.get<{ Data: Opening | null }>(base).then(unwrap);

/** GET accounts/opening/form?whiteLabelID=N. */
export const getAccountOpeningForm = (whiteLabelId: number) =>
  http.get<{ Data: OpeningFormInfo }>(`${base}/form`, { params: { whiteLabelID: whiteLabelId } }).then(unwrap);

/** POST accounts/opening/delete?accountOpeningId=N. */
export const deleteAccountOpening = (accountOpeningId: number) =>
  http.post<{ Data: boolean }>(`${base}/delete`, undefined, { params: { accountOpeningId } }).then(unwrap);

/**
 * POST accounts/opening/<section>/add or /update with `{ AccountOpeningId, ...body }`; the answer
 * is the opening as stored. The disbursement call has no update: it is added again.
 */
export const saveAccountOpeningSection = (
  section: SectionPath,
  mode: 'add' | 'update',
  accountOpeningId: number,
  body: Record<string, unknown>,
) =>
  http
    .post<{ Data: Opening }>(`${base}/${section}/${section === 'disbursement' ? 'add' : mode}`, {
      ...body,
      AccountOpeningId: accountOpeningId,
    })
    .then(unwrap);

/** GET accounts/opening/feesinfo?accountOpeningId=N. */
export const getAccountOpeningFeesInfo = (accountOpeningId: number) =>
  http.get<{ Data: FeesInfo }>(`${base}/feesinfo`, { params: { accountOpeningId } }).then(unwrap);

/** POST accounts/opening/document/add?accountOpeningId=N&documentTypeId=T with one file; the answer is the opening. */
export const uploadAccountOpeningDocument = (accountOpeningId: number, documentTypeId: number, file: Blob, fileName: string) => {
  const body = new FormData();
  body.append('file', file, fileName);
  return http.post<{ Data: Opening }>(`${base}/document/add`, body, { params: { accountOpeningId, documentTypeId } }).then(unwrap);
};

/** POST accounts/opening/document/delete?documentId=D. */
export const deleteAccountOpeningDocument = (documentId: number) =>
  http.post<{ Data: Opening }>(`${base}/document/delete`, undefined, { params: { documentId } }).then(unwrap);

/** GET a document of an opening (auth + ownership on the server) as a Blob, to save it in the browser. */
export const downloadAccountOpeningDocument = (url: string) =>
  http.get<Blob>(url.replace(/^\/?api\//, ''), { responseType: 'blob' }).then((r) => r.data);

/** POST accounts/opening/sign: generates the documents and starts the chosen signing. */
export const signAccountOpening = (accountOpeningId: number, options: { IsDocuSign: boolean; IsManual?: boolean }) =>
  http
    .post<{ Data: Opening; Message?: string }>(`${base}/sign`, { AccountOpeningId: accountOpeningId, ...options })
    .then((r) => ({ opening: r.data.Data, message: r.data.Message }));

/** POST accounts/opening/sign/confirm: the next signer confirms with their typed full name. */
export const confirmAccountOpeningSignature = (accountOpeningId: number, order: number, signatureName: string) =>
  http
    .post<{ Data: Opening }>(`${base}/sign/confirm`, { AccountOpeningId: accountOpeningId, Order: order, SignatureName: signatureName })
    .then(unwrap);

/** POST accounts/opening/complete?accountOpeningId=N: creates the account (idempotent). */
export const completeAccountOpening = (accountOpeningId: number) =>
  http.post<{ Data: Opening }>(`${base}/complete`, undefined, { params: { accountOpeningId } }).then(unwrap);
