import { tradePermissions } from '@/engine/trading/tradePermissions';
import { useAppSelector } from '@/store/hooks';
import { selectActiveAccount, selectPortfolio, selectRole } from '@/store/selectors';

/**
 * The engine's trade permissions (trading §2, §5 Fact sheet, §6) for the session's role, active
 * account and holdings: which trade buttons a screen draws.
 */
export function useTradePermissions() {
  const role = useAppSelector(selectRole);
  const account = useAppSelector(selectActiveAccount);
  const { holdings } = useAppSelector(selectPortfolio);
  const heldIsins = new Set((holdings?.Holdings ?? []).map((h) => h.ISIN));
  return tradePermissions(role, account, heldIsins);
}
