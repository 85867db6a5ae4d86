/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/kyc/schema.json. */

/**
 * The missing-document Know Your Customer form (compliance spec §2.1, §3.1, §5), sent with missingDocumentId and whiteLabelId. Unticking a source category clears its rows (the form does it; the schema does not reject stale rows).
 */
export interface KycAnswers {
  /**
   * Annual disposable net assets, as a band code 43 to 47.
   */
  AmountIncome: number & (43 | 44 | 45 | 46 | 47);
  /**
   * Savings from salary, wages, commissions, royalties.
   */
  Saving?: boolean;
  /**
   * Background of the self-employed business.
   */
  SelfEmployed?: string;
  /**
   * Previous professions.
   */
  Previous?: string;
  /**
   * Proceeds from sales.
   */
  ProceedSales?: boolean;
  /**
   * The financial investments row of Proceeds from sales is ticked.
   */
  HasFinancialInvestment?: boolean;
  /**
   * Proceeds from financial investments in USD (up to three decimals while typing, stored with two).
   */
  FinancialInvestment?: number;
  FinancialInvestmentRemarks?: string;
  /**
   * The properties row of Proceeds from sales is ticked.
   */
  HasProperties?: boolean;
  /**
   * Proceeds from properties in USD (up to three decimals while typing, stored with two).
   */
  Properties?: number;
  PropertiesRemarks?: string;
  /**
   * The sale of company row of Proceeds from sales is ticked.
   */
  HasSaleOfCompany?: boolean;
  /**
   * Proceeds from sale of company in USD (up to three decimals while typing, stored with two).
   */
  SaleOfCompany?: number;
  SaleOfCompanyRemarks?: string;
  /**
   * The other sales row of Proceeds from sales is ticked.
   */
  HasOtherSales?: boolean;
  /**
   * Proceeds from other sales in USD (up to three decimals while typing, stored with two).
   */
  OtherSales?: number;
  OtherSalesRemarks?: string;
  /**
   * Other sources of funds.
   */
  Other?: boolean;
  InsurancePayout?: boolean;
  Inheritance?: boolean;
  Donation?: boolean;
  Compensation?: boolean;
  RentalIncome?: boolean;
  GainShareholding?: boolean;
  BusinessActivity?: boolean;
  Retirement?: boolean;
  FundsOther?: boolean;
  /**
   * true: the client is not a US person; false: the client is a US person.
   */
  USPerson: boolean & (true | false);
  /**
   * The Account For Natural Persons declaration; it must be agreed to.
   */
  DeclaredNaturalPerson: true;
  Remarks?: string;
}
