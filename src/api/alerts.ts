import { http, unwrap } from './client';
import type { AlertItem, AlertUpdate } from '@/types/api';

/** GET alerts: the client's alerts, of one account when given. */
export const getAlerts = (accountId?: number) =>
  http.get<{ Data: AlertItem[] }>('alerts', { params: accountId ? { accountId } : undefined }).then(unwrap);

/** POST alerts/save. */
export const saveAlert = (body: AlertUpdate) => http.post<{ Data: AlertItem }>('alerts/save', body).then(unwrap);
