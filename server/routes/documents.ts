import type { FastifyPluginAsync } from 'fastify';
import { data, dataSchema, errorResponses, HttpError, notFound } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { accountForSession, clientIdentityOf, fullName } from '../services/users';
import {
  DEALING_INSTRUCTIONS_CODE,
  DEALING_INSTRUCTIONS_TITLE,
  DOCUMENT_GENERATION_FAILED,
  DOCUMENT_TEMPLATE_CODES,
  NO_DEALING_INSTRUCTIONS_MESSAGE,
  UNKNOWN_TEMPLATE_MESSAGE,
  dealingInstructionsFileName,
  generateDealingInstructionsForm,
  hasDealingInstructions,
  storedTemplate,
  type DocumentTemplateCode,
} from '../services/dealingInstructions';

const accountQuery = apiRef('accounts', 'AccountQuery');

/**
 * Dealing instructions and document templates (trading §2 "Dealing instructions modal", §7
 * "Dealing instruction: accounts dealinginstruction", "Document generation by code: accounts document
 * templates"). Any session that may read the account: the client (read-only too), its adviser.
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const auth = { preHandler: [app.authenticate] };

  app.get<{ Querystring: { accountId: number } }>(
    '/accounts/dealinginstruction',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: accountQuery,
        response: { 200: dataSchema(apiRef('documents', 'DealingInstruction')), ...errorResponses },
      },
    },
    async (request) => {
      const account = await accountForSession(db, sessionOf(request), request.query.accountId);
      if (!hasDealingInstructions({ isDfm: account.is_dfm === 1 })) return data(null);
      return data({
        AccountId: account.id,
        AccountNumber: account.number,
        Title: DEALING_INSTRUCTIONS_TITLE,
        TemplateCode: DEALING_INSTRUCTIONS_CODE,
        FileName: dealingInstructionsFileName(account.number),
        Url: `accounts/documenttemplates?code=${DEALING_INSTRUCTIONS_CODE}&accountId=${account.id}`,
      });
    },
  );

  app.get<{ Querystring: { code: string; accountId: number } }>(
    '/accounts/documenttemplates',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: apiRef('documents', 'DocumentTemplateQuery'),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const account = await accountForSession(db, session, request.query.accountId);
      const code = request.query.code;
      if (!(DOCUMENT_TEMPLATE_CODES as readonly string[]).includes(code)) throw notFound(UNKNOWN_TEMPLATE_MESSAGE);
      if (!hasDealingInstructions({ isDfm: account.is_dfm === 1 })) throw notFound(NO_DEALING_INSTRUCTIONS_MESSAGE);
      const brand = request.brand!.brand;
      let pdf = storedTemplate(app.config.dataDir, brand.code, code as DocumentTemplateCode);
      if (!pdf) {
        const client = await clientIdentityOf(db, account.user_id);
        try {
          pdf = await generateDealingInstructionsForm({
            brand: { code: brand.code, name: brand.name },
            account: { id: account.id, number: account.number, currency: account.currency, isDfm: account.is_dfm === 1 },
            client: { name: fullName(client), bostonId: client.boston_id },
            date: new Date().toISOString().slice(0, 10),
          });
        } catch (error) {
          request.log.error({ err: error }, 'dealing instructions form generation failed');
          throw new HttpError(500, DOCUMENT_GENERATION_FAILED);
        }
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${dealingInstructionsFileName(account.number)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
