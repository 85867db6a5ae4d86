/**
 * WCAG 2.1 colour contrast, as pure functions on catalogue colours (hex digits, '#' optional,
 * RRGGBB or RRGGBBAA).
 *
 * Relative luminance and contrast ratio follow the WCAG 2.1 definitions word for word
 * (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance and #dfn-contrast-ratio), including the
 * 0.03928 threshold of the sRGB linearisation. Ratios are compared unrounded: #777777 on white is
 * 4.478:1 and fails 4.5:1 even though it prints as 4.5.
 */

/** WCAG 2.1 AA minimum contrast for normal-size text (success criterion 1.4.3). */
export const WCAG_AA_TEXT = 4.5;

/** An opaque colour as 0–255 channels. */
export type Rgb = readonly [number, number, number];

/** An opaque colour or one with an alpha channel (0–1). */
export interface Rgba {
  rgb: Rgb;
  alpha: number;
}

const HEX = /^#?([0-9A-Fa-f]{6})([0-9A-Fa-f]{2})?$/;

/**
 * Parses a catalogue colour.
 *
 * @param hex - 'RRGGBB' or 'RRGGBBAA', with or without a leading '#'
 * @returns the channels and alpha, or undefined when the value is not such a colour
 */
export function parseHexColour(hex: string): Rgba | undefined {
  const match = HEX.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1];
  const rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  return { rgb, alpha: match[2] === undefined ? 1 : parseInt(match[2], 16) / 255 };
}

/** 'RRGGBB' (upper case, no '#') of an opaque colour; channels are rounded and clamped. */
export function toHexColour(rgb: Rgb): string {
  return rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
}

/**
 * Paints a possibly translucent colour over an opaque one (simple alpha compositing), which is the
 * colour a reader actually sees.
 */
export function composite(top: Rgba, under: Rgb): Rgb {
  return top.rgb.map((c, i) => c * top.alpha + under[i] * (1 - top.alpha)) as unknown as Rgb;
}

/** WCAG 2.1 relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two opaque colours, 1 to 21, in either order. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [l1, l2] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/**
 * Contrast of a text colour on a background colour as the reader sees them: a translucent
 * background is first painted on white (the page's canvas), a translucent text on the background.
 *
 * @param text - text colour, hex
 * @param background - background colour, hex
 * @returns the ratio, or undefined when either value is not a hex colour
 */
export function hexContrast(text: string, background: string): number | undefined {
  const fg = parseHexColour(text);
  const bg = parseHexColour(background);
  if (!fg || !bg) return undefined;
  const under = composite(bg, [255, 255, 255]);
  return contrastRatio(composite(fg, under), under);
}
