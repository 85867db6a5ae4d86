import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiRef } from '../lib/apiSchemas';
import { badRequest, conflict, data, dataSchema, errorResponses, forbidden, MESSAGES, notFound } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { about, audited } from '../plugins/audit';
import { isAdviserRole } from '../lib/roles';
import { clientForSession } from '../services/users';
import type { Catalogue, CatalogueProduct } from '../services/catalogue';
import {
  addToWatchlist,
  clientsWatching,
  ownWatchlistItem,
  removeWatchlistItem,
  setWatchlistTargets,
  userBostonIdOf,
  usersByBostonIds,
  watchlistItemIdOf,
  watchlistItemsOf,
} from '../services/watchlist';
import { validateSubmission } from '../forms/validateSubmission';
import { alertFallValueForStorage } from '@/engine/sanitise/alertFallValueForStorage';

export const alreadyInWatchlistMessage = (name: string) => `${name} is already in your watchlist`;
export const NAME_A_PRODUCT_MESSAGE = 'Which product? Send FundId or ISIN.';
export const NO_CLIENT_SELECTED_MESSAGE = 'Select at least one client.';

const watchlistItem = apiRef('watchlist', 'WatchlistItem');

/** Watchlist (trading §2, §3, §7): every user with the watchlist icon keeps one; advisers add funds to their clients'. */
export const watchlistRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const watchers = app.requireRole('client', 'clientreadonly', 'consultant', 'whitelabeladmin', 'ownerofbusiness');
  const read = { preHandler: [app.authenticate, watchers] };
  const write = { preHandler: [app.authenticate, watchers, app.requireWritable] };

  const itemsOf = (userId: number, only?: number) => watchlistItemsOf(db, app.catalogue, userId, only);

  async function productOf(catalogue: Catalogue, body: { FundId?: number; ISIN?: string }): Promise<CatalogueProduct> {
    if (body.FundId === undefined && body.ISIN === undefined) throw badRequest(NAME_A_PRODUCT_MESSAGE);
    const p = body.FundId !== undefined ? catalogue.byProductId(body.FundId) : catalogue.byIsinCode(body.ISIN!);
    if (!p) throw notFound(`The product ${body.ISIN ?? body.FundId} does not exist.`);
    return p;
  }

  const me = (request: FastifyRequest) => Number(sessionOf(request).nameid);

  /**
   * The adviser acting in a client session opened with "log in as" (portal-shell §6: watchlist calls
   * then add the consultant role id): the token's impersonator. A `ConsultantRoleId` sent by the
   * browser must name that same adviser; the server never takes the browser's word for who acted.
   */
  const actingAdviser = (request: FastifyRequest): number | null => {
    const session = sessionOf(request);
    const sent = (request.body as { ConsultantRoleId?: unknown } | undefined)?.ConsultantRoleId;
    const impersonator = session.impersonator ? Number(session.impersonator) : null;
    if (sent !== undefined && sent !== null && String(sent) !== String(impersonator)) throw forbidden(MESSAGES.forbiddenRole);
    return impersonator;
  };

  app.get(
    '/watchlist/getlist',
    {
      ...read,
      schema: { tags: ['watchlist'], response: { 200: dataSchema({ type: 'array', items: watchlistItem }), ...errorResponses } },
    },
    async (request) => data(await itemsOf(me(request))),
  );

  app.post<{ Body: { FundId?: number; ISIN?: string; NAV?: number } }>(
    '/watchlist/addwatchlist',
    {
      ...write,
      config: audited('watchlist.added'),
      schema: {
        tags: ['watchlist'],
        body: apiRef('watchlist', 'AddRequest'),
        response: { 200: dataSchema(watchlistItem), ...errorResponses },
      },
    },
    async (request) => {
      const adviserId = actingAdviser(request);
      const p = await productOf(await app.catalogue.get(), request.body);
      if (!(await addToWatchlist(db, me(request), p, adviserId))) throw conflict(alreadyInWatchlistMessage(p.row.name));
      return data((await itemsOf(me(request), await watchlistItemIdOf(db, me(request), p.row.id)))[0]);
    },
  );

  const ownItem = (request: FastifyRequest, id: number) => ownWatchlistItem(db, me(request), id);

  app.post<{ Body: { ShoppingBasketId: number } }>(
    '/watchlist/removeWatchlist',
    {
      ...write,
      config: audited('watchlist.removed', about('resource', 'body', 'ShoppingBasketId')),
      schema: {
        tags: ['watchlist'],
        body: apiRef('watchlist', 'RemoveRequest'),
        response: { 200: dataSchema(apiRef('watchlist', 'RemovedItem')), ...errorResponses },
      },
    },
    async (request) => {
      actingAdviser(request);
      const row = await ownItem(request, request.body.ShoppingBasketId);
      return data(await removeWatchlistItem(db, row));
    },
  );

  app.post<{ Body: { GainRate?: unknown; FallRate?: unknown; ShoppingBasketId?: unknown } }>(
    '/watchlist/editWatchlist',
    {
      ...write,
      config: audited('watchlist.edited', about('resource', 'body', 'ShoppingBasketId')),
      schema: {
        tags: ['watchlist'],
        body: apiRef('watchlist', 'EditRequest'),
        response: { 200: dataSchema(watchlistItem), ...errorResponses },
      },
    },
    async (request) => {
      actingAdviser(request);
      const { GainRate, FallRate, ShoppingBasketId } = request.body;
      // The browser shows the fall target without its sign; it is stored negative (trading §4).
      const answers: Record<string, unknown> = {
        GainRate,
        ShoppingBasketId,
        FallRate: typeof FallRate === 'number' ? alertFallValueForStorage(FallRate) : FallRate,
      };
      for (const k of Object.keys(answers)) if (answers[k] === undefined) delete answers[k];
      const { answers: valid } = validateSubmission(app.forms.registry, 'watchlist-targets', answers);
      const row = await ownItem(request, valid.ShoppingBasketId);
      await setWatchlistTargets(db, row.id, { gainRate: valid.GainRate, fallRate: valid.FallRate });
      return data((await itemsOf(me(request), row.id))[0]);
    },
  );

  const adviser = { preHandler: [app.authenticate, app.requireRole('consultant', 'whitelabeladmin', 'ownerofbusiness')] };

  app.post<{ Body: { CurrentUserBostonId: string; ClientBostonIds: string[]; FundId?: number; ISIN?: string; NAV?: number } }>(
    '/watchlist/addclientwatchlist',
    {
      ...adviser,
      config: audited('watchlist.addedForClients', about('clients', 'body', 'ClientBostonIds')),
      schema: {
        tags: ['watchlist'],
        // The spec's payload names FundId; a screen that knows the product by ISIN only may send that instead.
        body: apiRef('watchlist', 'AddForClientsRequest'),
        response: { 200: dataSchema(apiRef('watchlist', 'AddForClientsAnswer')), ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { CurrentUserBostonId, ClientBostonIds, FundId, ISIN } = request.body;
      if (!ClientBostonIds.length) throw badRequest(NO_CLIENT_SELECTED_MESSAGE);
      const adviserRow = await userBostonIdOf(db, Number(session.nameid));
      if (adviserRow.boston_id !== CurrentUserBostonId) throw forbidden(MESSAGES.forbiddenRole);
      const p = await productOf(await app.catalogue.get(), { FundId, ISIN });
      const clients = await usersByBostonIds(db, [...new Set(ClientBostonIds)], request.brand!.whiteLabelId);
      if (clients.length !== new Set(ClientBostonIds).size) throw forbidden(MESSAGES.notYourClient);
      // Every client is checked before any watchlist changes: all or nothing.
      for (const c of clients) await clientForSession(db, session, c.id);
      const added: string[] = [];
      const already: string[] = [];
      for (const c of clients) ((await addToWatchlist(db, c.id, p, adviserRow.id)) ? added : already).push(c.boston_id);
      return data({ FundName: p.row.name, Added: added, AlreadyInWatchlist: already });
    },
  );

  app.get<{ Querystring: { ISIN: string; currency?: string } }>(
    '/watchlist/clientlist',
    {
      ...adviser,
      schema: {
        tags: ['watchlist'],
        querystring: apiRef('watchlist', 'ClientListQuery'),
        response: { 200: dataSchema({ type: 'array', items: apiRef('watchlist', 'ClientEntry') }), ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!isAdviserRole(session.role)) throw forbidden(MESSAGES.forbiddenRole);
      const p = (await app.catalogue.get()).byIsinCode(request.query.ISIN);
      if (!p) throw notFound(`The product ${request.query.ISIN} does not exist.`);
      return data(await clientsWatching(db, session, request.brand!.whiteLabelId, p.row.id));
    },
  );
};
