import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, Database, NonPlatformHoldingTable } from '../db/schema';
import { badRequest, conflict, forbidden, MESSAGES, notFound } from '../lib/http';
import { isAdviserRole } from '@/engine/session/roles';
import type { SessionClaims } from '../plugins/auth';
import { accountForSession, fullName } from './users';
import { convert, loadRates, round2, type Rates } from './portfolio';
import { queueEmail } from './outbox';

export const NON_PLATFORM_NAME_MAX = 120;
export const NON_PLATFORM_HOLDING_NOT_FOUND_MESSAGE = 'This holding held elsewhere could not be found. Please refresh the page.';
export const NON_PLATFORM_ADVISER_ONLY_MESSAGE = 'Only your adviser can add, change or remove holdings held elsewhere.';
export const NON_PLATFORM_SELL_CLIENT_ONLY_MESSAGE =
  'A sale of a holding held elsewhere can only be requested by the client or an adviser logged in as the client.';
export const NON_PLATFORM_UNITS_MESSAGE = 'Units must be greater than 0.';
export const NON_PLATFORM_VALUE_MESSAGE = 'Value must be 0 or more.';
export const NON_PLATFORM_NAME_MESSAGE = `Name must be 1 to ${NON_PLATFORM_NAME_MAX} characters.`;
export const NON_PLATFORM_PROVIDER_MESSAGE = `Provider must be 1 to ${NON_PLATFORM_NAME_MAX} characters.`;
export const NON_PLATFORM_DATE_MESSAGE = 'Valuation date must be a date (YYYY-MM-DD) that is not in the future.';
export const NON_PLATFORM_SELL_UNITS_MESSAGE = 'Units to sell must be greater than 0 and no more than the units held.';
export const nonPlatformCurrencyMessage = (known: string[]) => `Currency must be one of ${known.join(', ')}.`;
export const nonPlatformDuplicateSellMessage = (name: string) =>
  `You have already requested the sale of these units of ${name}. Your adviser is processing that request.`;
export const nonPlatformSellRequestedMessage = (name: string) =>
  `Your request to sell ${name} has been sent to your adviser. The proceeds will be transferred to this account.`;

export interface NonPlatformHoldingInput {
  Name: string;
  ISIN?: string | null;
  Provider: string;
  Currency: string;
  Units: number;
  Value: number;
  ValuationDate: string;
}

/** Who acts: the adviser (directly, or the impersonator of a client session) or the client. */
function actorOf(session: SessionClaims) {
  return {
    userId: Number(session.impersonator ?? session.nameid),
    impersonatorId: session.impersonator ? Number(session.impersonator) : null,
  };
}

/**
 * Advisers record holdings held elsewhere: a consultant, white-label admin or owner of business,
 * directly or logged in as the client; never the client on its own (it is the adviser's record).
 */
export function assertMayRecord(session: SessionClaims): void {
  if (session.role === 'clientreadonly') throw forbidden(MESSAGES.readOnly);
  const direct = isAdviserRole(session.role) && !session.impersonator;
  const asClient = session.role === 'client' && !!session.impersonator;
  if (!direct && !asClient) throw forbidden(NON_PLATFORM_ADVISER_ONLY_MESSAGE);
}

/** The client asks for the sale: the client itself or an adviser logged in as the client. */
export function assertMayRequestSale(session: SessionClaims): void {
  if (session.role === 'clientreadonly') throw forbidden(MESSAGES.readOnly);
  if (session.role !== 'client') throw forbidden(NON_PLATFORM_SELL_CLIENT_ONLY_MESSAGE);
}

