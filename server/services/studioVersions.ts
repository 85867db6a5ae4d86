/**
 * Which version of a form or flow applies when (issue 13 item 2): the version in effect at a time,
 * and the status a version shows in the studio. The rules are pure; `versionInEffect` reads them
 * from the database.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, FormVersionStatus, FormVersionTable, StudioKind } from '../db/schema';

/** The start of time: the files under schemas/ are in effect from here. */
export const EPOCH = new Date(0).toISOString();

/** The status the studio shows: the stored one, with a published version read as scheduled or retired by its dates. */
export type DisplayStatus = Exclude<FormVersionStatus, 'published'> | 'published' | 'scheduled';

/** The fields of a version the rules read. */
export interface VersionDates {
  version: number;
  status: FormVersionStatus;
  effective_from: string | null;
}

/**
 * The version in effect at `at`: the published version with the latest effective-from at or before
 * `at`; of two with the same effective-from, the higher version.
 * @param rows - versions of one form or flow, in any order and of any status
 * @param at - an ISO time
 * @returns the version in effect, or undefined when none is published by then
 */
export function pickVersionInEffect<T extends VersionDates>(rows: readonly T[], at: string): T | undefined {
  let best: T | undefined;
  for (const row of rows) {
    if (row.status !== 'published' || row.effective_from === null || row.effective_from > at) continue;
    if (!best || row.effective_from > best.effective_from! || (row.effective_from === best.effective_from && row.version > best.version)) {
      best = row;
    }
  }
  return best;
}

/**
 * The status a version shows at `now`: a published version whose effective-from is still ahead is
 * scheduled; one that has started but is not the version in effect has been superseded (retired).
 * @param row - the version
 * @param inEffect - the version number in effect at `now` (undefined when none)
 * @param now - an ISO time
 */
export function displayStatusOf(row: VersionDates, inEffect: number | undefined, now: string): DisplayStatus {
  if (row.status !== 'published') return row.status;
  if (row.effective_from === null || row.effective_from > now) return 'scheduled';
  return row.version === inEffect ? 'published' : 'retired';
}

/**
 * Which version of a form or flow applied at a time (the published version with the greatest
 * effective-from ≤ `at`; ties: the higher version).
 * @param db - the database
 * @param kind - 'form' or 'flow'
 * @param formId - the form or flow id
 * @param at - a Date or ISO time
 * @returns the stored version, or undefined when none was in effect
 */
export async function versionInEffect(
  db: Kysely<Database>,
  kind: StudioKind,
  formId: string,
  at: Date | string,
): Promise<Selectable<FormVersionTable> | undefined> {
  const iso = typeof at === 'string' ? new Date(at).toISOString() : at.toISOString();
  const row = await db
    .selectFrom('form_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('form_id', '=', formId)
    .where('status', '=', 'published')
    .where('effective_from', '<=', iso)
    .orderBy('effective_from', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row;
}
