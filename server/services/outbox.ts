import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutgoingEmail {
  whiteLabelId: number;
  userId: number | null;
  to: string;
  subject: string;
  body: string;
  kind: string;
}

/**
 * Every e-mail the platform sends is written to the outbox table (the e-mail log users read);
 * delivery to an SMTP relay is a separate worker's job and not part of the demo platform.
 */
export async function queueEmail(db: Kysely<Database>, e: OutgoingEmail): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      white_label_id: e.whiteLabelId,
      user_id: e.userId,
      to_address: e.to,
      subject: e.subject,
      body: e.body,
      kind: e.kind,
      created_at: new Date().toISOString(),
    })
    .execute();
}
