import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, conflict, data, dataSchema, errorResponses, forbidden, idParam, MESSAGES, notFound, plainText } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { isAdviserRole } from '../lib/roles';
import { advisedClientsQuery, clientForSession, fullName } from '../services/users';
import { loadRates } from '../services/portfolio';
import { returnFields, type Catalogue, type CatalogueProduct } from '../services/catalogue';
import { validateSubmission } from '../forms/validateSubmission';
import { alertFallValueForStorage, ALERT_DEFAULTS } from '@/engine/sanitise/alertFallValueForStorage';
import { roundPercent } from '@/engine/trading/roundPercent';
import { num, int, str, numOrNull, strOrNull } from '../lib/jsonTypes';

const isin = { type: 'string', pattern: '^[A-Z]{2}[A-Z0-9]{9}[0-9]$' } as const;

export const WATCHLIST_ITEM_NOT_FOUND_MESSAGE = 'Sorry something went wrong..';
export const alreadyInWatchlistMessage = (name: string) => `${name} is already in your watchlist`;
export const NAME_A_PRODUCT_MESSAGE = 'Which product? Send FundId or ISIN.';
export const NO_CLIENT_SELECTED_MESSAGE = 'Select at least one client.';

const watchlistItem = {
  type: 'object',
  properties: {
    ShoppingBasketId: int, FundId: int, FundName: str, ISIN: str, ProductType: str, Currency: str, CurrencySymbol: str, StartDate: str, ModifiedDate: str,
    StampNAV: numOrNull, NAV: numOrNull, NavDate: strOrNull, OneDay: numOrNull, OneWeek: numOrNull, OneMonth: numOrNull, ThreeMonths: numOrNull,
    SixMonths: numOrNull, YTD: numOrNull, OneYear: numOrNull, ThreeYears: numOrNull, FiveYears: numOrNull, ReturnPercent: numOrNull,
    GainRate: num, FallRate: num, AddedBy: strOrNull,
    Fees: { type: 'object', properties: { InitialFee: numOrNull, ManagementFee: numOrNull, ExitFee: numOrNull, PublishCharge: numOrNull, ActualCharge: numOrNull } },
  },
} as const;

