import { http, unwrap } from './client';
import type { AuditPage, ClientActsPage } from '@/types/generated/api/audit';

/** GET audit/on-my-behalf: one page of the acts done for the signed-in client, newest first. */
export const getActsOnMyBehalf = (page: number, pageSize: number) =>
  http.get<{ Data: AuditPage }>('audit/on-my-behalf', { params: { page, pageSize } }).then(unwrap);

/** GET audit/client-acts: one page of the acts done for a client of the administrator's brand, newest first. */
export const getClientActs = (clientId: number, page: number, pageSize: number) =>
  http.get<{ Data: ClientActsPage }>('audit/client-acts', { params: { clientId, page, pageSize } }).then(unwrap);

/**
 * GET account-data/export: a client's data as a ZIP, and the file name the server gives it — the
 * signed-in client's own, or (clientId) a client of the administrator's brand.
 */
export const downloadAccountData = async (clientId?: number): Promise<{ blob: Blob; fileName: string }> => {
  const response = await http.get<Blob>('account-data/export', {
    responseType: 'blob',
    timeout: 120_000,
    params: clientId === undefined ? undefined : { clientId },
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'my-data.zip';
  return { blob: response.data, fileName };
};
