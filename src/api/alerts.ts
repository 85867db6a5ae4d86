import { http, unwrap } from './client';

/** One entry of an alert's history (trading §3). */
export interface AlertHistoryEntry { Date: string; State: string; GainRate: number | null; FallRate: number | null; NewGainRate: number | null; NewFallRate: number | null }

/** A price alert (trading §3 "Alert item"; docs/api.md AlertItem). FallRate is stored negative. */
export interface AlertItem {
  TradeBuyId: number; AccountId: number; FundId: number; FundName: string; ISIN: string; ProductType: string; Currency: string;
  PurchaseDate: string; StartValue: number; CurrentValue: number | null;
  OneDay: number | null; OneWeek: number | null; OneMonth: number | null; ThreeMonths: number | null; SixMonths: number | null; YTD: number | null;
  OneYear: number | null; ThreeYears: number | null; FiveYears: number | null; TenYears: number | null; ReturnPercent: number | null;
  GainRate: number | null; FallRate: number | null; AutoResetGainFallValue: number; GainSelection: number; FallSelection: number;
  IsFallAutoEmail: boolean; IsFallAutoSell: boolean; IsAutoReset: boolean; IsGainAutoEmail: boolean; IsGainAutoSell: boolean; IsGainAutoReset: boolean;
  History: AlertHistoryEntry[];
  ModifiedDate: string | null;
}

/** What the Reset Alert screen saves (trading §7 "alerts save"). */
export interface AlertUpdate {
  TradeId: number; GainRate?: number; FallRate?: number; AutoResetGainFallValue?: number; GainSelection: number; FallSelection: number;
}

/** GET alerts: the client's alerts, of one account when given. */
export const getAlerts = (accountId?: number) =>
  http.get<{ Data: AlertItem[] }>('alerts', { params: accountId ? { accountId } : undefined }).then(unwrap);

/** POST alerts/save. */
export const saveAlert = (body: AlertUpdate) => http.post<{ Data: AlertItem }>('alerts/save', body).then(unwrap);
