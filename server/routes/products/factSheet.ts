import type { FastifyPluginAsync } from 'fastify';
import { data, dataSchema, errorResponses } from '../../lib/http';
import { fundFactSheet, fundSummary, noteFactSheet } from '../../services/factSheets';
import { productByIsin } from '../../services/productViews';
import { num, int, str, bool, numOrNull, strOrNull } from '../../lib/jsonTypes';
import { isinQuery, RETURN_SCHEMA } from './schemas';

const yearlySchema = {
  type: 'array',
  items: { type: 'object', properties: { Year: int, FundValueYear: num, IndexValueYear: numOrNull, CategoryPerformance: numOrNull, PercentileRank: numOrNull, FundGrowthValue: num, IndexGrowthValue: numOrNull, EndDate: str } },
} as const;
const seriesSchema = { type: 'array', items: { type: 'object', properties: { Date: str, Value: num } } } as const;

/** Fact sheets (trading §3 Fund details, Notes details) and the fund summary. */
export const factSheetRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: [app.authenticate] };

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
  }, async (request) => data(await fundFactSheet(app.db, app.catalogue, request.query.ISIN)));

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
  }, async (request) => data(await noteFactSheet(app.db, app.catalogue, request.query.ISIN)));

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
  }, async (request) => data(fundSummary(await productByIsin(app.catalogue, request.query.ISIN))));
};
