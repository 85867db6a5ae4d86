/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/alerts.json. */
// Price alerts on a client's bought funds, with their history (trading spec §2 Alerts panel, §3 Alert item, §4).

import type { Id } from './common';

export interface AlertsQuery {
  accountId?: Id;
}

export interface Alert {
  TradeBuyId: number;
  AccountId: number;
  FundId: number;
  FundName: string;
  ISIN: string;
  ProductType: string;
  Currency: string;
  PurchaseDate: string;
  StartValue: number;
  CurrentValue: number | null;
  OneDay: number | null;
  OneWeek: number | null;
  OneMonth: number | null;
  ThreeMonths: number | null;
  SixMonths: number | null;
  YTD: number | null;
  OneYear: number | null;
  ThreeYears: number | null;
  FiveYears: number | null;
  TenYears: number | null;
  ReturnPercent: number | null;
  GainRate: number | null;
  FallRate: number | null;
  AutoResetGainFallValue: number;
  GainSelection: number;
  FallSelection: number;
  IsFallAutoEmail: boolean;
  IsFallAutoSell: boolean;
  IsAutoReset: boolean;
  IsGainAutoEmail: boolean;
  IsGainAutoSell: boolean;
  IsGainAutoReset: boolean;
  History: Array<{
    Date: string;
    State: string;
    GainRate: number | null;
    FallRate: number | null;
    NewGainRate: number | null;
    NewFallRate: number | null;
  }>;
  ModifiedDate: string | null;
}

export interface SaveRequest {
  GainRate?: unknown;
  FallRate?: unknown;
  AutoResetGainFallValue?: unknown;
  GainSelection?: unknown;
  FallSelection?: unknown;
  TradeId?: unknown;
  [key: string]: unknown;
}
