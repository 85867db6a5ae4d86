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
import { launchBrowser } from '../tests/e2e/support/browser';
import { buildBenchIfStale, DIST_BENCH, engineSizes, serve, withHeavyLock } from './benchFormsBuild';
import { CASES, enginesFor, roundsFor, type CaseName } from './benchFormsCases';
import { harnessFloor, runOne, type Run } from './benchFormsPage';
import { printFormsReport } from './benchFormsReport';

export { buildBenchIfStale, heavy, rjsfBenchChunks, staticClosure, withHeavyLock, HEAVY_LOCK, ENGINES } from './benchFormsBuild';

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
  printFormsReport({ runs, titles, floor, sizes, common, seconds: Math.round((Date.now() - started) / 1000) });
}

// `npx tsx scripts/benchForms.ts` runs the forms half alone (it takes the heavy-job lock itself, so
// do not wrap it in another flock on the same file); `npm run bench` runs everything.
if (require.main === module) {
  formsBench().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
