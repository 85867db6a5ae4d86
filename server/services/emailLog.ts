import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { addDays, isoDate } from '../lib/dates';
import { isAdviserRole } from '@/engine/session/roles';
import type { EmailLogEntry, EmailLogPage } from '@/types/generated/api/email-logs';

/** Who reads every mail of the brand: its administrators, its owner and the white-label master. */
export const EMAIL_LOG_BRAND_READERS = ['whitelabeladmin', 'ownerofbusiness', 'whitelabelmaster'] as const;

/** What one page of the email log asks for; the filters already validated (email-log-filter form). */
export interface EmailLogRequest {
  pageNumber: number;
  pageSize: number;
  search?: string;
  /** First day, 'yyyy-MM-dd' (UTC), included. */
  startDate?: string;
  /** Last day, 'yyyy-MM-dd' (UTC), included. */
  endDate?: string;
}

type Outbox = ExpressionBuilder<Database, 'email_outbox'>;

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The mails a session may read, always of the request's brand: a brand reader every mail of the
 * brand; an adviser its own and those of the clients it advises (a consultant its own clients, an
 * admin or owner every client of the brand, as `advisedClientsQuery`); anyone else only its own.
 * Mails without a user (signing requests to signers who are not users yet) are the brand readers' only.
 */
function visibleTo(session: SessionClaims, whiteLabelId: number) {
  const self = Number(session.nameid);
  return (eb: Outbox): Expression<SqlBool> => {
    const brand = eb('email_outbox.white_label_id', '=', whiteLabelId);
    if ((EMAIL_LOG_BRAND_READERS as readonly string[]).includes(session.role)) return brand;
    if (!isAdviserRole(session.role)) return eb.and([brand, eb('email_outbox.user_id', '=', self)]);
    const clients = eb
      .selectFrom('users')
      .select('users.id')
      .where('users.white_label_id', '=', whiteLabelId)
      .where('users.role', 'in', ['client', 'clientreadonly'])
      .where('users.consultant_id', '=', self);
    return eb.and([brand, eb.or([eb('email_outbox.user_id', '=', self), eb('email_outbox.user_id', 'in', clients)])]);
  };
}

/**
 * The search and date filters, in SQL (parameters only). The search looks at the recipient and the
 * subject, never the text: a text may hold a one-time token, and a search on it would tell it
 * character by character. Dates compare as text: created_at is ISO 8601 UTC.
 */
function filteredBy(request: EmailLogRequest) {
  return (eb: Outbox): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (request.startDate) parts.push(eb('email_outbox.created_at', '>=', request.startDate));
    if (request.endDate) parts.push(eb('email_outbox.created_at', '<', isoDate(addDays(new Date(`${request.endDate}T00:00:00Z`), 1))));
    const search = request.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      parts.push(
        eb.or(
          (['to_address', 'subject'] as const).map(
            (column) => sql<SqlBool>`lower(${sql.ref(`email_outbox.${column}`)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(parts);
  };
}

/** Links that carry a one-time token (password reset, the welcome mail) are a credential: the log never shows the token. */
export const withoutTokens = (body: string) => body.replace(/([?&]token=)[^\s&#"'<>]+/g, '$1[removed]');

/**
 * One page of the email log (compliance §2.9, §7 email/get-email-log), newest first, with the
 * number of mails the filters match.
 * @param db - Kysely
 * @param session - the caller
 * @param whiteLabelId - the request's brand
 * @param request - page, size and filters
 */
export async function emailLogPage(
  db: Kysely<Database>,
  session: SessionClaims,
  whiteLabelId: number,
  request: EmailLogRequest,
): Promise<EmailLogPage> {
  const base = db.selectFrom('email_outbox').where(visibleTo(session, whiteLabelId)).where(filteredBy(request));
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'created_at', 'to_address', 'subject', 'kind', 'body'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const EmailList: EmailLogEntry[] = rows.map((r) => ({
    Id: Number(r.id),
    Date: r.created_at,
    To: r.to_address,
    Subject: r.subject,
    Kind: r.kind,
    Body: withoutTokens(r.body),
  }));
  return { EmailList, TotalCount: Number(count.n), PageNumber: request.pageNumber, PageSize: request.pageSize };
}
