/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/audit.json. */
// The audit trail the client sees and the personal data export (issue 15 items 5 and 7).

import type { Id } from './common';

/** One page of the acts done for the signed-in client, newest first. */
export interface AuditPageQuery {
  page?: number;
  pageSize?: number;
}

/** One page of the acts done for a client of the administrator's brand, newest first. */
export interface ClientActsQuery {
  clientId: Id;
  page?: number;
  pageSize?: number;
}

/** One act done for the client: by an adviser acting as the client ("log in as") or by an administrator. */
export interface AuditEntry {
  Id: number;
  /** When (ISO 8601, UTC). */
  Date: string;
  /** Who: the adviser's or administrator's name. */
  By: string;
  /** Who, in words: Your adviser, Administrator, Owner of the business, Platform administrator. */
  ByRole: string;
  /** True when done through "log in as", in the client's own session. */
  ActingAsYou: boolean;
  /** The act's key (AUDIT_ACTIONS in src/engine/audit). */
  Action: string;
  /** What was done, in words. */
  Description: string;
}

export interface AuditPage {
  Entries: AuditEntry[];
  TotalCount: number;
  Page: number;
  PageSize: number;
}

/** An act as an administrator reads it: the client's entry with the actor's user id, the route, the resource and the request id. */
export interface ClientActEntry {
  Id: number;
  Date: string;
  By: string;
  ByRole: string;
  ActingAsYou: boolean;
  Action: string;
  Description: string;
  ByUserId: number;
  Method: string;
  /** The route as declared, e.g. /api/products/addCart. */
  Route: string;
  /** The id of what the act changed, where the request names it. */
  ResourceId: string | null;
  /** The request id of the act (the x-request-id of its answer). */
  RequestId: string;
}

export interface ClientActsPage {
  Entries: ClientActEntry[];
  TotalCount: number;
  Page: number;
  PageSize: number;
  ClientId: number;
}

/** A client downloads its own data (no clientId); an administrator of the client's brand names the client. */
export interface AccountDataExportQuery {
  clientId?: Id;
}
