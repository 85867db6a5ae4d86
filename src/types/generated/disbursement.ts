/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/disbursement/schema.json. */

/**
 * The bank account that receives payments out of the investment account.
 */
export interface DisbursementAnswers {
  CurrencyId: ('EUR' | 'USD' | 'GBP') & string;
  AccountName: string;
  IBAN: string;
  SWIFT: string;
  BankName: string;
  /**
   * A country by its numeric id (the country list with risk categories is reference data).
   */
  CountryId: number;
  DirectDebit?: {
    Active: boolean;
    /**
     * An amount of money, not negative, at most two decimals (shown with thousands separators).
     */
    Amount?: number;
    Currency?: ('EUR' | 'USD' | 'GBP') & string;
    /**
     * A calendar date, yyyy-MM-dd (shown as dd/MM/yyyy).
     */
    Date?: string;
    /**
     * Payment frequency in months: Monthly 1, Quarterly 3, Half Yearly 6, Yearly 12.
     */
    Frequency?: number & (1 | 3 | 6 | 12);
  };
  RegularPayments?: {
    Active: boolean;
    /**
     * An amount of money, not negative, at most two decimals (shown with thousands separators).
     */
    Amount?: number;
    Currency?: ('EUR' | 'USD' | 'GBP') & string;
    /**
     * A calendar date, yyyy-MM-dd (shown as dd/MM/yyyy).
     */
    Date?: string;
    /**
     * Payment frequency in months: Monthly 1, Quarterly 3, Half Yearly 6, Yearly 12.
     */
    Frequency?: number & (1 | 3 | 6 | 12);
  };
}
