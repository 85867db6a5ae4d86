/**
 * The account type codes of portal-shell §3 (400159 standalone, 400160 QROPS, 400163 corporate,
 * 400164 trust, 400166 master account) and 400161 DFM account, which the spec names in the DFM
 * provider rule. One map for the whole platform: the accounts API's TypeName, the documents and the
 * wizard print these names; the account-type form's option titles are the same (a unit test keeps
 * them equal).
 */
export const ACCOUNT_TYPES = {
  Standalone: 400159,
  QROPS: 400160,
  DFM: 400161,
  Corporate: 400163,
  Trust: 400164,
  Master: 400166,
} as const;

export type AccountTypeCode = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];

/** The name of each account type code. */
export const ACCOUNT_TYPE_NAMES: Readonly<Record<AccountTypeCode, string>> = {
  400159: 'Standalone account',
  400160: 'QROPS account',
  400161: 'DFM account',
  400163: 'Corporate account',
  400164: 'Trust account',
  400166: 'Master account',
};

/** What an account of a code the platform does not know is called. */
export const UNKNOWN_ACCOUNT_TYPE_NAME = 'Account';

/**
 * The name of an account type code.
 * @param code - the account's type code, e.g. 400161
 * @returns its name ("DFM account"), or "Account" for a code outside the list
 */
export function accountTypeName(code: number | null | undefined): string {
  return (ACCOUNT_TYPE_NAMES as Record<number, string>)[code ?? -1] ?? UNKNOWN_ACCOUNT_TYPE_NAME;
}
