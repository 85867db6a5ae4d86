import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { prepareDatabase } from './db/setup';
import { processLog } from './lib/logging';
import { requestLogsOn, SHUTDOWN_LIMIT_MS } from './serve';

/** The most API processes WORKERS may ask for. */
export const MAX_WORKERS = 64;

/** A worker that ends sooner than this after it was started counts as failing at start. */
const QUICK_EXIT_MS = 5000;
/** After this many quick exits in a row the primary stops: a worker that cannot start will not start next time. */
const QUICK_EXITS_MAX = 5;
/** Pause before a worker is replaced: lets a signal meant for the whole group (Ctrl-C) reach the primary first. */
const RESTART_DELAY_MS = 250;
/** Pause before replacing a worker that failed at start. */
const QUICK_RESTART_DELAY_MS = 1000;

/**
 * WORKERS (default 1): how many API processes share the port and the database.
 * @param value - the variable as set, or undefined
 * @returns a whole number from 1 to MAX_WORKERS; throws a readable sentence otherwise
 */
export function workerCount(value: string | undefined): number {
  const text = value?.trim() || '1';
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS)
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, got "${value}"`);
  return n;
}

/**
 * The primary of WORKERS=N (node:cluster): migrates and seeds the database once, then starts N API
 * processes that listen on the same port (the primary hands out connections in turn) and replaces one that
 * ends while the primary is not stopping. On SIGTERM or SIGINT it passes SIGTERM to every worker (each
 * finishes its requests and closes its database) and exits 0 once all have exited 0; after
 * SHUTDOWN_LIMIT_MS it kills those left and exits 1.
 */
export async function runPrimary(config: Config, workers: number, started: number): Promise<void> {
  const log = processLog(requestLogsOn(), config.logLevel);
  const db = await prepareDatabase(config);
  await db.close();

  const alive = new Map<number, { worker: Worker; bornAt: number }>();
  const listening = new Set<number>();
  let announced = false;
  let stopping = false;
  let failed = false;
  let quickExits = 0;

  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    alive.set(worker.id, { worker, bornAt: Date.now() });
  };

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (announced || listening.size < workers) return;
    announced = true;
    const where = config.databaseUrl.startsWith('sqlite:') ? config.databaseUrl : 'PostgreSQL';
    log.info(
      `Tessera is ready in ${Date.now() - started} ms on http://localhost:${config.port} with ${workers} API processes (${where}, ${config.portalEnv}). Open http://dmo.localhost:${config.port}`,
    );
  });

  cluster.on('exit', (worker, code, signal) => {
    const entry = alive.get(worker.id);
    alive.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) {
      // SIGTERM is what the primary sent: a worker still starting has no handler yet and simply ends.
      if ((signal && signal !== 'SIGTERM') || (!signal && code !== 0)) failed = true;
      if (alive.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    quickExits = entry && Date.now() - entry.bornAt < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits >= QUICK_EXITS_MAX) {
      log.error(`API process ${worker.process.pid} ${how}; ${quickExits} processes in a row ended at start, so Tessera stops.`);
      failed = true;
      stop('SIGTERM');
      return;
    }
    log.warn(`API process ${worker.process.pid} ${how}; starting another.`);
    setTimeout(fork, quickExits > 0 ? QUICK_RESTART_DELAY_MS : RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const limit = setTimeout(() => {
      log.error(`Tessera did not stop within ${SHUTDOWN_LIMIT_MS / 1000} s of ${signal}; ending ${alive.size} API processes now.`);
      for (const { worker } of alive.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    limit.unref();
    if (alive.size === 0) process.exit(failed ? 1 : 0);
    for (const { worker } of alive.values()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < workers; i++) fork();
}
