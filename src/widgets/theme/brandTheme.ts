import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import type { Brand } from '@/engine/brands';
// The platform's blue, used when a brand leaves colourPrimary empty (the contrast lint measures the same).
import { PLATFORM_PRIMARY } from '@/engine/brands/brandContrast';

const PLATFORM_FONT = 'Roboto';
const PLATFORM_BG = 'EFEFEF';
const PLATFORM_BG_2 = 'FFFFFF';

const SANS_FALLBACK = "'Segoe UI', -apple-system, BlinkMacSystemFont, 'Helvetica Neue', Arial, sans-serif";
const SERIF_FALLBACK = "Georgia, Cambria, 'Times New Roman', serif";
// Serif brand fonts need a serif fallback, or the swap period reflows headings badly.
const SERIF_FAMILIES = new Set(['merriweather', 'playfair display', 'pt serif', 'libre baskerville']);

/** The catalogue fields a brand's look is made of (the form studio's preview has only these). */
export type BrandLookFields = Pick<
  Brand,
  | 'colourPrimary'
  | 'colourSecondary'
  | 'colourTitle'
  | 'buttonColour'
  | 'buttonBgColour'
  | 'bgColourPrimary'
  | 'bgColourSecondary'
  | 'fontPrimary'
  | 'fontSecondary'
>;

const SHADE_KEYS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
// Key 10 is 85 % of the way to black and key 160 92 % of the way to white: close to the spread of
// Fluent's own ramps, so hover (70), pressed (60) and tinted surfaces (150/160) stay recognisable.
const DARKEST = 0.85;
const LIGHTEST = 0.92;

/**
 * A Fluent UI theme in the brand's colours and fonts.
 *
 * Fluent derives every brand token (button background, hover, pressed, links, focus, selected
 * tints) from a 16-shade ramp; building the ramp around colourPrimary at key 80 makes
 * `colorBrandBackground` exactly the catalogue colour, so primary buttons look as the brand
 * specified. The page and panel backgrounds and the base font come from the catalogue as well.
 *
 * @param brand - the current brand
 * @returns a light theme for `FluentProvider`
 */
export function createBrandTheme(brand: BrandLookFields): Theme {
  const theme = createLightTheme(brandVariants(solidHex(brand.colourPrimary, PLATFORM_PRIMARY)));
  return {
    ...theme,
    fontFamilyBase: fontStack(brand.fontPrimary),
    // Background2 is Fluent's alternative surface (panels), Background3 the canvas behind them.
    colorNeutralBackground2: cssHex(brand.bgColourSecondary, PLATFORM_BG_2),
    colorNeutralBackground3: cssHex(brand.bgColourPrimary, PLATFORM_BG),
  };
}

/**
 * The brand's look as CSS custom properties, for what Fluent tokens do not cover (titles, page
 * background, heading font, outline buttons) and for plain CSS such as the login screen.
 *
 * @param brand - the current brand
 * @returns custom properties, colours as '#RRGGBB' or '#RRGGBBAA'
 */
export function brandCssVariables(brand: BrandLookFields): Record<string, string> {
  const primary = cssHex(brand.colourPrimary, PLATFORM_PRIMARY);
  return {
    '--brand-primary': primary,
    '--brand-secondary': brand.colourSecondary ? cssHex(brand.colourSecondary, PLATFORM_PRIMARY) : primary,
    '--brand-title': cssHex(brand.colourTitle, PLATFORM_PRIMARY),
    '--brand-bg': cssHex(brand.bgColourPrimary, PLATFORM_BG),
    '--brand-bg-2': cssHex(brand.bgColourSecondary, PLATFORM_BG_2),
    '--brand-button': cssHex(brand.buttonColour, PLATFORM_PRIMARY),
    '--brand-button-bg': cssHex(brand.buttonBgColour, PLATFORM_BG_2),
    '--brand-font-primary': fontStack(brand.fontPrimary),
    '--brand-font-secondary': fontStack(brand.fontSecondary || brand.fontPrimary),
  };
}

/** A 16-shade ramp: darker towards black below key 80, lighter towards white above it. */
function brandVariants(hex: string): BrandVariants {
  const rgb = toRgb(hex);
  const shades = SHADE_KEYS.map((key) => {
    if (key === 80) return `#${hex}`;
    return key < 80
      ? toHex(mix(rgb, [0, 0, 0], (DARKEST * (80 - key)) / 70))
      : toHex(mix(rgb, [255, 255, 255], (LIGHTEST * (key - 80)) / 80));
  });
  return Object.fromEntries(SHADE_KEYS.map((key, i) => [key, shades[i]])) as unknown as BrandVariants;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) => Math.round(c).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => c + (to[i] - c) * amount) as Rgb;
}

const HEX = /^[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/;

/** Catalogue colour as CSS ('#RRGGBB' or '#RRGGBBAA'), or the fallback when empty or malformed. */
function cssHex(value: string, fallback: string): string {
  return `#${(HEX.test(value) ? value : fallback).toUpperCase()}`;
}

/** Six hex digits without alpha: a shade ramp must be opaque. */
function solidHex(value: string, fallback: string): string {
  return (HEX.test(value) ? value : fallback).slice(0, 6).toUpperCase();
}

/** CSS font-family list; the name is reduced to letters, digits and spaces so it cannot break out of its quotes. */
function fontStack(family: string): string {
  const name = (family ?? '').replace(/[^A-Za-z0-9 ]/g, '').trim() || PLATFORM_FONT;
  const fallback = SERIF_FAMILIES.has(name.toLowerCase()) ? SERIF_FALLBACK : SANS_FALLBACK;
  return `'${name}', ${fallback}`;
}
