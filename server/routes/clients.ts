import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { data, dataSchema, errorResponses } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { holdingsOf, round2 } from '../services/portfolio';
import { clientBook, clientEntries, REFERENCE_CURRENCY } from '../services/clientBook';
import { clientDirectoryPage } from '../services/clientDirectory';
import { CLIENT_DIRECTORY_PAGE_SIZE, type ClientDirectorySort } from '@/engine/clients/directory';

const clientList = { 200: dataSchema({ type: 'array', items: apiRef('clients', 'ClientEntry') }), ...errorResponses };

interface DirectoryQuery {
  search?: string;
  sort?: ClientDirectorySort;
  page?: number;
  pageSize?: number;
}

/** Consultant summary, client list, investment summary and the admin client list (spec §4); the paged client directory (issue 14). */
export const clientRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const adviser = { preHandler: [app.authenticate, app.requireRole('consultant', 'whitelabeladmin', 'ownerofbusiness')] };

  const bookOf = (request: FastifyRequest, everyone = false) => clientBook(db, sessionOf(request), request.brand!.whiteLabelId, everyone);

  app.get(
    '/clients/consultantsummary',
    {
      ...adviser,
      schema: {
        tags: ['clients'],
        response: { 200: dataSchema(apiRef('clients', 'ConsultantSummary')), ...errorResponses },
      },
    },
    async (request) => {
      const book = await bookOf(request);
      const total = (pick: (s: (typeof book.summaries)[number]) => number) =>
        round2(book.summaries.reduce((sum, s) => sum + book.eur(pick(s), s.Currency), 0));
      return data({
        TotalClients: book.clients.length,
        TotalPosition: total((s) => s.securityAndCashPosition),
        TotalAvailableCash: total((s) => s.AvailableBalance),
        CashPosition: total((s) => s.CashPosition),
        SecurityPosition: total((s) => s.SecurityPosition),
        Currency: REFERENCE_CURRENCY,
      });
    },
  );

  app.get(
    '/clients/list',
    {
      ...adviser,
      schema: { tags: ['clients'], response: clientList },
    },
    async (request) => data(clientEntries(await bookOf(request))),
  );

  app.get<{ Querystring: DirectoryQuery }>(
    '/clients/directory',
    {
      ...adviser,
      schema: {
        tags: ['clients'],
        querystring: apiRef('clients', 'ClientDirectoryQuery'),
        response: { 200: dataSchema(apiRef('clients', 'ClientDirectoryPage')), ...errorResponses },
      },
    },
    async (request) => {
      const { search, sort = 'name', page = 1, pageSize = CLIENT_DIRECTORY_PAGE_SIZE } = request.query;
      return data(await clientDirectoryPage(db, sessionOf(request), request.brand!.whiteLabelId, { search, sort, page, pageSize }));
    },
  );

  app.get(
    '/clients/adminlist',
    {
      preHandler: [app.authenticate, app.requireRole('whitelabeladmin', 'ownerofbusiness')],
      schema: { tags: ['clients'], response: clientList },
    },
    async (request) => data(clientEntries(await bookOf(request, true))),
  );

  app.get(
    '/clients/investmentsummary',
    {
      ...adviser,
      schema: {
        tags: ['clients'],
        response: { 200: dataSchema({ type: 'array', items: apiRef('clients', 'InvestmentSummaryEntry') }), ...errorResponses },
      },
    },
    async (request) => {
      const book = await bookOf(request);
      const holdings = await holdingsOf(
        db,
        book.accounts.map((a) => a.id),
        book.rates,
      );
      const byType = new Map<string, number>();
      for (const h of holdings) byType.set(h.Type, (byType.get(h.Type) ?? 0) + book.eur(h.CurrentValue, h.Currency));
      const cash = book.summaries.reduce((s, a) => s + book.eur(a.CashPosition, a.Currency), 0);
      if (book.accounts.length) byType.set('Cash', cash);
      const total = [...byType.values()].reduce((s, v) => s + v, 0);
      return data(
        [...byType.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([ProductType, value]) => ({
            ProductType,
            Value: round2(value),
            Percentage: total ? Math.round((value / total) * 100 * 1e5) / 1e5 : 0,
            Currency: REFERENCE_CURRENCY,
          })),
      );
    },
  );
};
