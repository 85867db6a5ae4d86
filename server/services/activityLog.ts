import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One entry of the activity log: the browser's user-activity records and its alert logs. */
export interface ActivityEntry {
  kind: 'useractivity' | 'alert';
  sessionId: string | null;
  userId: string | null;
  impersonatorId: string | null;
  action: string | null;
  level: string | null;
  payload: string;
}

/** Appends an entry to the activity log, stamped with the time it arrived. */
export async function logActivity(db: Kysely<Database>, e: ActivityEntry): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      kind: e.kind,
      session_id: e.sessionId,
      user_id: e.userId,
      impersonator_id: e.impersonatorId,
      action: e.action,
      level: e.level,
      payload: e.payload,
      created_at: new Date().toISOString(),
    })
    .execute();
}
