/**
 * The forms bench's report: each (case, engine) cell from its rounds (medians, keystroke quantiles),
 * the table with TesseraForm's and RJSF's ratios to the plain form, and the targets with met / NOT met.
 */
import { ENGINES, type EngineName } from './benchFormsBuild';
import { CASES, enginesFor, LABEL, ROUNDS, roundsFor, STRESS, STRESS_ROUNDS, type CaseName } from './benchFormsCases';
import { FIX_KEYS, median, quantile, TYPED, type Run } from './benchFormsPage';

interface Cell {
  pageLoad: number;
  firstRender: number;
  longestTask: number;
  firstRenderMin: number;
  firstRenderMax: number;
  keyP50: number;
  keyP95: number;
  keys: number;
  jsPerKey: number;
  submitFirst: number;
  submitWarm: number;
  fixP50: number;
  fixJsPerKey: number;
  size: number;
  outcome: string;
}

const ms = (x: number) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x.toFixed(1)) : '—');
const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

const COLUMNS: [string, number][] = [
  ['engine', 16],
  ['page load', 11],
  ['first render', 18],
  ['key p50', 9],
  ['key p95', 9],
  ['JS/key', 8],
  ['submit 1st', 11],
  ['submit warm', 12],
  ['key p50*', 10],
  ['JS/key*', 9],
  ['JS gzip', 10],
  ['first submit outcome', 0],
];

function row(cells: string[]): string {
  return cells
    .map((c, i) => (i === 0 ? pad(c, COLUMNS[i][1]) : i === cells.length - 1 && COLUMNS[i][1] === 0 ? `  ${c}` : lpad(c, COLUMNS[i][1])))
    .join('');
}

/** What a run of the bench hands its report. */
export interface FormsRun {
  runs: Map<string, Run[]>;
  titles: Map<CaseName, string>;
  /** The harness's own keystroke cost (a bare input). */
  floor: { p50: number; jsPerKey: number };
  sizes: Record<EngineName, number>;
  common: number;
  seconds: number;
}

