import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Booleans are stored as 0/1 integers and dates as ISO text so that the
 * same queries run unchanged on SQLite and PostgreSQL.
 */
type Id = Generated<number>;
type Flag = number;

export interface WhiteLabelTable {
  id: number;
  code: string;
  name: string;
}

export interface UserTable {
  id: Id;
  username: string;
  password_hash: string;
  role: string;
  white_label_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  consultant_id: number | null;
  cphq_user: Flag;
  details_updated: Flag;
  boston_id: string;
  transaction_fee_signed: Flag;
  can_purchase: Flag;
  can_sell: Flag;
  created_at: string;
}

export interface AccountTable {
  id: Id;
  number: string;
  user_id: number;
  type_code: number;
  currency: string;
  is_dfm: Flag;
  allowed_to_purchase: Flag;
  allowed_to_sell: Flag;
  min_cash_balance: number;
  created_at: string;
}

export interface CashBalanceTable {
  account_id: number;
  currency: string;
  amount: number;
  /** Held back by open buy orders (migration 003); available = amount - reserved. */
  reserved: ColumnType<number, number | undefined, number>;
}

export interface CurrencyRateTable {
  currency: string;
  rate_eur: number;
  symbol: string;
}

export interface ProductTable {
  id: Id;
  isin: string;
  name: string;
  product_type: string;
  currency: string;
  provider: string;
  category: string;
  denomination: number | null;
  min_invest: number | null;
  coupon: number | null;
  maturity_date: string | null;
  cash_rebate: number | null;
  cash_rebate_type: string | null;
  discount_percentage: number;
  checkout_online: Flag;
  checkout_docusign: Flag;
  needs_disclaimer: Flag;
  risk_rating: number;
  ms_rating: number;
  fees_json: string;
  settlement_json: string;
  factsheet_json: string | null;
  has_nav: Flag;
}

export interface PriceTable {
  product_id: number;
  price_date: string;
  nav: number;
}

export interface HoldingTable {
  id: Id;
  account_id: number;
  product_id: number;
  units: number;
  purchased_value: number;
  purchase_date: string;
}

export interface TransactionTable {
  id: Id;
  account_id: number;
  kind: 'cash' | 'security' | 'fee';
  transaction_date: string;
  transaction_type: string;
  description: string;
  currency: string;
  gross_amount: number | null;
  net_amount: number;
  /** Security transactions: the product, units and unit price (migration 003). */
  product_id: number | null;
  units: number | null;
  price: number | null;
  /** The order line a settlement booked this for. */
  order_line_id: number | null;
}

export interface CartItemTable {
  id: Id;
  user_id: number;
  account_id: number;
  product_id: number;
  transaction_type: 'Purchase' | 'Sell';
  trade_option: 'Amount' | 'Units' | 'SellAll';
  trade_value: number;
  created_at: string;
}

export interface MissingDocumentTable {
  id: Id;
  account_id: number;
  user_id: number;
  document_type: string;
  message: string;
  status: 'incomplete' | 'uploaded' | 'approved';
  created_at: string;
}

export interface DueDiligenceTable {
  user_id: number;
  is_reminder_due: Flag;
  skip_count: number;
  last_update: string | null;
}

export interface PasswordResetTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface EmailOutboxTable {
  id: Id;
  white_label_id: number;
  user_id: number | null;
  to_address: string;
  subject: string;
  body: string;
  kind: string;
  created_at: string;
}

export interface ActivityLogTable {
  id: Id;
  kind: 'useractivity' | 'alert';
  session_id: string | null;
  user_id: string | null;
  impersonator_id: string | null;
  action: string | null;
  level: string | null;
  payload: string;
  created_at: string;
}

/** A validated form submission (server/forms/validateSubmission.ts); JSON columns hold text. */
export interface FormSubmissionTable {
  id: Id;
  form_id: string;
  version: string;
  schema_hash: string;
  user_id: number;
  impersonator_id: number | null;
  account_id: number | null;
  flow_id: string | null;
  flow_version: string | null;
  step_id: string | null;
  context_json: string | null;
  data_json: string;
  created_at: string;
  /** The studio version (`form_versions.id`) the answers were validated against (migration 013); null before it. */
  form_version_id: number | null;
}

