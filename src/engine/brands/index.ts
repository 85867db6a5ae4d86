// The brand catalogue's engine: types, host matching and safe CSS values (its lint, which compiles
// the catalogue's schema, is the server's: server/forms/lintBrandCatalogue.ts).
export type { Brand, PortalEnv } from './types';
export { findBrandByHost, createBrandLookup } from './findBrandByHost';
export { safeLoginBackground, brandHead, PLATFORM_FAVICON, PLATFORM_FONT_CSS } from './brandCss';
export type { BrandHead } from './brandCss';
