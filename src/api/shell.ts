import { http, unwrap } from './client';
import type { FooterInfo, UserInfo, UserInfoUpdate, WhiteLabel } from '@/types/api';

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

/** PUT userinfo: the profile reminder's answers (compliance §3.5, §7); the server sets detailsUpdated. */
export const updateUserInfo = (whitelabelID: number, body: UserInfoUpdate) =>
  http.put<{ Data: unknown }>('userinfo', body, { params: { whitelabelID } }).then(() => undefined);

/** POST alerts/createlog: a text log line; failures only warn. */
export const createLog = (entry: Record<string, unknown>) => http.post('alerts/createlog', entry).then(() => undefined);
