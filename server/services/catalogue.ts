import type { Selectable } from 'kysely';
import type { ProductTable } from '../db/schema';
import { RETURN_PERIODS, type PeriodReturns } from '@/engine/trading/periodReturns';
import type { YearPerformance } from '@/engine/trading/yearlyPerformance';
import { productKindOf } from '@/engine/trading/productKindOf';
import { PRODUCT_SEARCH_ALL } from '@/engine/trading/limits';

/** A product as trading reads it: its row, the parsed JSON columns, its latest NAV and its returns. */
export interface CatalogueProduct {
  row: Selectable<ProductTable>;
  fees: Record<string, number>;
  settlement: Record<string, unknown>;
  /** Parsed when first read (a fact sheet is a few kB of JSON, and few products' sheets are opened). */
  readonly factSheet: Record<string, unknown> | null;
  nav: number | null;
  navDate: string | null;
  previousNav: number | null;
  returns: PeriodReturns;
  yearly: YearPerformance[];
}

export const SORT_KEYS = [
  'YTD',
  'OneDay',
  'OneWeek',
  'OneMonth',
  'ThreeMonths',
  'SixMonths',
  'OneYear',
  'ThreeYears',
  'FiveYears',
  'TenYears',
  'FundName',
  'NAV',
  'MSrating',
  'RiskRating',
  'Currency',
  'ProductType',
  'Provider',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SearchCriteria {
  ProductType?: string[];
  Text?: string;
  Currency?: string[];
  Provider?: string[];
}

export interface PagingInfo {
  PageNumber: number;
  /** -1 for every match (structured notes, trading §7). */
  PageSize: number;
  SortBy: SortKey;
  SortOrder: 'asc' | 'desc';
}

/** Recent searches a catalogue keeps (see Catalogue.matchesOf): lists, and product indices in all (4 bytes each). */
export const SEARCH_CACHE_ENTRIES = 256;
export const SEARCH_CACHE_INDICES = 4_000_000;

/** Words of a name or query: lower case, split at anything that is not a letter or digit. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function sortValue(p: CatalogueProduct, key: SortKey): number | string | null {
  switch (key) {
    case 'FundName':
      return p.row.name.toLowerCase();
    case 'NAV':
      return p.nav;
    case 'MSrating':
      return p.row.ms_rating;
    case 'RiskRating':
      return p.row.risk_rating;
    case 'Currency':
      return p.row.currency;
    case 'ProductType':
      return p.row.product_type;
    case 'Provider':
      return p.row.provider.toLowerCase();
    default:
      return p.returns[key];
  }
}

/**
 * The product catalogue in memory, indexed for search: one ascending order per sort key (missing
 * values last, ties by name) and a sorted list of name, provider, category and ISIN words for text
 * search by word prefix. A search walks the order of its sort key once, testing each product against
 * the filters, so its cost is one pass over the catalogue whatever the filters and page.
 */
export class Catalogue {
  readonly products: CatalogueProduct[];
  private readonly byIsin = new Map<string, number>();
  private readonly byId = new Map<number, number>();
  private readonly orders = new Map<SortKey, { order: Int32Array; valued: number }>();
  private readonly tokens: string[] = [];
  private readonly tokenOwners: Int32Array;
  private readonly searches = new Map<string, Int32Array>();
  private cachedIndices = 0;

  constructor(products: CatalogueProduct[]) {
    this.products = products;
    products.forEach((p, i) => {
      this.byIsin.set(p.row.isin, i);
      this.byId.set(p.row.id, i);
    });
    const names = products.map((p) => p.row.name.toLowerCase());
    for (const key of SORT_KEYS) {
      const values = products.map((p) => sortValue(p, key));
      const indices = products.map((_, i) => i);
      indices.sort((a, b) => {
        const va = values[a];
        const vb = values[b];
        if (va === null || vb === null) return va === vb ? names[a].localeCompare(names[b]) : va === null ? 1 : -1;
        if (va < vb) return -1;
        if (va > vb) return 1;
        return names[a].localeCompare(names[b]);
      });
      this.orders.set(key, { order: Int32Array.from(indices), valued: values.filter((v) => v !== null).length });
    }
    const pairs: [string, number][] = [];
    products.forEach((p, i) => {
      const own = new Set([...words(p.row.name), ...words(p.row.provider), ...words(p.row.category), p.row.isin.toLowerCase()]);
      for (const w of own) pairs.push([w, i]);
    });
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.tokens = pairs.map((p) => p[0]);
    this.tokenOwners = Int32Array.from(pairs.map((p) => p[1]));
  }

  byIsinCode(isin: string): CatalogueProduct | undefined {
    const i = this.byIsin.get(isin);
    return i === undefined ? undefined : this.products[i];
  }

  byProductId(id: number): CatalogueProduct | undefined {
    const i = this.byId.get(id);
    return i === undefined ? undefined : this.products[i];
  }

  /** Products whose words start with every word of `text` (AND), as a mark per product; null for no text. */
  private textMatches(text: string | undefined): Uint8Array | null {
    const query = words(text ?? '');
    if (!query.length) return null;
    let marks = new Uint8Array(this.products.length).fill(1);
    for (const q of query) {
      const next = new Uint8Array(this.products.length);
      let lo = 0;
      let hi = this.tokens.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.tokens[mid] < q) lo = mid + 1;
        else hi = mid;
      }
      for (let t = lo; t < this.tokens.length && this.tokens[t].startsWith(q); t++) {
        const owner = this.tokenOwners[t];
        if (marks[owner]) next[owner] = 1;
      }
      marks = next;
    }
    return marks;
  }

  /**
   * Products matching the criteria, sorted and paged (trading §7 products search).
   * @returns the page and the number of matches
   */
  search(criteria: SearchCriteria, paging: PagingInfo): { items: CatalogueProduct[]; total: number } {
    const all = paging.PageSize === PRODUCT_SEARCH_ALL;
    const skip = all ? 0 : (paging.PageNumber - 1) * paging.PageSize;
    const take = all ? Number.MAX_SAFE_INTEGER : paging.PageSize;
    const matches = this.matchesOf(criteria, paging.SortBy, paging.SortOrder);
    const items: CatalogueProduct[] = [];
    for (let i = skip; i < matches.length && items.length < take; i++) items.push(this.products[matches[i]]);
    return { items, total: matches.length };
  }

  /**
   * Every match of the criteria in the order asked, as product indices. The catalogue never changes
   * (a change builds a new one), so the lists of recent searches are kept (least recently used
   * dropped first, at most SEARCH_CACHE_ENTRIES lists and SEARCH_CACHE_INDICES indices in all):
   * paging through results or the same search again costs a slice, not a pass over the catalogue.
   */
  private matchesOf(criteria: SearchCriteria, sortBy: SortKey, sortOrder: PagingInfo['SortOrder']): Int32Array {
    const key = JSON.stringify([
      words(criteria.Text ?? ''),
      [...new Set(criteria.ProductType ?? [])].sort(),
      [...new Set(criteria.Currency ?? [])].sort(),
      [...new Set((criteria.Provider ?? []).map((p) => p.toLowerCase()))].sort(),
      sortBy,
      sortOrder,
    ]);
    const cached = this.searches.get(key);
    if (cached) {
      this.searches.delete(key);
      this.searches.set(key, cached);
      return cached;
    }
    const found: number[] = [];
    this.scan(criteria, sortBy, sortOrder, (index) => found.push(index));
    const matches = Int32Array.from(found);
    this.searches.set(key, matches);
    this.cachedIndices += matches.length;
    while (this.searches.size > SEARCH_CACHE_ENTRIES || (this.cachedIndices > SEARCH_CACHE_INDICES && this.searches.size > 1)) {
      const [oldest, list] = this.searches.entries().next().value!;
      this.searches.delete(oldest);
      this.cachedIndices -= list.length;
    }
    return matches;
  }

  /** Calls `found` with each product matching the criteria, in the order of the sort key (missing values last). */
  private scan(criteria: SearchCriteria, sortBy: SortKey, sortOrder: PagingInfo['SortOrder'], found: (index: number) => void): void {
    const text = this.textMatches(criteria.Text);
    const types = criteria.ProductType?.length ? new Set(criteria.ProductType) : null;
    const currencies = criteria.Currency?.length ? new Set(criteria.Currency) : null;
    const providers = criteria.Provider?.length ? new Set(criteria.Provider.map((p) => p.toLowerCase())) : null;
    const { order, valued } = this.orders.get(sortBy)!;
    const visit = (index: number) => {
      if (text && !text[index]) return;
      const p = this.products[index];
      if (types && !types.has(p.row.product_type)) return;
      if (currencies && !currencies.has(p.row.currency)) return;
      if (providers && !providers.has(p.row.provider.toLowerCase())) return;
      found(index);
    };
    if (sortOrder === 'desc') {
      for (let i = valued - 1; i >= 0; i--) visit(order[i]);
    } else {
      for (let i = 0; i < valued; i++) visit(order[i]);
    }
    for (let i = valued; i < order.length; i++) visit(order[i]);
  }

  /**
   * The peer group of a product for the fact sheet's category figures: products of the same category,
   * or of the same type when the category has fewer than three.
   */
  peersOf(product: CatalogueProduct): CatalogueProduct[] {
    const sameCategory = this.products.filter((p) => p.row.category === product.row.category && p.nav !== null);
    return sameCategory.length >= 3
      ? sameCategory
      : this.products.filter((p) => p.row.product_type === product.row.product_type && p.nav !== null);
  }
}

/** The return fields of search items, watchlist and alerts, in the spec's order. */
export function returnFields(p: CatalogueProduct, withTenYears = false): Partial<PeriodReturns> {
  const out: Partial<PeriodReturns> = {};
  for (const k of RETURN_PERIODS) if (k !== 'TenYears' || withTenYears) out[k] = p.returns[k];
  return out;
}

export const isNote = (p: CatalogueProduct) => productKindOf({ ProductType: p.row.product_type, Coupon: p.row.coupon }) === 'note';
export const isBond = (p: CatalogueProduct) => productKindOf({ ProductType: p.row.product_type, Coupon: p.row.coupon }) === 'bond';