/** Checks the rules the route schema cannot (trimmed lengths, known currency, dates); returns the clean row values. */
export function cleanInput(input: NonPlatformHoldingInput, rates: Rates, today: string) {
  const name = input.Name.trim();
  const provider = input.Provider.trim();
  if (name.length < 1 || name.length > NON_PLATFORM_NAME_MAX) throw badRequest(NON_PLATFORM_NAME_MESSAGE);
  if (provider.length < 1 || provider.length > NON_PLATFORM_NAME_MAX) throw badRequest(NON_PLATFORM_PROVIDER_MESSAGE);
  if (!(Number.isFinite(input.Units) && input.Units > 0)) throw badRequest(NON_PLATFORM_UNITS_MESSAGE);
  if (!(Number.isFinite(input.Value) && input.Value >= 0)) throw badRequest(NON_PLATFORM_VALUE_MESSAGE);
  if (!rates.has(input.Currency)) throw badRequest(nonPlatformCurrencyMessage([...rates.keys()].sort()));
  const date = input.ValuationDate;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date || date > today) {
    throw badRequest(NON_PLATFORM_DATE_MESSAGE);
  }
  const isin = input.ISIN ? input.ISIN.trim().toUpperCase() : '';
  return {
    name,
    provider,
    isin: isin || null,
    currency: input.Currency,
    units: input.Units,
    value: round2(input.Value),
    valuation_date: date,
  };
}

/** A holding the session may act on (not removed), with its account. */
async function holdingForSession(db: Kysely<Database>, session: SessionClaims, id: number) {
  const holding = await db
    .selectFrom('non_platform_holdings')
    .selectAll()
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!holding) throw notFound(NON_PLATFORM_HOLDING_NOT_FOUND_MESSAGE);
  const account = await accountForSession(db, session, holding.account_id);
  return { holding, account };
}

