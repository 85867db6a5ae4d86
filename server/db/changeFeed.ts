import { Client } from 'pg';
import type { Db } from './database';
import { CHANGE_CHANNEL } from './migrations/021_cross_node';

/**
 * What a subscriber hears when notices may have been lost (the listening connection broke, or it
 * has just been made again): forget everything the notices would have dropped.
 */
export const CHANGES_MISSED = '!';

/** The first wait before listening again after the connection broke; doubled up to RELISTEN_MAX_MS. */
export const RELISTEN_FIRST_MS = 100;
export const RELISTEN_MAX_MS = 5_000;

/**
 * The changes other writers make, as they commit (issue 15 item 2): on PostgreSQL a connection of
 * its own LISTENs on CHANGE_CHANNEL, where migration 021's triggers NOTIFY what changed — by this
 * node, another node or `npm run settle`. On SQLite there is no feed (`listening` stays false): every
 * process sees the others' commits in `PRAGMA data_version` instead.
 */
export interface ChangeFeed {
  /** True while notices arrive; when false, whatever relies on them must read the database instead. */
  readonly listening: boolean;
  /** Calls `fn` with each notice's payload (see migration 021) and with CHANGES_MISSED; returns the unsubscribe. */
  subscribe(fn: (change: string) => void): () => void;
  /** Starts listening; resolves after the first attempt (a failed one is retried in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database's change feed.
 * @param db - the database; a PostgreSQL one gets a dedicated LISTEN connection
 * @param warn - told when the connection breaks or cannot be made (no secrets: the message only)
 */
export function changeFeedOf(db: Db, warn: (message: string) => void = () => undefined): ChangeFeed {
  const subscribers = new Set<(change: string) => void>();
  const tell = (change: string) => {
    for (const fn of subscribers) fn(change);
  };
  // What this process announces after its own commits reaches its subscribers at once; the other nodes hear it by NOTIFY.
  const unhearAnnounced = db.afterCommit?.onAnnounce(tell);
  let listening = false;
  let closed = false;
  let client: Client | null = null;
  let retryMs = RELISTEN_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const lost = (reason: string) => {
    if (closed) return;
    const was = listening;
    listening = false;
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = null;
    if (was) tell(CHANGES_MISSED);
    warn(`change feed: ${reason}; listening again in ${retryMs} ms`);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void listen();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RELISTEN_MAX_MS);
  };

  const listen = async () => {
    if (closed || !db.postgresUrl) return;
    const c = new Client({ connectionString: db.postgresUrl, keepAlive: true });
    client = c;
    c.on('error', (error) => lost(`the listening connection failed (${error.message})`));
    c.on('end', () => lost('the listening connection ended'));
    c.on('notification', (n) => {
      if (n.channel === CHANGE_CHANNEL) tell(n.payload ?? CHANGES_MISSED);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      if (client === c) lost(`could not listen (${(error as Error).message})`);
      return;
    }
    if (closed || client !== c) return;
    listening = true;
    retryMs = RELISTEN_FIRST_MS;
    // Whatever changed before LISTEN took effect was not heard.
    tell(CHANGES_MISSED);
  };

  return {
    get listening() {
      return listening;
    },
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    start: () => (db.dialect === 'postgres' ? listen() : Promise.resolve()),
    async close() {
      closed = true;
      unhearAnnounced?.();
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = null;
      c?.removeAllListeners();
      c?.on('error', () => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}
