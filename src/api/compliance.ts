import { http, unwrap } from './client';
import type { MissingDocumentItem } from './types';

/** GET missing-documents. */
export const getMissingDocuments = () => http.get<{ Data: MissingDocumentItem[] }>('missing-documents').then(unwrap);
