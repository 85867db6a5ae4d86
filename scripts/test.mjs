// `npm test`: every check, in order, stopping at the first that fails — types, lint and format, schemas, generated types, unit,
// API (SQLite, and PostgreSQL too when DATABASE_URL names one), the web build, browser tests.
// It ends with one line "N passed, N failed" counting the test cases of every jest project.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const out = join(root, 'test-output');
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0 };
const timings = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function jest(label, project, extra = []) {
  const report = join(out, `jest-${project}.json`);
  rmSync(report, { force: true });
  const ok = run(label, bin('jest'), ['--selectProjects', project, '--ci', '--json', `--outputFile=${report}`, ...extra]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

function finish(ok) {
  console.log(`\n${timings.join(' · ')}`);
  if (process.env.DATABASE_URL) console.log(`API suites ran on SQLite and on ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}`);
  else console.log('API suites ran on SQLite only (set DATABASE_URL=postgres://… to add PostgreSQL).');
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

const steps = [
  () => run('types (tsc --noEmit)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  () => run('lint (eslint)', bin('eslint'), ['--max-warnings=0', '.']),
  () => run('format (prettier --check)', bin('prettier'), ['--check', '--log-level=warn', '.']),
  () => run('schemas:check', bin('tsx'), ['scripts/schemas-check.ts']),
  () => run('codegen --check', bin('tsx'), ['scripts/codegen.ts', '--check']),
  () => jest('unit tests', 'unit'),
  () => jest('API tests', 'api'),
  () =>
    spawnSync('node', ['scripts/start.mjs', '--check-stale'], { cwd: root }).status === 0
      ? true
      : run('web build (vite)', 'npm', ['run', 'build', '--silent']),
  () => jest('browser tests (Chromium)', 'e2e', ['--runInBand', '--forceExit']),
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
