import { http, unwrap } from './client';
import type { AccountStatementUrlQuery, StatementLink } from '@/types/api';

/**
 * GET accounts/accountstatementurl (compliance §7 "Account statement and download"): a signed link,
 * valid a short while, that opens the account's statement PDF for the period without a bearer header.
 * @param query - platformID, dateFrom and dateTo (yyyy-MM-dd) or getAllTransactions
 */
export const getAccountStatementUrl = (query: AccountStatementUrlQuery) =>
  http.get<{ Data: StatementLink }>('accounts/accountstatementurl', { params: query }).then(unwrap);
