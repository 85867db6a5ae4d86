/** @jest-environment node */
import brandsJson from '../../../../schemas/brands/brands.json';
import { createBrandLookup, findBrandByHost, type Brand, type PortalEnv } from '@/engine/brands';

const brands = brandsJson as Brand[];
const ENVS: PortalEnv[] = ['sandbox', 'production'];

/** A catalogue that counts every read of its entries, to prove lookups never go back to it. */
function counted(list: Brand[]): { catalogue: Brand[]; reads: () => number } {
  let reads = 0;
  let armed = false;
  const catalogue = new Proxy(list, {
    get(target, key, receiver) {
      if (armed && typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return {
    catalogue,
    reads: () => {
      armed = true;
      return reads;
    },
  };
}

describe('createBrandLookup', () => {
  test.each(ENVS)('answers as findBrandByHost for every brand label and odd host (%s)', (env) => {
    const lookup = createBrandLookup(brands, env);
    const hosts = [
      ...brands.flatMap((b) => [
        `${b.sandboxSubDomain}.localhost:8080`,
        `${b.liveSubDomain}.portal.example.com`,
        `${b.code.toUpperCase()}.LocalHost.`,
      ]),
      'localhost',
      '127.0.0.1:8080',
      '[::1]:8080',
      '',
      '.localhost',
      'www.dmo.localhost',
      'nosuchbrand.localhost',
    ];
    for (const host of hosts) expect(lookup(host)).toBe(findBrandByHost(brands, host, env));
  });

  test('finds a generated brand by its sandbox code and by its longer live label', () => {
    const differing = brands.slice(17).find((b) => b.liveSubDomain !== b.sandboxSubDomain)!;
    expect(createBrandLookup(brands, 'sandbox')(`${differing.sandboxSubDomain}.localhost`)).toBe(differing);
    expect(createBrandLookup(brands, 'production')(`${differing.liveSubDomain}.portal.example.com`)).toBe(differing);
    expect(createBrandLookup(brands, 'production')(`${differing.sandboxSubDomain}.portal.example.com`)).toBeUndefined();
  });

  test('10,000 lookups read the catalogue not once after the index is built (O(1) per request)', () => {
    const { catalogue, reads } = counted([...brands]);
    const lookup = createBrandLookup(catalogue, 'sandbox');
    expect(reads()).toBe(0);
    let found = 0;
    for (let i = 0; i < 10_000; i++) {
      const brand = brands[(i * 7919) % brands.length];
      // Known labels, unknown labels and hosts without a prefix, all distinct hosts.
      const host = i % 3 === 0 ? `${brand.sandboxSubDomain}.localhost:${1000 + i}` : i % 3 === 1 ? `x${i}.localhost` : `10.0.${i % 250}.1`;
      if (lookup(host)) found += 1;
    }
    expect(found).toBe(3334);
    expect(reads()).toBe(0);
  });

  test('a lookup takes as long with 20,000 brands as with 200', () => {
    const many: Brand[] = Array.from({ length: 20_000 }, (_, i) => ({
      ...brands[0],
      code: `b${i}`,
      sandboxSubDomain: `b${i}`,
      liveSubDomain: `b${i}`,
    }));
    // The best of five runs, so a garbage collection in one run does not decide the test.
    const time = (list: Brand[]) => {
      const lookup = createBrandLookup(list, 'sandbox');
      const last = `${list[list.length - 1].sandboxSubDomain}.localhost`;
      let best = Infinity;
      for (let run = 0; run < 5; run++) {
        const start = process.hrtime.bigint();
        for (let i = 0; i < 20_000; i++) lookup(last);
        best = Math.min(best, Number(process.hrtime.bigint() - start));
      }
      return best;
    };
    time(brands);
    // The last brand of a scan would cost 100 times more; an index costs the same. Generous bound against noise.
    expect(time(many)).toBeLessThan(time(brands) * 10);
  });
});
