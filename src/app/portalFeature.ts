import { injectPortalSlices } from '@/store/portalSlices';
import { portalSaga } from '@/sagas/portalSaga';

/** The logged-in portal's slices and sagas: one chunk, loaded after the login page (app/store.ts). */
export const portalFeature = { injectSlices: injectPortalSlices, saga: portalSaga };

export type PortalFeature = typeof portalFeature;
