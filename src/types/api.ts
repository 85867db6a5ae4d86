/**
 * The browser's one module for the API's shapes. Answers are the types `npm run codegen` generates
 * from schemas/api (the schemas the server answers with), re-exported as they are or under the name
 * the browser has always used; the few narrowings below are what the browser relies on beyond them.
 * src/api, src/sagas, src/store and src/features import shapes from here, never from src/api.
 */
import type { Brand } from '@/engine/brands/types';
import type { Flow, FormSchema, UiSchema } from '@/engine';
import type { PrecompiledModule } from '@/engine/forms/precompiled';
import type { FactSheetData } from '@/engine/trading/factSheetSections';
import type {
  FeesInfo as GeneratedFeesInfo,
  Opening as GeneratedOpening,
  OpeningFormInfo as GeneratedOpeningFormInfo,
} from '@/types/generated/api/account-opening';
import type { DealingInstruction as GeneratedDealingInstruction } from '@/types/generated/api/documents';
import type { FormDocument, FormVersionDocument } from '@/types/generated/api/forms';
import type { Product } from '@/types/generated/api/products';
import type { WhiteLabel as GeneratedWhiteLabel } from '@/types/generated/api/shell';

export type { FooterInfo, UserInfo } from '@/types/generated/api/shell';
export type { ContentPage as ContentPageAnswer } from '@/types/generated/api/content';
export type { AccountSummary, CashPosition, CurrencyRate, Holding, HoldingTransaction, Holdings } from '@/types/generated/api/accounts';
export type { CashBalance, CashTransactionHistoryQuery, TransactionDetails, TransactionRow } from '@/types/generated/api/transactions';
export type { AccountStatementUrlQuery, StatementLink } from '@/types/generated/api/statements';
export type { ClientEntry, ConsultantSummary, InvestmentSummaryEntry } from '@/types/generated/api/clients';
export type { MissingDocumentItem } from '@/types/generated/api/compliance';
export type { OpeningDocument, SignAnswer, SigningOrder } from '@/types/generated/api/account-opening';
export type { FormSummary } from '@/types/generated/api/forms';
export type { Cart, CartItem, CartTotal, RemovedCartItem } from '@/types/generated/api/cart';
export type {
  FundSummary,
  Product,
  ProductPage as SearchPage,
  ReportLink,
  SearchOptions as ProductOptions,
} from '@/types/generated/api/products';
export type { OrderAnswer as PlacedOrder, OrderFormLink, PendingOrder, PendingOrders } from '@/types/generated/api/orders';
export type {
  AddForClientsAnswer,
  ClientEntry as ClientWatchlistEntry,
  RemovedItem as RemovedWatchlistItem,
  WatchlistItem,
} from '@/types/generated/api/watchlist';
export type { Alert as AlertItem } from '@/types/generated/api/alerts';
export type {
  Holding as NonPlatformHolding,
  Holdings as NonPlatformHoldings,
  SaleRequest as NonPlatformSaleAnswer,
} from '@/types/generated/api/non-platform-holdings';

/** A failed call as the sagas see it: the status and the server's Message, if it gave one. */
export interface ApiError {
  status: number;
  message?: string;
}

/** The brand of this host: the catalogue entry (the engine's Brand, narrower than strings) and its white-label id. */
export type WhiteLabel = Brand & Pick<GeneratedWhiteLabel, 'WhiteLabelId'>;

/** The Dealing Instructions Form of an account; the call answers null when none is set. */
export type DealingInstruction = NonNullable<GeneratedDealingInstruction>;

export type OpeningSection = Record<string, unknown>;

/**
 * The account opening record (portal-shell §3) as the server keeps it: the generated shape, with the
 * two sections the wizard reads into (the server passes every section through whole).
 */
export interface Opening extends Omit<GeneratedOpening, 'PersonalDetails' | 'InvestmentProfile'> {
  PersonalDetails: { Holders: OpeningSection[]; Correspondence?: OpeningSection | null } | null;
  InvestmentProfile: { RiskProfile: OpeningSection; Appropriateness?: OpeningSection | null } | null;
}

