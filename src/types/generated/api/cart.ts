/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/cart.json. */
// The cart: a client's buy and sell basket for one account (trading spec §3 Cart item, Basket order, §7).

import type { Id, Isin } from './common';

export interface CartQuery {
  whitelabelID?: Id;
  userInfoID?: Id;
  accountId: Id;
}

export interface Cart {
  Items: CartItem[];
  TotalList: CartTotal[];
}

export interface CartItem {
  ID: number;
  UserInfoId: number;
  AccountId: number;
  FundId: number;
  Name: string;
  ISIN: string;
  NAV: number | null;
  Currency: string;
  ProductType: string;
  TransactionType: 'Purchase' | 'Sell';
  TradeOptions: string;
  TradeValue: number;
  Units: number;
  Amount: number;
  UnitCost: number | null;
  CurrentValue: number | null;
  CashRebate: number | null;
  DiscountPercentage: number;
  CashRebateType: string | null;
  CheckoutOnline: boolean;
  CheckoutDocusign: boolean;
  NeedsDisclaimer: boolean;
  Denomination: number | null;
  MinInvest: number | null;
  Coupon: number | null;
}

export interface CartTotal {
  Currency: string;
  CurrencySymbol: string;
  Total: number;
  TotalInAccountCurrency: number;
}

export type BasketOrders = BasketOrder[];

export interface BasketOrder {
  ISIN?: Isin;
  FundId?: Id;
  TransactionType?: 'Purchase' | 'Sell';
  TradeOptions: 'Amount' | 'Units' | 'SellAll';
  TradeValue?: number;
  Units?: number;
  Amount?: Record<string, unknown>;
  PlatformId?: Id;
  AccountId?: Id;
  UserInfoId?: Id;
  [key: string]: unknown;
}

export interface CartItemChange {
  ID: Id;
  TradeOptions: 'Amount' | 'Units' | 'SellAll';
  TradeValue: number;
  [key: string]: unknown;
}

export interface CartItemRemoval {
  cartID?: Id;
  ID?: Id;
  name?: string;
  roleInfoId?: number | string;
  disableSnackbar?: boolean;
}

export interface RemovedCartItem {
  Removed: number;
  Name: string;
}
