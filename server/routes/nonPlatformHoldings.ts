import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../lib/apiSchemas';
import { data, dataSchema, errorResponses } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { about, audited } from '../plugins/audit';
import { accountForSession } from '../services/users';
import {
  addNonPlatformHolding,
  nonPlatformHoldingsOf,
  removeNonPlatformHolding,
  requestNonPlatformSale,
  updateNonPlatformHolding,
  type NonPlatformHoldingInput,
} from '../services/nonPlatformHoldings';

const holdingsAnswer = dataSchema(apiRef('non-platform-holdings', 'Holdings'));

type AddBody = NonPlatformHoldingInput & { AccountId: number };
type UpdateBody = NonPlatformHoldingInput & { Id: number };

/**
 * Non-platform holdings (trading §7 "Holdings, non-platform holdings, totals, sell non-platform
 * holdings"): what the client holds elsewhere, recorded by its adviser, with a total in the account's
 * currency; the client may ask for a holding to be sold and transferred in (an instruction, not a trade).
 */
export const nonPlatformHoldingRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const auth = { preHandler: [app.authenticate] };

  app.get<{ Querystring: { accountId: number } }>(
    '/accounts/nonplatformholdings',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: apiRef('non-platform-holdings', 'AccountQuery'),
        response: { 200: holdingsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const account = await accountForSession(db, sessionOf(request), request.query.accountId);
      return data(await nonPlatformHoldingsOf(db, account));
    },
  );

  app.post<{ Body: AddBody }>(
    '/accounts/nonplatformholdings/add',
    {
      ...auth,
      config: audited('nonPlatformHolding.added', about('account', 'body', 'AccountId')),
      schema: {
        tags: ['accounts'],
        body: apiRef('non-platform-holdings', 'AddRequest'),
        response: { 200: holdingsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { AccountId, ...input } = request.body;
      const { account } = await addNonPlatformHolding(db, sessionOf(request), AccountId, input);
      return data(await nonPlatformHoldingsOf(db, account));
    },
  );

  app.post<{ Body: UpdateBody }>(
    '/accounts/nonplatformholdings/update',
    {
      ...auth,
      config: audited('nonPlatformHolding.updated', about('nonPlatformHolding', 'body', 'Id')),
      schema: {
        tags: ['accounts'],
        body: apiRef('non-platform-holdings', 'UpdateRequest'),
        response: { 200: holdingsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { Id, ...input } = request.body;
      const { account } = await updateNonPlatformHolding(db, sessionOf(request), Id, input);
      return data(await nonPlatformHoldingsOf(db, account));
    },
  );

  app.post<{ Body: { Id: number } }>(
    '/accounts/nonplatformholdings/delete',
    {
      ...auth,
      config: audited('nonPlatformHolding.removed', about('nonPlatformHolding', 'body', 'Id')),
      schema: {
        tags: ['accounts'],
        body: apiRef('non-platform-holdings', 'DeleteRequest'),
        response: { 200: holdingsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { account } = await removeNonPlatformHolding(db, sessionOf(request), request.body.Id);
      return data(await nonPlatformHoldingsOf(db, account));
    },
  );

  app.post<{ Body: { Id: number; Units?: number } }>(
    '/accounts/nonplatformholdings/sell',
    {
      ...auth,
      config: audited('nonPlatformHolding.saleRequested', about('nonPlatformHolding', 'body', 'Id')),
      schema: {
        tags: ['accounts'],
        body: apiRef('non-platform-holdings', 'SellRequest'),
        response: {
          200: dataSchema(apiRef('non-platform-holdings', 'SaleRequest')),
          ...errorResponses,
        },
      },
    },
    async (request) => data(await requestNonPlatformSale(db, sessionOf(request), request.body.Id, request.body.Units)),
  );
};
