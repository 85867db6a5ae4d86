/**
 * The forms bench's cases and rounds: which forms (bench/cases.ts builds them in the page), which
 * engines draw each, how many rounds. Read by the driver (benchForms.ts) and the report.
 */
import { ENGINES, type EngineName } from './benchFormsBuild';

export const ALL_CASES = ['real', 'gen200', 'gen1000', 'gen5000'] as const;
export type CaseName = (typeof ALL_CASES)[number];
/** `BENCH_CASES=gen1000,real` runs only those cases (for profiling; the targets need all four). */
export const CASES: readonly CaseName[] = (() => {
  const wanted = (process.env.BENCH_CASES ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (!wanted.length) return ALL_CASES;
  const unknown = wanted.filter((c) => !(ALL_CASES as readonly string[]).includes(c));
  if (unknown.length) throw new Error(`BENCH_CASES: unknown case(s) ${unknown.join(', ')} (known: ${ALL_CASES.join(', ')})`);
  return ALL_CASES.filter((c) => wanted.includes(c));
})();
export const LABEL: Record<EngineName, string> = { tessera: 'TesseraForm', rjsf: 'RJSF + Fluent', plain: 'plain React' };

export const ROUNDS = Number(process.env.BENCH_FORMS_ROUNDS ?? 3);
/**
 * The 5,000-field stress case: TesseraForm against the plain form only (RJSF + Fluent takes minutes
 * a page there), in `BENCH_STRESS_ROUNDS` rounds (default 1: a page takes about half a minute).
 */
export const STRESS: CaseName = 'gen5000';
export const STRESS_ROUNDS = Number(process.env.BENCH_STRESS_ROUNDS ?? 1);
export const enginesFor = (c: CaseName): readonly EngineName[] => (c === STRESS ? ['tessera', 'plain'] : ENGINES);
export const roundsFor = (c: CaseName) => (c === STRESS ? STRESS_ROUNDS : ROUNDS);