/** Prints the table and the targets of a run. */
export function printFormsReport({ runs, titles, floor, sizes, common, seconds }: FormsRun): void {
  const cells = new Map<string, Cell>();
  for (const [key, rs] of runs) {
    const e = key.split('/')[1] as EngineName;
    const fr = rs.map((r) => r.firstRender);
    const keys = rs.flatMap((r) => r.keys);
    cells.set(key, {
      pageLoad: median(rs.map((r) => r.pageLoad)),
      firstRender: median(fr),
      longestTask: Math.max(...rs.map((r) => r.longestTask)),
      firstRenderMin: Math.min(...fr),
      firstRenderMax: Math.max(...fr),
      keyP50: quantile(keys, 0.5),
      keyP95: quantile(keys, 0.95),
      keys: keys.length,
      jsPerKey: median(rs.map((r) => r.jsPerKey)),
      submitFirst: median(rs.map((r) => r.submitFirst)),
      submitWarm: median(rs.map((r) => r.submitWarm)),
      fixP50: quantile(
        rs.flatMap((r) => r.fixKeys),
        0.5,
      ),
      fixJsPerKey: median(rs.map((r) => r.fixJsPerKey)),
      size: sizes[e],
      outcome: rs[0].outcome,
    });
  }

  console.log('');
  console.log(
    `Forms in Chromium — production build (dist-bench/), ${ROUNDS} rounds (the 5,000-field case ${STRESS_ROUNDS}), engines interleaved per case (${ENGINES.join(', ')}, …), ${seconds} s`,
  );
  console.log(
    `  first render, submits and JS/key: median over rounds (first render with its range); key p50/p95 over all ${TYPED.length * ROUNDS} keystrokes of a cell; all in ms`,
  );
  console.log(
    `  page load: median over rounds, from the navigation's start until the engine's code is loaded, compiled and run (not part of the first render)`,
  );
  console.log(
    `  harness floor (a bare <input> outside React, same protocol): keystroke-to-paint p50 ${ms(floor.p50)} ms, JS/key ${floor.jsPerKey.toFixed(2)} ms (counted in every row)`,
  );
  console.log(
    `  * after the failed submit, errors showing: ${FIX_KEYS} Backspaces in the same field (${FIX_KEYS * ROUNDS} keystrokes a cell) — the "fix your answers" path, where engines re-validate on change`,
  );
  console.log(
    `  JS gzip: everything the engine's page loads; ${(common / 1024).toFixed(1)} kB of it (React, ajv, the harness) is common to all three`,
  );
  for (const c of CASES) {
    console.log('');
    console.log(`${c}: ${titles.get(c) ?? ''}`);
    console.log(row(COLUMNS.map(([h]) => h)));
    const plain = cells.get(`${c}/plain`)!;
    for (const e of enginesFor(c)) {
      const x = cells.get(`${c}/${e}`)!;
      console.log(
        row([
          LABEL[e],
          ms(x.pageLoad),
          `${ms(x.firstRender)} (${ms(x.firstRenderMin)}–${ms(x.firstRenderMax)})`,
          ms(x.keyP50),
          ms(x.keyP95),
          x.jsPerKey.toFixed(2),
          ms(x.submitFirst),
          ms(x.submitWarm),
          ms(x.fixP50),
          x.fixJsPerKey.toFixed(2),
          `${(x.size / 1024).toFixed(1)} kB`,
          x.outcome,
        ]),
      );
    }
    for (const e of (['tessera', 'rjsf'] as const).filter((n) => enginesFor(c).includes(n))) {
      const x = cells.get(`${c}/${e}`)!;
      console.log(
        row([
          `  ${e} / plain`,
          ratio(x.pageLoad, plain.pageLoad),
          ratio(x.firstRender, plain.firstRender),
          ratio(x.keyP50, plain.keyP50),
          ratio(x.keyP95, plain.keyP95),
          ratio(x.jsPerKey, plain.jsPerKey),
          ratio(x.submitFirst, plain.submitFirst),
          ratio(x.submitWarm, plain.submitWarm),
          ratio(x.fixP50, plain.fixP50),
          ratio(x.fixJsPerKey, plain.fixJsPerKey),
          ratio(x.size, plain.size),
          '',
        ]),
      );
    }
    if (c === STRESS) {
      const longest = enginesFor(c).map((e) => `${LABEL[e]} ${ms(cells.get(`${c}/${e}`)!.longestTask)} ms`);
      console.log(`  longest task from the render's start to the first keystroke (${roundsFor(c)} round(s)): ${longest.join(', ')}`);
    }
  }

  const t = (c: CaseName) => cells.get(`${c}/tessera`)!;
  const p = (c: CaseName) => cells.get(`${c}/plain`)!;
  const r = (c: CaseName) => cells.get(`${c}/rjsf`)!;
  // [case, what, TesseraForm's figure over the other's, limit, strictly below the limit]
  const targets: [CaseName, string, () => number, number, boolean?][] = [
    ['gen1000', '1000 fields: JS per keystroke ≤ 2× the plain form', () => t('gen1000').jsPerKey / p('gen1000').jsPerKey, 2],
    ['gen1000', '1000 fields: keystroke-to-paint median ≤ 1.3×', () => t('gen1000').keyP50 / p('gen1000').keyP50, 1.3],
    ['gen1000', '1000 fields: first submit ≤ 1.5×', () => t('gen1000').submitFirst / p('gen1000').submitFirst, 1.5],
    ['real', 'real form: keystroke-to-paint p95 ≤ 1.3×', () => t('real').keyP95 / p('real').keyP95, 1.3],
    // Issue 16: forms that open as fast as they type.
    ['real', 'real form: first render ≤ 2.5× the plain form', () => t('real').firstRender / p('real').firstRender, 2.5],
    [
      'real',
      'real form: first render below RJSF + Fluent (TesseraForm / RJSF)',
      () => t('real').firstRender / r('real').firstRender,
      1,
      true,
    ],
    ['gen200', '200 fields: first render ≤ 1.5× the plain form', () => t('gen200').firstRender / p('gen200').firstRender, 1.5],
    ['gen1000', '1000 fields: first render ≤ 1.5× the plain form', () => t('gen1000').firstRender / p('gen1000').firstRender, 1.5],
    ['real', 'real form: keystroke-to-paint p95 ≤ 1.1×', () => t('real').keyP95 / p('real').keyP95, 1.1],
    ['gen1000', '1000 fields: keystroke-to-paint p95 ≤ 1.1×', () => t('gen1000').keyP95 / p('gen1000').keyP95, 1.1],
    ['gen1000', '1000 fields: JS per keystroke ≤ 1×', () => t('gen1000').jsPerKey / p('gen1000').jsPerKey, 1],
    ['real', "form page's JS (gzip) ≤ RJSF + Fluent's (TesseraForm / RJSF)", () => t('real').size / r('real').size, 1],
    [STRESS, '5,000 fields: keystroke-to-paint median ≤ 1.2×', () => t(STRESS).keyP50 / p(STRESS).keyP50, 1.2],
    [STRESS, '5,000 fields: JS per keystroke ≤ 1.2×', () => t(STRESS).jsPerKey / p(STRESS).jsPerKey, 1.2],
  ];
  console.log('');
  console.log('Targets (TesseraForm against the plain form unless named, same run):');
  for (const [c, name, value, limit, strict] of targets) {
    if (!CASES.includes(c)) continue;
    const v = value();
    console.log(`  ${(strict ? v < limit : v <= limit) ? 'met    ' : 'NOT MET'}  ${name}: ${v.toFixed(2)}×`);
  }
  if (CASES.includes(STRESS)) {
    const longest = t(STRESS).longestTask;
    console.log(
      `  ${longest <= 500 ? 'met    ' : 'NOT MET'}  5,000 fields: no task over 500 ms while the form opens: longest ${ms(longest)} ms`,
    );
  }

  const problems = [...runs.entries()].flatMap(([key, rs]) => [...new Set(rs.flatMap((r) => r.problems))].map((m) => `${key}: ${m}`));
  if (problems.length) {
    console.log('');
    console.log('Problems seen in the pages (figures of these cells may not compare):');
    for (const m of problems.slice(0, 20)) console.log(`  ${m}`);
  }
}
