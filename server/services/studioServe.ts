/**
 * Serving the versions in effect (issue 13 item 2): after a publication, and when a scheduled
 * version's time comes, the server's forms registry and flows (`app.forms`) take the new version
 * without a restart — the schema reads, the server's validation of submissions and the flow replay
 * all read them. The registry and the flow map are changed in place (routes keep references to
 * them); a cheap check on each request applies a scheduled version once its time has come, and a
 * poll at most every second notices another node's publication (decisions.md).
 */
import type { Kysely } from 'kysely';
import { canonicalJson, type Flow, type FormSchema, type UiSchema } from '@/engine';
import type { Database } from '../db/schema';
import type { LoadedForms } from '../forms/loadForms';
import { pickVersionInEffect, type VersionDates } from './studioVersions';

/** What applying the versions did. */
export interface ServedVersions {
  /** Forms and flows whose served content changed, as "form:kyc", "flow:account-opening". */
  changed: string[];
  /** Versions that could not be served (the previous content stays), with why. */
  problems: string[];
  /** The next time a scheduled version comes into effect, or null when none is scheduled. */
  nextChangeAt: string | null;
}

type Row = VersionDates & { kind: string; form_id: string; content_json: string; author_id: number | null };

/**
 * Puts the versions in effect at `now` into the served forms and flows. A form or flow whose version
 * in effect is the system's (the file under schemas/, author null) keeps what was read from disk, so
 * a changed file still changes the form after a restart; a version published in the studio replaces it.
 * @param db - the database
 * @param forms - the served forms and flows (`app.forms`), changed in place
 * @param now - the time
 */
export async function applyVersionsInEffect(db: Kysely<Database>, forms: LoadedForms, now = new Date()): Promise<ServedVersions> {
  const at = now.toISOString();
  const rows: Row[] = await db
    .selectFrom('form_versions')
    .select(['kind', 'form_id', 'version', 'status', 'effective_from', 'content_json', 'author_id'])
    .where('status', '=', 'published')
    .execute();
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(`${row.kind}:${row.form_id}`, [...(groups.get(`${row.kind}:${row.form_id}`) ?? []), row]);
  const result: ServedVersions = { changed: [], problems: [], nextChangeAt: null };
  for (const row of rows) {
    if (row.effective_from !== null && row.effective_from > at && (!result.nextChangeAt || row.effective_from < result.nextChangeAt)) {
      result.nextChangeAt = row.effective_from;
    }
  }
  for (const [key, versions] of groups) {
    const current = pickVersionInEffect(versions, at);
    if (!current || current.author_id === null) continue;
    const content = JSON.parse(current.content_json) as unknown;
    if (current.kind === 'flow') {
      const flow = content as Flow;
      const served = forms.flows.get(current.form_id);
      if (!served || canonicalJson(served) !== canonicalJson(flow)) {
        forms.flows.set(current.form_id, flow);
        result.changed.push(key);
      }
      continue;
    }
    const { schema, ui } = content as { schema: FormSchema; ui: UiSchema };
    const id = current.form_id;
    const before = forms.registry.has(id) ? { schema: forms.registry.schema(id), ui: forms.registry.ui(id) } : null;
    if (before && canonicalJson(before.schema) === canonicalJson(schema) && canonicalJson(before.ui) === canonicalJson(ui)) continue;
    try {
      forms.registry.addForm(schema, ui);
      forms.registry.validator(id);
      result.changed.push(key);
    } catch (e) {
      result.problems.push(`${key} version ${current.version}: ${(e as Error).message}`);
      if (before) forms.registry.addForm(before.schema, before.ui);
    }
  }
  return result;
}

/** Keeps the served forms and flows on the versions in effect (versionsInEffectKeeper). */
export interface VersionsKeeper {
  refresh(): Promise<void>;
  check(): Promise<void> | null;
}

/** How often a process asks whether another process published a version (as it re-reads ended sessions). */
export const PUBLICATION_POLL_MS = 1000;

/**
 * Keeps the served forms on the versions in effect: `refresh` applies them now (start-up, after a
 * publication in this process); `check` is the per-request test — a comparison of two strings until a
 * scheduled version's time has come, then one refresh; and, at most every PUBLICATION_POLL_MS, a
 * background read of the last publication's audit seq, so a publication on another node is served
 * here within about a second (the request that notices does not wait for it).
 * @param db - the database
 * @param forms - the served forms and flows, changed in place
 * @param warn - where problems are reported (the app's log)
 * @param pollMs - how often to ask about other processes' publications
 */
export function versionsInEffectKeeper(
  db: Kysely<Database>,
  forms: LoadedForms,
  warn: (message: string) => void,
  pollMs = PUBLICATION_POLL_MS,
): VersionsKeeper {
  let nextChangeAt: string | null = null;
  let running: Promise<void> | null = null;
  let lastPublication = -1;
  let polledAt = Date.now();
  let polling = false;
  const latestPublication = async () => {
    const row = await db
      .selectFrom('studio_audit')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('action', '=', 'published')
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  };
  const refresh = async () => {
    lastPublication = await latestPublication();
    const served = await applyVersionsInEffect(db, forms);
    nextChangeAt = served.nextChangeAt;
    for (const p of served.problems) warn(`studio: ${p}`);
  };
  const refreshOnce = () =>
    (running ??= refresh().finally(() => {
      running = null;
    }));
  const poll = () => {
    polling = true;
    polledAt = Date.now();
    latestPublication()
      .then((seq) => (seq !== lastPublication ? refreshOnce() : undefined))
      .catch((error: unknown) => warn(`studio: reading the versions in effect failed: ${(error as Error).message}`))
      .finally(() => {
        polling = false;
      });
  };
  return {
    refresh: async () => {
      await running;
      await refresh();
    },
    /** Null when nothing is due (the usual case, no promise made); else the refresh under way. */
    check: (): Promise<void> | null => {
      if (!polling && Date.now() - polledAt > pollMs) poll();
      if (nextChangeAt === null || nextChangeAt > new Date().toISOString()) return null;
      return refreshOnce();
    },
  };
}
