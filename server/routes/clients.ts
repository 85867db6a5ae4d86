import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { data, dataSchema, errorResponses } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { fullName } from '../services/users';
import { holdingsOf, round2 } from '../services/portfolio';
import { clientBook, REFERENCE_CURRENCY, type ClientBook } from '../services/clientBook';

const clientList = { 200: dataSchema({ type: 'array', items: apiRef('clients', 'ClientEntry') }), ...errorResponses };

/** Consultant summary, client list, investment summary and the admin client list (spec §4). */
export const clientRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const adviser = { preHandler: [app.authenticate, app.requireRole('consultant', 'whitelabeladmin', 'ownerofbusiness')] };

  const bookOf = (request: FastifyRequest, everyone = false) => clientBook(db, sessionOf(request), request.brand!.whiteLabelId, everyone);

  function listEntries(book: ClientBook) {
    return book.clients.map((c) => {
      const mine = book.summaries.filter((s) => book.accounts.find((a) => a.id === s.Id)?.user_id === c.id);
      const consultant = book.consultants.find((x) => x.id === c.consultant_id);
      return {
        Id: c.id,
        Name: fullName(c),
        UserName: c.username,
        Role: c.role,
        Email: c.email,
        ConsultantName: consultant ? fullName(consultant) : null,
        Currency: REFERENCE_CURRENCY,
        SecurityAndCashPosition: round2(mine.reduce((s, a) => s + book.eur(a.securityAndCashPosition, a.Currency), 0)),
        CashPosition: round2(mine.reduce((s, a) => s + book.eur(a.CashPosition, a.Currency), 0)),
        SecurityPosition: round2(mine.reduce((s, a) => s + book.eur(a.SecurityPosition, a.Currency), 0)),
        AccountInformation: mine.map((a) => ({
          Id: a.Id,
          Number: a.Number,
          Type: a.Type,
          Currency: a.Currency,
          IsDFM: a.IsDFM,
          securityAndCashPosition: a.securityAndCashPosition,
          CreationDate: a.CreationDate,
        })),
      };
    });
  }

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
    async (request) => data(listEntries(await bookOf(request))),
  );

  app.get(
    '/clients/adminlist',
    {
      preHandler: [app.authenticate, app.requireRole('whitelabeladmin', 'ownerofbusiness')],
      schema: { tags: ['clients'], response: clientList },
    },
    async (request) => data(listEntries(await bookOf(request, true))),
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
