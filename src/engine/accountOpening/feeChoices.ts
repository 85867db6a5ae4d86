/** One choice of a fee list: the stored number and its label. */
export interface FeeChoice {
  Value: number;
  Text: string;
}

const range = (from: number, to: number, step: number) => {
  const out: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) out.push(Math.round((from + i * step) * 100) / 100);
  return out;
};
const percent = (values: number[], decimals = 0): FeeChoice[] =>
  values.map((v) => ({
    Value: v,
    Text: `${decimals ? v.toFixed(decimals) : String(v)}%`,
  }));
const euro = (values: number[]): FeeChoice[] => values.map((v) => ({ Value: v, Text: `EUR ${v}` }));

/**
 * Every fee choice of portal-shell §5, by access type (Instant, Term), fee option (Classic,
 * ClassicFlex) and schedule (Default = the standard schedule, Custom = negotiated). The same lists
 * the fees form's schema accepts; served by accounts/opening/feesinfo so the wizard offers them.
 */
export const FEE_CHOICES = {
  PlatformProcessingFee: { Instant: percent(range(0, 5, 0.5)), Term: percent(range(1, 10, 1)) },
  AccountServiceFee: { Instant: percent(range(0.4, 2.5, 0.1), 2), Term: percent(range(0.2, 2.5, 0.1), 2) },
  AnnualAccountFee: { Classic: euro([212, 112]), ClassicFlex: euro([150]) },
  AnnualAccountFeeRemuneration: { Classic: euro([164, 64]), ClassicFlex: euro([64]) },
  InitialFee: percent([...range(0, 5, 0.5), 100]),
  ETFEntryFee: { Default: percent(range(1, 5, 0.5)), Custom: percent(range(0, 5, 0.5)) },
  EquitiesEntryFee: { Default: percent(range(1, 5, 0.5)), Custom: percent(range(0, 5, 0.5)) },
  NotesEntryFee: percent([1.6]),
  MinimumCashBalance: percent(range(1, 5, 0.5)),
  AccessTypes: [
    { Value: 1, Text: 'Instant Access' },
    { Value: 2, Text: 'Term Account' },
  ],
  FeeOptions: [
    { Value: 1, Text: 'Classic' },
    { Value: 3, Text: 'ClassicFlex' },
  ],
} as const;
