import { http, unwrap } from './client';
import type { AuditPage } from '@/types/generated/api/audit';

/** GET audit/on-my-behalf: one page of the acts done for the signed-in client, newest first. */
export const getActsOnMyBehalf = (page: number, pageSize: number) =>
  http.get<{ Data: AuditPage }>('audit/on-my-behalf', { params: { page, pageSize } }).then(unwrap);

/** GET account-data/export: the signed-in client's data as a ZIP, and the file name the server gives it. */
export const downloadAccountData = async (): Promise<{ blob: Blob; fileName: string }> => {
  const response = await http.get<Blob>('account-data/export', { responseType: 'blob', timeout: 120_000 });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'my-data.zip';
  return { blob: response.data, fileName };
};
