import { CHANGES_MISSED, type ChangeFeed } from '../db/changeFeed';
import type { AccountSummary } from '@/types/generated/api/accounts';

/** How many clients' summaries one node keeps; when full it starts again empty. */
export const SUMMARY_CACHE_MAX = 10_000;
/**
 * The oldest summary a node answers from its cache: a bound on staleness should a notice be lost
 * without the listening connection noticing (a notice normally drops the entry within milliseconds).
 */
export const SUMMARY_CACHE_MAX_AGE_MS = 1000;
/** How many recent notices are remembered to judge a summary computed while they arrived. */
const RECENT_NOTICES = 4096;

export interface SummaryCache {
  /** A client's cached summaries, or undefined (not cached, too old, or the feed is not listening). */
  get(userId: number): AccountSummary[] | undefined;
  /** The position in the notices now: take it before reading the rows of a summary. */
  readonly position: number;
  /**
   * Keeps a client's summaries computed from rows read after `since` (a `position`), unless a notice
   * since then concerns them — their user, one of their accounts, or everything.
   */
  set(userId: number, accountIds: number[], summaries: AccountSummary[], since: number): void;
}

/**
 * The account summaries of clients on PostgreSQL, kept per node and dropped by the change feed's
 * notices (migration 021's triggers) when any node, or `npm run settle`, changes what they show:
 * `a:<account>`, `u:<user>`, `*`. While the feed is not listening nothing is kept or answered.
 * (SQLite keeps its own cache on `PRAGMA data_version`: server/services/portfolio.ts.)
 * @param feed - this node's change feed
 */
export function summaryCacheOf(feed: ChangeFeed): SummaryCache {
  const entries = new Map<number, { summaries: AccountSummary[]; accountIds: number[]; at: number }>();
  const ownerOf = new Map<number, number>();
  let position = 0;
  // Notices since `position - recent.length`, to check a summary computed while they came.
  const recent: string[] = [];

  const drop = (userId: number) => {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    for (const id of entry.accountIds) ownerOf.delete(id);
  };
  const clear = () => {
    entries.clear();
    ownerOf.clear();
  };
  feed.subscribe((change) => {
    position++;
    recent.push(change);
    if (recent.length > RECENT_NOTICES) recent.shift();
    if (change === '*' || change === CHANGES_MISSED) clear();
    else if (change.startsWith('u:')) drop(Number(change.slice(2)));
    else if (change.startsWith('a:')) {
      const owner = ownerOf.get(Number(change.slice(2)));
      if (owner !== undefined) drop(owner);
    }
  });

  return {
    get(userId) {
      if (!feed.listening) return undefined;
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (Date.now() - entry.at > SUMMARY_CACHE_MAX_AGE_MS) {
        drop(userId);
        return undefined;
      }
      return entry.summaries;
    },
    get position() {
      return position;
    },
    set(userId, accountIds, summaries, since) {
      if (!feed.listening) return;
      const missed = position - since;
      if (missed > recent.length) return;
      const concerned = new Set([`u:${userId}`, '*', CHANGES_MISSED, ...accountIds.map((id) => `a:${id}`)]);
      for (let i = recent.length - missed; i < recent.length; i++) if (concerned.has(recent[i])) return;
      if (entries.size >= SUMMARY_CACHE_MAX) clear();
      drop(userId);
      entries.set(userId, { summaries, accountIds, at: Date.now() });
      for (const id of accountIds) ownerOf.set(id, userId);
    },
  };
}
