/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/accounts.json. */
// A client's accounts: list, summaries, cash position, holdings and their transactions, conversion rates (portal-shell spec §7, trading spec §7).

import type { DayMonthYear, Id, Isin, Money } from './common';

export interface ClientQuery {
  clientId?: Id;
}

export interface AccountQuery {
  accountId: Id;
}

export interface HoldingTransactionsQuery {
  accountId: Id;
  ISIN?: Isin;
}

export interface Account {
  Id: number;
  Number: string;
  Type: number;
  TypeName: string;
  Currency: string;
  IsDFM: boolean;
  CreationDate: DayMonthYear;
}

export interface AccountSummary {
  Id: number;
  Number: string;
  Type: number;
  Currency: string;
  CurrencySymbol: string;
  CashIn: Money;
  CashOut: Money;
  CashPosition: Money;
  ChargesOut: Money;
  HoldingsIn: Money;
  HoldingsOut: Money;
  SecurityPosition: Money;
  IsDFM: boolean;
  AllowedToPurchase: boolean;
  AllowedToSell: boolean;
  AvailableBalance: Money;
  MinCashBalance: Money;
  Percentage: number;
  PendingOrderAmount: Money;
  securityAndCashPosition: Money;
  CreationDate: DayMonthYear;
}

/** Cash of the account by currency code. */
export type CashPosition = Record<string, number>;

export interface Holding {
  Id: number;
  AccountId: number;
  ProductId: number;
  Name: string;
  ISIN: string;
  Type: string;
  Currency: string;
  CurrencySymbol: string;
  Units: number;
  LatestNAV: number | null;
  NavDate: string | null;
  PurchasedValue: Money;
  CurrentValue: Money;
  Performance: number;
  PurchaseDate: string;
}

export interface HoldingsTotals {
  Currency: string;
  PurchasedValue: Money;
  CurrentValue: Money;
  Performance: number;
}

export interface Holdings {
  Holdings: Holding[];
  Totals: HoldingsTotals;
}

export interface HoldingTransaction {
  Id: number;
  Date: string;
  TransactionType: string;
  ISIN: string;
  Name: string;
  ProductType: string;
  Units: number | null;
  Price: number | null;
  Amount: Money;
  Currency: string;
  CurrencySymbol: string;
  OrderId: number | null;
  Description: string;
}

export interface CurrencyRate {
  Currency: string;
  Rate_EUR: number;
  CurrencySymbol: string;
}
