import { plainText } from '../../lib/http';
import { num, int, str, bool, numOrNull, strOrNull } from '../../lib/jsonTypes';

export const isin = { type: 'string', pattern: '^[A-Z]{2}[A-Z0-9]{9}[0-9]$' } as const;
export const isinQuery = { type: 'object', required: ['ISIN'], properties: { ISIN: isin } } as const;
/** A list filter: one value or several (a single query value is coerced into a list). */
export const textList = { type: 'array', maxItems: 50, items: plainText(200, 1) } as const;

export const RETURN_SCHEMA = {
  OneDay: numOrNull, OneWeek: numOrNull, OneMonth: numOrNull, ThreeMonths: numOrNull, SixMonths: numOrNull, YTD: numOrNull,
  OneYear: numOrNull, ThreeYears: numOrNull, FiveYears: numOrNull, TenYears: numOrNull,
} as const;

export const productItem = {
  type: 'object',
  properties: {
    FundId: int, ISIN: str, FundName: str, Name: str, ProductType: str, Currency: str, CurrencySymbol: str, Provider: str, Category: str,
    NAV: numOrNull, NavDate: strOrNull, MovNav: numOrNull, OfferPrice: numOrNull, ...RETURN_SCHEMA, MSrating: int, RiskRating: int,
    MinInvest: numOrNull, Denomination: numOrNull, Coupon: numOrNull, MaturityDate: strOrNull, CashRebate: numOrNull, CashRebateType: strOrNull,
    DiscountPercentage: num, CheckoutOnline: bool, CheckoutDocusign: bool, NeedsDisclaimer: bool, HasNav: bool, Tradeable: bool,
    TradeOptions: { type: 'array', items: str },
  },
} as const;
