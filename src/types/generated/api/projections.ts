/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/projections.json. */
// The projection of a holding's value over 1 to 15 years (compliance spec §2.7, §3.7, §7 Projections).

import type { CurrencyCode, Id, Money } from './common';

/** GET accounts/projections. holdingId names the holding (the server values it); expRatedOfReturn and yearlyContribution are the projection form's answers as typed (empty counts as 0, then schemas/forms/projection validates them); currentValue, baseCurrency and referenceCurrency are the spec's fields: the server computes from its own valuation and currencies, refuses a baseCurrency or referenceCurrency that differs from them, and ignores currentValue (a price may have moved since the list was read; the answer says which value was used). */
export interface ProjectionQuery {
  holdingId: Id;
  expRatedOfReturn?: string;
  yearlyContribution?: string;
  currentValue?: number;
  baseCurrency?: CurrencyCode;
  referenceCurrency?: CurrencyCode;
}

export interface Projection {
  HoldingId: Id;
  Name: string;
  ISIN: string;
  /** The holding's own currency (its product's). */
  BaseCurrency: string;
  /** The holding's current value in BaseCurrency, as the holdings list shows it. */
  BaseValue: Money;
  /** The currency of the projection: the account's, or for a consultant the default consultant currency (compliance spec §6). */
  ReferenceCurrency: string;
  /** ReferenceCurrency's sign, for the chart's tooltip and the amounts. */
  CurrencySymbol: string;
  /** The holding's current value in ReferenceCurrency (through the EUR rates), rounded to cents: what the projection starts from. */
  CurrentValue: Money;
  /** The rate used, % per year (an empty input counts as 0). */
  ExpRatedOfReturn: number;
  /** The yearly contribution used, in ReferenceCurrency, added at the end of each year. */
  YearlyContribution: number;
  /** The projected value at the end of year 1, in ReferenceCurrency, rounded to cents. */
  OneYear: Money;
  /** The projected value at the end of year 2, in ReferenceCurrency, rounded to cents. */
  TwoYear: Money;
  /** The projected value at the end of year 3, in ReferenceCurrency, rounded to cents. */
  ThreeYear: Money;
  /** The projected value at the end of year 4, in ReferenceCurrency, rounded to cents. */
  FourYear: Money;
  /** The projected value at the end of year 5, in ReferenceCurrency, rounded to cents. */
  FiveYear: Money;
  /** The projected value at the end of year 6, in ReferenceCurrency, rounded to cents. */
  SixYear: Money;
  /** The projected value at the end of year 7, in ReferenceCurrency, rounded to cents. */
  SevenYear: Money;
  /** The projected value at the end of year 8, in ReferenceCurrency, rounded to cents. */
  EightYear: Money;
  /** The projected value at the end of year 9, in ReferenceCurrency, rounded to cents. */
  NineYear: Money;
  /** The projected value at the end of year 10, in ReferenceCurrency, rounded to cents. */
  TenYear: Money;
  /** The projected value at the end of year 11, in ReferenceCurrency, rounded to cents. */
  ElevenYear: Money;
  /** The projected value at the end of year 12, in ReferenceCurrency, rounded to cents. */
  TwelveYear: Money;
  /** The projected value at the end of year 13, in ReferenceCurrency, rounded to cents. */
  ThirteenYear: Money;
  /** The projected value at the end of year 14, in ReferenceCurrency, rounded to cents. */
  FourteenYear: Money;
  /** The projected value at the end of year 15, in ReferenceCurrency, rounded to cents. */
  FifteenYear: Money;
}

/** Data of GET accounts/projections: the projections asked for (one: the holding's). */
export type Projections = Projection[];
