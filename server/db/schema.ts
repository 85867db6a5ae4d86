import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Booleans are stored as 0/1 integers and dates as ISO text so that the
 * same queries run unchanged on SQLite and PostgreSQL.
 */
type Id = Generated<number>;
type Flag = number;

export interface WhiteLabelTable { id: number; code: string; name: string }

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

export interface CashBalanceTable { account_id: number; currency: string; amount: number }

export interface CurrencyRateTable { currency: string; rate_eur: number; symbol: string }

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

export interface PriceTable { product_id: number; price_date: string; nav: number }

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
}

export type Timestamp = ColumnType<string, string, string>;
