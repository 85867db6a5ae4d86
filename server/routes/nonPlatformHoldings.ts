import type { FastifyPluginAsync } from 'fastify';
import { data, dataSchema, errorResponses, idParam, plainText } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { accountForSession } from '../services/users';
import {
  addNonPlatformHolding, NON_PLATFORM_NAME_MAX, nonPlatformHoldingsOf, removeNonPlatformHolding, requestNonPlatformSale, updateNonPlatformHolding,
  type NonPlatformHoldingInput,
} from '../services/nonPlatformHoldings';
import { num, int, str, strOrNull } from '../lib/jsonTypes';

const accountQuery = { type: 'object', required: ['accountId'], properties: { accountId: idParam } } as const;

const holdingItem = {
  type: 'object',
  properties: {
    Id: int, AccountId: int, Name: str, ISIN: strOrNull, Provider: str, Currency: str, CurrencySymbol: str, Units: num, Value: num, ValuationDate: str,
    SellRequests: { type: 'array', items: { type: 'object', properties: { Id: int, Units: num, Status: str, RequestedDate: str } } },
  },
} as const;

const holdingsAnswer = dataSchema({
  type: 'object',
  properties: { Holdings: { type: 'array', items: holdingItem }, Totals: { type: 'object', properties: { Currency: str, CurrencySymbol: str, Value: num } } },
});

/** The fields of a holding held elsewhere; bounds the service checks again after trimming. */
const holdingFields = {
  Name: plainText(NON_PLATFORM_NAME_MAX + 20, 1),
  ISIN: { anyOf: [{ type: 'string', pattern: '^([A-Za-z]{2}[A-Za-z0-9]{9}[0-9])?$' }, { type: 'null' }] },
  Provider: plainText(NON_PLATFORM_NAME_MAX + 20, 1),
  Currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  Units: { type: 'number', maximum: 1e12 },
  Value: { type: 'number', maximum: 1e12 },
  ValuationDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
} as const;
const holdingRequired = ['Name', 'Provider', 'Currency', 'Units', 'Value', 'ValuationDate'] as const;

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

  app.get<{ Querystring: { accountId: number } }>('/accounts/nonplatformholdings', {
    ...auth,
    schema: { tags: ['accounts'], querystring: accountQuery, response: { 200: holdingsAnswer, ...errorResponses } },
  }, async (request) => {
    const account = await accountForSession(db, sessionOf(request), request.query.accountId);
    return data(await nonPlatformHoldingsOf(db, account));
  });

  app.post<{ Body: AddBody }>('/accounts/nonplatformholdings/add', {
    ...auth,
    schema: {
      tags: ['accounts'],
      body: { type: 'object', additionalProperties: false, required: ['AccountId', ...holdingRequired], properties: { AccountId: idParam, ...holdingFields } },
      response: { 200: holdingsAnswer, ...errorResponses },
    },
  }, async (request) => {
    const { AccountId, ...input } = request.body;
    const { account } = await addNonPlatformHolding(db, sessionOf(request), AccountId, input);
    return data(await nonPlatformHoldingsOf(db, account));
  });

  app.post<{ Body: UpdateBody }>('/accounts/nonplatformholdings/update', {
    ...auth,
    schema: {
      tags: ['accounts'],
      body: { type: 'object', additionalProperties: false, required: ['Id', ...holdingRequired], properties: { Id: idParam, ...holdingFields } },
      response: { 200: holdingsAnswer, ...errorResponses },
    },
  }, async (request) => {
    const { Id, ...input } = request.body;
    const { account } = await updateNonPlatformHolding(db, sessionOf(request), Id, input);
    return data(await nonPlatformHoldingsOf(db, account));
  });

  app.post<{ Body: { Id: number } }>('/accounts/nonplatformholdings/delete', {
    ...auth,
    schema: {
      tags: ['accounts'],
      body: { type: 'object', additionalProperties: false, required: ['Id'], properties: { Id: idParam } },
      response: { 200: holdingsAnswer, ...errorResponses },
    },
  }, async (request) => {
    const { account } = await removeNonPlatformHolding(db, sessionOf(request), request.body.Id);
    return data(await nonPlatformHoldingsOf(db, account));
  });

  app.post<{ Body: { Id: number; Units?: number } }>('/accounts/nonplatformholdings/sell', {
    ...auth,
    schema: {
      tags: ['accounts'],
      body: { type: 'object', additionalProperties: false, required: ['Id'], properties: { Id: idParam, Units: { type: 'number', maximum: 1e12 } } },
      response: {
        200: dataSchema({ type: 'object', properties: { Id: int, HoldingId: int, Name: str, Units: num, Status: str, RequestedDate: str, Message: str } }),
        ...errorResponses,
      },
    },
  }, async (request) => data(await requestNonPlatformSale(db, sessionOf(request), request.body.Id, request.body.Units)));
};
