// The brand catalogue's engine: types, host matching, lint and safe CSS values.
export type { Brand, PortalEnv } from './types';
export { findBrandByHost } from './findBrandByHost';
export { lintBrandCatalogue } from './lintBrandCatalogue';
export type { BrandLintIssue, BrandLintKind, BrandLintOptions } from './lintBrandCatalogue';
export { safeLoginBackground, brandHead, PLATFORM_FAVICON, PLATFORM_FONT_CSS } from './brandCss';
export type { BrandHead } from './brandCss';
