import { http, unwrap } from './client';

/** Forex entry of a purchased fund line (trading §3): another currency sold to pay the product's. */
export interface ForexLine { SellCurrency: string; SellAmount: number; BuyCurrency: string; BuyAmount: number }

/** The Alert of a purchased fund line (trading §3); selections AutoEmail, AutoReset, No Alert or their codes. */
export interface OrderAlert {
  CartId?: number; GainRate: number | null; GainSelection: string | number; FallRate: number | null; FallSelection: string | number;
  AutoResetGainFallValue: number | null;
}

/** Purchased fund line (trading §3). */
export interface PurchasedFundLine {
  ID?: number; CartId?: number; Name?: string; ISIN: string; NAV?: number | null; TradeValue: number; ProductType?: string; Currency?: string;
  CashRebate?: number | null; DiscountPercentage?: number; CashRebateType?: string | null; CheckoutOnline?: boolean; CheckoutDocusign?: boolean;
  TradeOptions: 'Amount' | 'Units'; Price?: number; Units?: number; Amount?: number; isFilled?: boolean; Forex?: ForexLine[]; Alert?: OrderAlert | null;
}

/** Sold fund line (trading §3): Amount is the text '100%' for SellAll. */
export interface SoldFundLine {
  CartId?: number; ISIN: string; Currency?: string; TradeOptions: 'Amount' | 'Units' | 'SellAll'; Price?: number; Units?: number;
  Amount?: number | string; DiscountPercentage?: number;
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
    PlatformId: number; UserInfoId?: number; ActiveBostonId?: string; CurrentUserBostonId?: string; MoventumNumber?: string; CPAccount?: string;
    WhiteLabelCode?: string; WhiteLabelId?: number; TotalAccountPosition?: number;
  };
}

/** Checkout result documents (trading §3). */
export interface PdfDetails {
  SignerDetails: { SignerOrder: number; IsCC: boolean; SignerRole: string; SignerName: string; SignerEmailAddress: string }[];
  PDFUrls: { FileName: string; PDFUrl: string }[];
}

/** What ProcessTrade and docusignTrade answer (docs/api.md `Order`). */
export interface PlacedOrder {
  OrderId: number; AccountId: number; Status: string; CheckoutType: 'Online' | 'Docusign' | 'Manual'; OrderDate: string; CreatedAt: string;
  Currency: string; PendingOrderAmount: number; AvailableBalance: number;
  PurchasedFunds: Array<{ OrderLineId: number; CartId: number | null; ISIN: string; Name: string; ProductType: string; Currency: string; Units: number; Amount: number; Status: string }>;
  SoldFunds: Array<{ OrderLineId: number; CartId: number | null; ISIN: string; Name: string; ProductType: string; Currency: string; Units: number; Amount: number; SellAll: boolean; Status: string }>;
  PDFDetails?: PdfDetails;
  PDFInformation?: PdfDetails;
}

/**
 * POST products/ProcessTrade (buy and sell orders; Docusign orders go to products/docusignTrade).
 * The idempotency key is made once per placement attempt and sent again unchanged on a retry.
 */
export const placeOrder = (request: TradeRequest, idempotencyKey: string) =>
  http.post<{ Data: PlacedOrder }>(request.CheckoutDocusign ? 'products/docusignTrade' : 'products/ProcessTrade', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then(unwrap);
