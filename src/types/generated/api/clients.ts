/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/clients.json. */
// An adviser's book: consultant summary, client lists and investment summary (portal-shell spec §4).

import type { DayMonthYear, Money } from './common';

/** Totals over the adviser's clients, in the reference currency. */
export interface ConsultantSummary {
  TotalClients: number;
  TotalPosition: Money;
  TotalAvailableCash: Money;
  CashPosition: Money;
  SecurityPosition: Money;
  Currency: string;
}

export interface ClientAccount {
  Id: number;
  Number: string;
  Type: number;
  Currency: string;
  IsDFM: boolean;
  securityAndCashPosition: Money;
  CreationDate: DayMonthYear;
}

export interface ClientEntry {
  Id: number;
  Name: string;
  UserName: string;
  Role: string;
  Email: string;
  ConsultantName: string | null;
  SecurityAndCashPosition: Money;
  CashPosition: Money;
  SecurityPosition: Money;
  Currency: string;
  AccountInformation: ClientAccount[];
}

export interface InvestmentSummaryEntry {
  ProductType: string;
  Value: Money;
  Percentage: number;
  Currency: string;
}
