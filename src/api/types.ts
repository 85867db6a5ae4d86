/**
 * Shapes of the API answers the browser reads: the types generated from the API's schemas
 * (schemas/api, npm run codegen), the same schemas the server's routes answer with.
 */
import type { Brand } from '@/engine/brands/types';
import type { WhiteLabel as GeneratedWhiteLabel } from '@/types/generated/api/shell';

export type { FooterInfo, UserInfo } from '@/types/generated/api/shell';

/** The brand of this host: the catalogue entry (the engine's Brand, narrower than strings) and its white-label id. */
export type WhiteLabel = Brand & Pick<GeneratedWhiteLabel, 'WhiteLabelId'>;
export type {
  AccountSummary, CashPosition, Holding, Holdings, CurrencyRate,
} from '@/types/generated/api/accounts';
export type { ConsultantSummary, ClientEntry, InvestmentSummaryEntry } from '@/types/generated/api/clients';
export type { MissingDocumentItem } from '@/types/generated/api/compliance';

// schemas/api/cart.json lists no required properties of CartItem yet (its generated type has every one
// optional), so the cart's shapes the browser relies on are written here until it does.
export interface CartItem {
  ID: number; UserInfoId: number; AccountId: number; FundId: number; Name: string; ISIN: string; NAV: number | null; Currency: string;
  ProductType: string; TransactionType: 'Purchase' | 'Sell'; TradeOptions: string; TradeValue: number; Units: number; Amount: number;
  UnitCost?: number | null; CurrentValue?: number | null; CashRebate?: number | null; DiscountPercentage?: number; CashRebateType?: string | null;
  CheckoutOnline?: boolean; CheckoutDocusign?: boolean; NeedsDisclaimer?: boolean; Denomination?: number | null; MinInvest?: number | null; Coupon?: number | null;
}
export interface Cart { Items: CartItem[]; TotalList: { Currency: string; CurrencySymbol: string; Total: number; TotalInAccountCurrency: number }[] }
