import { http, unwrap } from './client';
import type { OnlineDocument, UserDocument } from '@/types/generated/api/online-documents';

/** GET online-document: the host brand's online documents (compliance §7). */
export const getOnlineDocuments = (whitelabelID?: number) =>
  http.get<{ Data: OnlineDocument[] }>('online-document', { params: { whitelabelID } }).then(unwrap);

/**
 * GET accounts/userdocuments: the signed-in client's documents (those generated when its accounts were
 * opened, the PDFs of the compliance forms it submitted), or, with clientId, an adviser's client's.
 */
export const getUserDocuments = (whitelabelID?: number, clientId?: number) =>
  http.get<{ Data: UserDocument[] }>('accounts/userdocuments', { params: { whitelabelID, clientId } }).then(unwrap);

/** A document the server serves (an `/api/...` Url of either list, query included), as a PDF blob: the bearer token goes in the header, not the link. */
export const getDocumentFile = (url: string) => http.get<Blob>(url.replace(/^\/api\//, ''), { responseType: 'blob' }).then((r) => r.data);