/** Watchlist (trading §2, §3, §7): every user with the watchlist icon keeps one; advisers add funds to their clients'. */
export const watchlistRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const watchers = app.requireRole('client', 'clientreadonly', 'consultant', 'whitelabeladmin', 'ownerofbusiness');
  const read = { preHandler: [app.authenticate, watchers] };
  const write = { preHandler: [app.authenticate, watchers, app.requireWritable] };

  async function itemsOf(userId: number, only?: number) {
    let q = db.selectFrom('watchlist_items').leftJoin('users', 'users.id', 'watchlist_items.added_by')
      .select(['watchlist_items.id', 'watchlist_items.product_id', 'watchlist_items.start_date', 'watchlist_items.modified_date', 'watchlist_items.stamp_nav',
        'watchlist_items.gain_rate', 'watchlist_items.fall_rate', 'users.first_name', 'users.last_name'])
      .where('watchlist_items.user_id', '=', userId);
    if (only !== undefined) q = q.where('watchlist_items.id', '=', only);
    const rows = await q.orderBy('watchlist_items.id').execute();
    const [catalogue, rates] = await Promise.all([app.catalogue.get(), loadRates(db)]);
    return rows.flatMap((r) => {
      const p = catalogue.byProductId(r.product_id);
      if (!p) return [];
      return [{
        ShoppingBasketId: r.id, FundId: p.row.id, FundName: p.row.name, ISIN: p.row.isin, ProductType: p.row.product_type, Currency: p.row.currency,
        CurrencySymbol: rates.get(p.row.currency)?.symbol ?? p.row.currency, StartDate: r.start_date, ModifiedDate: r.modified_date,
        StampNAV: r.stamp_nav, NAV: p.nav, NavDate: p.navDate, ...returnFields(p),
        ReturnPercent: p.nav !== null && r.stamp_nav ? roundPercent((p.nav / r.stamp_nav - 1) * 100) : null,
        GainRate: r.gain_rate, FallRate: r.fall_rate, AddedBy: r.first_name ? fullName({ first_name: r.first_name, last_name: r.last_name ?? '' }) : null,
        Fees: {
          InitialFee: p.fees.InitialFee ?? null, ManagementFee: p.fees.ManagementFee ?? null, ExitFee: p.fees.ExitFee ?? null,
          PublishCharge: p.fees.PublishCharge ?? null, ActualCharge: p.fees.ActualCharge ?? null,
        },
      }];
    });
  }

  async function productOf(catalogue: Catalogue, body: { FundId?: number; ISIN?: string }): Promise<CatalogueProduct> {
    if (body.FundId === undefined && body.ISIN === undefined) throw badRequest(NAME_A_PRODUCT_MESSAGE);
    const p = body.FundId !== undefined ? catalogue.byProductId(body.FundId) : catalogue.byIsinCode(body.ISIN!);
    if (!p) throw notFound(`The product ${body.ISIN ?? body.FundId} does not exist.`);
    return p;
  }

  const today = () => new Date().toISOString().slice(0, 10);

  /** Adds a product to a user's watchlist at today's NAV with the default targets; false when it is there already. */
  async function addTo(userId: number, p: CatalogueProduct, addedBy: number | null): Promise<boolean> {
    const exists = await db.selectFrom('watchlist_items').select('id').where('user_id', '=', userId).where('product_id', '=', p.row.id).executeTakeFirst();
    if (exists) return false;
    try {
      await db.insertInto('watchlist_items').values({
        user_id: userId, product_id: p.row.id, start_date: today(), modified_date: today(), stamp_nav: p.nav,
        gain_rate: ALERT_DEFAULTS.gain, fall_rate: -ALERT_DEFAULTS.fall, added_by: addedBy,
      }).execute();
      return true;
    } catch (error) {
      // Two adds at once: the unique (user, product) constraint keeps one.
      if (['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((error as { code?: unknown }).code))) return false;
      throw error;
    }
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

  app.get('/watchlist/getlist', {
    ...read,
    schema: { tags: ['watchlist'], response: { 200: dataSchema({ type: 'array', items: watchlistItem }), ...errorResponses } },
  }, async (request) => data(await itemsOf(me(request))));

  app.post<{ Body: { FundId?: number; ISIN?: string; NAV?: number } }>('/watchlist/addwatchlist', {
    ...write,
    schema: {
      tags: ['watchlist'],
      body: { type: 'object', additionalProperties: true, properties: { FundId: idParam, ISIN: isin, NAV: num } },
      response: { 200: dataSchema(watchlistItem), ...errorResponses },
    },
  }, async (request) => {
    const adviserId = actingAdviser(request);
    const p = await productOf(await app.catalogue.get(), request.body);
    if (!(await addTo(me(request), p, adviserId))) throw conflict(alreadyInWatchlistMessage(p.row.name));
    const row = await db.selectFrom('watchlist_items').select('id').where('user_id', '=', me(request)).where('product_id', '=', p.row.id).executeTakeFirstOrThrow();
    return data((await itemsOf(me(request), row.id))[0]!);
  });

  async function ownItem(request: FastifyRequest, id: number) {
    const row = await db.selectFrom('watchlist_items').selectAll().where('id', '=', id).where('user_id', '=', me(request)).executeTakeFirst();
    if (!row) throw notFound(WATCHLIST_ITEM_NOT_FOUND_MESSAGE);
    return row;
  }

  app.post<{ Body: { ShoppingBasketId: number } }>('/watchlist/removeWatchlist', {
    ...write,
    schema: {
      tags: ['watchlist'],
      body: { type: 'object', required: ['ShoppingBasketId'], additionalProperties: true, properties: { ShoppingBasketId: idParam } },
      response: { 200: dataSchema({ type: 'object', properties: { Removed: int, FundName: str } }), ...errorResponses },
    },
  }, async (request) => {
    actingAdviser(request);
    const row = await ownItem(request, request.body.ShoppingBasketId);
    const product = await db.selectFrom('products').select('name').where('id', '=', row.product_id).executeTakeFirstOrThrow();
    await db.deleteFrom('watchlist_items').where('id', '=', row.id).execute();
    return data({ Removed: row.id, FundName: product.name });
  });

  app.post<{ Body: { GainRate?: unknown; FallRate?: unknown; ShoppingBasketId?: unknown } }>('/watchlist/editWatchlist', {
    ...write,
    schema: {
      tags: ['watchlist'],
      body: { type: 'object', additionalProperties: true, properties: { GainRate: {}, FallRate: {}, ShoppingBasketId: {} } },
      response: { 200: dataSchema(watchlistItem), ...errorResponses },
    },
  }, async (request) => {
    actingAdviser(request);
    const { GainRate, FallRate, ShoppingBasketId } = request.body;
    // The browser shows the fall target without its sign; it is stored negative (trading §4).
    const answers: Record<string, unknown> = { GainRate, ShoppingBasketId, FallRate: typeof FallRate === 'number' ? alertFallValueForStorage(FallRate) : FallRate };
    for (const k of Object.keys(answers)) if (answers[k] === undefined) delete answers[k];
    const { answers: valid } = validateSubmission(app.forms.registry, 'watchlist-targets', answers);
    const row = await ownItem(request, valid.ShoppingBasketId as number);
    await db.updateTable('watchlist_items').set({ gain_rate: valid.GainRate as number, fall_rate: valid.FallRate as number, modified_date: today() }).where('id', '=', row.id).execute();
    return data((await itemsOf(me(request), row.id))[0]!);
  });

  const adviser = { preHandler: [app.authenticate, app.requireRole('consultant', 'whitelabeladmin', 'ownerofbusiness')] };

  app.post<{ Body: { CurrentUserBostonId: string; ClientBostonIds: string[]; FundId?: number; ISIN?: string; NAV?: number } }>('/watchlist/addclientwatchlist', {
    ...adviser,
    schema: {
      tags: ['watchlist'],
      body: {
        // The spec's payload names FundId; a screen that knows the product by ISIN only may send that instead.
        type: 'object', required: ['CurrentUserBostonId', 'ClientBostonIds'], additionalProperties: true,
        properties: { CurrentUserBostonId: plainText(40, 1), ClientBostonIds: { type: 'array', maxItems: 500, items: plainText(40, 1) }, FundId: idParam, ISIN: isin, NAV: num },
      },
      response: { 200: dataSchema({ type: 'object', properties: { FundName: str, Added: { type: 'array', items: str }, AlreadyInWatchlist: { type: 'array', items: str } } }), ...errorResponses },
    },
  }, async (request) => {
    const session = sessionOf(request);
    const { CurrentUserBostonId, ClientBostonIds, FundId, ISIN } = request.body;
    if (!ClientBostonIds.length) throw badRequest(NO_CLIENT_SELECTED_MESSAGE);
    const adviserRow = await db.selectFrom('users').select(['id', 'boston_id']).where('id', '=', Number(session.nameid)).executeTakeFirstOrThrow();
    if (adviserRow.boston_id !== CurrentUserBostonId) throw forbidden(MESSAGES.forbiddenRole);
    const p = await productOf(await app.catalogue.get(), { FundId, ISIN });
    const clients = await db.selectFrom('users').select(['id', 'boston_id']).where('boston_id', 'in', [...new Set(ClientBostonIds)])
      .where('white_label_id', '=', request.brand!.whiteLabelId).execute();
    if (clients.length !== new Set(ClientBostonIds).size) throw forbidden(MESSAGES.notYourClient);
    // Every client is checked before any watchlist changes: all or nothing.
    for (const c of clients) await clientForSession(db, session, c.id);
    const added: string[] = [];
    const already: string[] = [];
    for (const c of clients) (await addTo(c.id, p, adviserRow.id) ? added : already).push(c.boston_id);
    return data({ FundName: p.row.name, Added: added, AlreadyInWatchlist: already });
  });

  app.get<{ Querystring: { ISIN: string; currency?: string } }>('/watchlist/clientlist', {
    ...adviser,
    schema: {
      tags: ['watchlist'],
      querystring: { type: 'object', required: ['ISIN'], properties: { ISIN: isin, currency: { type: 'string', pattern: '^[A-Z]{3}$' } } },
      response: { 200: dataSchema({ type: 'array', items: { type: 'object', properties: { Id: int, Name: str, BostonId: str, InWatchlist: { type: 'boolean' } } } }), ...errorResponses },
    },
  }, async (request) => {
    const session = sessionOf(request);
    if (!isAdviserRole(session.role)) throw forbidden(MESSAGES.forbiddenRole);
    const p = (await app.catalogue.get()).byIsinCode(request.query.ISIN);
    if (!p) throw notFound(`The product ${request.query.ISIN} does not exist.`);
    const clients = await advisedClientsQuery(db, session, request.brand!.whiteLabelId).select(['id', 'first_name', 'last_name', 'boston_id'])
      .orderBy('last_name').orderBy('first_name').execute();
    const watching = new Set(clients.length
      ? (await db.selectFrom('watchlist_items').select('user_id').where('product_id', '=', p.row.id).where('user_id', 'in', clients.map((c) => c.id)).execute()).map((w) => w.user_id)
      : []);
    return data(clients.map((c) => ({ Id: c.id, Name: fullName(c), BostonId: c.boston_id, InWatchlist: watching.has(c.id) })));
  });
};
