import { isAdviser, isClient, isConsultant, isReadOnlyClient } from '@/engine/session/roles';
import { useAppSelector } from '@/store/hooks';
import { selectActiveAccount, selectPortfolio, selectRole } from '@/store/selectors';

/**
 * Who may start a trade from a product row, the fact sheet or a holding (trading §6): clients whose
 * active account is not discretionary-managed buy and sell; consultants and white-label admins see
 * Buy Now on the fact sheet and are told to log in as a client (trading §5 "Fact sheet").
 */
export function useTradePermissions() {
  const role = useAppSelector(selectRole);
  const account = useAppSelector(selectActiveAccount);
  const { holdings } = useAppSelector(selectPortfolio);
  const clientTrades = isClient(role) && !isReadOnlyClient(role) && !!account && !account.IsDFM;
  const heldIsins = new Set((holdings?.Holdings ?? []).map((h) => h.ISIN));
  return {
    /** Buy on a search result row. */
    canBuy: clientTrades,
    canSell: clientTrades && account?.AllowedToSell !== false,
    /** Buy Now on the fact sheet: clients (the server checks the account) and advisers, who get the consultant message. */
    showFactSheetBuy: (isin: string) => !heldIsins.has(isin) && (clientTrades || isConsultant(role) || isAdviser(role)),
    canWatch: !isReadOnlyClient(role) && (isClient(role) || isAdviser(role)),
  };
}
