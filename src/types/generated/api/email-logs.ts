/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/email-logs.json. */
// E-mail logs: the mails the platform sent, read from its outbox (compliance spec §2.9, §7 email/get-email-log, §9 page size 10).

/** One page of the mails the session may see, newest first. search, startDate and endDate are the email-log-filter form's answers and are validated with it (dates yyyy-MM-dd, calendar days in UTC, both ends included; the start not after the end). */
export interface EmailLogQuery {
  PageNumber?: number;
  PageSize?: number;
  search?: string;
  startDate?: string;
  endDate?: string;
}

/** One mail of the outbox. Links that carry a one-time token (password reset, welcome) are shown without the token. */
export interface EmailLogEntry {
  Id: number;
  /** When the mail was queued (ISO 8601, UTC). */
  Date: string;
  To: string;
  Subject: string;
  /** What the mail is about, e.g. password-reset, account-opened, alert, signing-request. */
  Kind: string;
  /** Plain text. */
  Body: string;
}

export interface EmailLogPage {
  EmailList: EmailLogEntry[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
}
