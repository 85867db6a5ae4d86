/**
 * One page of the forms bench: one engine on one case in Chromium, driven through the harness's
 * `window.__bench` (bench/harness.tsx): load, first render, settle, typing, submits, typing while the
 * errors show. JavaScript per keystroke is the DevTools protocol's ScriptDuration (see benchForms.ts).
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { EngineName } from './benchFormsBuild';
import type { CaseName } from './benchFormsCases';

/** Letters typed per page (the harness's typing target keeps them all valid). */
export const TYPED = 'abcdefghijklmnopqrstuvwx';
/** Keys pressed after the failed submit, while errors show: Backspaces over the typed letters. */
export const FIX_KEYS = 12;
/** Start-to-start spacing of keystrokes: a fast typist, so deferred work lands between keys. */
const KEY_SPACING_MS = 100;
/** After the last key, time for deferred work (debounced validation, effects) to run and count. */
const SETTLE_MS = 400;

export interface Run {
  /** From the navigation's start until the engine's page is ready: its code loaded, compiled and run (ms). */
  pageLoad: number;
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

export async function runOne(
  browser: Browser,
  base: string,
  engine: EngineName,
  caseName: CaseName,
): Promise<Run & { title: string; target: string }> {
  const { page, cdp, problems, close } = await openPage(browser, `${base}/${engine}.html`);
  try {
    const pageLoad = Number(await page.evaluate(() => document.body.dataset.loadedAt));
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
      pageLoad,
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
export async function harnessFloor(browser: Browser, base: string): Promise<{ p50: number; jsPerKey: number }> {
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

/** The q-quantile of the figures (linear between ranks). */
export function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (pos - lo);
}
export const median = (xs: number[]) => quantile(xs, 0.5);