/** The account's holdings held elsewhere with their open sale requests, and the total value in the account's currency. */
export async function nonPlatformHoldingsOf(db: Kysely<Database>, account: Selectable<AccountTable>) {
  const rates = await loadRates(db);
  const rows = await db
    .selectFrom('non_platform_holdings')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('removed_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const open = rows.length
    ? await db
        .selectFrom('non_platform_sell_instructions')
        .selectAll()
        .where(
          'holding_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('status', '=', 'Requested')
        .orderBy('id')
        .execute()
    : [];
  const holdings = rows.map((r) =>
    toItem(
      r,
      rates,
      open.filter((o) => o.holding_id === r.id),
    ),
  );
  const total = holdings.reduce((s, h) => s + convert(h.Value, h.Currency, account.currency, rates), 0);
  return {
    Holdings: holdings,
    Totals: { Currency: account.currency, CurrencySymbol: rates.get(account.currency)?.symbol ?? account.currency, Value: round2(total) },
  };
}

function toItem(
  r: Selectable<NonPlatformHoldingTable>,
  rates: Rates,
  open: { id: number; units: number; status: string; requested_at: string }[],
) {
  return {
    Id: r.id,
    AccountId: r.account_id,
    Name: r.name,
    ISIN: r.isin,
    Provider: r.provider,
    Currency: r.currency,
    CurrencySymbol: rates.get(r.currency)?.symbol ?? r.currency,
    Units: r.units,
    Value: round2(r.value),
    ValuationDate: r.valuation_date,
    SellRequests: open.map((o) => ({ Id: o.id, Units: o.units, Status: o.status, RequestedDate: o.requested_at.slice(0, 10) })),
  };
}

/** Adds a holding held elsewhere to an account the session may act on. */
export async function addNonPlatformHolding(
  db: Kysely<Database>,
  session: SessionClaims,
  accountId: number,
  input: NonPlatformHoldingInput,
  now = new Date(),
) {
  assertMayRecord(session);
  const account = await accountForSession(db, session, accountId);
  const clean = cleanInput(input, await loadRates(db), now.toISOString().slice(0, 10));
  const actor = actorOf(session);
  const stamp = now.toISOString();
  const row = await db
    .insertInto('non_platform_holdings')
    .values({
      account_id: account.id,
      ...clean,
      recorded_by: actor.userId,
      impersonator_id: actor.impersonatorId,
      created_at: stamp,
      updated_at: stamp,
      removed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { account, id: row.id };
}

/** Changes a holding held elsewhere (a new valuation, units after a partial transfer, a corrected name). */
export async function updateNonPlatformHolding(
  db: Kysely<Database>,
  session: SessionClaims,
  id: number,
  input: NonPlatformHoldingInput,
  now = new Date(),
) {
  assertMayRecord(session);
  const { account } = await holdingForSession(db, session, id);
  const clean = cleanInput(input, await loadRates(db), now.toISOString().slice(0, 10));
  const actor = actorOf(session);
  await db
    .updateTable('non_platform_holdings')
    .set({ ...clean, recorded_by: actor.userId, impersonator_id: actor.impersonatorId, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  return { account };
}

/** Removes a holding held elsewhere (kept, hidden); its open sale requests are cancelled. */
export async function removeNonPlatformHolding(db: Kysely<Database>, session: SessionClaims, id: number, now = new Date()) {
  assertMayRecord(session);
  const { account } = await holdingForSession(db, session, id);
  const actor = actorOf(session);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('non_platform_holdings')
      .set({ removed_at: stamp, updated_at: stamp, recorded_by: actor.userId, impersonator_id: actor.impersonatorId })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('non_platform_sell_instructions')
      .set({ status: 'Cancelled', open_key: null, closed_at: stamp })
      .where('holding_id', '=', id)
      .where('status', '=', 'Requested')
      .execute();
  });
  return { account };
}

const isUniqueViolation = (e: unknown) => {
  const code = String((e as { code?: unknown }).code ?? '');
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT');
};

/**
 * Records the client's instruction to sell a holding held elsewhere and transfer the proceeds in
 * (all units unless fewer are given). A second identical open instruction is refused (409); the
 * client gets a confirmation e-mail and the adviser a notice, both in the outbox.
 */
export async function requestNonPlatformSale(
  db: Kysely<Database>,
  session: SessionClaims,
  id: number,
  units: number | undefined,
  now = new Date(),
) {
  assertMayRequestSale(session);
  const { holding, account } = await holdingForSession(db, session, id);
  const sellUnits = units ?? holding.units;
  if (!(Number.isFinite(sellUnits) && sellUnits > 0 && sellUnits <= holding.units + 1e-9))
    throw badRequest(NON_PLATFORM_SELL_UNITS_MESSAGE);
  const openKey = String(sellUnits);
  const duplicate = await db
    .selectFrom('non_platform_sell_instructions')
    .select('id')
    .where('holding_id', '=', id)
    .where('open_key', '=', openKey)
    .executeTakeFirst();
  if (duplicate) throw conflict(nonPlatformDuplicateSellMessage(holding.name));
  const stamp = now.toISOString();
  const client = await db.selectFrom('users').selectAll().where('id', '=', account.user_id).executeTakeFirstOrThrow();
  const adviser = client.consultant_id
    ? await db.selectFrom('users').selectAll().where('id', '=', client.consultant_id).executeTakeFirst()
    : undefined;
  let instructionId = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('non_platform_sell_instructions')
        .values({
          holding_id: id,
          account_id: account.id,
          user_id: client.id,
          impersonator_id: session.impersonator ? Number(session.impersonator) : null,
          units: sellUnits,
          status: 'Requested',
          open_key: openKey,
          requested_at: stamp,
          closed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      instructionId = row.id;
      const what = `${sellUnits} units of ${holding.name}${holding.isin ? ` (${holding.isin})` : ''} held with ${holding.provider}`;
      await queueEmail(trx, {
        whiteLabelId: client.white_label_id,
        userId: client.id,
        to: client.email,
        kind: 'nonplatform-sell',
        subject: `Sale requested: ${holding.name}`,
        body: `Dear ${fullName(client)},\n\nwe have received your request to sell ${what} and to transfer the proceeds to account ${account.number}. Your adviser will arrange the sale with ${holding.provider} and keep you informed.`,
      });
      if (adviser) {
        await queueEmail(trx, {
          whiteLabelId: client.white_label_id,
          userId: adviser.id,
          to: adviser.email,
          kind: 'nonplatform-sell',
          subject: `Client sale request: ${holding.name}`,
          body: `${fullName(client)} asked to sell ${what} and to transfer the proceeds to account ${account.number}. Request ${instructionId}, ${stamp.slice(0, 10)}.`,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(nonPlatformDuplicateSellMessage(holding.name));
    throw error;
  }
  return {
    Id: instructionId,
    HoldingId: id,
    Name: holding.name,
    Units: sellUnits,
    Status: 'Requested' as const,
    RequestedDate: stamp.slice(0, 10),
    Message: nonPlatformSellRequestedMessage(holding.name),
  };
}
