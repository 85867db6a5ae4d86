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

/** One page of the adviser's client directory (issue 14 item 6): a consultant's own clients, an admin's or owner's every client of the brand. search matches name, user name, e-mail and account number, case-insensitively and literally (% and _ are characters). sort: name, total position (EUR) or number of accounts, '-' for descending; sorting by position needs a search that matches at most 500 clients (positions move with prices and are computed, not stored). */
export interface ClientDirectoryQuery {
  search?: string;
  sort?: 'name' | '-name' | 'position' | '-position' | 'accounts' | '-accounts';
  page?: number;
  pageSize?: number;
}

export interface ClientDirectoryPage {
  Clients: ClientEntry[];
  /** Clients the search matches. */
  TotalCount: number;
  Page: number;
  PageSize: number;
}
