import { http, unwrap } from './client';
import type { ContentPageAnswer } from '@/types/api';

/** GET content/{page}: the host brand's content for one of the footer's utilities pages (or the default). */
export const getContentPage = (page: string, whitelabelID?: number) =>
  http.get<{ Data: ContentPageAnswer }>(`content/${encodeURIComponent(page)}`, { params: { whitelabelID } }).then(unwrap);
