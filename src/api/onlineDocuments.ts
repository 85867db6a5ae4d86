import { http, unwrap } from './client';
import type { OnlineDocument, UserDocument } from '@/types/generated/api/online-documents';

/** GET online-document: the host brand's online documents (compliance §7). */
export const getOnlineDocuments = (whitelabelID?: number) =>
  http.get<{ Data: OnlineDocument[] }>('online-document', { params: { whitelabelID } }).then(unwrap);

/** GET accounts/userdocuments: the documents generated when the signed-in client's accounts were opened. */
export const getUserDocuments = (whitelabelID?: number) =>
  http.get<{ Data: UserDocument[] }>('accounts/userdocuments', { params: { whitelabelID } }).then(unwrap);

/** A document the server serves (an `/api/...` Url of either list), as a PDF blob: the bearer token goes in the header, not the link. */
export const getDocumentFile = (url: string) => http.get<Blob>(url.replace(/^\/api\//, ''), { responseType: 'blob' }).then((r) => r.data);
