/** Access types of the fees step (portal-shell §9: Instant Access 1, Term Account 2). */
export const ACCESS_TYPES = { InstantAccess: 1, TermAccount: 2 } as const;
/**
 * Fee options (portal-shell §4: classic 1, fee-based 2, flexible "ClassicFlex" 3). The fees form
 * offers Classic and ClassicFlex; the fee-based schedule exists in the reference data only.
 */
export const FEE_OPTIONS = { Classic: 1, FeeBased: 2, ClassicFlex: 3 } as const;

export type AccessTypeId = (typeof ACCESS_TYPES)[keyof typeof ACCESS_TYPES];
export type FeeOptionId = (typeof FEE_OPTIONS)[keyof typeof FEE_OPTIONS];

/**
 * The fee schedule of an account combines its access type and fee option (portal-shell §4: "six
 * numeric combinations whose exact codes are not shown"). The code is access × 10 + option —
 * 11, 12, 13 for instant access and 21, 22, 23 for a term account — so browser, server and the
 * feesinfo reference data agree on one rule.
 * @param accessTypeId - 1 Instant Access, 2 Term Account
 * @param feeOptionId - 1 Classic, 2 fee-based, 3 ClassicFlex
 * @returns the FeeSchedulesId stored on the account type entry
 * @throws RangeError for an access type or fee option outside those lists
 */
export function feeScheduleIdOf(accessTypeId: number, feeOptionId: number): number {
  if (!Object.values(ACCESS_TYPES).includes(accessTypeId as AccessTypeId)) throw new RangeError(`Unknown access type ${accessTypeId}`);
  if (!Object.values(FEE_OPTIONS).includes(feeOptionId as FeeOptionId)) throw new RangeError(`Unknown fee option ${feeOptionId}`);
  return accessTypeId * 10 + feeOptionId;
}

/** Every fee schedule: the six combinations of access type and fee option with their codes. */
export const FEE_SCHEDULES: ReadonlyArray<{ AccessTypeId: AccessTypeId; FeeOptionId: FeeOptionId; FeeSchedulesId: number }> = Object.values(
  ACCESS_TYPES,
).flatMap((access) =>
  Object.values(FEE_OPTIONS).map((option) => ({
    AccessTypeId: access,
    FeeOptionId: option,
    FeeSchedulesId: feeScheduleIdOf(access, option),
  })),
);
