/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/shell.json. */
// Brand, footer, company address, user info and the two log calls (portal-shell spec §7).

import type { Id } from './common';

export interface WhiteLabelQuery {
  whitelabelID?: Id;
}

/** The brand of the host (schemas/brands/brands.json, every field required by brand.schema.json) and its white-label id. */
export interface WhiteLabel {
  name: string;
  code: string;
  readable: string;
  logo: string;
  logoType: 'svg' | 'png' | 'jpg' | 'webp';
  colourPrimary: string;
  colourSecondary: string;
  colourLight: string;
  colourLighter: string;
  buttonColour: string;
  buttonBgColour: string;
  colourTitle: string;
  bgColourPrimary: string;
  bgColourSecondary: string;
  fontPrimary: string;
  fontSecondary: string;
  fontURL: string;
  heroBg: string;
  loginBg: string;
  favicon: string;
  liveSubDomain: string;
  sandboxSubDomain: string;
  providerName: string;
  providerUrl: string;
  contactEmail: string;
  contactPhone: string;
  companyAddressHtml: string;
  WhiteLabelId: number;
}

export interface FooterInfo {
  ProviderName: string;
  ProviderUrl: string;
  ContactEmail: string;
  ContactPhone: string;
  CompanyName: string;
}

/** The company address as HTML (the browser sanitises it before inserting it). */
export type CompanyAddress = string;

export interface UserInfo {
  UserId: number;
  UserName: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  Role: string;
  detailsUpdated: boolean;
  cphqUser: boolean;
  BostonId: string;
  TransactionFeeSigned: boolean;
  CanPurchase: boolean;
  CanSell: boolean;
  ConsultantName: string | null;
}

export interface UserActivity {
  sessionId?: string;
  payload?: string;
  userId?: string | number;
  impersonatorId?: string | number | null;
  action?: string;
  level?: string;
}

/** Whatever the browser logs: an object, a text or a list, stored as JSON text. */
export type AlertLog = Record<string, unknown> | string | unknown[];
