import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, Database } from '../db/schema';
import { badRequest, data, dataSchema, errorResponses, forbidden, idParam, MESSAGES, notFound, plainText } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { accountForSession } from '../services/users';
import { convert, latestNavs, loadRates, round2, type Rates } from '../services/portfolio';
import { returnFields, SORT_KEYS, type Catalogue, type CatalogueProduct, type PagingInfo, type SearchCriteria } from '../services/catalogue';
import { assertTradingRole, NOT_HELD_MESSAGE, NOT_TRADEABLE_MESSAGE, OPEN_STATUSES, tradingAccountFor, type TradeSide } from '../services/orders';
import { basketBuyBlockers } from '@/engine/trading/basketBuyBlockers';
import { sellBlockers } from '@/engine/trading/sellBlockers';
import { tradeAmounts, type TradeMode } from '@/engine/trading/tradeAmounts';
import { productKindOf } from '@/engine/trading/productKindOf';
import { growthSeries } from '@/engine/trading/growthSeries';
import { shiftDate } from '@/engine/trading/priceSeries';
import { roundPercent } from '@/engine/trading/roundPercent';
import { PRODUCT_SEARCH_ALL, PRODUCT_SEARCH_PAGE_SIZE } from '@/engine/trading/limits';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { num, int, str, bool, numOrNull, strOrNull } from '../lib/jsonTypes';
import { renderFactSheetReport } from '../services/factSheetReport';
import type { FactSheetData } from '@/engine/trading/factSheetSections';
import { priceFeedXml } from '../services/priceFeed';
import { brandOrigin } from '../lib/urls';

const isinPattern = '^[A-Z]{2}[A-Z0-9]{9}[0-9]$';
const isin = { type: 'string', pattern: isinPattern } as const;
const isinQuery = { type: 'object', required: ['ISIN'], properties: { ISIN: isin } } as const;
/** A list filter: one value or several (a single query value is coerced into a list). */
const textList = { type: 'array', maxItems: 50, items: plainText(200, 1) } as const;

const RETURN_SCHEMA = {
  OneDay: numOrNull, OneWeek: numOrNull, OneMonth: numOrNull, ThreeMonths: numOrNull, SixMonths: numOrNull, YTD: numOrNull,
  OneYear: numOrNull, ThreeYears: numOrNull, FiveYears: numOrNull, TenYears: numOrNull,
} as const;

const productItem = {
  type: 'object',
  properties: {
    FundId: int, ISIN: str, FundName: str, Name: str, ProductType: str, Currency: str, CurrencySymbol: str, Provider: str, Category: str,
    NAV: numOrNull, NavDate: strOrNull, MovNav: numOrNull, OfferPrice: numOrNull, ...RETURN_SCHEMA, MSrating: int, RiskRating: int,
    MinInvest: numOrNull, Denomination: numOrNull, Coupon: numOrNull, MaturityDate: strOrNull, CashRebate: numOrNull, CashRebateType: strOrNull,
    DiscountPercentage: num, CheckoutOnline: bool, CheckoutDocusign: bool, NeedsDisclaimer: bool, HasNav: bool, Tradeable: bool,
    TradeOptions: { type: 'array', items: str },
  },
} as const;

const cartItem = {
  type: 'object',
  properties: {
    ID: int, UserInfoId: int, AccountId: int, FundId: int, Name: str, ISIN: str,
    NAV: numOrNull, Currency: str, ProductType: str, TransactionType: str, TradeOptions: str, TradeValue: num,
    Units: num, Amount: num, UnitCost: numOrNull, CurrentValue: numOrNull, CashRebate: numOrNull, DiscountPercentage: num, CashRebateType: strOrNull,
    CheckoutOnline: bool, CheckoutDocusign: bool, NeedsDisclaimer: bool, Denomination: numOrNull, MinInvest: numOrNull, Coupon: numOrNull,
  },
} as const;
const cartAnswer = {
  type: 'object',
  properties: {
    Items: { type: 'array', items: cartItem },
    TotalList: { type: 'array', items: { type: 'object', properties: { Currency: str, CurrencySymbol: str, Total: num, TotalInAccountCurrency: num } } },
  },
} as const;

/** A cart item or sell basket order as the browser sends it (trading §3 Cart item, Basket order). */
const basketOrder = {
  type: 'object',
  additionalProperties: true,
  properties: {
    ISIN: isin, FundId: idParam, TransactionType: { type: 'string', enum: ['Purchase', 'Sell'] },
    TradeOptions: { type: 'string', enum: ['Amount', 'Units', 'SellAll'] },
    TradeValue: { type: 'number', minimum: -1e12, maximum: 1e12 }, Units: { type: 'number', minimum: -1e12, maximum: 1e12 },
    Amount: { anyOf: [{ type: 'number', minimum: -1e12, maximum: 1e12 }, plainText(20)] },
    PlatformId: idParam, AccountId: idParam, UserInfoId: idParam,
  },
  required: ['TradeOptions'],
} as const;

interface BasketOrder {
  ISIN?: string; FundId?: number; TransactionType?: 'Purchase' | 'Sell'; TradeOptions: 'Amount' | 'Units' | 'SellAll';
  TradeValue?: number; Units?: number; Amount?: number | string; PlatformId?: number; AccountId?: number; UserInfoId?: number;
}

