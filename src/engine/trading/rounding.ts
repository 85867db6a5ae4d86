/** Rounds half away from zero at `decimals` places, correcting binary float artefacts (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  const rounded = Math.round(Number(shifted.toPrecision(15))) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
