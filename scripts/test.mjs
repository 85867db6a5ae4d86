// `npm test`: every check — types, lint and format, schemas, generated types, unit, API (SQLite, and PostgreSQL too when
// DATABASE_URL names one), the web build, browser tests — stopping at the first that fails.
// Steps run two at a time (this machine class has two cores; TEST_SLOTS=n changes it): one slot builds the web app and then
// runs the browser test files one by one (each its own jest run: its own server and browser, as ever), longest first; the
// other runs the checks, unit and API tests and then helps with the browser test files left. Each step's output is
// printed whole when it ends, so parallel steps never interleave. Any failure stops the steps still running (with
// TEST_KEEP_GOING=1 every step runs to the end and the run fails at the end, to see every failure at once). The last
// line is "N passed, N failed", counting the test cases of every jest run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const out = join(root, 'test-output');
mkdirSync(out, { recursive: true });
const slots = Math.max(1, Number(process.env.TEST_SLOTS) || 2);
const keepGoing = process.env.TEST_KEEP_GOING === '1';

const totals = { passed: 0, failed: 0 };
/** Seconds per step, in the order they ended. */
const timings = [];
const startedAt = Date.now();

/** The test files of a jest project, as jest.config.cjs matches them. */
function testFiles(dir, pattern) {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (pattern.test(entry.name)) found.push(path);
    }
  };
  walk(join(root, dir));
  return found.sort();
}

/** Seconds each test file took in the last run (its jest reports), to start the longest browser test files first. */
function lastDurations(project) {
  const seconds = new Map();
  for (const name of readdirSync(out)) {
    if (!name.startsWith(`jest-${project}`) || !name.endsWith('.json')) continue;
    try {
      for (const r of JSON.parse(readFileSync(join(out, name), 'utf8')).testResults ?? []) {
        if (r.startTime && r.endTime) seconds.set(r.name, (r.endTime - r.startTime) / 1000);
      }
    } catch {
      // A report cut short: that file is ordered by its size instead.
    }
  }
  return seconds;
}

function jestStep(id, label, project, { files, extra = [], after = [] } = {}) {
  const report = join(out, `jest-${id}.json`);
  return {
    id,
    label,
    after,
    command: bin('jest'),
    args: [
      '--selectProjects',
      project,
      '--ci',
      '--json',
      `--outputFile=${report}`,
      ...extra,
      ...(files ? ['--runTestsByPath', ...files.map((f) => relative(root, f))] : []),
    ],
    count: (ok) => {
      if (existsSync(report)) {
        const r = JSON.parse(readFileSync(report, 'utf8'));
        totals.passed += r.numPassedTests;
        totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      } else if (!ok) {
        totals.failed += 1;
      }
    },
  };
}

// The browser test files, longest first by the last run (a file it did not have: 1 s per 2 kB); then the old reports go.
const e2eSeconds = lastDurations('e2e');
const e2eCost = (f) => e2eSeconds.get(f) ?? statSync(f).size / 2000;
const e2eFiles = testFiles('tests/e2e', /\.test\.ts$/).sort((a, b) => e2eCost(b) - e2eCost(a));
for (const name of readdirSync(out)) if (/^jest-.*\.json$/.test(name)) rmSync(join(out, name), { force: true });
const webAppFresh = spawnSync('node', ['scripts/start.mjs', '--check-stale'], { cwd: root }).status === 0;

