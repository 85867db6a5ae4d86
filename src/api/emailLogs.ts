import { http, unwrap } from './client';
import type { EmailLogPage, EmailLogQuery } from '@/types/generated/api/email-logs';

/** GET email/get-email-log (compliance §7): one page of the mails the session may read. */
export const getEmailLog = (query: EmailLogQuery) =>
  http.get<{ Data: EmailLogPage }>('email/get-email-log', { params: query }).then(unwrap);
