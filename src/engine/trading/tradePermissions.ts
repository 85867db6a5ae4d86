import { isAdviser, isClient, isConsultant, isReadOnlyClient } from '../session/roles';

/** What the trading permission rules read of the active account. */
export interface PermissionAccount {
  IsDFM: boolean;
  AllowedToSell?: boolean;
}

export interface TradePermissions {
  /** Buy on a search result row or a holding: a client (not read-only) whose active account is not DFM. */
  canBuy: boolean;
  /** Sell on a holding: as canBuy, and the account may sell. */
  canSell: boolean;
  /** Buy Now on the fact sheet (not yet held): trading clients, and advisers, who get the consultant message (§5 Fact sheet). */
  showFactSheetBuy: (isin: string) => boolean;
  /** Add to Watchlist on the fact sheet: clients (not read-only) and advisers (who get the add-to-clients flow). */
  canWatch: boolean;
  /** The watchlist's Buy icon: "shown only if the active account is not DFM, or the user is a consultant" (§6). */
  canBuyFromWatchlist: boolean;
  /** Buy Options' Trade From Cart and Trade From Watchlist: clients whose active account is not DFM, and consultants (§2). */
  tradeFromLists: boolean;
  /** Edit and remove in the watchlist, Reset Alert in the alerts panel: everyone but a read-only client (§6 "Blocks actions"). */
  canEditLists: boolean;
}

/**
 * Who may start which trade, in one place for every trading screen (trading §2 Buy Options, §5 Fact
 * sheet, §6): the screens draw or hide their buttons from this answer, the server checks again.
 * @param role - the session's role
 * @param account - the active account, or null before the accounts load
 * @param heldIsins - the ISINs held in the active account (the fact sheet hides Buy Now for them, §4)
 * @returns the permissions
 */
export function tradePermissions(
  role: string | undefined,
  account: PermissionAccount | null,
  heldIsins: ReadonlySet<string> = new Set(),
): TradePermissions {
  const readOnly = isReadOnlyClient(role);
  const clientTrades = isClient(role) && !readOnly && !!account && !account.IsDFM;
  return {
    canBuy: clientTrades,
    canSell: clientTrades && account?.AllowedToSell !== false,
    showFactSheetBuy: (isin) => !heldIsins.has(isin) && (clientTrades || isAdviser(role)),
    canWatch: !readOnly && (isClient(role) || isAdviser(role)),
    canBuyFromWatchlist: !readOnly && (isConsultant(role) || (!!account && !account.IsDFM)),
    tradeFromLists: isConsultant(role) || (isClient(role) && !account?.IsDFM),
    canEditLists: !readOnly,
  };
}