/** What the wizard's forms need; Forms maps each section to the form version the server validates with. */
export interface OpeningFormInfo extends Omit<GeneratedOpeningFormInfo, 'Forms'> {
  Forms: Record<string, { id: string; version: string }>;
}

/** The fee choices of portal-shell §5 for the fees step, with the term-account defaults and schedules the step reads. */
export interface FeesInfo extends Omit<GeneratedFeesInfo, 'TermAccountDefaults' | 'FeeSchedules'> {
  TermAccountDefaults: { TA_DeductionFeeYears: number; TA_EstablishPeriod: number };
  FeeSchedules: Array<{ AccessTypeId: number; FeeOptionId: number; FeeSchedulesId: number }>;
}

/** The sections saved with their own call (portal-shell §7), by the path segment of the call. */
export type SectionPath = 'accounttype' | 'personaldetails' | 'disbursement' | 'investmentprofile' | 'fees' | 'acknowldedgements';

/** A form as served, its schema and uiSchema typed as the engine reads them. */
export type FormDefinition = Omit<FormDocument, 'schema' | 'ui'> & { schema: FormSchema; ui: UiSchema };

/** A published version of a form (current or not: what a stored answer was given on), typed as the engine reads it. */
export type FormVersionDefinition = Omit<FormVersionDocument, 'schema' | 'ui'> & { schema: FormSchema; ui: UiSchema };

/** A flow as served, with the module of its conditions the server precompiled. */
export interface FlowDefinition {
  flow: Flow;
  conditions: PrecompiledModule;
}

/** A fund or note fact sheet as the fact-sheet sections read it (the engine's shape of both answers). */
export type FactSheet = FactSheetData & { FundId: number };

/**
 * The product details a basket shows and checks (trading §3 Product details), read from products/search:
 * the fields its checks need, the rest as the search answers them when it has them.
 */
export type BasketProductDetails = Pick<
  Product,
  'FundId' | 'ISIN' | 'FundName' | 'ProductType' | 'Currency' | 'NAV' | 'Denomination' | 'MinInvest' | 'Coupon'
> &
  Partial<
    Pick<
      Product,
      | 'CurrencySymbol'
      | 'OfferPrice'
      | 'MovNav'
      | 'TradeOptions'
      | 'CashRebate'
      | 'CashRebateType'
      | 'CheckoutOnline'
      | 'CheckoutDocusign'
      | 'NeedsDisclaimer'
      | 'HasNav'
      | 'Tradeable'
    >
  >;

// Request bodies below stay written here: their schemas use anyOf (Amount, ISIN, the alert selections)
// or leave properties untyped, which codegen renders as Record<string, unknown> or unknown, wider than
// what the browser sends.

/**
 * Trading §7 "Product search" (products/search's body). Written here because the browser sends a
 * single filter value as a string, which the server's Ajv (coerceTypes 'array') turns into the list
 * the schema names, and SortBy is one of the options answer's SortBy strings.
 */
export interface SearchCriteria {
  ProductType?: string | string[];
  Text?: string;
  Currency?: string | string[];
  Provider?: string | string[];
}
export interface PagingInfo {
  PageNumber: number;
  PageSize: number;
  SortBy: string;
  SortOrder: 'asc' | 'desc';
}

/** A basket order as the buy and sell baskets send it (trading §3 Basket order). */
export interface BasketOrder {
  ISIN: string;
  TransactionType: 'Purchase' | 'Sell';
  TradeOptions: 'Amount' | 'Units' | 'SellAll';
  /** The typed number: an amount or units (for bonds and notes the nominal). */
  TradeValue?: number;
  Units?: number;
  /** '100%' for Sell All. */
  Amount?: number | string;
  /** The active account. */
  PlatformId: number;
  ProductType?: string;
  FundName?: string;
  Currency?: string;
  UserInfoId?: number;
}

/** Forex entry of a purchased fund line (trading §3): another currency sold to pay the product's. */
export interface ForexLine {
  SellCurrency: string;
  SellAmount: number;
  BuyCurrency: string;
  BuyAmount: number;
}

