/** @jest-environment node */
import brandsJson from '../../../../schemas/brands/brands.json';
import { findBrandByHost, type Brand } from '@/engine/brands';

const brands = brandsJson as Brand[];

describe('findBrandByHost', () => {
  test('findBrandByHost picks Demo Wealth from dmo.localhost:8080 in the sandbox', () => {
    expect(findBrandByHost(brands, 'dmo.localhost:8080', 'sandbox')?.name).toBe('Demo Wealth');
  });

  test('findBrandByHost matches the live label in production and ignores the sandbox code there', () => {
    expect(findBrandByHost(brands, 'demowealth.portal.example.com', 'production')?.code).toBe('dmo');
    expect(findBrandByHost(brands, 'dmo.portal.example.com', 'production')).toBeUndefined();
  });

  test('findBrandByHost ignores the live label outside production', () => {
    expect(findBrandByHost(brands, 'demowealth.localhost:8080', 'sandbox')).toBeUndefined();
  });

  test('findBrandByHost finds Northbridge Capital by nbc in both environments', () => {
    expect(findBrandByHost(brands, 'nbc.localhost', 'sandbox')?.name).toBe('Northbridge Capital');
    expect(findBrandByHost(brands, 'nbc.portal.example.com:443', 'production')?.name).toBe('Northbridge Capital');
  });

  test('findBrandByHost compares the prefix case-insensitively and accepts a trailing dot', () => {
    expect(findBrandByHost(brands, 'DMO.LocalHost:8080', 'sandbox')?.code).toBe('dmo');
    expect(findBrandByHost(brands, 'nbc.portal.example.com.', 'production')?.code).toBe('nbc');
  });

  test.each(['localhost', 'localhost:8080', '127.0.0.1:8080', '10.0.0.12', '[::1]:8080', '', '.localhost'])(
    'findBrandByHost finds no brand for the host "%s", which has no brand prefix',
    (host) => {
      expect(findBrandByHost(brands, host, 'sandbox')).toBeUndefined();
      expect(findBrandByHost(brands, host, 'production')).toBeUndefined();
    },
  );

  test('findBrandByHost finds no brand for an unknown prefix', () => {
    expect(findBrandByHost(brands, 'unknown.localhost:8080', 'sandbox')).toBeUndefined();
  });

  test('findBrandByHost uses only the first label, not a brand label further right', () => {
    expect(findBrandByHost(brands, 'www.dmo.localhost', 'sandbox')).toBeUndefined();
  });

  test('findBrandByHost finds every catalogue brand by its own labels', () => {
    for (const brand of brands) {
      expect(findBrandByHost(brands, `${brand.sandboxSubDomain}.localhost:8080`, 'sandbox')).toBe(brand);
      expect(findBrandByHost(brands, `${brand.liveSubDomain}.portal.example.com`, 'production')).toBe(brand);
    }
  });
});
