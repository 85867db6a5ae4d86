import { hexContrast, WCAG_AA_TEXT } from './contrast';
import type { Brand } from './types';

/** The platform's blue, which the theme uses when a brand leaves colourPrimary empty (spec §3.10). */
export const PLATFORM_PRIMARY = '003479';
/** Body text: Fluent's colorNeutralForeground1 (#242424), the lighter of the two near-blacks the portal uses. */
export const BODY_TEXT = '242424';
/** Hints, captions and secondary labels: Fluent's colorNeutralForeground3. */
export const SECONDARY_TEXT = '616161';
/** Text on the brand colour (primary buttons) and on the title colour (the footer). */
export const TEXT_ON_COLOUR = 'FFFFFF';

/** The colours of a brand the theme draws text with, or draws text on. */
export type BrandContrastFields = Pick<
  Brand,
  'colourPrimary' | 'buttonColour' | 'buttonBgColour' | 'colourTitle' | 'bgColourPrimary' | 'bgColourSecondary'
>;

/** One text-on-background pair of the theme and its contrast. */
export interface ContrastCheck {
  /** What the pair is, in words a person editing the catalogue recognises. */
  pair: string;
  /** Text colour as drawn (RRGGBB or RRGGBBAA, no '#'). */
  text: string;
  /** Background colour as drawn. */
  background: string;
  /** WCAG 2.1 contrast ratio, unrounded; NaN when a colour is not hex. */
  ratio: number;
  /** Whether the ratio reaches WCAG 2.1 AA for normal text (4.5:1). */
  passes: boolean;
}

/**
 * Every pair of colours the brand theme (src/widgets/theme/brandTheme.ts, src/app/global.css,
 * the shell) uses for text, with its WCAG 2.1 contrast.
 *
 * - body text (#242424) and secondary text (#616161) on the page background (bgColourPrimary)
 *   and on panels (bgColourSecondary);
 * - titles (colourTitle) on the page background and on panels (the top navigation's links);
 * - primary button text (white) on colourPrimary — opaque, as Fluent's ramp drops the alpha;
 * - links (colourPrimary, alpha kept, as `a` uses it) on the page background and on panels;
 * - outline button text (buttonColour) on its background (buttonBgColour);
 * - footer text (white) on colourTitle.
 *
 * Every pair is held to 4.5:1 (normal text): titles are large, but colourTitle is also the top
 * navigation's link colour. An empty colourPrimary is the platform's blue, as the theme does.
 *
 * @param brand - the brand's colours
 * @returns the checks in a fixed order
 */
export function brandContrastChecks(brand: BrandContrastFields): ContrastCheck[] {
  const primary = brand.colourPrimary === '' ? PLATFORM_PRIMARY : brand.colourPrimary;
  const opaquePrimary = primary.slice(0, 6);
  const pairs: [string, string, string][] = [
    ['body text on the page background (bgColourPrimary)', BODY_TEXT, brand.bgColourPrimary],
    ['body text on panels (bgColourSecondary)', BODY_TEXT, brand.bgColourSecondary],
    ['secondary text on the page background (bgColourPrimary)', SECONDARY_TEXT, brand.bgColourPrimary],
    ['secondary text on panels (bgColourSecondary)', SECONDARY_TEXT, brand.bgColourSecondary],
    ['titles (colourTitle) on the page background (bgColourPrimary)', brand.colourTitle, brand.bgColourPrimary],
    ['titles (colourTitle) on panels (bgColourSecondary)', brand.colourTitle, brand.bgColourSecondary],
    ['primary button text (white) on colourPrimary', TEXT_ON_COLOUR, opaquePrimary],
    ['links (colourPrimary) on the page background (bgColourPrimary)', primary, brand.bgColourPrimary],
    ['links (colourPrimary) on panels (bgColourSecondary)', primary, brand.bgColourSecondary],
    ['outline button text (buttonColour) on buttonBgColour', brand.buttonColour, brand.buttonBgColour],
    ['footer text (white) on colourTitle', TEXT_ON_COLOUR, brand.colourTitle],
  ];
  return pairs.map(([pair, text, background]) => {
    const ratio = hexContrast(text, background) ?? Number.NaN;
    return { pair, text, background, ratio, passes: ratio >= WCAG_AA_TEXT };
  });
}

/** The failing checks of a brand; empty when its palette passes WCAG 2.1 AA. */
export function brandContrastFailures(brand: BrandContrastFields): ContrastCheck[] {
  return brandContrastChecks(brand).filter((check) => !check.passes);
}

// The catalogue's colour format: hex digits without '#', with an optional alpha pair.
const CATALOGUE_HEX = /^[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/;

/** True when every colour the checks need is a catalogue colour (the schema reports the others). */
export function hasCheckableColours(brand: Partial<Record<keyof BrandContrastFields, unknown>>): brand is BrandContrastFields {
  const fields: (keyof BrandContrastFields)[] = [
    'colourPrimary',
    'buttonColour',
    'buttonBgColour',
    'colourTitle',
    'bgColourPrimary',
    'bgColourSecondary',
  ];
  return fields.every((field) => {
    const value = brand[field];
    if (typeof value !== 'string') return false;
    return (field === 'colourPrimary' && value === '') || CATALOGUE_HEX.test(value);
  });
}
