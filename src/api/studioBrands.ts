import { http, unwrap } from './client';
import type { BrandLooks } from '@/types/generated/api/studio-brands';

/** GET studio/brands: the brands whose look the form studio's preview may take, and the caller's own. */
export const getStudioBrandLooks = () => http.get<{ Data: BrandLooks }>('studio/brands').then(unwrap);
