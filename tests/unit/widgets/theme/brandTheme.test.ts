import brandsJson from '../../../../schemas/brands/brands.json';
import type { Brand } from '@/engine/brands';
import { brandCssVariables, createBrandTheme } from '@/widgets/theme';

const brands = brandsJson as Brand[];
const byCode = (code: string) => brands.find((b) => b.code === code) as Brand;
// dmo and nbc are the demo brands; hvp, gra and atl add a serif, a flat colour and a platform look.
const sample = ['dmo', 'nbc', 'hvp', 'gra', 'atl'].map(byCode);

/** WCAG 2.1 contrast ratio of two '#RRGGBB' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('createBrandTheme', () => {
  test.each(sample.map((b) => [b.code, b] as const))(
    'createBrandTheme gives %s primary buttons in exactly the brand colour',
    (_code, brand) => {
      const theme = createBrandTheme(brand);
      expect(theme.colorBrandBackground).toBe(`#${brand.colourPrimary.toUpperCase()}`);
      expect(theme.colorBrandForeground1).toBe(`#${brand.colourPrimary.toUpperCase()}`);
    },
  );

  test('createBrandTheme darkens hover and pressed shades and lightens the tints', () => {
    const theme = createBrandTheme(byCode('dmo'));
    const brightness = (hex: string) => [1, 3, 5].reduce((s, i) => s + parseInt(hex.slice(i, i + 2), 16), 0);
    expect(brightness(theme.colorBrandBackgroundHover)).toBeLessThan(brightness(theme.colorBrandBackground));
    expect(brightness(theme.colorBrandBackgroundPressed)).toBeLessThan(brightness(theme.colorBrandBackgroundHover));
    expect(brightness(theme.colorBrandBackground2)).toBeGreaterThan(brightness(theme.colorBrandBackground));
  });

  test('createBrandTheme sets the base font to the brand primary font with a fitting fallback', () => {
    expect(createBrandTheme(byCode('dmo')).fontFamilyBase).toMatch(/^'Lato', .*sans-serif$/);
    expect(createBrandTheme(byCode('gra')).fontFamilyBase).toMatch(/^'Merriweather', .*serif$/);
    expect(createBrandTheme(byCode('atl')).fontFamilyBase).toMatch(/^'Roboto', /);
  });

  test('createBrandTheme takes the page and panel backgrounds from the brand', () => {
    const theme = createBrandTheme(byCode('mer'));
    expect(theme.colorNeutralBackground3).toBe('#EFEFEF');
    expect(theme.colorNeutralBackground2).toBe('#EAECEE');
  });

  test('createBrandTheme falls back to the platform blue when colourPrimary is empty', () => {
    expect(createBrandTheme({ ...byCode('orb'), colourPrimary: '' }).colorBrandBackground).toBe('#003479');
  });

  test('createBrandTheme ignores an alpha suffix on colourPrimary for the shade ramp', () => {
    expect(createBrandTheme({ ...byCode('lum'), colourPrimary: '6B2FA0CC' }).colorBrandBackground).toBe('#6B2FA0');
  });

  test('Demo Wealth and Northbridge Capital look clearly different', () => {
    const [dmo, nbc] = [createBrandTheme(byCode('dmo')), createBrandTheme(byCode('nbc'))];
    expect(dmo.colorBrandBackground).not.toBe(nbc.colorBrandBackground);
    expect(dmo.fontFamilyBase).not.toBe(nbc.fontFamilyBase);
  });
});

describe('brandCssVariables', () => {
  test('brandCssVariables exposes every brand variable with # colours', () => {
    expect(brandCssVariables(byCode('nbc'))).toEqual({
      '--brand-primary': '#14213D',
      '--brand-secondary': '#B08D2B',
      '--brand-title': '#14213D',
      '--brand-bg': '#F5F3EE',
      '--brand-bg-2': '#FFFFFF',
      '--brand-button': '#14213D',
      '--brand-button-bg': '#FFFFFF',
      '--brand-font-primary': expect.stringMatching(/^'Source Sans 3', /),
      '--brand-font-secondary': expect.stringMatching(/^'Playfair Display', .*serif$/),
    });
  });

  test('brandCssVariables keeps an alpha suffix and falls back when the secondary colour is empty', () => {
    const vars = brandCssVariables({ ...byCode('orb'), colourPrimary: '003479CC', colourSecondary: '' });
    expect(vars['--brand-primary']).toBe('#003479CC');
    expect(vars['--brand-secondary']).toBe('#003479CC');
  });
});

describe('catalogue colours', () => {
  test.each(brands.map((b) => [b.code, b] as const))('%s meets WCAG AA contrast for buttons and titles', (_code, brand) => {
    const v = brandCssVariables(brand);
    expect(contrast('#FFFFFF', v['--brand-primary'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v['--brand-title'], v['--brand-bg'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v['--brand-button'], v['--brand-button-bg'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v['--brand-primary'], v['--brand-bg-2'])).toBeGreaterThanOrEqual(4.5);
  });
});
