import brandsJson from '../../../schemas/brands/brands.json';
import type { AccountSummary, Cart, CartItem, Opening, UserInfo, WhiteLabel } from '@/types/api';
import type { Brand } from '@/engine/brands/types';

/** The demo brand of the catalogue, as GET /api/whitelabel answers it. */
export const DEMO_BRAND: WhiteLabel = { ...((brandsJson as Brand[]).find((b) => b.code === 'dmo') as Brand), WhiteLabelId: 7 };

export function account(id: number, overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    Id: id,
    Number: `DMO-${id}`,
    Type: 400159,
    Currency: 'EUR',
    CurrencySymbol: '€',
    CashIn: 0,
    CashOut: 0,
    CashPosition: 1000,
    ChargesOut: 0,
    HoldingsIn: 0,
    HoldingsOut: 0,
    SecurityPosition: 0,
    IsDFM: false,
    AllowedToPurchase: true,
    AllowedToSell: true,
    AvailableBalance: 1000,
    MinCashBalance: 0,
    Percentage: 0,
    PendingOrderAmount: 0,
    securityAndCashPosition: 1000,
    CreationDate: '01-01-2029',
    ...overrides,
  };
}

export function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    UserId: 42,
    UserName: 'dmojane',
    FirstName: 'Jane',
    LastName: 'Doe',
    Email: 'jane@demowealth.example',
    Phone: '+353 1 555 0100',
    Role: 'client',
    detailsUpdated: true,
    cphqUser: false,
    BostonId: 'B-42',
    TransactionFeeSigned: true,
    CanPurchase: true,
    CanSell: true,
    ConsultantName: null,
    ...overrides,
  };
}

/** A fund in the cart: a purchase of 100 EUR at a NAV of 10, online checkout allowed. */
export const cartItem = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  ID: id,
  UserInfoId: 42,
  AccountId: 11,
  FundId: 100 + id,
  Name: `Fund ${id}`,
  ISIN: `IE00000000${id}`,
  NAV: 10,
  Currency: 'EUR',
  ProductType: 'Fund',
  TransactionType: 'Purchase',
  TradeOptions: 'Amount',
  TradeValue: 100,
  Units: 10,
  Amount: 100,
  UnitCost: null,
  CurrentValue: null,
  CashRebate: null,
  DiscountPercentage: 0,
  CashRebateType: null,
  CheckoutOnline: true,
  CheckoutDocusign: false,
  NeedsDisclaimer: false,
  Denomination: null,
  MinInvest: null,
  Coupon: null,
  ...overrides,
});

export function cartWith(count: number): Cart {
  return { Items: Array.from({ length: count }, (_, i) => cartItem(i + 1)), TotalList: [] };
}

/** An account opening just started: no section saved, no signing, no documents. */
export const opening = (over: Partial<Opening> = {}): Opening => ({
  ID: 7,
  Status: 'InProgress',
  ClientId: null,
  CreatedBy: 3,
  CreatedAt: '2024-05-01T10:00:00Z',
  LastSavedStep: null,
  AccountType: null,
  PersonalDetails: null,
  Disbursement: null,
  InvestmentProfile: null,
  Fees: null,
  Acknowledgements: null,
  SigningOrders: [],
  AccountOpeningFormsURL: null,
  IsManual: false,
  IsDocuSign: false,
  TaxCertForm: false,
  SOFForm: false,
  Documents: [],
  AccountId: null,
  AccountNumber: null,
  ...over,
});
