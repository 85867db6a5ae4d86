import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/** The sentence the database answers an UPDATE or DELETE of the audit trail with. */
export const AUDIT_TRAIL_APPEND_ONLY = 'audit_trail is append-only';

/**
 * The audit trail (issue 15 item 5): every write an adviser did acting as a client ("log in as") and
 * every write of an administrator — who (user and role), for whom (the client, when there is one),
 * what (the act, the route, the resource where known), when, the request id and the brand. Append-only:
 * the code has no update or delete of it, and the database refuses both with a trigger (PostgreSQL also
 * TRUNCATE), so a row once written stays as written.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = db.schema.createTable('audit_trail');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    // 1: the actor acted as the client through "log in as"; 0: in the actor's own session.
    .addColumn('acting_as_client', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .execute();
  // A client's acts, newest first (Done on your behalf, an admin's list, the data export).
  await db.schema.createIndex('audit_trail_client').on('audit_trail').columns(['client_id', 'id']).execute();

  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function audit_trail_refuse() returns trigger language plpgsql as $$
         begin raise exception '${AUDIT_TRAIL_APPEND_ONLY}'; end $$`,
      )
      .execute(db);
    await sql`create trigger audit_trail_no_change before update or delete on audit_trail for each row execute function audit_trail_refuse()`.execute(
      db,
    );
    await sql`create trigger audit_trail_no_truncate before truncate on audit_trail for each statement execute function audit_trail_refuse()`.execute(
      db,
    );
    return;
  }
  for (const event of ['update', 'delete'])
    await sql
      .raw(
        `create trigger audit_trail_no_${event} before ${event} on audit_trail begin select raise(abort, '${AUDIT_TRAIL_APPEND_ONLY}'); end`,
      )
      .execute(db);
}
