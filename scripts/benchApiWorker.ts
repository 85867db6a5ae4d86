/**
 * The API bench's load worker: a second process (`tsx scripts/benchApiWorker.ts --worker '<json>'`)
 * that drives autocannon, or closed loops placing orders, against one server and prints one JSON
 * line of figures; `runWorker` starts it from the bench.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { HOST } from './benchApiServers';

const ROOT = resolve(__dirname, '..');

// ---------------------------------------------------------------------------------------------
// The load worker (a second process): `tsx scripts/benchApiWorker.ts --worker '<json>'` prints one JSON line.

export interface WorkerJob {
  url: string;
  token: string;
  seconds: number;
  connections: number;
  rate?: number;
  method: 'GET' | 'POST';
  body?: unknown;
  /** Several URLs (same host) taken in turn, one a request (the directory's varied searches). */
  paths?: string[];
  /** ProcessTrade (tradeWorker): each request a fresh Idempotency-Key, accounts taken in turn. */
  trade?: { accounts: number[]; isin: string; amount: number };
}
export interface WorkerResult {
  requests: number;
  ok: number;
  other: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time the load worker itself used (user + system), in ms: what the load generator took from the shared cores. */
  cpuMs: number;
}

/**
 * ProcessTrade load: `connections` closed loops on keep-alive sockets, each sending the next order
 * when its answer came. When time is up no new order starts and every order in flight is waited
 * for, so the answers counted are every order the server took (autocannon drops those in flight).
 */
export async function tradeWorker(job: WorkerJob & { trade: NonNullable<WorkerJob['trade']> }): Promise<WorkerResult> {
  const { Agent, request } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const url = new URL(job.url);
  const latencies: number[] = [];
  let ok = 0;
  let other = 0;
  let errors = 0;
  let next = 0;
  const cpu = process.cpuUsage();
  const started = Date.now();
  const until = started + job.seconds * 1000;
  const one = () =>
    new Promise<void>((res) => {
      const accountId = job.trade.accounts[next++ % job.trade.accounts.length];
      const body = JSON.stringify({
        PurchasedFunds: [{ ISIN: job.trade.isin, TradeOptions: 'Amount', TradeValue: job.trade.amount }],
        SoldFunds: [],
        CheckoutOnline: true,
        CheckoutDocusign: false,
        ConfirmDuplicate: true,
        UserInfo: { PlatformId: accountId },
      });
      const t = process.hrtime.bigint();
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          headers: {
            host: HOST,
            authorization: `Bearer ${job.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': randomUUID(),
          },
        },
        (r) => {
          r.resume();
          r.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
            if ((r.statusCode ?? 0) >= 200 && (r.statusCode ?? 0) < 300) ok++;
            else other++;
            res();
          });
        },
      );
      req.on('error', () => {
        errors++;
        res();
      });
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] : Number.NaN);
  return {
    requests: latencies.length,
    ok,
    other,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    cpuMs: cpuMsSince(cpu),
  };
}

/** CPU time (user + system) this process used since `since`, in ms. */
function cpuMsSince(since: NodeJS.CpuUsage) {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

/** autocannon's setupRequest giving each request the next of `urls`' paths in turn. */
function nextPath(urls: string[]) {
  const paths = urls.map((u) => {
    const url = new URL(u);
    return url.pathname + url.search;
  });
  let next = 0;
  return (req: Record<string, unknown>) => ({ ...req, path: paths[next++ % paths.length] });
}

export async function worker(job: WorkerJob): Promise<void> {
  if (job.trade) {
    process.stdout.write(`${JSON.stringify(await tradeWorker(job as WorkerJob & { trade: NonNullable<WorkerJob['trade']> }))}\n`);
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only by the measuring process, never by the trade workers
  const autocannon = require('autocannon') as (opts: Record<string, unknown>) => NodeJS.EventEmitter & PromiseLike<Record<string, unknown>>;
  const latencies: number[] = [];
  let ok = 0;
  let other = 0;
  const headers: Record<string, string> = { host: HOST, authorization: `Bearer ${job.token}` };
  if (job.method === 'POST') headers['content-type'] = 'application/json';
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    method: job.method,
    headers,
    body: job.body === undefined ? undefined : JSON.stringify(job.body),
    ...(job.rate ? { overallRate: job.rate } : {}),
    ...(job.paths ? { requests: [{ setupRequest: nextPath(job.paths) }] } : {}),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 200 && status < 300) ok++;
    else other++;
  });
  const result = await instance;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] : Number.NaN);
  const out: WorkerResult = {
    requests: latencies.length,
    ok,
    other,
    errors: Number(result.errors ?? 0) + Number(result.timeouts ?? 0),
    seconds: Number(result.duration ?? seconds),
    rps: latencies.length / Number(result.duration ?? seconds),
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    cpuMs: cpuMsSince(cpu),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

export function runWorker(job: WorkerJob): Promise<WorkerResult> {
  return new Promise((res, rej) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [__filename, '--worker', JSON.stringify(job)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
    });
    child.on('exit', (code) => {
      const line = text.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) rej(new Error(`load worker failed (${code}): ${text}`));
      else res(JSON.parse(line) as WorkerResult);
    });
  });
}

if (process.argv[2] === '--worker') {
  worker(JSON.parse(process.argv[3]) as WorkerJob).catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
