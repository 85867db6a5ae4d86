import type { CatalogueProduct } from './catalogue';
import { roundPercent } from '@/engine/trading/roundPercent';
import { formatUnitCost } from '@/engine/format/formatUnitCost';

/** Items of the products rss feed: the latest prices, largest moves first. */
export const PRICE_FEED_ITEMS = 50;

export interface PriceFeedChannel {
  /** The brand's name, for the channel title. */
  brandName: string;
  /** The portal's origin for this brand (scheme and host), for the links. */
  origin: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** RFC 822 date of a price date (prices are end-of-day figures: 18:00 UTC). */
const rfc822 = (date: string) => new Date(`${date}T18:00:00Z`).toUTCString();

const signedPercent = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(2)} %`;

/**
 * The products rss feed (trading §7 "rss feed", its content not shown): an RSS 2.0 channel of the
 * latest NAV of every priced product published on the catalogue's latest price date, the largest
 * day's moves first, at most PRICE_FEED_ITEMS. Each item names the product, its NAV to 4 decimals and
 * the day's change, and links to the portal, where the fact sheet is one search away.
 * @param products - the catalogue's products (latest and previous NAV)
 * @param channel - the brand and origin the feed is served for
 * @returns the feed document (XML)
 */
export function priceFeedXml(products: CatalogueProduct[], channel: PriceFeedChannel): string {
  const priced = products.filter((p) => p.nav !== null && p.navDate !== null);
  const latest = priced.reduce<string | null>((max, p) => (max === null || p.navDate! > max ? p.navDate : max), null);
  const change = (p: CatalogueProduct) => (p.previousNav ? roundPercent((p.nav! / p.previousNav - 1) * 100) : 0);
  const items = priced
    .filter((p) => p.navDate === latest)
    .sort((a, b) => Math.abs(change(b)) - Math.abs(change(a)) || a.row.name.localeCompare(b.row.name))
    .slice(0, PRICE_FEED_ITEMS);
  const link = `${channel.origin}/`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '<channel>',
    `<title>${escapeXml(`${channel.brandName} — latest prices`)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<description>${escapeXml(latest ? `Net asset values published for ${latest}, largest moves first.` : 'No prices have been published yet.')}</description>`,
    '<language>en</language>',
    ...(latest ? [`<lastBuildDate>${rfc822(latest)}</lastBuildDate>`] : []),
  ];
  for (const p of items) {
    const move = p.previousNav ? ` (${signedPercent(change(p))})` : '';
    lines.push(
      '<item>',
      `<title>${escapeXml(`${p.row.name}: ${p.row.currency} ${formatUnitCost(p.nav)}${move}`)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<description>${escapeXml(
        `${p.row.name} (${p.row.isin}, ${p.row.product_type}, ${p.row.provider}): NAV ${p.row.currency} ${formatUnitCost(p.nav)} on ${p.navDate}` +
          (p.previousNav ? `, previous ${p.row.currency} ${formatUnitCost(p.previousNav)}, change ${signedPercent(change(p))}.` : '.'),
      )}</description>`,
      `<guid isPermaLink="false">${escapeXml(`${p.row.isin}:${p.navDate}`)}</guid>`,
      `<pubDate>${rfc822(p.navDate!)}</pubDate>`,
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>');
  return `${lines.join('\n')}\n`;
}
