import type { FastifyPluginAsync } from 'fastify';
import { data, dataSchema, errorResponses } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { accountForSession, clientForSession } from '../services/users';
import { accountsOfUser, securityTransactionsOf } from '../services/accounts';
import { cashPositionOf, convert, holdingsOf, loadRates, ownSummariesFast, round2, summariesOf } from '../services/portfolio';
import { summaryCacheOf } from '../services/summaryCache';
import { isClientRole } from '@/engine/session/roles';
import { toDayMonthYear } from '../lib/dates';
import { accountTypeName } from '@/engine/accountOpening/accountTypes';
import type { CashTransactionHistoryQuery } from '@/types/generated/api/transactions';
import { ALL_CASH_TRANSACTION_TYPES, reportPeriodOf, transactionDetailsOf } from '../services/transactionHistory';

const clientQuery = apiRef('accounts', 'ClientQuery');
const accountQuery = apiRef('accounts', 'AccountQuery');

/** Account list, summaries, cash position, holdings and conversion rates (spec §7, trading §7). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const auth = { preHandler: [app.authenticate] };
  // PostgreSQL: a client's own summaries kept per node until a notice from any node changes them.
  const summaryCache = app.db.dialect === 'postgres' ? summaryCacheOf(app.changes) : null;

  async function accountsOfClient(request: Parameters<typeof sessionOf>[0], clientId?: number) {
    const client = await clientForSession(db, sessionOf(request), clientId);
    return accountsOfUser(db, client.id);
  }

  app.get<{ Querystring: { clientId?: number } }>(
    '/accounts/',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: clientQuery,
        response: { 200: dataSchema({ type: 'array', items: apiRef('accounts', 'Account') }), ...errorResponses },
      },
    },
    async (request) => {
      const accounts = await accountsOfClient(request, request.query.clientId);
      return data(
        accounts.map((a) => ({
          Id: a.id,
          Number: a.number,
          Type: a.type_code,
          TypeName: accountTypeName(a.type_code),
          Currency: a.currency,
          IsDFM: a.is_dfm === 1,
          CreationDate: toDayMonthYear(a.created_at),
        })),
      );
    },
  );

  app.get<{ Querystring: { clientId?: number } }>(
    '/accounts/summary/',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: clientQuery,
        response: { 200: dataSchema({ type: 'array', items: apiRef('accounts', 'AccountSummary') }), ...errorResponses },
      },
    },
    async (request) => {
      // Hot path (SQLite): a client's own summaries, cached until the next write; anything else the general path.
      const fast = await ownSummariesFast(db, app.db.sqlite, Number(sessionOf(request).nameid), request.query.clientId);
      if (fast) return data(fast);
      const session = sessionOf(request);
      const self = Number(session.nameid);
      const cached = summaryCache && isClientRole(session.role) && [undefined, self].includes(request.query.clientId);
      const hit = cached ? summaryCache.get(self) : undefined;
      if (hit) return data(hit);
      const since = summaryCache?.position ?? 0;
      const accounts = await accountsOfClient(request, request.query.clientId);
      const summaries = await summariesOf(db, accounts, await loadRates(db));
      if (cached)
        summaryCache.set(
          self,
          accounts.map((a) => a.id),
          summaries,
          since,
        );
      return data(summaries);
    },
  );

  app.get<{ Querystring: { accountId: number } }>(
    '/accounts/cashposition',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: accountQuery,
        response: { 200: dataSchema(apiRef('accounts', 'CashPosition')), ...errorResponses },
      },
    },
    async (request) => {
      const account = await accountForSession(db, sessionOf(request), request.query.accountId);
      return data(await cashPositionOf(db, account.id));
    },
  );

  app.get<{ Querystring: { accountId: number } }>(
    '/accounts/holdings',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: accountQuery,
        response: { 200: dataSchema(apiRef('accounts', 'Holdings')), ...errorResponses },
      },
    },
    async (request) => {
      const account = await accountForSession(db, sessionOf(request), request.query.accountId);
      const rates = await loadRates(db);
      const holdings = await holdingsOf(db, [account.id], rates);
      const purchased = holdings.reduce((s, h) => s + convert(h.PurchasedValue, h.Currency, account.currency, rates), 0);
      const current = holdings.reduce((s, h) => s + convert(h.CurrentValue, h.Currency, account.currency, rates), 0);
      return data({
        Holdings: holdings,
        Totals: {
          Currency: account.currency,
          PurchasedValue: round2(purchased),
          CurrentValue: round2(current),
          Performance: purchased ? Math.round(((current - purchased) / purchased) * 100 * 1e5) / 1e5 : 0,
        },
      });
    },
  );

  app.get<{ Querystring: { accountId: number; ISIN?: string } }>(
    '/accounts/holdingtransactions',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: apiRef('accounts', 'HoldingTransactionsQuery'),
        response: { 200: dataSchema({ type: 'array', items: apiRef('accounts', 'HoldingTransaction') }), ...errorResponses },
      },
    },
    async (request) => {
      const account = await accountForSession(db, sessionOf(request), request.query.accountId);
      const rates = await loadRates(db);
      const rows = await securityTransactionsOf(db, account.id, request.query.ISIN);
      return data(
        rows.map((r) => ({
          Id: r.id,
          Date: r.transaction_date,
          TransactionType: r.transaction_type,
          ISIN: r.isin,
          Name: r.name,
          ProductType: r.product_type,
          Units: r.units,
          Price: r.price,
          Amount: round2(r.net_amount),
          Currency: r.currency,
          CurrencySymbol: rates.get(r.currency)?.symbol ?? r.currency,
          OrderId: r.order_id ?? null,
          Description: r.description,
        })),
      );
    },
  );

  // Compliance §7 "Transaction history": the path is not shown; named like the other accounts/ calls.
  app.get<{ Querystring: CashTransactionHistoryQuery }>(
    '/accounts/cashtransactionhistory',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: apiRef('transactions', 'CashTransactionHistoryQuery'),
        response: { 200: dataSchema(apiRef('transactions', 'TransactionDetails')), ...errorResponses },
      },
    },
    async (request) => {
      const account = await accountForSession(db, sessionOf(request), request.query.platformID);
      const period = reportPeriodOf(app.forms.registry, request.query, new Date());
      return data(await transactionDetailsOf(db, account, period, request.query.cashTransactionType ?? ALL_CASH_TRANSACTION_TYPES));
    },
  );

  app.get(
    '/accounts/conversionrates',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        response: { 200: dataSchema({ type: 'array', items: apiRef('accounts', 'CurrencyRate') }), ...errorResponses },
      },
    },
    async () => {
      const rates = await loadRates(db);
      return data([...rates.entries()].map(([Currency, r]) => ({ Currency, Rate_EUR: r.rate, CurrencySymbol: r.symbol })));
    },
  );
};