export type OrderStatus = 'Pending' | 'AwaitingSignature' | 'Filled' | 'PartlyFilled' | 'Rejected';
export type CheckoutType = 'Online' | 'Docusign' | 'Manual';

/** An order placed by ProcessTrade or docusignTrade; unique per user and idempotency key. */
export interface OrderTable {
  id: Id;
  account_id: number;
  user_id: number;
  impersonator_id: number | null;
  idempotency_key: string;
  request_hash: string;
  checkout_type: CheckoutType;
  status: OrderStatus;
  /** 'YYYY-MM-DD' (UTC), the duplicate-order check's calendar date. */
  order_date: string;
  created_at: string;
  settled_at: string | null;
  /** The answer given when the order was placed, repeated to a retry with the same key. */
  response_json: string;
  /** The DocuSign envelope of a Docusign order's form (migration 008); null until sent. */
  envelope_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type LineStatus = 'Pending' | 'AwaitingSignature' | 'Filled' | 'Rejected';

export interface OrderLineTable {
  id: Id;
  order_id: number;
  account_id: number;
  product_id: number;
  isin: string;
  transaction_type: 'Purchase' | 'Sell';
  trade_option: 'Amount' | 'Units' | 'SellAll';
  trade_value: number;
  /** Units ordered (the nominal for bonds and notes). */
  units: number;
  /** Cash value at placement in the product's currency: reserved for a buy, expected for a sell. */
  amount: number;
  /** Unit price at placement. */
  price: number;
  currency: string;
  cart_id: number | null;
  cash_rebate_type: string | null;
  /** The alert to create when the buy fills (alert-targets answers), JSON. */
  alert_json: string | null;
  status: LineStatus;
  order_date: string;
  filled_units: number | null;
  filled_price: number | null;
  filled_amount: number | null;
  filled_at: string | null;
  reject_reason: string | null;
}

/** Cash an open buy line holds back in one currency; a forex part also names what it buys. */
export interface OrderPaymentTable {
  id: Id;
  order_line_id: number;
  account_id: number;
  currency: string;
  amount: number;
  buy_currency: string | null;
  buy_amount: number | null;
  open: Flag;
}

export interface WatchlistItemTable {
  id: Id;
  user_id: number;
  product_id: number;
  start_date: string;
  modified_date: string;
  stamp_nav: number | null;
  gain_rate: number;
  /** Stored negative (a fall of 5 % is -5). */
  fall_rate: number;
  /** The adviser who put it on a client's watchlist. */
  added_by: number | null;
}

export interface AlertTable {
  id: Id;
  account_id: number;
  user_id: number;
  product_id: number;
  order_line_id: number | null;
  purchase_date: string;
  start_value: number;
  gain_rate: number | null;
  /** Stored negative. */
  fall_rate: number | null;
  /** Action codes of trading §4: 1 Notify By Email, 2 auto-sell, 3 Reset Alert, 4 No Alert. */
  gain_action: number;
  fall_action: number;
  auto_reset_value: number;
  created_at: string;
  modified_at: string;
}

export interface AlertHistoryTable {
  id: Id;
  alert_id: number;
  event_date: string;
  state: string;
  gain_rate: number | null;
  fall_rate: number | null;
  new_gain_rate: number | null;
  new_fall_rate: number | null;
}

export type AccountOpeningStatus = 'InProgress' | 'Signing' | 'Completed';

/** An account opening (portal-shell §3 "Account opening record"), started by an adviser. */
export interface AccountOpeningTable {
  id: Id;
  white_label_id: number;
  /** The client the account is for; null until completion creates a new client. */
  client_id: number | null;
  created_by: number;
  impersonator_id: number | null;
  status: AccountOpeningStatus;
  /** The flow step id of the last saved section. */
  last_saved_step: string | null;
  is_manual: Flag;
  is_docusign: Flag;
  /** The signing adapter's envelope (built-in or DocuSign). */
  envelope_id: string | null;
  /** The account completion created. */
  account_id: number | null;
  created_at: string;
  updated_at: string;
  signing_started_at: string | null;
  completed_at: string | null;
}

/** One save of one section; `current` 1 marks the section's answer, older saves are history. */
export interface AccountOpeningSectionTable {
  id: Id;
  opening_id: number;
  section: string;
  step_id: string;
  /** [{formId, version, hash, contentHash}] of every form the section was validated with (contentHash: the studio version's, since migration 013). */
  stamps_json: string;
  data_json: string;
  saved_by: number;
  impersonator_id: number | null;
  saved_at: string;
  current: Flag;
}

/** A document of an opening: uploaded (types 1–5) or generated for signing; bytes stored here. */
export interface AccountOpeningDocumentTable {
  id: Id;
  opening_id: number;
  document_type_id: number;
  /** The generated document's kind (ApplicationForm, FeeSchedule, BusinessConditions); null when uploaded. */
  kind: string | null;
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Buffer;
  generated: Flag;
  signed: Flag;
  uploaded_by: number;
  created_at: string;
}

/** A signer of an opening's documents, in signing order (holder 1, then holder 2). */
export interface AccountOpeningSignerTable {
  opening_id: number;
  signer_order: number;
  name: string;
  email: string;
  signed_at: string | null;
  signature_name: string | null;
}

export interface Database {
  white_labels: WhiteLabelTable;
  users: UserTable;
  accounts: AccountTable;
  cash_balances: CashBalanceTable;
  currency_rates: CurrencyRateTable;
  products: ProductTable;
  prices: PriceTable;
  holdings: HoldingTable;
  transactions: TransactionTable;
  cart_items: CartItemTable;
  missing_documents: MissingDocumentTable;
  due_diligence: DueDiligenceTable;
  password_resets: PasswordResetTable;
  email_outbox: EmailOutboxTable;
  activity_log: ActivityLogTable;
  form_submissions: FormSubmissionTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_payments: OrderPaymentTable;
  watchlist_items: WatchlistItemTable;
  alerts: AlertTable;
  alert_history: AlertHistoryTable;
  account_openings: AccountOpeningTable;
  account_opening_sections: AccountOpeningSectionTable;
  account_opening_documents: AccountOpeningDocumentTable;
  account_opening_signers: AccountOpeningSignerTable;
}

export type Timestamp = ColumnType<string, string, string>;

/** An asset the client holds with another bank or broker, recorded by an adviser (migration 006). */
export interface NonPlatformHoldingTable {
  id: Id;
  account_id: number;
  name: string;
  isin: string | null;
  provider: string;
  currency: string;
  units: number;
  /** Market value in `currency` on `valuation_date` ('YYYY-MM-DD'). */
  value: number;
  valuation_date: string;
  /** The adviser who recorded or last changed it (the impersonator when acting as the client). */
  recorded_by: number;
  impersonator_id: number | null;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

export type NonPlatformSellStatus = 'Requested' | 'Completed' | 'Cancelled';

/** A client's instruction to sell a non-platform holding and transfer the proceeds in (migration 006). */
export interface NonPlatformSellInstructionTable {
  id: Id;
  holding_id: number;
  account_id: number;
  user_id: number;
  impersonator_id: number | null;
  units: number;
  status: NonPlatformSellStatus;
  /** The units as text while Requested, null once closed (unique per holding: no duplicate open instruction). */
  open_key: string | null;
  requested_at: string;
  closed_at: string | null;
}

/** The direction in which an alert fired with Notify By Email, until it is reset or edited (migration 006). */
export interface AlertTriggerTable {
  alert_id: number;
  direction: 'gain' | 'fall';
  fired_at: string;
  nav: number;
}

// Merged into the Database interface above (declaration merging keeps this file append-only).
export interface Database {
  non_platform_holdings: NonPlatformHoldingTable;
  non_platform_sell_instructions: NonPlatformSellInstructionTable;
  alert_triggers: AlertTriggerTable;
}

/** One issued token (migration 007): ended early when `revoked_at` is set. Times are ISO strings. */
export interface SessionTable {
  session_id: string;
  user_id: number;
  impersonator_id: number | null;
  issued_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface Database {
  sessions: SessionTable;
}

/** Columns migration 009 adds to a missing-document item (merged into MissingDocumentTable above). */
export interface MissingDocumentTable {
  /** When the pending upload (file or form submission) arrived; null while nothing is uploaded. */
  uploaded_at: string | null;
  /** The client's note sent with the upload (at most 300 characters). */
  user_message: string | null;
  /** Who uploaded: the client, or the adviser acting as the client ("Login As"). */
  uploaded_by: number | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  /** Client servicing's note with its decision (shown to the client after a rejection). */
  review_note: string | null;
  /** The KYC / appropriateness-test form submission that answered the item, when it was answered by a form. */
  submission_id: number | null;
}

/** A file uploaded to a missing-document item (migration 009); the latest row is the current upload. */
export interface MissingDocumentFileTable {
  id: Id;
  document_id: number;
  /** The acting user (the adviser when "Login As"). */
  user_id: number;
  white_label_id: number;
  file_name: string;
  /** Recognised from the content (PDF, JPEG or PNG), never from the name or the declared type. */
  content_type: string;
  size: number;
  content: Buffer;
  created_at: string;
}

export interface Database {
  missing_document_files: MissingDocumentFileTable;
}

/** A client's stored online-form data for one account (migration 010): the KYC and appropriateness prefill. */
export interface OnlineFormDataTable {
  user_id: number;
  account_id: number;
  /** A flat JSON object: `CheckBox_…` flags, AppropriatenessTestRemarks, the KYC answers (engine/compliance/onlineFormData.ts). */
  data_json: string;
  updated_at: string;
}

/** The PDF of a stored form submission (migration 010), drawn when it was submitted. */
export interface FormSubmissionPdfTable {
  submission_id: number;
  pdf: Buffer;
  file_name: string;
  created_at: string;
}

export interface Database {
  online_form_data: OnlineFormDataTable;
  form_submission_pdfs: FormSubmissionPdfTable;
}

/** A client's current due-diligence details (migration 011): what the next review starts from. */
export interface DueDiligenceDetailsTable {
  user_id: number;
  /** The platform account the details were answered for (GeneralDetails.PlatformAccount). */
  account_id: number;
  /** The details object: { GeneralDetails, SourceOfWealth, SourceOfFunds, MoreInformation }. */
  details_json: string;
  updated_at: string;
  /** Who stored them: the client, or the adviser acting as the client; null for the demo seed. */
  updated_by: number | null;
  impersonator_id: number | null;
}

/** One 'Remind Me Later' of a due-diligence review (migration 011). */
export interface DueDiligenceSkipTable {
  id: Id;
  user_id: number;
  impersonator_id: number | null;
  /** The skip count after this skip. */
  skip_count: number;
  skipped_at: string;
}

export interface Database {
  due_diligence_details: DueDiligenceDetailsTable;
  due_diligence_skips: DueDiligenceSkipTable;
}

/** What a studio version holds: a form ({schema, ui}) or a flow. */
export type StudioKind = 'form' | 'flow';
/** Where a version is in its life cycle; "scheduled" and "retired" are read from the dates (services/studioVersions.ts). */
export type FormVersionStatus = 'draft' | 'in_review' | 'approved' | 'published' | 'retired';

/** One version of a form or a flow (migration 012); immutable once published. */
export interface FormVersionTable {
  id: Id;
  kind: StudioKind;
  form_id: string;
  /** 1, 2, 3 … per (kind, form_id); version 1 is the file under schemas/. */
  version: number;
  status: FormVersionStatus;
  /** A form: {schema, ui, fixtures?}; a flow: the flow. */
  content_json: string;
  /** sha256 of the content's canonical JSON. */
  content_hash: string;
  /** Null for the versions loaded from schemas/ ("system"). */
  author_id: number | null;
  /** The author's brand: only compliance of that brand act on the draft; null for the system's versions. */
  white_label_id: number | null;
  approver_id: number | null;
  created_at: string;
  submitted_at: string | null;
  approved_at: string | null;
  published_at: string | null;
  /** From when a published version applies (ISO time); in the future = scheduled. */
  effective_from: string | null;
  change_note: string | null;
  /** The reviewer's note when the version was sent back to draft. */
  review_note: string | null;
  based_on_version: number | null;
}

/** One entry of the studio's audit log (migration 012); only ever appended. */
export interface StudioAuditTable {
  seq: number;
  at: string;
  actor_id: number | null;
  action: string;
  kind: StudioKind;
  form_id: string;
  version: number | null;
  detail_json: string;
  prev_hash: string;
  hash: string;
}

export interface Database {
  form_versions: FormVersionTable;
  studio_audit: StudioAuditTable;
}

/** A user's authenticator key (migration 020): pending until `enabled_at`; `last_step` refuses a code used before. */
export interface UserTwoFactorTable {
  user_id: number;
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM under TWO_FACTOR_KEY with the user id as associated data. */
  secret_encrypted: string;
  created_at: string;
  enabled_at: string | null;
  last_step: number | null;
}

/** One single-use recovery code (migration 020), kept as an HMAC-SHA-256 under a key derived from TWO_FACTOR_KEY. */
export interface TwoFactorRecoveryCodeTable {
  id: Id;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** What a correct password earns when a second step must follow (migration 020); the token is kept as its SHA-256. */
export interface TwoFactorChallengeTable {
  id: Id;
  token_hash: string;
  user_id: number;
  kind: 'code' | 'enrol';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One failed (or still running) sign-in try of a username (migration 020); `user_key` is `<white label id>:<lower-cased username>`. */
export interface LoginFailureTable {
  id: Id;
  user_key: string;
  at: string;
}

export interface Database {
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodeTable;
  two_factor_challenges: TwoFactorChallengeTable;
  login_failures: LoginFailureTable;
}

/** A rate-limit counter (migration 021): attempts of one caller on one limited route in the window ending at `reset_at` (ms). */
export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: number;
}

export interface Database {
  rate_limits: RateLimitTable;
}

/** One recorded act (migration 018): a write of an adviser acting as a client, or of an administrator; never changed. */
export interface AuditTrailTable {
  id: Id;
  /** ISO time of the act. */
  at: string;
  /** Who: the adviser (when acting as the client) or the administrator. */
  actor_id: number;
  actor_role: string;
  /** 1 when the actor acted through "log in as". */
  acting_as_client: Flag;
  /** For whom: the client the act concerns, when there is one. */
  client_id: number | null;
  /** The act, a key of the engine's AUDIT_ACTIONS. */
  action: string;
  method: string;
  /** The route as declared, e.g. /api/products/addCart. */
  route: string;
  resource_id: string | null;
  request_id: string;
  /** The brand code of the request's host. */
  brand: string;
}

export interface Database {
  audit_trail: AuditTrailTable;
}

/** One user as the client directory searches and pages it (migration 022; kept by triggers on users and accounts). */
export interface ClientSearchTable {
  user_id: number;
  white_label_id: number;
  consultant_id: number | null;
  /** 1 for the client roles (client, clientreadonly): the users the directory lists. */
  client: Flag;
  last_name: string;
  first_name: string;
  /** The user's accounts. */
  accounts: number;
  /** USER_SEARCH_TEXT (migration 015) of the user. */
  search_text: string;
}

/** Clients per brand and consultant (migration 022; kept by triggers on users). */
export interface ClientCountTable {
  white_label_id: number;
  /** The consultant's user id; 0 for clients without a consultant. */
  consultant_key: number;
  clients: number;
}

/** The client directory's version per brand (migration 024): moves with every write a directory search could see. */
export interface ClientDirectoryVersionTable {
  white_label_id: number;
  version: number;
}

export interface Database {
  client_search: ClientSearchTable;
  client_counts: ClientCountTable;
  client_directory_versions: ClientDirectoryVersionTable;
}
