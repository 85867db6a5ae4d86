import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../lib/apiSchemas';
import { data, dataSchema, errorResponses, forbidden } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { accountForSession } from '../services/users';
import { reportPeriodOf } from '../services/transactionHistory';
import {
  accountStatementOf,
  statementAccountOf,
  statementFileName,
  statementLink,
  statementLinkProblem,
  STATEMENT_LINK_INVALID_MESSAGE,
} from '../services/accountStatement';
import { renderAccountStatement } from '../services/statementPdf';
import { brandLogo } from '../services/statementLogo';
import type { AccountStatementQuery, AccountStatementUrlQuery } from '@/types/generated/api/statements';

/**
 * The account statement (compliance §2.6 'Download Statement', §7 "Account statement and download":
 * accounts/accountstatementurl and accounts/accountstatement). The URL call, with the session's bearer
 * token, checks the account and the period as the transaction report does and answers a signed link;
 * the statement call opens the PDF from that link alone, so a print window can open it.
 */
export const statementRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;

  app.get<{ Querystring: AccountStatementUrlQuery }>(
    '/accounts/accountstatementurl',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['accounts'],
        querystring: apiRef('statements', 'AccountStatementUrlQuery'),
        response: { 200: dataSchema(apiRef('statements', 'StatementLink')), ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const account = await accountForSession(db, session, request.query.platformID);
      const period = reportPeriodOf(app.forms.registry, request.query, new Date());
      const path = request.url.split('?')[0].replace(/accountstatementurl$/, 'accountstatement');
      return data(
        statementLink(
          app.config.jwtSecret,
          path,
          { brand: request.brand?.brand.code ?? '', userId: Number(session.nameid), accountId: account.id, period },
          account.number,
        ),
      );
    },
  );

  app.get<{ Querystring: AccountStatementQuery }>(
    '/accounts/accountstatement',
    {
      schema: {
        tags: ['accounts'],
        security: [],
        querystring: apiRef('statements', 'AccountStatementQuery'),
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const { platformID, userId, expires, signature } = request.query;
      const period = { from: request.query.dateFrom || null, to: request.query.dateTo || null };
      const account = await statementAccountOf(db, platformID);
      // An unknown account and another brand's account fail as a bad signature would: the link says nothing.
      const brand = request.brand;
      if (!account || !brand || account.white_label_id !== brand.whiteLabelId) throw forbidden(STATEMENT_LINK_INVALID_MESSAGE);
      const problem = statementLinkProblem(app.config.jwtSecret, {
        brand: brand.brand.code,
        userId,
        accountId: account.id,
        period,
        expires,
        signature,
      });
      if (problem) throw forbidden(problem);
      const started = performance.now();
      const statement = await accountStatementOf(db, account, period);
      const pdf = await renderAccountStatement(statement, brand.brand, brandLogo(brand.brand));
      request.log.info(
        { accountId: account.id, ms: Math.round(performance.now() - started), bytes: pdf.length },
        'account statement produced',
      );
      // A PDF, not a page: the portal's CSP (object-src 'none') would stop the browser's PDF viewer.
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${statementFileName(account.number, period)}"`)
        .header('Content-Security-Policy', "frame-ancestors 'none'")
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