// Two queues, each in order. The first slot takes the web build and then browser test files; the other slots take the
// checks, unit and API tests, then help with the browser test files. A step starts once the steps it comes after are done.
const browserQueue = [
  webAppFresh ? undefined : { id: 'build', label: 'web build (vite)', command: 'npm', args: ['run', 'build', '--silent'] },
  ...e2eFiles.map((f) =>
    jestStep(
      `e2e-${relative(join(root, 'tests/e2e'), f)
        .replace(/\.test\.ts$/, '')
        .replaceAll('/', '-')}`,
      `browser tests ${relative(join(root, 'tests/e2e'), f)}`,
      'e2e',
      {
        files: [f],
        extra: ['--runInBand', '--forceExit'],
        after: webAppFresh ? [] : ['build'],
      },
    ),
  ),
].filter(Boolean);
const checksQueue = [
  { id: 'types', label: 'types (tsc --noEmit)', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { id: 'lint', label: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { id: 'format', label: 'format (prettier --check)', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  { id: 'schemas', label: 'schemas:check', command: bin('tsx'), args: ['scripts/schemas-check.ts'] },
  { id: 'codegen', label: 'codegen --check', command: bin('tsx'), args: ['scripts/codegen.ts', '--check'] },
  jestStep('unit', 'unit tests', 'unit'),
  jestStep('api', 'API tests', 'api'),
];

const done = new Set();
const running = new Map();
let failed = false;
/** A step failed under TEST_KEEP_GOING: the others still run, the run fails at the end. */
let anyFailed = false;

function finish() {
  const browser = timings.filter((t) => t.browser).sort((a, b) => b.seconds - a.seconds);
  const sum = (list) => list.reduce((n, t) => n + t.seconds, 0).toFixed(1);
  console.log(
    `\n${timings
      .filter((t) => !t.browser)
      .map((t) => `${t.label} ${t.seconds.toFixed(1)} s`)
      .join(' · ')}`,
  );
  if (browser.length) {
    const files = browser.map((t) => `${t.label.replace(/^browser tests /, '')} ${t.seconds.toFixed(1)}`).join(' · ');
    console.log(`browser tests: ${browser.length} files, ${sum(browser)} s in all (${files})`);
  }
  console.log(`wall clock ${((Date.now() - startedAt) / 1000).toFixed(1)} s, ${slots} steps at a time, ${sum(timings)} s of steps`);
  if (process.env.DATABASE_URL) console.log(`API suites ran on SQLite and on ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}`);
  else console.log('API suites ran on SQLite only (set DATABASE_URL=postgres://… to add PostgreSQL).');
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failed || anyFailed ? 1 : 0);
}

function start(step, slot) {
  const begun = Date.now();
  const parallel = [...running.values()].map((r) => r.step.label);
  console.log(`▶ ${step.label}${parallel.length ? ` (beside ${parallel.join(', ')})` : ''}`);
  // Its own process group, so a step stopped after another failed takes its children (servers, browsers) with it.
  const child = spawn(step.command, step.args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = [];
  child.stdout.on('data', (d) => output.push(d));
  child.stderr.on('data', (d) => output.push(d));
  running.set(step.id, { step, child, slot });
  child.on('close', (code, signal) => {
    running.delete(step.id);
    const ok = code === 0;
    const seconds = ((Date.now() - begun) / 1000).toFixed(1);
    timings.push({ label: step.label, seconds: Number(seconds), browser: step.id.startsWith('e2e-') });
    const stopped = signal && failed;
    console.log(`\n━━ ${step.label}: ${stopped ? 'stopped (another step failed)' : ok ? 'passed' : 'FAILED'} in ${seconds} s`);
    const text = Buffer.concat(output).toString('utf8').trimEnd();
    if (text && !stopped) console.log(text);
    if (!stopped) step.count?.(ok);
    done.add(step.id);
    if (!ok && keepGoing) anyFailed = true;
    else if (!ok && !failed) {
      failed = true;
      for (const { child: other } of running.values()) {
        try {
          process.kill(-other.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
    schedule();
  });
}

const ready = (step) => !done.has(step.id) && !running.has(step.id) && !step.after?.some((id) => !done.has(id));

function schedule() {
  if (!failed) {
    for (let slot = 0; slot < slots; slot++) {
      if ([...running.values()].some((r) => r.slot === slot)) continue;
      const queues = slot === 0 && slots > 1 ? [browserQueue, checksQueue] : [checksQueue, browserQueue];
      const next = queues.map((q) => q.find(ready)).find(Boolean);
      if (next) start(next, slot);
    }
  }
  if (running.size === 0) finish();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    for (const { child } of running.values()) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  });
}

schedule();
