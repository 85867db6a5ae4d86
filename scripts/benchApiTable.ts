/**
 * The API bench's figures side by side: one column per run (SQLite, PostgreSQL with one and with two
 * processes), one row per case, each cell with its run's target and met / NOT met where it has one.
 */
import type { ApiFigures, ApiTargets, CaseFigures } from './benchApi';

interface Row {
  name: string;
  value: (f: ApiFigures) => number | undefined;
  digits: number;
  target?: (t: ApiTargets) => number | undefined;
  met?: (value: number, target: number, f: ApiFigures) => boolean;
  sign?: string;
}

const of = (name: string, key: keyof CaseFigures) => (f: ApiFigures) => f.cases.get(name)?.[key];

const ROWS: Row[] = [
  // The anchor (SQLite's run only): a bare Node HTTP server answering the summary's bytes under the same load.
  { name: 'anchor: bare Node HTTP, closed loop 50 conn. (req/s)', value: of('anchor closed', 'rps'), digits: 0 },
  {
    name: 'account summary, closed loop 50 conn. (req/s)',
    value: of('summary closed', 'rps'),
    digits: 0,
    target: (t) => t.summaryRps,
    met: (v, t) => v >= t,
    sign: '>=',
  },
  {
    name: 'account summary, paced 2,000 req/s (p99 ms)',
    value: of('summary paced', 'p99'),
    digits: 1,
    target: (t) => t.summaryPacedP99,
    met: (v, t) => v < t,
    sign: '<',
  },
  { name: 'search, demo catalogue, closed loop (req/s)', value: of('search demo closed', 'rps'), digits: 0 },
  { name: 'search, demo catalogue, paced 2,000 req/s (p95 ms)', value: of('search demo paced', 'p95'), digits: 1 },
  {
    name: 'search, 50,000 products, closed loop (req/s)',
    value: of('search 50k closed', 'rps'),
    digits: 0,
    target: (t) => t.search50kClosedRps,
    met: (v, t) => v >= t,
    sign: '>=',
  },
  {
    name: 'search, 50,000 products, paced 2,000 req/s (p95 ms)',
    value: of('search 50k paced', 'p95'),
    digits: 1,
    target: (t) => t.search50kPacedP95,
    met: (v, t) => v < t,
    sign: '<',
  },
  {
    name: 'ProcessTrade, 50 closed loops (orders/s)',
    value: (f) => f.trade?.rate,
    digits: 0,
    target: (t) => t.tradeRate,
    met: (v, t, f) => v >= t && f.trade?.inconsistencies === 0,
    sign: '>=',
  },
  { name: 'ProcessTrade inconsistencies', value: (f) => f.trade?.inconsistencies, digits: 0 },
  { name: 'non-2xx answers and errors, all cases', value: (f) => [...f.cases.values()].reduce((s, c) => s + c.bad, 0), digits: 0 },
];

const num = (n: number, digits: number) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function cell(row: Row, f: ApiFigures): string {
  const v = row.value(f);
  if (v === undefined || Number.isNaN(v)) return '—';
  const t = row.target?.(f.targets);
  if (t === undefined || !row.met) return num(v, row.digits);
  return `${num(v, row.digits)} (${row.sign} ${num(t, 0)}: ${row.met(v, t, f) ? 'met' : 'NOT met'})`;
}

export function printApiTable(runs: ApiFigures[]): void {
  const header = ['case', ...runs.map((r) => r.label)];
  const lines = [header, ...ROWS.map((row) => [row.name, ...runs.map((f) => cell(row, f))])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const format = (l: string[]) => `  ${l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')}`;
  console.log(
    'API figures side by side (medians; targets per run: SQLite issue 16 item 5 with issue 5’s paced bars, PostgreSQL 1 process issue 16, 2 processes issue 15):',
  );
  console.log(format(lines[0]));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const l of lines.slice(1)) console.log(format(l));
}
