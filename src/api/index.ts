/** The API layer: one typed function per endpoint. Sagas import it as `api`. */
export * from './session';
export * from './twoFactor';
export * from './shell';
export * from './accounts';
export * from './clients';
export * from './products';
export * from './cart';
export * from './orders';
export * from './compliance';
export * from './dueDiligence';
export * from './forms';
export * from './accountOpening';
export { configureApi, toApiError } from './client';
