/** Shapes of the API answers the browser reads (docs/api.md). */
import type { Brand } from '@/engine/brands/types';

export type WhiteLabel = Brand & { WhiteLabelId: number };

export interface FooterInfo { ProviderName: string; ProviderUrl: string; ContactEmail: string; ContactPhone: string; CompanyName: string }

export interface UserInfo {
  UserId: number; UserName: string; FirstName: string; LastName: string; Email: string; Phone: string; Role: string;
  detailsUpdated: boolean; cphqUser: boolean; BostonId: string; TransactionFeeSigned: boolean; CanPurchase: boolean; CanSell: boolean;
  ConsultantName: string | null;
}

export interface AccountSummary {
  Id: number; Number: string; Type: number; Currency: string; CurrencySymbol: string; CashIn: number; CashOut: number;
  CashPosition: number; ChargesOut: number; HoldingsIn: number; HoldingsOut: number; SecurityPosition: number; IsDFM: boolean;
  AllowedToPurchase: boolean; AllowedToSell: boolean; AvailableBalance: number; MinCashBalance: number; Percentage: number;
  PendingOrderAmount: number; securityAndCashPosition: number; CreationDate: string;
}

export type CashPosition = Record<string, number>;

export interface Holding {
  Id: number; AccountId: number; ProductId: number; Name: string; ISIN: string; Type: string; Currency: string; CurrencySymbol: string;
  Units: number; LatestNAV: number | null; NavDate: string | null; PurchasedValue: number; CurrentValue: number; Performance: number; PurchaseDate: string;
}
export interface Holdings { Holdings: Holding[]; Totals: { Currency: string; PurchasedValue: number; CurrentValue: number; Performance: number } }

export interface CurrencyRate { Currency: string; Rate_EUR: number; CurrencySymbol: string }

export interface CartItem {
  ID: number; UserInfoId: number; AccountId: number; FundId: number; Name: string; ISIN: string; NAV: number | null; Currency: string;
  ProductType: string; TransactionType: 'Purchase' | 'Sell'; TradeOptions: string; TradeValue: number; Units: number; Amount: number;
  UnitCost?: number | null; CurrentValue?: number | null; CashRebate?: number | null; DiscountPercentage?: number; CashRebateType?: string | null;
  CheckoutOnline?: boolean; CheckoutDocusign?: boolean; NeedsDisclaimer?: boolean; Denomination?: number | null; MinInvest?: number | null; Coupon?: number | null;
}
export interface Cart { Items: CartItem[]; TotalList: { Currency: string; CurrencySymbol: string; Total: number; TotalInAccountCurrency: number }[] }

export interface ConsultantSummary { TotalClients: number; TotalPosition: number; TotalAvailableCash: number; CashPosition: number; SecurityPosition: number; Currency: string }

export interface ClientEntry {
  Id: number; Name: string; UserName: string; Role: string; Email: string; ConsultantName: string | null; Currency: string;
  SecurityAndCashPosition: number; CashPosition: number; SecurityPosition: number;
  AccountInformation: { Id: number; Number: string; Type: number; Currency: string; IsDFM: boolean; securityAndCashPosition: number; CreationDate: string }[];
}

export interface InvestmentSummaryEntry { ProductType: string; Value: number; Percentage: number; Currency: string }

export interface MissingDocumentItem {
  Client: { ID: number; AccountName: string; AccountNumber: string; FirstName: string; LastName: string; CreationDate: string };
  Message: string;
  Documents: { Id: number; DocumentType: string; Message: string; Status: string }[];
}
