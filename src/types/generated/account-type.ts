/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/account-type/schema.json. */

/**
 * One account entry of the account opening: the account type and what it brings with it.
 */
export interface AccountTypeAnswers {
  /**
   * Account type code (spec §3): 400159 standalone, 400160 QROPS, 400163 corporate, 400164 trust, 400166 master account. 400161 "DFM account" is not in the spec's type list, but the spec names it, with 400160, as a type that shows the DFM provider choice; it is kept here as a known code so a DFM account entry validates.
   */
  AccountTypeId: number & (400159 | 400160 | 400161 | 400163 | 400164 | 400166);
  IsJoint?: boolean;
  DFMProviderId?: number;
  QSTProviderId?: number;
  FeeSchedulesId?: number;
  /**
   * @maxItems 10
   */
  Trustees?: string[];
}
