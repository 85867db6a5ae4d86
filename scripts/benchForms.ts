/**
 * The forms half of `npm run bench`: Tessera's renderer (TesseraForm), plain RJSF on the Fluent
 * theme and a plain hand-written React form, on a production build (bench/, built into
 * dist-bench/), in Chromium, in one run with the engines interleaved per case and round.
 * See bench/harness.tsx for what the page measures; this file drives it, adds the Chrome DevTools
 * Protocol's script time, sizes each engine's JavaScript and prints the table and the targets.
 *
 * JavaScript per keystroke: `Performance.getMetrics` ScriptDuration (all script run on the page's
 * main thread) before and after the typing, divided by the keys. Keys are paced like a fast typist
 * and the page gets time to settle after the last, so deferred work (effects, debounced validation)
 * counts too. Chosen over a trace: no tracing overhead inside the measured page, one number per
 * page, no trace parsing; the harness's own share is measured on a bare input and printed.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { buildBenchIfStale, DIST_BENCH, engineSizes, ENGINES, serve, withHeavyLock, type EngineName } from './benchFormsBuild';

export { buildBenchIfStale, heavy, rjsfBenchChunks, staticClosure, withHeavyLock, HEAVY_LOCK, ENGINES } from './benchFormsBuild';

const ALL_CASES = ['real', 'gen200', 'gen1000', 'gen5000'] as const;
type CaseName = (typeof ALL_CASES)[number];
/** `BENCH_CASES=gen1000,real` runs only those cases (for profiling; the targets need all three). */
const CASES: readonly CaseName[] = (() => {
  const wanted = (process.env.BENCH_CASES ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (!wanted.length) return ALL_CASES;
  const unknown = wanted.filter((c) => !(ALL_CASES as readonly string[]).includes(c));
  if (unknown.length) throw new Error(`BENCH_CASES: unknown case(s) ${unknown.join(', ')} (known: ${ALL_CASES.join(', ')})`);
  return ALL_CASES.filter((c) => wanted.includes(c));
})();
const LABEL: Record<EngineName, string> = { tessera: 'TesseraForm', rjsf: 'RJSF + Fluent', plain: 'plain React' };

const ROUNDS = Number(process.env.BENCH_FORMS_ROUNDS ?? 3);
/**
 * The 5,000-field stress case: TesseraForm against the plain form only (RJSF + Fluent takes minutes
 * a page there), in `BENCH_STRESS_ROUNDS` rounds (default 1: a page takes about half a minute).
 */
const STRESS: CaseName = 'gen5000';
const STRESS_ROUNDS = Number(process.env.BENCH_STRESS_ROUNDS ?? 1);
const enginesFor = (c: CaseName): readonly EngineName[] => (c === STRESS ? ['tessera', 'plain'] : ENGINES);
const roundsFor = (c: CaseName) => (c === STRESS ? STRESS_ROUNDS : ROUNDS);
/** Letters typed per page (the harness's typing target keeps them all valid). */
const TYPED = 'abcdefghijklmnopqrstuvwx';
/** Keys pressed after the failed submit, while errors show: Backspaces over the typed letters. */
const FIX_KEYS = 12;
/** Start-to-start spacing of keystrokes: a fast typist, so deferred work lands between keys. */
const KEY_SPACING_MS = 100;
/** After the last key, time for deferred work (debounced validation, effects) to run and count. */
const SETTLE_MS = 400;

// ---------------------------------------------------------------------------------------------
// One page: one engine on one case.

interface Run {
  firstRender: number;
  /** The longest task from the render's start until the page settled, before the first keystroke (ms; 0 when none over 50 ms). */
  longestTask: number;
  keys: number[];
  jsPerKey: number;
  submitFirst: number;
  submitWarm: number;
  /** Keystroke-to-paint and script time per key after the failed submit. */
  fixKeys: number[];
  fixJsPerKey: number;
  outcome: string;
  problems: string[];
}

interface Bench {
  load(c: string): Promise<{ title: string; target: string; fieldCount: number }>;
  render(): Promise<number>;
  longestTask(): number;
  settle(ms?: number): Promise<number>;
  waitSamples(n: number): Promise<void>;
  resetSamples(): void;
  samples(): number[];
  value(): string | null;
  submit(): Promise<{ ms: number; outcome: { valid: boolean; errors: number; messages?: string[] } | null }>;
}
declare const window: { __bench: Bench };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
}

/** Presses keys in the focused field, one at a time; returns samples and script ms per key. */
async function typeKeys(page: Page, cdp: CDPSession, keys: readonly string[]): Promise<{ keys: number[]; jsPerKey: number }> {
  await page.evaluate(() => window.__bench.resetSamples());
  const before = await scriptSeconds(cdp);
  for (let i = 0; i < keys.length; i++) {
    const started = Date.now();
    const sampled = page.evaluate((n) => window.__bench.waitSamples(n), i + 1);
    await page.keyboard.press(keys[i]);
    await sampled;
    const left = KEY_SPACING_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
  await sleep(SETTLE_MS);
  const after = await scriptSeconds(cdp);
  return { keys: await page.evaluate(() => window.__bench.samples()), jsPerKey: ((after - before) * 1000) / keys.length };
}

async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; cdp: CDPSession; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text().slice(0, 200)}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  return { page, cdp, problems, close: () => context.close() };
}

