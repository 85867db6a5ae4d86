/**
 * The in-page half of the forms bench, the same for every engine. scripts/bench.ts opens one page
 * per (case, engine, round) and drives it through `window.__bench`:
 * - `load(caseId)`: loads the case and lets the engine prepare (not timed: the app does it once
 *   when a form's schema arrives);
 * - `render()`: performance.now(), a synchronous React render of the form, then the next paint
 *   (requestAnimationFrame → setTimeout 0) once the typed-into field exists → first render (ms);
 * - keystrokes come from the browser's real input pipeline (Playwright → CDP); listeners on
 *   `document` (capture, so before React's own) take performance.now() at keydown and, after the
 *   input event, the next paint → keystroke-to-paint (ms);
 * - `settle()`: waits until the page has been responsive for a while (a form drawn in slices is whole);
 * - `longestTask()`: the longest task (PerformanceObserver 'longtask', over 50 ms) since `render()`
 *   started, 0 if none — how long the page stayed unresponsive while the form opened;
 * - `submit()`: a submit event on the form, then the next paint. Every engine here validates
 *   synchronously in its submit handler, so the paint follows the validation and its errors.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { loadCase, type BenchCase, type CaseId } from './cases';

/** What the engine reports when a submit ran (its onSubmit or onError). */
export interface SubmitOutcome {
  valid: boolean;
  errors: number;
  messages?: string[];
}

export interface BenchEngine {
  name: string;
  /** Work done once when the form's schema arrives (registry, validator instance). */
  prepare?(c: BenchCase): void | Promise<void>;
  /** The form, with its initial answers; calls `submitted` from its submit/error callback. */
  element(c: BenchCase, submitted: (o: SubmitOutcome) => void): ReactElement;
  /** For an engine without an error callback: the outcome of a submit, read from the page. */
  outcome?(): SubmitOutcome | null;
}

/** The id RJSF (and so every engine here) gives the input at a path. */
export const inputId = (path: string[]) => ['root', ...path].join('_');

const nextPaint = () => new Promise<number>((res) => requestAnimationFrame(() => setTimeout(() => res(performance.now()), 0)));

export function mount(engine: BenchEngine): void {
  const host = document.getElementById('root')!;
  let root: Root | undefined;
  let current: BenchCase | undefined;
  let outcomes: SubmitOutcome[] = [];
  const onSubmitted = (o: SubmitOutcome) => {
    outcomes.push(o);
  };

  // Keystroke-to-paint: keydown → the input event's next paint.
  const samples: number[] = [];
  let keyAt = 0;
  let waiting: { n: number; resolve: () => void } | undefined;
  document.addEventListener(
    'keydown',
    () => {
      keyAt = performance.now();
    },
    true,
  );
  document.addEventListener(
    'input',
    () => {
      const t0 = keyAt;
      void nextPaint().then((t1) => {
        samples.push(t1 - t0);
        if (waiting && samples.length >= waiting.n) {
          waiting.resolve();
          waiting = undefined;
        }
      });
    },
    true,
  );

  // Long tasks (over 50 ms) as the browser reports them, to find the longest while a form opens.
  const longTasks: { start: number; duration: number }[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let renderStarted = 0;

  const api = {
    engine: engine.name,
    async load(caseId: CaseId) {
      current = await loadCase(caseId);
      await engine.prepare?.(current);
      return { title: current.title, target: inputId(current.target), fieldCount: current.fieldCount };
    },
    async render(): Promise<number> {
      const c = current!;
      const element = engine.element(c, onSubmitted);
      const t0 = performance.now();
      renderStarted = t0;
      root = createRoot(host);
      flushSync(() => root!.render(element));
      // An engine that loads parts lazily has rendered when the field to type into exists.
      while (!document.getElementById(inputId(c.target))) await nextPaint();
      return (await nextPaint()) - t0;
    },
    /** Resolves when the n-th keystroke sample is in. */
    waitSamples(n: number): Promise<void> {
      if (samples.length >= n) return Promise.resolve();
      return new Promise((resolve) => {
        waiting = { n, resolve };
      });
    },
    /**
     * Resolves when the page has answered timers on time for `ms` (no task in between held it up by
     * more than 20 ms), at least `ms` after it is called: an engine that draws a large form in slices
     * has finished, as a user would wait for the form to settle before typing.
     */
    async settle(ms = 200): Promise<number> {
      const start = performance.now();
      let calmSince = start;
      for (;;) {
        const asked = performance.now();
        await new Promise((r) => setTimeout(r, 25));
        const now = performance.now();
        if (now - asked > 45) calmSince = now;
        if (now - calmSince >= ms) return now - start;
      }
    },
    /** The longest task since `render()` started (ms; 0 when none was over 50 ms). */
    longestTask: () => Math.max(0, ...longTasks.filter((t) => t.start + t.duration > renderStarted).map((t) => t.duration)),
    samples: () => samples.slice(),
    resetSamples() {
      samples.length = 0;
    },
    /** The typed-into input's value (the bench checks the engine kept every keystroke). */
    value: () => (document.getElementById(inputId(current!.target)) as HTMLInputElement | null)?.value ?? null,
    async submit(): Promise<{ ms: number; outcome: SubmitOutcome | null }> {
      const form = host.querySelector('form');
      if (!form) throw new Error(`${engine.name}: no <form> element`);
      outcomes = [];
      const t0 = performance.now();
      // A submit event, not requestSubmit(): no engine's HTML5 constraint check can swallow it.
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      const t1 = await nextPaint();
      return { ms: t1 - t0, outcome: outcomes[0] ?? engine.outcome?.() ?? null };
    },
  };
  (window as unknown as { __bench: typeof api }).__bench = api;
  document.title = `bench: ${engine.name}`;
  // Page load: from the navigation's start until the engine's code is loaded, compiled and run (ms).
  document.body.dataset.loadedAt = String(performance.now());
  document.body.dataset.ready = 'true';
}
