import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A search's matches, in name order (last name, first name, id), with the account count to sort by. */
export interface Match {
  id: number;
  accounts: number;
}

/** The most matches a search keeps (a broader one pages in SQL, as before); and the most kept per node in all. */
export const CLIENT_DIRECTORY_CACHED_MATCHES = 20_000;
const KEPT_MATCHES = 400_000;

interface Entry {
  version: number;
  /** null: too broad to keep (more than CLIENT_DIRECTORY_CACHED_MATCHES matches). */
  matches: readonly Match[] | null;
}

/**
 * Search results of one database, per node (issue 14 item 6): (brand, scope, search) → the matches in
 * name order and the brand's directory version read before they were. An entry answers only while
 * the version is still the same (migration 024 moves it with every write a search could see), so it
 * is never stale, on one node or several. Least recently used entries go first past KEPT_MATCHES.
 */
class DirectoryCache {
  private readonly entries = new Map<string, Entry>();
  private kept = 0;

  get(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.kept -= entry.matches?.length ?? 0;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.kept -= old.matches?.length ?? 0;
    }
    this.entries.set(key, entry);
    this.kept += entry.matches?.length ?? 0;
    for (const [k, e] of this.entries) {
      if (this.kept <= KEPT_MATCHES || k === key) break;
      this.entries.delete(k);
      this.kept -= e.matches?.length ?? 0;
    }
  }
}

const caches = new WeakMap<Kysely<Database>, DirectoryCache>();

/** The brand's directory version: 0 until a write moves it. */
async function directoryVersion(db: Kysely<Database>, whiteLabelId: number): Promise<number> {
  const row = await db
    .selectFrom('client_directory_versions')
    .select('version')
    .where('white_label_id', '=', whiteLabelId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * A search's matches in name order, from this node's cache when the brand's directory has not changed
 * since they were read, else from `read` (which asks for one more than CLIENT_DIRECTORY_CACHED_MATCHES);
 * undefined when the search matches more than that (the caller pages it in SQL).
 */
export async function cachedMatches(
  db: Kysely<Database>,
  whiteLabelId: number,
  scope: string,
  search: string,
  read: () => Promise<Match[]>,
): Promise<readonly Match[] | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new DirectoryCache()));
  const key = `${whiteLabelId}\u0000${scope}\u0000${search}`;
  // Read before the matches: whatever they show is at least this version, so the entry is never older than its label.
  const version = await directoryVersion(db, whiteLabelId);
  const hit = cache.get(key, version);
  if (hit) return hit.matches ?? undefined;
  const rows = await read();
  const matches = rows.length > CLIENT_DIRECTORY_CACHED_MATCHES ? null : rows.map((r) => ({ id: r.id, accounts: Number(r.accounts) }));
  cache.set(key, { version, matches });
  return matches ?? undefined;
}

/** Matches by account count (descending or not), ties in name order: as the SQL order (accounts, last name, first name, id). */
export function byAccounts(matches: readonly Match[], descending: boolean): Match[] {
  const sign = descending ? -1 : 1;
  // Array.prototype.sort is stable: equal counts keep the name order.
  return [...matches].sort((a, b) => sign * (a.accounts - b.accounts));
}