async function runOne(
  browser: Browser,
  base: string,
  engine: EngineName,
  caseName: CaseName,
): Promise<Run & { title: string; target: string }> {
  const { page, cdp, problems, close } = await openPage(browser, `${base}/${engine}.html`);
  try {
    const info = await page.evaluate((c) => window.__bench.load(c), caseName);
    const firstRender = await page.evaluate(() => window.__bench.render());
    const field = page.locator(`[id="${info.target}"]`);
    await field.focus();
    await page.keyboard.press('End');
    const initial = (await page.evaluate(() => window.__bench.value())) ?? '';
    // The form settles (at least 200 ms; a form drawn in slices until the last slice is in).
    await page.evaluate(() => window.__bench.settle(200));
    const longestTask = await page.evaluate(() => window.__bench.longestTask());
    const { keys, jsPerKey } = await typeKeys(page, cdp, [...TYPED]);
    const value = await page.evaluate(() => window.__bench.value());
    if (value !== initial + TYPED) problems.push(`typed field holds ${JSON.stringify(value)}, expected ${JSON.stringify(initial + TYPED)}`);
    const first = await page.evaluate(() => window.__bench.submit());
    const warm = await page.evaluate(() => window.__bench.submit());
    // Fixing answers while the errors show: the engines re-validate (or not) as they change.
    await field.focus();
    await page.keyboard.press('End');
    await sleep(200);
    const fix = await typeKeys(
      page,
      cdp,
      Array.from({ length: FIX_KEYS }, () => 'Backspace'),
    );
    if (!first.outcome || !warm.outcome) problems.push('submit: the engine reported no submit or error callback');
    const o = first.outcome;
    const outcome = !o
      ? 'none'
      : o.valid
        ? 'valid'
        : o.errors >= 0
          ? `${o.errors} errors`
          : `invalid, shows "${(o.messages?.[0] ?? '').slice(0, 40)}"`;
    return {
      title: info.title,
      target: info.target,
      firstRender,
      longestTask,
      keys,
      jsPerKey,
      submitFirst: first.ms,
      submitWarm: warm.ms,
      fixKeys: fix.keys,
      fixJsPerKey: fix.jsPerKey,
      outcome,
      problems,
    };
  } finally {
    await close();
  }
}

/** The harness's own cost per keystroke: a bare input outside React on the plain page. */
async function harnessFloor(browser: Browser, base: string): Promise<{ p50: number; jsPerKey: number }> {
  const { page, cdp, close } = await openPage(browser, `${base}/plain.html`);
  try {
    await page.evaluate(() => {
      const i = document.createElement('input');
      i.id = 'bench-bare';
      document.body.append(i);
    });
    await page.focus('#bench-bare');
    await sleep(200);
    const { keys, jsPerKey } = await typeKeys(page, cdp, [...TYPED]);
    return { p50: quantile(keys, 0.5), jsPerKey };
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures.

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (pos - lo);
}
const median = (xs: number[]) => quantile(xs, 0.5);

interface Cell {
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

export async function formsBench(): Promise<void> {
  buildBenchIfStale();
  const { sizes, common } = engineSizes();
  const { server, base } = await serve(DIST_BENCH);
  const started = Date.now();
  const runs = new Map<string, Run[]>();
  const titles = new Map<CaseName, string>();
  let floor = { p50: NaN, jsPerKey: NaN };
  try {
    await withHeavyLock('browser run', async () => {
      const browser = await launchBrowser();
      try {
        floor = await harnessFloor(browser, base);
        for (const c of CASES) {
          for (let round = 0; round < roundsFor(c); round++) {
            for (const e of enginesFor(c)) {
              const r = await runOne(browser, base, e, c);
              titles.set(c, `${r.title}; typing into #${r.target}`);
              const key = `${c}/${e}`;
              runs.set(key, [...(runs.get(key) ?? []), r]);
            }
          }
        }
      } finally {
        await browser.close();
      }
    });
  } finally {
    server.close();
  }

  const cells = new Map<string, Cell>();
  for (const [key, rs] of runs) {
    const e = key.split('/')[1] as EngineName;
    const fr = rs.map((r) => r.firstRender);
    const keys = rs.flatMap((r) => r.keys);
    cells.set(key, {
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
    `Forms in Chromium — production build (dist-bench/), ${ROUNDS} rounds (the 5,000-field case ${STRESS_ROUNDS}), engines interleaved per case (${ENGINES.join(', ')}, …), ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.log(
    `  first render, submits and JS/key: median over rounds (first render with its range); key p50/p95 over all ${TYPED.length * ROUNDS} keystrokes of a cell; all in ms`,
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

// `npx tsx scripts/benchForms.ts` runs the forms half alone (it takes the heavy-job lock itself, so
// do not wrap it in another flock on the same file); `npm run bench` runs everything.
if (require.main === module) {
  formsBench().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
