import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AccountTable, UserTable } from '../db/schema';
import { tickBatch } from '../db/tickBatch';
import { reusedKey, toRates, type CommitResult, type OrderCommitPath } from './orderCommitPath';
import { placeBatch, type Outcome } from './orderCommitPostgresBatch';
import { keyOf } from './orderCommitPostgresReads';
import type { OrderPlan } from './orderPlanning';
import type { Rates } from './portfolio';

/** The most orders one PostgreSQL transaction places together. */
export const PG_GROUP_COMMIT_MAX = 64;
/**
 * Batches one node places at once. Batches on different accounts could proceed side by side (on one account
 * the later waits for the earlier's lock and then reads what it committed), but measured here more than one
 * only split the same event loop's orders into smaller batches: 1.
 */
export const PG_BATCHES_IN_FLIGHT = 1;
/** Errors after which a batch is placed again from the start: deadlock, serialisation, a key another node just stored. */
const RETRIED_CODES = new Set(['40P01', '40001', '23505']);
const BATCH_ATTEMPTS = 3;

interface QueuedOrder {
  plan: OrderPlan;
  resolve: (result: CommitResult) => void;
  reject: (error: unknown) => void;
}

/**
 * PostgreSQL group commit: the orders that arrive while a batch is being placed form the next batch
 * (up to PG_GROUP_COMMIT_MAX), placed in one transaction with a fixed number of statements. One order
 * placed alone costs about fifteen round trips to the database, and on a small machine each one wakes
 * PostgreSQL and puts the server to sleep; placed together, orders share them. Orders on one account are
 * decided in arrival order on the figures the earlier ones left, as the SQLite group commit does; no
 * answer is given before the commit that holds it; if the batch fails, every order of it fails and
 * none is stored (after a deadlock, a serialisation failure or a key another node stored meanwhile,
 * the batch is placed again from the start).
 */
export function postgresCommitPath(db: Db): OrderCommitPath {
  let queue: QueuedOrder[] = [];

  const settle = (batch: QueuedOrder[], outcomes: Outcome[]) => {
    const announced = new Set<string>();
    outcomes.forEach((outcome, i) => {
      const order = batch[i];
      if ('error' in outcome) order.reject(outcome.error);
      else if ('sameAs' in outcome) {
        const first = outcomes[outcome.sameAs];
        if ('result' in first) order.resolve({ answer: first.result.answer, replayed: true });
      } else if ('result' in outcome) {
        order.resolve(outcome.result);
        if (!outcome.result.replayed) announced.add(`a:${order.plan.account.id}`);
      }
    });
    if (announced.size) db.afterCommit?.announce([...announced]);
  };

  const run = async (batch: QueuedOrder[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        settle(
          batch,
          await placeBatch(
            db,
            batch.map((o) => o.plan),
          ),
        );
        return;
      } catch (error) {
        const code = String((error as { code?: unknown }).code);
        if (attempt < BATCH_ATTEMPTS && RETRIED_CODES.has(code)) continue;
        for (const order of batch) order.reject(error);
        return;
      }
    }
  };

  // Batches in flight: each takes the orders queued when it starts; the next starts when one ends.
  let inFlight = 0;
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    while (queue.length && inFlight < PG_BATCHES_IN_FLIGHT) {
      const batch = queue.slice(0, PG_GROUP_COMMIT_MAX);
      queue = queue.slice(PG_GROUP_COMMIT_MAX);
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        drain();
      });
    }
  };

  // The reads before planning, made in one statement per turn of the event loop for every order asking
  // then: `o:<user>\0<key>` a stored order, `a:<id>` an account, `u:<id>` a user, `r` the rates.
  const context = tickBatch(async (keys: string[]) => {
    const ids = (prefix: string) => keys.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(2)));
    const placed = keys.filter((k) => k.startsWith('o:')).map((k) => k.slice(2).split('\0'));
    const { rows } = await sql<{
      orders: { user_id: number; idempotency_key: string; request_hash: string; response_json: string }[];
      accounts: Selectable<AccountTable>[];
      users: Selectable<UserTable>[];
      rates: { currency: string; rate_eur: number; symbol: string }[] | null;
    }>`select
        (select coalesce(json_agg(o), '[]') from (select user_id, idempotency_key, request_hash, response_json from orders
           where user_id = any(${placed.map(([user]) => Number(user))}::int[]) and idempotency_key = any(${placed.map(([, key]) => key)}::text[])) o) as orders,
        (select coalesce(json_agg(a), '[]') from accounts a where a.id = any(${ids('a:')}::int[])) as accounts,
        (select coalesce(json_agg(u), '[]') from users u where u.id = any(${ids('u:')}::int[])) as users,
        ${keys.includes('r') ? sql`(select json_agg(r) from (select currency, rate_eur, symbol from currency_rates) r)` : sql`null`} as rates`.execute(
      db.kysely,
    );
    const [found] = rows;
    const answer = new Map<string, unknown>();
    for (const o of found.orders) answer.set(`o:${keyOf(o.user_id, o.idempotency_key)}`, o);
    for (const a of found.accounts) answer.set(`a:${a.id}`, a);
    for (const u of found.users) answer.set(`u:${u.id}`, u);
    answer.set('r', toRates(found.rates ?? []));
    return answer;
  });

  return {
    async findPlacedOrder(userId, key, requestHash) {
      const existing = (await context(`o:${keyOf(userId, key)}`)) as { request_hash: string; response_json: string } | undefined;
      return existing ? reusedKey(existing, { requestHash }) : null;
    },
    async loadOrderContext(accountId, userId, impersonatorId) {
      const [account, user, impersonator, rates] = await Promise.all([
        context(`a:${accountId}`) as Promise<Selectable<AccountTable> | undefined>,
        context(`u:${userId}`) as Promise<Selectable<UserTable> | undefined>,
        impersonatorId ? (context(`u:${impersonatorId}`) as Promise<Selectable<UserTable> | undefined>) : Promise.resolve(undefined),
        context('r') as Promise<Rates>,
      ]);
      return { account, user, impersonator, rates };
    },
    commitOrder: (plan) =>
      new Promise<CommitResult>((resolve, reject) => {
        queue.push({ plan, resolve, reject });
        // The orders of this turn of the event loop go together (as on SQLite); while every batch slot is
        // taken, later ones gather for the next.
        if (!scheduled && inFlight < PG_BATCHES_IN_FLIGHT) {
          scheduled = true;
          setImmediate(drain);
        }
      }),
  };
}
