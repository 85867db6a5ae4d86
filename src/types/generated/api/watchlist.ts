/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/watchlist.json. */
// Watchlists: a user's watched funds with gain and fall targets; advisers add funds to their clients' (trading spec §2, §3, §7).

import type { CurrencyCode, Id, Isin } from './common';

export interface WatchlistItem {
  ShoppingBasketId: number;
  FundId: number;
  FundName: string;
  ISIN: string;
  ProductType: string;
  Currency: string;
  CurrencySymbol: string;
  StartDate: string;
  ModifiedDate: string;
  StampNAV: number | null;
  NAV: number | null;
  NavDate: string | null;
  OneDay: number | null;
  OneWeek: number | null;
  OneMonth: number | null;
  ThreeMonths: number | null;
  SixMonths: number | null;
  YTD: number | null;
  OneYear: number | null;
  ThreeYears: number | null;
  FiveYears: number | null;
  ReturnPercent: number | null;
  GainRate: number;
  FallRate: number;
  AddedBy: string | null;
  Fees: {
    InitialFee: number | null;
    ManagementFee: number | null;
    ExitFee: number | null;
    PublishCharge: number | null;
    ActualCharge: number | null;
  };
}

export interface AddRequest {
  FundId?: Id;
  ISIN?: Isin;
  NAV?: number;
  [key: string]: unknown;
}

export interface RemoveRequest {
  ShoppingBasketId: Id;
  [key: string]: unknown;
}

export interface RemovedItem {
  Removed: number;
  FundName: string;
}

export interface EditRequest {
  GainRate?: unknown;
  FallRate?: unknown;
  ShoppingBasketId?: unknown;
  [key: string]: unknown;
}

export interface AddForClientsRequest {
  CurrentUserBostonId: string;
  ClientBostonIds: string[];
  FundId?: Id;
  ISIN?: Isin;
  NAV?: number;
  [key: string]: unknown;
}

export interface AddForClientsAnswer {
  FundName: string;
  Added: string[];
  AlreadyInWatchlist: string[];
}

export interface ClientListQuery {
  ISIN: Isin;
  currency?: CurrencyCode;
}

export interface ClientEntry {
  Id: number;
  Name: string;
  BostonId: string;
  InWatchlist: boolean;
}
