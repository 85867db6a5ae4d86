/** @jest-environment node */
import { priceFeedXml, PRICE_FEED_ITEMS } from '../../../server/services/priceFeed';
import type { CatalogueProduct } from '../../../server/services/catalogue';

const product = (i: number, over: Partial<CatalogueProduct> & { name?: string } = {}): CatalogueProduct => ({
  row: {
    name: over.name ?? `Fund ${i}`,
    isin: `LU${String(i).padStart(9, '0')}1`,
    currency: 'EUR',
    product_type: 'Fund',
    provider: 'P & Co',
  } as CatalogueProduct['row'],
  fees: {},
  settlement: {},
  factSheet: null,
  nav: 100,
  navDate: '2026-11-20',
  previousNav: 100,
  returns: {} as CatalogueProduct['returns'],
  yearly: [],
  ...over,
});
const channel = { brandName: 'Demo <Wealth>', origin: 'https://dmo.portal.example.com' };
const titles = (xml: string) => [...xml.matchAll(/<item>\n<title>([^<]*)<\/title>/g)].map((m) => m[1]);

describe('priceFeedXml', () => {
  test('lists the latest price date only, largest moves first, with NAV to 4 decimals and the change', () => {
    const xml = priceFeedXml(
      [
        product(1, { nav: 101, previousNav: 100 }),
        product(2, { nav: 95, previousNav: 100 }),
        product(3, { nav: 120, previousNav: 100, navDate: '2026-11-19' }),
        product(4, { nav: null, navDate: null }),
      ],
      channel,
    );
    expect(titles(xml)).toEqual(['Fund 2: EUR 95.0000 (-5.00 %)', 'Fund 1: EUR 101.0000 (+1.00 %)']);
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 18:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<guid isPermaLink="false">LU0000000021:2026-11-20</guid>');
    expect(xml).toContain(
      '<description>Fund 2 (LU0000000021, Fund, P &amp; Co): NAV EUR 95.0000 on 2026-11-20, previous EUR 100.0000, change -5.00 %.</description>',
    );
  });

  test('escapes the brand and product names and keeps at most PRICE_FEED_ITEMS items', () => {
    const xml = priceFeedXml(
      Array.from({ length: PRICE_FEED_ITEMS + 5 }, (_, i) => product(i, { name: i === 0 ? 'A <b>"bold"</b> fund' : undefined })),
      channel,
    );
    expect(xml).toContain('<title>Demo &lt;Wealth&gt; — latest prices</title>');
    expect(xml).toContain('A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; fund: EUR 100.0000 (0.00 %)');
    expect(titles(xml)).toHaveLength(PRICE_FEED_ITEMS);
  });

  test('an empty catalogue is a valid channel without items', () => {
    const xml = priceFeedXml([], channel);
    expect(xml).toContain('<description>No prices have been published yet.</description>');
    expect(xml).not.toContain('<item>');
    expect(xml.trim().endsWith('</channel>\n</rss>')).toBe(true);
  });
});
