/** One movement of cash in an account's ledger: a deposit, a withdrawal, a trade's settlement, a fee. */
export interface CashMovement {
  id: number;
  /** The booking day, 'yyyy-MM-dd'. */
  date: string;
  type: string;
  description: string;
  currency: string;
  /** The amount before deductions; null when the movement has none (a fee). */
  gross: number | null;
  /** What the movement did to the balance: positive in, negative out. */
  net: number;
}

/** A movement with the balance of its currency just after it. */
export interface CashHistoryRow extends CashMovement {
  balance: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The running balance of each currency of an account (compliance §2.6 "Cash Transactions: per
 * currency group … Running Balance"): movements in booking order (day, then the order they were
 * booked in), each with the balance of its currency after it. Sums are kept in whole cents, so the
 * last balance of a currency is exactly the sum of its movements, which is the account's cash in
 * that currency (the ledger and `cash_balances` move together) — no drift after thousands of rows.
 * @param movements - the account's cash movements, in any order
 * @returns per currency code, its rows oldest first with their running balances
 */
export function cashRunningBalances(movements: readonly CashMovement[]): Map<string, CashHistoryRow[]> {
  const ordered = [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  const totals = new Map<string, number>();
  const groups = new Map<string, CashHistoryRow[]>();
  for (const m of ordered) {
    const total = (totals.get(m.currency) ?? 0) + cents(m.net);
    totals.set(m.currency, total);
    let rows = groups.get(m.currency);
    if (!rows) groups.set(m.currency, (rows = []));
    rows.push({ ...m, balance: total / 100 });
  }
  return groups;
}