export const CHOOSE_ACCOUNT_MESSAGE = 'Which account is this for? Send PlatformId, the active account.';
export const NOT_A_NOTE_MESSAGE = 'This product is not a structured note.';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'This item is not in your cart.';
export const BUY_MODE_MESSAGE = 'A buy is for an amount or a number of units.';
export const productNotFound = (code: string) => `The product ${code} does not exist.`;
/** How long a fact-sheet report link works (decisions.md). */
export const REPORT_LINK_MINUTES = 10;
export const REPORT_LINK_INVALID_MESSAGE = 'This report link is not valid. Please download the report again from the fact sheet.';
export const REPORT_LINK_EXPIRED_MESSAGE = 'This report link has expired. Please download the report again from the fact sheet.';
const reportFileName = (isinCode: string) => `fact-sheet-${isinCode}.pdf`;

/** Products, fact sheets and the cart (trading §7); orders are in routes/orders.ts. */
export const productRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const auth = { preHandler: [app.authenticate] };

  const symbolOf = (rates: Rates, currency: string) => rates.get(currency)?.symbol ?? currency;

  /** A product as search, lists and the basket show it (trading §3 Product details). */
  function productView(p: CatalogueProduct, rates: Rates) {
    const r = p.row;
    const byNominal = ['bond', 'note'].includes(productKindOf({ ProductType: r.product_type, Coupon: r.coupon }));
    return {
      FundId: r.id, ISIN: r.isin, FundName: r.name, Name: r.name, ProductType: r.product_type, Currency: r.currency, CurrencySymbol: symbolOf(rates, r.currency),
      Provider: r.provider, Category: r.category, NAV: p.nav, NavDate: p.navDate,
      MovNav: p.nav !== null && p.previousNav !== null ? roundUnitCost(p.nav - p.previousNav) : null, OfferPrice: p.nav,
      ...returnFields(p, true), MSrating: r.ms_rating, RiskRating: r.risk_rating, MinInvest: r.min_invest, Denomination: r.denomination, Coupon: r.coupon,
      MaturityDate: r.maturity_date, CashRebate: r.cash_rebate, CashRebateType: r.cash_rebate_type, DiscountPercentage: r.discount_percentage,
      CheckoutOnline: r.checkout_online === 1, CheckoutDocusign: r.checkout_docusign === 1, NeedsDisclaimer: r.needs_disclaimer === 1,
      HasNav: p.nav !== null, Tradeable: p.settlement.Tradeable !== false, TradeOptions: byNominal ? ['Units'] : ['Amount', 'Units'],
    };
  }

  async function catalogueAndRates(): Promise<{ catalogue: Catalogue; rates: Rates }> {
    const [catalogue, rates] = await Promise.all([app.catalogue.get(), loadRates(db, app.db.sqlite)]);
    return { catalogue, rates };
  }

  async function productByIsin(code: string): Promise<CatalogueProduct> {
    const p = (await app.catalogue.get()).byIsinCode(code);
    if (!p) throw notFound(productNotFound(code));
    return p;
  }

  // ---------------------------------------------------------------------------------------------
  // Search and lists
  // ---------------------------------------------------------------------------------------------

  app.post<{ Body: { searchCriteria?: SearchCriteria; pagingInfo?: Partial<PagingInfo> } }>('/products/search', {
    ...auth,
    schema: {
      tags: ['products'],
      body: {
        type: 'object', additionalProperties: false,
        properties: {
          searchCriteria: {
            type: 'object', additionalProperties: false,
            properties: { ProductType: textList, Text: plainText(100), Currency: textList, Provider: textList },
          },
          pagingInfo: {
            type: 'object', additionalProperties: false,
            properties: {
              PageNumber: { type: 'integer', minimum: 1, maximum: 1_000_000 },
              PageSize: { type: 'integer', minimum: PRODUCT_SEARCH_ALL, maximum: 500, not: { const: 0 } },
              SortBy: { type: 'string', enum: [...SORT_KEYS] },
              SortOrder: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
            },
          },
        },
      },
      response: { 200: dataSchema({ type: 'object', properties: { Items: { type: 'array', items: productItem }, TotalCount: int, PageNumber: int, PageSize: int } }), ...errorResponses },
    },
  }, async (request) => {
    const { catalogue, rates } = await catalogueAndRates();
    const p = request.body.pagingInfo ?? {};
    const paging: PagingInfo = {
      PageNumber: p.PageNumber ?? 1, PageSize: p.PageSize ?? PRODUCT_SEARCH_PAGE_SIZE, SortBy: p.SortBy ?? 'YTD',
      SortOrder: (p.SortOrder ?? 'asc').toLowerCase() as PagingInfo['SortOrder'],
    };
    const { items, total } = catalogue.search(request.body.searchCriteria ?? {}, paging);
    return data({ Items: items.map((i) => productView(i, rates)), TotalCount: total, PageNumber: paging.PageNumber, PageSize: paging.PageSize });
  });

  app.get('/products/options', {
    ...auth,
    schema: {
      tags: ['products'],
      response: {
        200: dataSchema({
          type: 'object',
          properties: {
            ProductTypes: { type: 'array', items: str }, Currencies: { type: 'array', items: { type: 'object', properties: { Currency: str, CurrencySymbol: str } } },
            Providers: { type: 'array', items: str }, SortBy: { type: 'array', items: str }, SortOrder: { type: 'array', items: str }, PageSize: int,
          },
        }),
        ...errorResponses,
      },
    },
  }, async () => {
    const { catalogue, rates } = await catalogueAndRates();
    const distinct = (pick: (p: CatalogueProduct) => string) => [...new Set(catalogue.products.map(pick))].sort((a, b) => a.localeCompare(b));
    return data({
      ProductTypes: distinct((p) => p.row.product_type),
      Currencies: distinct((p) => p.row.currency).map((c) => ({ Currency: c, CurrencySymbol: symbolOf(rates, c) })),
      Providers: distinct((p) => p.row.provider), SortBy: [...SORT_KEYS], SortOrder: ['asc', 'desc'], PageSize: PRODUCT_SEARCH_PAGE_SIZE,
    });
  });

  app.get('/products/totals', {
    ...auth,
    schema: {
      tags: ['products'],
      response: { 200: dataSchema({ type: 'object', properties: { Total: int, ByType: { type: 'array', items: { type: 'object', properties: { ProductType: str, Total: int } } } } }), ...errorResponses },
    },
  }, async () => {
    const catalogue = await app.catalogue.get();
    const counts = new Map<string, number>();
    for (const p of catalogue.products) counts.set(p.row.product_type, (counts.get(p.row.product_type) ?? 0) + 1);
    return data({ Total: catalogue.products.length, ByType: [...counts].sort((a, b) => a[0].localeCompare(b[0])).map(([ProductType, Total]) => ({ ProductType, Total })) });
  });

  const providerList = dataSchema({ type: 'array', items: { type: 'object', properties: { Provider: str, Total: int, ProductTypes: { type: 'array', items: str } } } });
  const providersOf = (products: CatalogueProduct[]) => {
    const by = new Map<string, { Total: number; types: Set<string> }>();
    for (const p of products) {
      const e = by.get(p.row.provider) ?? { Total: 0, types: new Set<string>() };
      e.Total++;
      e.types.add(p.row.product_type);
      by.set(p.row.provider, e);
    }
    return [...by].sort((a, b) => a[0].localeCompare(b[0])).map(([Provider, e]) => ({ Provider, Total: e.Total, ProductTypes: [...e.types].sort() }));
  };
  const kindOf = (p: CatalogueProduct) => productKindOf({ ProductType: p.row.product_type, Coupon: p.row.coupon });

  app.get('/products/providers', { ...auth, schema: { tags: ['products'], response: { 200: providerList, ...errorResponses } } },
    async () => data(providersOf((await app.catalogue.get()).products.filter((p) => ['fund', 'dfm'].includes(kindOf(p))))));

  app.get('/products/notesproviders', { ...auth, schema: { tags: ['products'], response: { 200: providerList, ...errorResponses } } },
    async () => data(providersOf((await app.catalogue.get()).products.filter((p) => kindOf(p) === 'note'))));

  const productList = dataSchema({ type: 'array', items: productItem });

  app.get('/products/fixedincome', { ...auth, schema: { tags: ['products'], response: { 200: productList, ...errorResponses } } }, async () => {
    const { catalogue, rates } = await catalogueAndRates();
    return data(catalogue.products.filter((p) => kindOf(p) === 'bond').map((p) => productView(p, rates)));
  });

  app.get('/products/equities', { ...auth, schema: { tags: ['products'], response: { 200: productList, ...errorResponses } } }, async () => {
    const { catalogue, rates } = await catalogueAndRates();
    return data(catalogue.products.filter((p) => kindOf(p) === 'equity').map((p) => productView(p, rates)));
  });

  // The rss feed (trading §7; content not shown): the latest prices as RSS 2.0 for the caller's brand.
  app.get('/products/rssfeed', {
    ...auth,
    schema: { tags: ['products'], response: { 200: { type: 'string' }, ...errorResponses } },
  }, async (request, reply) => {
    const brand = request.brand!.brand;
    const { catalogue } = await catalogueAndRates();
    reply.type('application/rss+xml; charset=utf-8');
    return priceFeedXml(catalogue.products, { brandName: brand.name, origin: brandOrigin(app.config, brand) });
  });

  // ---------------------------------------------------------------------------------------------
  // Fact sheets and summary
  // ---------------------------------------------------------------------------------------------

  async function seriesOf(productId: number) {
    const rows = await db.selectFrom('prices').select(['price_date', 'nav']).where('product_id', '=', productId).orderBy('price_date').execute();
    return rows.map((r) => ({ date: r.price_date, nav: r.nav }));
  }

  /** Yearly performance with the peer group's average (CategoryPerformance) and the fund's percentile rank in it. */
  function yearlyWithPeers(catalogue: Catalogue, p: CatalogueProduct) {
    const peers = catalogue.peersOf(p);
    return p.yearly.map((y) => {
      const values = peers.map((q) => q.yearly.find((x) => x.Year === y.Year)?.FundValueYear).filter((v): v is number => v !== undefined);
      const better = values.filter((v) => v > y.FundValueYear).length;
      return {
        Year: y.Year, FundValueYear: y.FundValueYear, IndexValueYear: null, FundGrowthValue: y.FundGrowthValue, IndexGrowthValue: null, EndDate: y.EndDate,
        CategoryPerformance: values.length ? roundPercent(values.reduce((s, v) => s + v, 0) / values.length) : null,
        PercentileRank: values.length > 1 ? Math.max(1, Math.round((better / (values.length - 1)) * 100)) : 1,
      };
    });
  }

  const yearlySchema = {
    type: 'array',
    items: { type: 'object', properties: { Year: int, FundValueYear: num, IndexValueYear: numOrNull, CategoryPerformance: numOrNull, PercentileRank: numOrNull, FundGrowthValue: num, IndexGrowthValue: numOrNull, EndDate: str } },
  } as const;
  const seriesSchema = { type: 'array', items: { type: 'object', properties: { Date: str, Value: num } } } as const;

  app.get<{ Querystring: { ISIN: string } }>('/products/fundfactsheet', {
    ...auth,
    schema: {
      tags: ['products'], querystring: isinQuery,
      response: {
        200: dataSchema({
          type: 'object',
          properties: {
            FundId: int, FundName: str, ISIN: str, Currency: str, CurrencySymbol: str, ProductType: str, Provider: str, Narrative: strOrNull, CategoryIndex: strOrNull,
            MSrating: int, MScategory: str, LatestNav: numOrNull, NavDate: strOrNull, TotalNetAssets: numOrNull, InitialInvestment: numOrNull,
            SubsequentInvestment: numOrNull, InitialFee: numOrNull, ExitFee: numOrNull, ManagementFee: numOrNull, DeferredFee: numOrNull,
            PublishCharge: numOrNull, ActualCharge: numOrNull, ...RETURN_SCHEMA,
            Stock: numOrNull, Bond: numOrNull, Cash: numOrNull, Other: numOrNull, EquityStyle: numOrNull, BondStyle: numOrNull,
            BookRatio: numOrNull, EarningRatio: numOrNull, CashFlowRatio: numOrNull, Alpha: numOrNull, Beta: numOrNull, Rsquared: numOrNull,
            InformationRatio: numOrNull, TrackingError: numOrNull, ThreeYrsSharpeRatio: numOrNull, ThreeYrsStdDev: numOrNull,
            RiskRating: int, FundRiskRating: int, MScategoryRiskAverage: numOrNull,
            Giant: numOrNull, Large: numOrNull, Medium: numOrNull, Small: numOrNull, Micro: numOrNull,
            TopHoldings: { type: 'array', items: { type: 'object', properties: { FundName: str, Sector: str, Country: str, Weighting: num } } },
            Sectors: { type: 'array', items: { type: 'object', properties: { Sector: str, Weighting: num } } },
            Regions: { type: 'array', items: { type: 'object', properties: { RegionName: str, EquityPercent: num } } },
            YearlyPerformance: yearlySchema, PerformanceSeries: seriesSchema,
            MinInvest: numOrNull, Denomination: numOrNull, CheckoutOnline: bool, CheckoutDocusign: bool, HasFactSheet: bool,
          },
        }),
        ...errorResponses,
      },
    },
  }, async (request) => data(await factSheetOf(request.query.ISIN)));

  /** The fund fact sheet of trading §3 "Fund details" (the route's answer and the PDF report's content). */
  async function factSheetOf(isinCode: string) {
    const { catalogue, rates } = await catalogueAndRates();
    const p = catalogue.byIsinCode(isinCode);
    if (!p) throw notFound(productNotFound(isinCode));
    const r = p.row;
    const f = (p.factSheet ?? {}) as Record<string, unknown>;
    const n = (k: string) => (typeof f[k] === 'number' ? (f[k] as number) : null);
    const alloc = (f.AssetAllocation ?? {}) as Record<string, number>;
    const cap = (f.MarketCap ?? {}) as Record<string, number>;
    const series = await seriesOf(r.id);
    const last = series[series.length - 1];
    return {
      FundId: r.id, FundName: r.name, ISIN: r.isin, Currency: r.currency, CurrencySymbol: symbolOf(rates, r.currency), ProductType: r.product_type, Provider: r.provider,
      Narrative: (f.Narrative as string) ?? null, CategoryIndex: (f.CategoryIndex as string) ?? null, MSrating: r.ms_rating, MScategory: r.category,
      LatestNav: p.nav, NavDate: p.navDate, TotalNetAssets: n('TotalNetAssets'), InitialInvestment: n('InitialInvestment') ?? r.min_invest,
      SubsequentInvestment: n('SubsequentInvestment'), InitialFee: p.fees.InitialFee ?? null, ExitFee: p.fees.ExitFee ?? null,
      ManagementFee: p.fees.ManagementFee ?? null, DeferredFee: p.fees.DeferredFee ?? null, PublishCharge: p.fees.PublishCharge ?? null, ActualCharge: p.fees.ActualCharge ?? null,
      ...returnFields(p, true),
      Stock: alloc.Stock ?? null, Bond: alloc.Bond ?? null, Cash: alloc.Cash ?? null, Other: alloc.Other ?? null,
      EquityStyle: n('EquityStyle'), BondStyle: n('BondStyle'), BookRatio: n('BookRatio'), EarningRatio: n('EarningRatio'), CashFlowRatio: n('CashFlowRatio'),
      Alpha: n('Alpha'), Beta: n('Beta'), Rsquared: n('Rsquared'), InformationRatio: n('InformationRatio'), TrackingError: n('TrackingError'),
      ThreeYrsSharpeRatio: n('ThreeYrsSharpeRatio'), ThreeYrsStdDev: n('ThreeYrsStdDev'), RiskRating: r.risk_rating, FundRiskRating: r.risk_rating,
      MScategoryRiskAverage: n('MScategoryRiskAverage'),
      Giant: cap.Giant ?? null, Large: cap.Large ?? null, Medium: cap.Medium ?? null, Small: cap.Small ?? null, Micro: cap.Micro ?? null,
      TopHoldings: (f.TopHoldings as FactSheetData['TopHoldings']) ?? [], Sectors: (f.Sectors as FactSheetData['Sectors']) ?? [], Regions: (f.Regions as FactSheetData['Regions']) ?? [],
      YearlyPerformance: yearlyWithPeers(catalogue, p),
      PerformanceSeries: last ? growthSeries(series, shiftDate(last.date, { years: -5 })) : [],
      MinInvest: r.min_invest, Denomination: r.denomination, CheckoutOnline: r.checkout_online === 1, CheckoutDocusign: r.checkout_docusign === 1,
      HasFactSheet: p.factSheet !== null,
    };
  }

  // The report download (trading §7 "Fund fact sheet URL"): a signed link the browser can open in a
  // new tab without its bearer header, valid for REPORT_LINK_MINUTES on this brand's host.
  const reportSignature = (brand: string, isinCode: string, expires: number) =>
    createHmac('sha256', app.config.jwtSecret).update(`fact-sheet-report|${brand}|${isinCode}|${expires}`).digest('base64url');

  app.get<{ Querystring: { ISIN: string } }>('/products/fundfactsheeturl', {
    ...auth,
    schema: {
      tags: ['products'], querystring: isinQuery,
      response: { 200: dataSchema({ type: 'object', properties: { Url: str, FileName: str, ExpiresAt: str } }), ...errorResponses },
    },
  }, async (request) => {
    const p = await productByIsin(request.query.ISIN);
    const expires = Math.floor(Date.now() / 1000) + REPORT_LINK_MINUTES * 60;
    const path = request.url.split('?')[0]!.replace(/fundfactsheeturl$/, 'fundfactsheetreport');
    const query = new URLSearchParams({ ISIN: p.row.isin, expires: String(expires), signature: reportSignature(sessionOf(request).company, p.row.isin, expires) });
    return data({ Url: `${path}?${query}`, FileName: reportFileName(p.row.isin), ExpiresAt: new Date(expires * 1000).toISOString() });
  });

  app.get<{ Querystring: { ISIN: string; expires: number; signature: string } }>('/products/fundfactsheetreport', {
    schema: {
      tags: ['products'],
      querystring: {
        type: 'object', required: ['ISIN', 'expires', 'signature'], additionalProperties: false,
        properties: { ISIN: isin, expires: { type: 'integer', minimum: 0, maximum: 1e11 }, signature: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
      },
      response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const { ISIN, expires, signature } = request.query;
    const brand = request.brand?.brand.code ?? '';
    const expected = Buffer.from(reportSignature(brand, ISIN, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(REPORT_LINK_INVALID_MESSAGE);
    if (expires * 1000 < Date.now()) throw forbidden(REPORT_LINK_EXPIRED_MESSAGE);
    const sheet = await factSheetOf(ISIN);
    const { pdf } = await renderFactSheetReport(sheet, { brandName: request.brand!.brand.name, generatedOn: new Date().toISOString().slice(0, 10) });
    // A PDF, not a page: the portal's CSP (object-src 'none') would stop the browser's PDF viewer.
    return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${reportFileName(ISIN)}"`)
      .header('Content-Security-Policy', "frame-ancestors 'none'").send(Buffer.from(pdf));
  });

  app.get<{ Querystring: { ISIN: string } }>('/products/notesfundfactsheet', {
    ...auth,
    schema: {
      tags: ['products'], querystring: isinQuery,
      response: {
        200: dataSchema({
          type: 'object',
          properties: {
            FundId: int, FundName: str, ISIN: str, Currency: str, CurrencySymbol: str, ProductType: str, Issuer: str, Category: str,
            Denomination: numOrNull, MinInvest: numOrNull, MaturityDate: strOrNull, Coupon: numOrNull, LatestNav: numOrNull, NavDate: strOrNull,
            ...RETURN_SCHEMA, InitialFee: numOrNull, ExitFee: numOrNull, PublishCharge: numOrNull, ActualCharge: numOrNull, RiskRating: int,
            NeedsDisclaimer: bool, CheckoutOnline: bool, CheckoutDocusign: bool, YearlyPerformance: yearlySchema, PerformanceSeries: seriesSchema,
          },
        }),
        ...errorResponses,
      },
    },
  }, async (request) => {
    const { catalogue, rates } = await catalogueAndRates();
    const p = catalogue.byIsinCode(request.query.ISIN);
    if (!p) throw notFound(productNotFound(request.query.ISIN));
    if (kindOf(p) !== 'note') throw badRequest(NOT_A_NOTE_MESSAGE);
    const r = p.row;
    const series = await seriesOf(r.id);
    return data({
      FundId: r.id, FundName: r.name, ISIN: r.isin, Currency: r.currency, CurrencySymbol: symbolOf(rates, r.currency), ProductType: r.product_type,
      Issuer: r.provider, Category: r.category, Denomination: r.denomination, MinInvest: r.min_invest, MaturityDate: r.maturity_date, Coupon: r.coupon,
      LatestNav: p.nav, NavDate: p.navDate, ...returnFields(p, true), InitialFee: p.fees.InitialFee ?? null, ExitFee: p.fees.ExitFee ?? null,
      PublishCharge: p.fees.PublishCharge ?? null, ActualCharge: p.fees.ActualCharge ?? null, RiskRating: r.risk_rating,
      NeedsDisclaimer: r.needs_disclaimer === 1, CheckoutOnline: r.checkout_online === 1, CheckoutDocusign: r.checkout_docusign === 1,
      YearlyPerformance: yearlyWithPeers(catalogue, p), PerformanceSeries: growthSeries(series),
    });
  });

  app.get<{ Querystring: { ISIN: string } }>('/products/fundsummary', {
    ...auth,
    schema: {
      tags: ['products'], querystring: isinQuery,
      response: {
        200: dataSchema({
          type: 'object',
          properties: {
            FundId: int, FundName: str, ISIN: str, Currency: str, MScategory: str, MSrating: int, EquityStyle: numOrNull, BondStyle: numOrNull,
            ThreeYrsStdDev: numOrNull, InitialFee: numOrNull, PublishCharge: numOrNull, ActualCharge: numOrNull, ManagementFee: numOrNull, ExitFee: numOrNull,
            Tradeable: bool, CutOffTime: strOrNull, CutOffTimeZone: str, SettlementPeriod: numOrNull, BuySettlementPeriod: numOrNull, SellSettlementPeriod: numOrNull,
          },
        }),
        ...errorResponses,
      },
    },
  }, async (request) => {
    const p = await productByIsin(request.query.ISIN);
    const f = (p.factSheet ?? {}) as Record<string, unknown>;
    const n = (v: unknown) => (typeof v === 'number' ? v : null);
    const s = p.settlement;
    return data({
      FundId: p.row.id, FundName: p.row.name, ISIN: p.row.isin, Currency: p.row.currency, MScategory: p.row.category, MSrating: p.row.ms_rating,
      EquityStyle: n(f.EquityStyle), BondStyle: n(f.BondStyle), ThreeYrsStdDev: n(f.ThreeYrsStdDev),
      InitialFee: p.fees.InitialFee ?? null, PublishCharge: p.fees.PublishCharge ?? null, ActualCharge: p.fees.ActualCharge ?? null,
      ManagementFee: p.fees.ManagementFee ?? null, ExitFee: p.fees.ExitFee ?? null,
      Tradeable: s.Tradeable !== false, CutOffTime: typeof s.CutOffTime === 'string' ? s.CutOffTime : null, CutOffTimeZone: 'GMT+1',
      SettlementPeriod: n(s.SettlementPeriod), BuySettlementPeriod: n(s.BuySettlementPeriod), SellSettlementPeriod: n(s.SellSettlementPeriod),
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Cart
  // ---------------------------------------------------------------------------------------------

  /** The cart of one account: items valued at the latest NAV, and buy totals per currency. */
  async function cartOf(account: Selectable<AccountTable>) {
    const rows = await db.selectFrom('cart_items').innerJoin('products', 'products.id', 'cart_items.product_id')
      .select(['cart_items.id', 'cart_items.user_id', 'cart_items.account_id', 'cart_items.product_id', 'cart_items.transaction_type', 'cart_items.trade_option', 'cart_items.trade_value',
        'products.name', 'products.isin', 'products.currency', 'products.product_type', 'products.cash_rebate', 'products.cash_rebate_type', 'products.discount_percentage',
        'products.checkout_online', 'products.checkout_docusign', 'products.needs_disclaimer', 'products.denomination', 'products.min_invest', 'products.coupon'])
      .where('cart_items.account_id', '=', account.id).orderBy('cart_items.id').execute();
    const navs = await latestNavs(db, [...new Set(rows.map((r) => r.product_id))]);
    const rates = await loadRates(db);
    const items = rows.map((r) => {
      const nav = navs.get(r.product_id)?.nav ?? null;
      const product = { ProductType: r.product_type, Coupon: r.coupon };
      const mode: TradeMode = r.trade_option === 'SellAll' ? 'Units' : r.trade_option;
      const amounts = tradeAmounts(product, { mode, value: r.trade_value }, nav);
      return {
        ID: r.id, UserInfoId: r.user_id, AccountId: r.account_id, FundId: r.product_id, Name: r.name, ISIN: r.isin, NAV: nav, Currency: r.currency,
        ProductType: r.product_type, TransactionType: r.transaction_type, TradeOptions: r.trade_option, TradeValue: r.trade_value,
        Units: amounts?.Units ?? 0, Amount: amounts?.Amount ?? 0, UnitCost: amounts?.UnitPrice ?? null,
        CurrentValue: r.trade_option === 'SellAll' ? amounts?.Amount ?? null : null,
        CashRebate: r.cash_rebate, DiscountPercentage: r.discount_percentage, CashRebateType: r.cash_rebate_type,
        CheckoutOnline: r.checkout_online === 1, CheckoutDocusign: r.checkout_docusign === 1, NeedsDisclaimer: r.needs_disclaimer === 1,
        Denomination: r.denomination, MinInvest: r.min_invest, Coupon: r.coupon,
      };
    });
    const totals = new Map<string, number>();
    for (const i of items.filter((x) => x.TransactionType === 'Purchase')) totals.set(i.Currency, (totals.get(i.Currency) ?? 0) + i.Amount);
    return {
      Items: items,
      TotalList: [...totals.entries()].map(([Currency, Total]) => ({
        Currency, CurrencySymbol: symbolOf(rates, Currency), Total: round2(Total), TotalInAccountCurrency: round2(convert(Total, Currency, account.currency, rates)),
      })),
    };
  }

  app.get<{ Querystring: { whitelabelID?: number; userInfoID?: number; accountId: number } }>('/products/cart', {
    ...auth,
    schema: {
      tags: ['products'],
      querystring: { type: 'object', required: ['accountId'], properties: { whitelabelID: idParam, userInfoID: idParam, accountId: idParam } },
      response: { 200: dataSchema(cartAnswer), ...errorResponses },
    },
  }, async (request) => {
    const session = sessionOf(request);
    if (request.query.whitelabelID !== undefined && request.query.whitelabelID !== request.brand?.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
    const account = await accountForSession(db, session, request.query.accountId);
    if (request.query.userInfoID !== undefined && request.query.userInfoID !== account.user_id) throw forbidden(MESSAGES.notYourAccount);
    return data(await cartOf(account));
  });

  /** Units of a product the account holds and has not already put in an open sell order. */
  async function sellableUnits(kysely: Kysely<Database>, accountId: number, productId: number) {
    const [held, pending] = await Promise.all([
      kysely.selectFrom('holdings').select((eb) => eb.fn.sum<number>('units').as('units')).where('account_id', '=', accountId).where('product_id', '=', productId).executeTakeFirst(),
      kysely.selectFrom('order_lines').select(['units', 'trade_option', 'isin']).where('account_id', '=', accountId).where('product_id', '=', productId)
        .where('transaction_type', '=', 'Sell').where('status', 'in', OPEN_STATUSES).execute(),
    ]);
    return {
      units: roundUnitCost(Number(held?.units ?? 0) - pending.reduce((s, p) => s + p.units, 0)),
      held: Number(held?.units ?? 0),
      pendingSells: pending.map((p) => ({ ISIN: p.isin, ORDER_DATE: '', QUANTITY: p.trade_option === 'SellAll' ? 0 : p.units, TransactionType: 'Sell' as const })),
    };
  }

  /**
   * Checks a basket order against every rule of trading §5 for its side and returns what to store:
   * the mode and value (for a sell-all, the units sellable now).
   */
  async function checkedBasketOrder(request: FastifyRequest, order: BasketOrder, side: 'Purchase' | 'Sell', accountId: number) {
    const session = sessionOf(request);
    const { account } = await tradingAccountFor(db, session, accountId, side as TradeSide);
    const catalogue = await app.catalogue.get();
    const product = order.ISIN ? catalogue.byIsinCode(order.ISIN) : order.FundId ? catalogue.byProductId(order.FundId) : undefined;
    if (!product) throw badRequest(productNotFound(order.ISIN ?? String(order.FundId ?? '')));
    if (product.settlement.Tradeable === false) throw badRequest(NOT_TRADEABLE_MESSAGE(product.row.name));
    const value = typeof order.TradeValue === 'number' ? order.TradeValue
      : order.TradeOptions === 'Units' ? order.Units ?? Number.NaN
        : typeof order.Amount === 'number' ? order.Amount : Number.NaN;
    if (side === 'Purchase') {
      if (order.TradeOptions === 'SellAll') throw badRequest(BUY_MODE_MESSAGE);
      const blockers = basketBuyBlockers(
        { ProductType: product.row.product_type, Coupon: product.row.coupon, Denomination: product.row.denomination, MinInvest: product.row.min_invest, NAV: product.nav },
        { mode: order.TradeOptions, value },
      );
      if (blockers.length) throw badRequest(blockers[0]!.message);
      return { account, product, option: order.TradeOptions, value };
    }
    const sellAll = order.TradeOptions === 'SellAll' || (typeof order.Amount === 'string' && order.Amount.trim() === '100%');
    const sellable = await sellableUnits(db, account.id, product.row.id);
    if (sellable.held <= 0) throw badRequest(NOT_HELD_MESSAGE(product.row.name));
    const blockers = sellBlockers(
      { ISIN: product.row.isin, ProductType: product.row.product_type, Units: sellable.units, LatestNAV: product.nav },
      { mode: sellAll ? 'SellAll' : order.TradeOptions, value }, sellable.pendingSells,
    );
    if (blockers.length) throw badRequest(blockers[0]!.message);
    return { account, product, option: sellAll ? 'SellAll' as const : order.TradeOptions, value: sellAll ? sellable.units : value };
  }

  const accountOf = (order: BasketOrder, fallback?: number) => {
    const id = order.PlatformId ?? order.AccountId ?? fallback;
    if (!id) throw badRequest(CHOOSE_ACCOUNT_MESSAGE);
    return id;
  };

  async function addToCart(request: FastifyRequest, orders: BasketOrder[], forcedSide?: 'Sell') {
    const session = sessionOf(request);
    const checked = [];
    // Every item is checked before any is stored: an add is all or nothing.
    for (const order of orders) {
      if (order.UserInfoId !== undefined && order.UserInfoId !== Number(session.nameid)) throw forbidden(MESSAGES.notYourAccount);
      const side = forcedSide ?? order.TransactionType ?? 'Purchase';
      checked.push({ side, ...(await checkedBasketOrder(request, order, side, accountOf(order))) });
    }
    const now = new Date().toISOString().slice(0, 10);
    await db.insertInto('cart_items').values(checked.map((c) => ({
      user_id: Number(session.nameid), account_id: c.account.id, product_id: c.product.row.id, transaction_type: c.side,
      trade_option: c.option, trade_value: c.value, created_at: now,
    }))).execute();
    return data(await cartOf(checked[0]!.account));
  }

  const writable = { preHandler: [app.authenticate] };

  app.post<{ Body: BasketOrder[] }>('/products/addCart', {
    ...writable,
    schema: { tags: ['products'], body: { type: 'array', minItems: 1, maxItems: 50, items: basketOrder }, response: { 200: dataSchema(cartAnswer), ...errorResponses } },
  }, async (request) => addToCart(request, request.body));

  app.post<{ Body: BasketOrder }>('/products/sellCart', {
    ...writable,
    schema: { tags: ['products'], body: basketOrder, response: { 200: dataSchema(cartAnswer), ...errorResponses } },
  }, async (request) => {
    if (request.body.TransactionType && request.body.TransactionType !== 'Sell') throw badRequest('sellCart adds sell orders; use addCart to buy.');
    return addToCart(request, [request.body], 'Sell');
  });

  /** A cart item of the session's client, after the role checks of trading (403 for advisers and read-only clients). */
  async function ownCartItem(request: FastifyRequest, id: number) {
    const session = sessionOf(request);
    assertTradingRole(session);
    const item = await db.selectFrom('cart_items').selectAll().where('id', '=', id).executeTakeFirst();
    if (!item || item.user_id !== Number(session.nameid)) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
    return item;
  }

  app.post<{ Body: { ID: number; TradeOptions: 'Amount' | 'Units' | 'SellAll'; TradeValue: number } }>('/products/updateCart', {
    ...writable,
    schema: {
      tags: ['products'],
      body: {
        type: 'object', required: ['ID', 'TradeOptions', 'TradeValue'], additionalProperties: true,
        properties: { ID: idParam, TradeOptions: { type: 'string', enum: ['Amount', 'Units', 'SellAll'] }, TradeValue: { type: 'number', minimum: -1e12, maximum: 1e12 } },
      },
      response: { 200: dataSchema(cartAnswer), ...errorResponses },
    },
  }, async (request) => {
    const item = await ownCartItem(request, request.body.ID);
    const product = await db.selectFrom('products').select('isin').where('id', '=', item.product_id).executeTakeFirstOrThrow();
    const checked = await checkedBasketOrder(request, { ISIN: product.isin, TradeOptions: request.body.TradeOptions, TradeValue: request.body.TradeValue }, item.transaction_type, item.account_id);
    await db.updateTable('cart_items').set({ trade_option: checked.option, trade_value: checked.value }).where('id', '=', item.id).execute();
    return data(await cartOf(checked.account));
  });

  app.post<{ Body: { cartID?: number; ID?: number; name?: string; roleInfoId?: number; disableSnackbar?: boolean } }>('/products/deleteCart', {
    ...writable,
    schema: {
      tags: ['products'],
      body: {
        type: 'object', additionalProperties: false,
        properties: { cartID: idParam, ID: idParam, name: plainText(300), roleInfoId: { type: ['integer', 'string'] }, disableSnackbar: bool },
      },
      response: { 200: dataSchema({ type: 'object', properties: { Removed: int, Name: str } }), ...errorResponses },
    },
  }, async (request) => {
    const id = request.body.cartID ?? request.body.ID;
    if (!id) throw badRequest(CART_ITEM_NOT_FOUND_MESSAGE);
    const item = await ownCartItem(request, id);
    const product = await db.selectFrom('products').select('name').where('id', '=', item.product_id).executeTakeFirstOrThrow();
    await db.deleteFrom('cart_items').where('id', '=', item.id).execute();
    return data({ Removed: item.id, Name: product.name });
  });
};
