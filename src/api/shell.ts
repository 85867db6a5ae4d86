import { http, unwrap } from './client';
import type { FooterInfo, UserInfo, WhiteLabel } from '@/types/api';

/** GET whitelabel: the brand of this host (404 for an unknown host). */
export const getWhiteLabel = () => http.get<{ Data: WhiteLabel }>('whitelabel').then(unwrap);

/** GET clients/getfooterinfo. */
export const getFooterInfo = (whitelabelID: number) =>
  http.get<{ Data: FooterInfo }>('clients/getfooterinfo', { params: { whitelabelID } }).then(unwrap);

/** GET the company address details (HTML text). */
export const getCompanyAddress = (whitelabelID: number) =>
  http.get<{ Data: string }>('clients/companyaddress', { params: { whitelabelID } }).then(unwrap);

/** GET userinfo. */
export const getUserInfo = (whitelabelID: number) => http.get<{ Data: UserInfo }>('userinfo', { params: { whitelabelID } }).then(unwrap);

/** POST alerts/createlog: a text log line; failures only warn. */
export const createLog = (entry: Record<string, unknown>) => http.post('alerts/createlog', entry).then(() => undefined);