/** The Alert of a purchased fund line (trading §3); selections AutoEmail, AutoReset, No Alert or their codes. */
export interface OrderAlert {
  CartId?: number;
  GainRate: number | null;
  GainSelection: string | number;
  FallRate: number | null;
  FallSelection: string | number;
  AutoResetGainFallValue: number | null;
}

/** Purchased fund line (trading §3). */
export interface PurchasedFundLine {
  ID?: number;
  CartId?: number;
  Name?: string;
  ISIN: string;
  NAV?: number | null;
  TradeValue: number;
  ProductType?: string;
  Currency?: string;
  CashRebate?: number | null;
  DiscountPercentage?: number;
  CashRebateType?: string | null;
  CheckoutOnline?: boolean;
  CheckoutDocusign?: boolean;
  TradeOptions: 'Amount' | 'Units';
  Price?: number;
  Units?: number;
  Amount?: number;
  isFilled?: boolean;
  Forex?: ForexLine[];
  Alert?: OrderAlert | null;
}

/** Sold fund line (trading §3): Amount is the text '100%' for SellAll. */
export interface SoldFundLine {
  CartId?: number;
  ISIN: string;
  Currency?: string;
  TradeOptions: 'Amount' | 'Units' | 'SellAll';
  Price?: number;
  Units?: number;
  Amount?: number | string;
  DiscountPercentage?: number;
}

/** Trade request (trading §3). */
export interface TradeRequest {
  PurchasedFunds: PurchasedFundLine[];
  SoldFunds: SoldFundLine[];
  CheckoutOnline: boolean;
  CheckoutDocusign: boolean;
  /** The user confirmed the duplicate-order warning (the server answers 409 without it). */
  ConfirmDuplicate?: boolean;
  UserInfo: {
    PlatformId: number;
    UserInfoId?: number;
    ActiveBostonId?: string;
    CurrentUserBostonId?: string;
    MoventumNumber?: string;
    CPAccount?: string;
    WhiteLabelCode?: string;
    WhiteLabelId?: number;
    TotalAccountPosition?: number;
  };
}

/** What the Reset Alert screen saves (trading §7 "alerts save"). */
export interface AlertUpdate {
  TradeId: number;
  GainRate?: number;
  FallRate?: number;
  AutoResetGainFallValue?: number;
  GainSelection: number;
  FallSelection: number;
}

/** A non-platform holding as the adviser's form sends it (add and update). */
export interface NonPlatformHoldingInput {
  Name: string;
  ISIN: string | null;
  Provider: string;
  Currency: string;
  Units: number;
  Value: number;
  ValuationDate: string;
}

// Issue 12 (compliance): missing documents with their uploads and reviews, the KYC and
// appropriateness forms and the evidence of past submissions, under the names the browser uses.
export type {
  MissingDocument as ComplianceDocument,
  MissingDocumentItem as ComplianceItem,
  MissingDocumentReviewEntry as ReviewQueueEntry,
  MissingDocumentReview as DocumentReview,
} from '@/types/generated/api/compliance';
export type {
  ComplianceFormPrefill as ComplianceFormInfo,
  ComplianceFormResult as ComplianceFormAnswer,
  ComplianceSubmission,
} from '@/types/generated/api/compliance-forms';

/** Ongoing due diligence (accounts/duediligence/*): the shapes the server answers with. */
export type {
  DueDiligenceCountry,
  DueDiligenceDetails,
  DueDiligenceDetailsInfo,
  DueDiligenceReminder,
  DueDiligenceSkip,
  DueDiligenceSubmitAnswer,
} from '@/types/generated/api/due-diligence';

/** PUT userinfo: the profile reminder's answers (compliance §3.5). */
export type { ProfileUpdateBody as UserInfoUpdate } from '@/types/generated/api/compliance-forms';

// Missing documents (helper A, schemas/api/compliance.json): the generated shapes of the list, upload, review queue and review.
export type {
  MissingDocument,
  MissingDocumentClient,
  MissingDocumentReview,
  MissingDocumentReviewEntry,
} from '@/types/generated/api/compliance';
export type {
  LoginAnswer,
  Setup as TwoFactorSetup,
  Status as TwoFactorStatus,
  Enabled as TwoFactorEnabled,
} from '@/types/generated/api/two-factor';
