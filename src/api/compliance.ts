import { http, unwrap } from './client';
import type { MissingDocumentItem } from '@/types/api';

/** GET missing-documents. */
export const getMissingDocuments = () => http.get<{ Data: MissingDocumentItem[] }>('missing-documents').then(unwrap);
