import type { Brand } from './types';

/** Shown when a brand's favicon is missing or lives on another host (CSP allows only 'self'). */
export const PLATFORM_FAVICON = '/brands/_platform/favicon.svg';
/** The platform's default web font (Roboto), self-hosted by scripts/fonts.mjs. */
export const PLATFORM_FONT_CSS = '/fonts/roboto.css';

// A local url(/…) with nothing that could end the CSS value early; quotes are optional.
const LOCAL_URL = /^url\((['"]?)\/(?!\/)[A-Za-z0-9._/-]+\1\)$/;
const HEX_COLOUR = /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;
const LOCAL_PATH = /^\/(?!\/)[A-Za-z0-9._/-]+$/;

/**
 * The login screen's CSS background, or '' when the catalogue value cannot be trusted.
 *
 * The catalogue has carried a `url(` without its closing bracket; inserted as-is it would break
 * the declaration (or swallow the ones after it). Anything but a well-formed url() on our own host
 * or a hex colour is therefore dropped, and the login screen falls back to its plain background.
 *
 * @param brand - the current brand
 * @returns a value safe to use as CSS `background`, or ''
 */
export function safeLoginBackground(brand: Pick<Brand, 'loginBg'>): string {
  const value = (brand.loginBg ?? '').trim();
  return LOCAL_URL.test(value) || HEX_COLOUR.test(value) ? value : '';
}

/** What the shell puts in the document head for a brand. */
export interface BrandHead {
  /** Document title: the brand's name. */
  title: string;
  /** Favicon on our own host. */
  faviconHref: string;
  /** Stylesheet declaring the brand's fonts. */
  fontHref: string;
}

/**
 * Document title, favicon and font stylesheet for a brand, with platform fallbacks.
 *
 * `name` is used for the title because `readable` is the field the catalogue has got wrong (a
 * readable name missing its first letter). A favicon on an external host would be blocked by the
 * Content-Security-Policy and leak visits to that host, so it is replaced by the platform's; a
 * misspelled local favicon cannot be detected here and is caught by the catalogue lint instead.
 *
 * @param brand - the current brand
 * @returns title, faviconHref and fontHref, never empty
 */
export function brandHead(brand: Pick<Brand, 'name' | 'readable' | 'favicon' | 'fontURL'>): BrandHead {
  const favicon = (brand.favicon ?? '').trim();
  const fontURL = (brand.fontURL ?? '').trim();
  return {
    title: (brand.name ?? '').trim() || (brand.readable ?? '').trim(),
    faviconHref: LOCAL_PATH.test(favicon) ? favicon : PLATFORM_FAVICON,
    fontHref: LOCAL_PATH.test(fontURL) ? fontURL : PLATFORM_FONT_CSS,
  };
}
