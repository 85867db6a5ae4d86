/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/non-platform-holdings.json. */
// Holdings a client keeps elsewhere, recorded by the adviser, and requests to sell them (trading spec §7).

import type { CurrencyCode, Id } from './common';

export interface AccountQuery {
  accountId: Id;
}

export interface Holdings {
  Holdings: Holding[];
  Totals: {
    Currency: string;
    CurrencySymbol: string;
    Value: number;
  };
}

export interface Holding {
  Id: number;
  AccountId: number;
  Name: string;
  ISIN: string | null;
  Provider: string;
  Currency: string;
  CurrencySymbol: string;
  Units: number;
  Value: number;
  ValuationDate: string;
  SellRequests: Array<{
    Id: number;
    Units: number;
    Status: string;
    RequestedDate: string;
  }>;
}

export interface AddRequest {
  AccountId: Id;
  Name: string;
  ISIN?: Record<string, unknown>;
  Provider: string;
  Currency: CurrencyCode;
  Units: number;
  Value: number;
  ValuationDate: string;
}

export interface UpdateRequest {
  Id: Id;
  Name: string;
  ISIN?: Record<string, unknown>;
  Provider: string;
  Currency: CurrencyCode;
  Units: number;
  Value: number;
  ValuationDate: string;
}

export interface DeleteRequest {
  Id: Id;
}

export interface SellRequest {
  Id: Id;
  Units?: number;
}

export interface SaleRequest {
  Id: number;
  HoldingId: number;
  Name: string;
  Units: number;
  Status: string;
  RequestedDate: string;
  Message: string;
}
