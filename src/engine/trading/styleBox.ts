/** The equity style box's rows (market cap) and columns (style), as a fact sheet labels them. */
export const EQUITY_STYLE_ROWS = ['Large', 'Mid', 'Small'] as const;
export const EQUITY_STYLE_COLUMNS = ['Value', 'Blend', 'Growth'] as const;
/** The bond style box's rows (credit quality) and columns (interest-rate sensitivity). */
export const BOND_STYLE_ROWS = ['High', 'Medium', 'Low'] as const;
export const BOND_STYLE_COLUMNS = ['Limited', 'Moderate', 'Extensive'] as const;

/**
 * The cell of a 3x3 style box (trading §2 "equity style 3x3 box"): styles are numbered 1 to 9 row by
 * row from the top left (Large Value = 1, Small Growth = 9); 0 or a missing value is no style.
 * @param style - the fund's EquityStyle or BondStyle
 * @returns the zero-based row and column, or null
 */
export function styleBoxCell(style: number | null | undefined): { row: number; column: number } | null {
  if (style === null || style === undefined || !Number.isInteger(style) || style < 1 || style > 9) return null;
  return { row: Math.floor((style - 1) / 3), column: (style - 1) % 3 };
}

/**
 * The style's name as a reader says it: 'Large Blend', 'Medium Credit Quality, Limited Sensitivity'.
 * @param style - 1..9
 * @param kind - the equity or the bond box
 */
export function styleBoxLabel(style: number | null | undefined, kind: 'equity' | 'bond' = 'equity'): string | null {
  const cell = styleBoxCell(style);
  if (!cell) return null;
  return kind === 'equity'
    ? `${EQUITY_STYLE_ROWS[cell.row]} ${EQUITY_STYLE_COLUMNS[cell.column]}`
    : `${BOND_STYLE_ROWS[cell.row]} Credit Quality, ${BOND_STYLE_COLUMNS[cell.column]} Sensitivity`;
}
