/**
 * One entry of the brand catalogue (`schemas/brands/brands.json`, validated by
 * `schemas/brands/brand.schema.json`). Field names keep the catalogue's spelling because the
 * same objects travel unchanged through `GET /api/whitelabel`.
 *
 * Colours are hex digits without '#': 6 digits, or 8 when an alpha suffix is present.
 */
export interface Brand {
  /** Readable company name; the authoritative display name. */
  name: string;
  /** Short lowercase identifier (2–4 letters); usernames of the brand start with it. */
  code: string;
  /** Display name; expected to equal `name` (the catalogue once carried one missing its first letter). */
  readable: string;
  /** Absolute URL path of the logo image, e.g. "/brands/dmo/logo.svg". */
  logo: string;
  /** File format of the logo, so the shell can size raster and vector logos differently. */
  logoType: 'svg' | 'png' | 'jpg' | 'webp';
  /** Main brand colour: primary buttons (white text), links, focus. Empty means the platform default. */
  colourPrimary: string;
  /** Accent colour for highlights and charts; never used for text on light backgrounds. */
  colourSecondary: string;
  /** Primary with an alpha suffix, for tinted surfaces; may be empty. */
  colourLight: string;
  /** A fainter tint than `colourLight`; may be empty. */
  colourLighter: string;
  /** Text and border colour of secondary (outline) buttons. */
  buttonColour: string;
  /** Background of secondary (outline) buttons. */
  buttonBgColour: string;
  /** Colour of page and section titles, shown on `bgColourPrimary`. */
  colourTitle: string;
  /** Page background. */
  bgColourPrimary: string;
  /** Panel and card background. */
  bgColourSecondary: string;
  /** Body and UI font family name, e.g. "Lato". */
  fontPrimary: string;
  /** Heading font family name; may equal `fontPrimary`. */
  fontSecondary: string;
  /** Self-hosted stylesheet declaring the brand's fonts (see scripts/fonts.mjs); may be empty. */
  fontURL: string;
  /** Always empty; kept because the catalogue format has it. */
  heroBg: '';
  /** CSS background of the login screen: `url(/…)`, a `#hex` colour, or empty. */
  loginBg: string;
  /** Absolute URL path of the favicon. */
  favicon: string;
  /** Host prefix that selects the brand when PORTAL_ENV=production. */
  liveSubDomain: string;
  /** Host prefix that selects the brand in every other environment. */
  sandboxSubDomain: string;
  /** Platform provider named in the footer's "Powered by". */
  providerName: string;
  /** Link target of the provider's name in the footer. */
  providerUrl: string;
  /** Contact e-mail shown in the footer. */
  contactEmail: string;
  /** Contact telephone number shown in the footer. */
  contactPhone: string;
  /** HTML of the footer's "Contact Us" address block; sanitised before it is inserted. */
  companyAddressHtml: string;
  /** 'Remind Me Later' skips of a due-diligence review (0–12); absent: DUE_DILIGENCE_SKIP_LIMIT_DEFAULT (rule dueDiligenceSkipLimit). */
  dueDiligenceSkipLimit?: number;
  /** Two-factor sign-in of the brand's staff users: `required`, or `optional` (absent means optional; rule staffTwoFactorPolicy). */
  staffTwoFactor?: 'optional' | 'required';
}

/** Deployment environment; it decides which sub-domain label identifies a brand. */
export type PortalEnv = 'production' | 'sandbox';
