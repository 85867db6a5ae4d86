/** @jest-environment node */
import {
  composite,
  contrastRatio,
  hexContrast,
  parseHexColour,
  relativeLuminance,
  toHexColour,
  WCAG_AA_TEXT,
} from '@/engine/brands/contrast';
import { brandContrastChecks, brandContrastFailures, hasCheckableColours, PLATFORM_PRIMARY } from '@/engine/brands/brandContrast';

const WHITE = [255, 255, 255] as const;
const BLACK = [0, 0, 0] as const;

describe('WCAG 2.1 contrast', () => {
  test('relativeLuminance is 0 for black, 1 for white and 0.2159 for #777777', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance([0x77, 0x77, 0x77])).toBeCloseTo(0.1845, 4);
  });

  test('black on white is 21:1 in either order, and a colour on itself 1:1', () => {
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio([0x12, 0x34, 0x56], [0x12, 0x34, 0x56])).toBe(1);
  });

  test('#777 on #fff is 4.48:1 and fails AA; #767676 on #fff is 4.54:1 and passes', () => {
    const grey77 = hexContrast('777777', 'FFFFFF')!;
    const grey76 = hexContrast('#767676', '#FFFFFF')!;
    expect(grey77).toBeCloseTo(4.48, 2);
    expect(grey77).toBeLessThan(WCAG_AA_TEXT);
    expect(grey76).toBeCloseTo(4.54, 2);
    expect(grey76).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  test.each([
    ['0000FF', 'FFFFFF', 8.59],
    ['FF0000', 'FFFFFF', 4.0],
    ['008000', 'FFFFFF', 5.14],
    ['FFFFFF', '808080', 3.95],
  ])('%s on %s is %s:1 (published reference values)', (text, background, ratio) => {
    expect(hexContrast(text, background)).toBeCloseTo(ratio, 2);
  });

  test('parseHexColour reads RRGGBB and RRGGBBAA, with or without #, and refuses anything else', () => {
    expect(parseHexColour('00594F')).toEqual({ rgb: [0, 0x59, 0x4f], alpha: 1 });
    expect(parseHexColour('#00594F80')).toEqual({ rgb: [0, 0x59, 0x4f], alpha: 0x80 / 255 });
    for (const bad of ['', 'fff', '#12345', 'GGGGGG', 'red', '00594F8']) expect(parseHexColour(bad)).toBeUndefined();
    expect(hexContrast('red', 'FFFFFF')).toBeUndefined();
  });

  test('a translucent text colour is painted over its background before it is measured', () => {
    expect(toHexColour(composite(parseHexColour('00000080')!, WHITE))).toBe('7F7F7F');
    expect(hexContrast('00000080', 'FFFFFF')).toBeCloseTo(contrastRatio([0x7f, 0x7f, 0x7f], WHITE), 1);
    // Fully transparent text is the background itself.
    expect(hexContrast('00000000', 'FFFFFF')).toBe(1);
  });
});

const passing = {
  colourPrimary: '00594F',
  buttonColour: '00594F',
  buttonBgColour: 'FFFFFF',
  colourTitle: '0B3B36',
  bgColourPrimary: 'F1F5F4',
  bgColourSecondary: 'FFFFFF',
};

describe('brandContrastChecks', () => {
  test('names every text pair the theme draws and passes a good palette', () => {
    const checks = brandContrastChecks(passing);
    expect(checks.map((c) => c.pair)).toEqual([
      'body text on the page background (bgColourPrimary)',
      'body text on panels (bgColourSecondary)',
      'secondary text on the page background (bgColourPrimary)',
      'secondary text on panels (bgColourSecondary)',
      'titles (colourTitle) on the page background (bgColourPrimary)',
      'titles (colourTitle) on panels (bgColourSecondary)',
      'primary button text (white) on colourPrimary',
      'links (colourPrimary) on the page background (bgColourPrimary)',
      'links (colourPrimary) on panels (bgColourSecondary)',
      'outline button text (buttonColour) on buttonBgColour',
      'footer text (white) on colourTitle',
    ]);
    expect(checks.every((c) => c.passes)).toBe(true);
    expect(brandContrastFailures(passing)).toEqual([]);
  });

  test('a pale primary fails the primary button and both link pairs', () => {
    const failures = brandContrastFailures({ ...passing, colourPrimary: '7FB3D5' });
    expect(failures.map((f) => f.pair)).toEqual([
      'primary button text (white) on colourPrimary',
      'links (colourPrimary) on the page background (bgColourPrimary)',
      'links (colourPrimary) on panels (bgColourSecondary)',
    ]);
    expect(failures[0]).toMatchObject({ text: 'FFFFFF', background: '7FB3D5', passes: false });
  });

  test('#777777 outline buttons on white fail by a hair; #767676 passes', () => {
    expect(brandContrastFailures({ ...passing, buttonColour: '777777' }).map((f) => f.pair)).toEqual([
      'outline button text (buttonColour) on buttonBgColour',
    ]);
    expect(brandContrastFailures({ ...passing, buttonColour: '767676' })).toEqual([]);
  });

  test('a dark page background fails body and secondary text; a pale title fails titles and the footer', () => {
    expect(brandContrastFailures({ ...passing, bgColourPrimary: '555555' }).map((f) => f.pair)).toEqual(
      expect.arrayContaining([
        'body text on the page background (bgColourPrimary)',
        'secondary text on the page background (bgColourPrimary)',
      ]),
    );
    expect(brandContrastFailures({ ...passing, colourTitle: 'A0A0A0' }).map((f) => f.pair)).toEqual([
      'titles (colourTitle) on the page background (bgColourPrimary)',
      'titles (colourTitle) on panels (bgColourSecondary)',
      'footer text (white) on colourTitle',
    ]);
  });

  test('an empty colourPrimary is measured as the platform blue, as the theme draws it', () => {
    const checks = brandContrastChecks({ ...passing, colourPrimary: '' });
    expect(checks.find((c) => c.pair.startsWith('primary button'))?.background).toBe(PLATFORM_PRIMARY);
    expect(checks.every((c) => c.passes)).toBe(true);
  });

  test('a translucent primary is opaque on the button (Fluent drops the alpha) but translucent as a link', () => {
    const checks = brandContrastChecks({ ...passing, colourPrimary: '00594F40' });
    expect(checks.find((c) => c.pair.startsWith('primary button'))).toMatchObject({ background: '00594F', passes: true });
    expect(checks.find((c) => c.pair.startsWith('links (colourPrimary) on panels'))?.passes).toBe(false);
  });

  test('hasCheckableColours leaves malformed colours to the schema', () => {
    expect(hasCheckableColours(passing)).toBe(true);
    expect(hasCheckableColours({ ...passing, colourPrimary: '' })).toBe(true);
    expect(hasCheckableColours({ ...passing, colourTitle: 'navy' })).toBe(false);
    expect(hasCheckableColours({ ...passing, bgColourPrimary: '' })).toBe(false);
    expect(hasCheckableColours({ ...passing, colourPrimary: '#00594F' })).toBe(false);
    expect(hasCheckableColours({ ...passing, buttonColour: undefined })).toBe(false);
  });
});
