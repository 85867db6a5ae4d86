/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/orders.json. */
// Order placement (ProcessTrade, docusignTrade), pending orders and order-form links (trading spec §3 trade request, §4, §7).

import type { CurrencyCode, Id, Isin } from './common';

export interface TradeRequest {
  PurchasedFunds?: BuyLine[];
  SoldFunds?: SellLine[];
  CheckoutOnline?: boolean;
  CheckoutDocusign?: boolean;
  ConfirmDuplicate?: boolean;
  UserInfo: {
    PlatformId: Id;
    UserInfoId?: Id;
    ActiveBostonId?: string;
    CurrentUserBostonId?: string;
    WhiteLabelCode?: string;
    WhiteLabelId?: Id;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export interface BuyLine {
  ID?: Id;
  CartId?: Id;
  ISIN: Isin;
  TradeOptions: 'Amount' | 'Units';
  TradeValue?: number;
  Units?: number;
  Amount?: number;
  CashRebateType?: string | null;
  Forex?: ForexLine[];
  Alert?: AlertLine;
  [key: string]: unknown;
}

export interface SellLine {
  CartId?: Id;
  ISIN: Isin;
  TradeOptions: 'Amount' | 'Units' | 'SellAll';
  TradeValue?: number;
  Units?: number;
  Amount?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ForexLine {
  SellCurrency: CurrencyCode;
  BuyCurrency: CurrencyCode;
  SellAmount?: number;
  BuyAmount: number;
}

export type AlertLine = {
  CartId?: Id;
  GainRate?: number | null;
  FallRate?: number | null;
  AutoResetGainFallValue?: number | null;
  GainSelection?: Record<string, unknown>;
  FallSelection?: Record<string, unknown>;
} | null;

export interface IdempotencyHeaders {
  'idempotency-key'?: string;
}

export interface OrderAnswer {
  OrderId: number;
  AccountId: number;
  Status: string;
  CheckoutType: string;
  OrderDate: string;
  CreatedAt: string;
  Currency: string;
  PendingOrderAmount: number;
  AvailableBalance: number;
  PurchasedFunds: Array<{
    OrderLineId: number;
    CartId: number | null;
    ISIN: string;
    Name: string;
    ProductType: string;
    Currency: string;
    TradeOptions: string;
    TradeValue: number;
    Units: number;
    Amount: number;
    Price: number;
    CashRebateType: string | null;
    Status: string;
    Forex: Array<{
      SellCurrency: string;
      SellAmount: number;
      BuyCurrency: string;
      BuyAmount: number;
    }>;
    Alert: Record<string, unknown> | null;
  }>;
  SoldFunds: Array<{
    OrderLineId: number;
    CartId: number | null;
    ISIN: string;
    Name: string;
    ProductType: string;
    Currency: string;
    TradeOptions: string;
    Units: number;
    Amount: number;
    Price: number;
    SellAll: boolean;
    Status: string;
  }>;
  PDFDetails: {
    SignerDetails: Array<{
      SignerOrder: number;
      IsCC: boolean;
      SignerRole: string;
      SignerName: string;
      SignerEmailAddress: string;
    }>;
    PDFUrls: Array<{
      FileName: string;
      PDFUrl: string;
    }>;
  };
}

export interface PendingOrdersQuery {
  accountId: Id;
}

export interface PendingOrders {
  Purchase: PendingOrder[];
  Sell: PendingOrder[];
}

export interface PendingOrder {
  OrderId: number;
  OrderLineId: number;
  ISIN: string;
  Name: string;
  ProductType: string;
  ORDER_DATE: string;
  CreatedAt: string;
  QUANTITY: number;
  Units: number;
  Amount: number;
  Currency: string;
  TransactionType: 'Purchase' | 'Sell';
  TradeOptions: string;
  Status: string;
  CheckoutType: string;
}

export interface OrderFormQuery {
  OrderId: Id;
  expires: number;
  signature: string;
}

export interface OrderFormUrlQuery {
  OrderId: Id;
}

export interface OrderFormLink {
  FileName: string;
  PDFUrl: string;
  ExpiresAt: string;
}
