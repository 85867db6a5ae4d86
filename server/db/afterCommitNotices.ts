import { Client } from 'pg';
import { CHANGE_CHANNEL } from './migrations/021_cross_node';

/**
 * The transaction setting that tells migration 021's account trigger (as migration 023 redefines it)
 * to leave its notice to the writer, who announces it after the commit (set with `set_config(…, true)`,
 * so it ends with the transaction).
 */
export const NOTICES_SETTING = 'tessera.notices';
export const NOTICES_AFTER_COMMIT = 'after-commit';
/** How long notices are dropped after a failed send, before connecting again. */
const RETRY_AFTER_MS = 1000;

/** Announces changes on the change feed's channel after the writing transaction has committed. */
export interface AfterCommitNotices {
  /**
   * Tells this process's listeners at once (its own reads follow its writes), and queues the payloads
   * (`a:<account id>` …) for the other nodes; they leave together with whatever else is queued by then.
   */
  announce(payloads: string[]): void;
  /** Calls `fn` with each payload announced in this process, as it is announced; returns the unsubscribe. */
  onAnnounce(fn: (payload: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * Notices sent after the commit, for the order path on PostgreSQL. A transaction that NOTIFYs takes a
 * database-wide lock from before its commit until after it (async.c: notices must reach the queue in
 * commit order), so notifying transactions commit one at a time, each waiting for its own WAL flush,
 * and PostgreSQL cannot flush several commits together: measured here, 1,479–1,840 notifying commits a
 * second against 4,424–5,524 without. So the order transaction leaves its notice out (NOTICES_SETTING),
 * and this sends the notices of every order committed meanwhile in one statement on a connection of its
 * own with `synchronous_commit = off`: the lock is held for a moment, not for a flush. A notice is then
 * sent a moment after the commit instead of at it; what listens (the summary cache) already bounds its
 * trust in notices by age, so a notice lost with a crashed node only means a summary up to that age old.
 * @param url - the PostgreSQL connection string
 * @param warn - told when a send fails (the message only)
 */
export function afterCommitNotices(url: string, warn: (message: string) => void = () => undefined): AfterCommitNotices {
  const queued = new Set<string>();
  const local = new Set<(payload: string) => void>();
  let client: Promise<Client> | null = null;
  let sending = false;
  let closed = false;
  // After a failed send, notices are dropped for a while instead of reconnecting for each.
  let pausedUntil = 0;

  const connect = async () => {
    const c = new Client({ connectionString: url, keepAlive: true });
    c.on('error', (error) => {
      warn(`after-commit notices: the connection failed (${error.message})`);
      client = null;
    });
    await c.connect();
    await c.query('SET synchronous_commit = off');
    return c;
  };

  const send = async () => {
    sending = true;
    try {
      while (queued.size && !closed) {
        const payloads = [...queued];
        queued.clear();
        if (Date.now() < pausedUntil) continue;
        try {
          client ??= connect();
          const c = await client;
          await c.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [CHANGE_CHANNEL, payloads]);
        } catch (error) {
          client = null;
          pausedUntil = Date.now() + RETRY_AFTER_MS;
          warn(`after-commit notices: ${payloads.length} not sent (${(error as Error).message})`);
        }
      }
    } finally {
      sending = false;
    }
  };

  return {
    announce(payloads) {
      if (closed) return;
      for (const p of payloads) {
        for (const fn of local) fn(p);
        queued.add(p);
      }
      if (!sending) void send();
    },
    onAnnounce(fn) {
      local.add(fn);
      return () => local.delete(fn);
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.then((open) => open.end()).catch(() => undefined);
    },
  };
}
