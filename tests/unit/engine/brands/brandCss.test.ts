/** @jest-environment node */
import brandsJson from '../../../../schemas/brands/brands.json';
import { brandHead, safeLoginBackground, type Brand } from '@/engine/brands';

const brands = brandsJson as Brand[];
const dmo = brands.find((b) => b.code === 'dmo') as Brand;

describe('safeLoginBackground', () => {
  test('safeLoginBackground keeps a well-formed local url()', () => {
    expect(safeLoginBackground(dmo)).toBe('url(/brands/dmo/login-bg.svg)');
    expect(safeLoginBackground({ loginBg: "url('/brands/dmo/login-bg.svg')" })).toBe("url('/brands/dmo/login-bg.svg')");
  });

  test('safeLoginBackground keeps a hex colour', () => {
    expect(safeLoginBackground({ loginBg: '#263238' })).toBe('#263238');
    expect(safeLoginBackground({ loginBg: '#26323880' })).toBe('#26323880');
  });

  test.each([
    ['a url( without its closing bracket', 'url(/brands/dmo/login-bg.svg'],
    ['an image on another host', 'url(https://images.example.net/bg.jpg)'],
    ['a protocol-relative image', 'url(//images.example.net/bg.jpg)'],
    ['a value that would end the declaration', 'url(/a.svg); color: red'],
    ['a colour without #', '263238'],
    ['an empty value', ''],
  ])('safeLoginBackground drops %s', (_label, loginBg) => {
    expect(safeLoginBackground({ loginBg })).toBe('');
  });

  test('safeLoginBackground accepts every catalogue brand as it is', () => {
    for (const brand of brands) expect(safeLoginBackground(brand)).toBe(brand.loginBg);
  });
});

describe('brandHead', () => {
  test('brandHead gives the brand name, its own favicon and its font stylesheet', () => {
    expect(brandHead(dmo)).toEqual({
      title: 'Demo Wealth',
      faviconHref: '/brands/dmo/favicon.svg',
      fontHref: '/fonts/brand-dmo.css',
    });
  });

  test('brandHead titles the page with name even when readable lost its first letter', () => {
    expect(brandHead({ ...dmo, readable: 'emo Wealth' }).title).toBe('Demo Wealth');
  });

  test.each(['https://i.ibb.co/7Yx2kQm/favicon.png', '//cdn.example.net/favicon.ico', 'http://x.example/f.ico', ''])(
    'brandHead falls back to the platform favicon for "%s"',
    (favicon) => {
      expect(brandHead({ ...dmo, favicon }).faviconHref).toBe('/brands/_platform/favicon.svg');
    },
  );

  test('brandHead falls back to Roboto when the brand has no font stylesheet', () => {
    expect(brandHead({ ...dmo, fontURL: '' }).fontHref).toBe('/fonts/roboto.css');
  });
});
