import type { Config } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/setup';
import { buildApp } from './app';

/** How long a process may take to stop after SIGTERM before it exits anyway (issue 15: within 10 s). */
export const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Between SIGTERM and closing the listener the process keeps accepting, until its event loop is calm — a
 * short timer fires on time twice in a row — or ACCEPT_DRAIN_MAX_MS have passed. Closing the listener also
 * drops every connection with no request read yet; while the loop is busy (a burst of logins hashing
 * passwords), connections the kernel has completed may hold requests Node has not read, and those would be
 * reset. A calm loop has read them: they are requests in hand and are answered.
 */
export const ACCEPT_DRAIN_MAX_MS = 2000;
const CALM_TICK_MS = 20;
const CALM_LATE_MS = 10;

/** Resolves once the event loop is calm (see ACCEPT_DRAIN_MAX_MS), or at that limit. */
async function loopCalm(): Promise<void> {
  const until = Date.now() + ACCEPT_DRAIN_MAX_MS;
  let calmTicks = 0;
  while (calmTicks < 2 && Date.now() < until) {
    const at = performance.now();
    await new Promise((resolve) => setTimeout(resolve, CALM_TICK_MS));
    calmTicks = performance.now() - at - CALM_TICK_MS < CALM_LATE_MS ? calmTicks + 1 : 0;
  }
}

/**
 * Whether request logs are written: in production (NODE_ENV=production, what `npm start` runs) unless
 * LOG_REQUESTS=0; elsewhere only with LOG_REQUESTS=1.
 */
export function requestLogsOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' ? env.LOG_REQUESTS !== '0' : env.LOG_REQUESTS === '1';
}

export interface ServeOptions {
  /** Migrate and seed before serving (a single process); a cluster's primary has done it for its workers. */
  prepare: boolean;
  /** Say "Tessera is ready" once listening (a single process); a cluster's primary says it for all workers. */
  announce: boolean;
  /** When the process started, for the ready line. */
  started: number;
}

/**
 * One API process: opens the database, builds the app and listens on PORT. On SIGTERM or SIGINT it answers
 * GET ready with 503, stops taking connections (once the loop is calm: ACCEPT_DRAIN_MAX_MS), lets the requests in hand finish,
 * closes the database and exits 0; if that takes longer than SHUTDOWN_LIMIT_MS it exits 1 regardless.
 */
export async function serveApi(config: Config, { prepare, announce, started }: ServeOptions): Promise<void> {
  const db = prepare ? await prepareDatabase(config) : openDatabase(config.databaseUrl);
  const logs = requestLogsOn();
  const app = await buildApp({ config, db, logger: logs });
  const say = (message: string) => (logs ? app.log.info(message) : console.log(message));
  // A form or flow that did not load is not served; say so even when logs are off (buildApp logs it when on).
  if (!logs) for (const p of app.forms.problems) console.warn(`Form schemas: ${p.file}: ${p.reason}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const limit = setTimeout(() => {
      const message = `Tessera did not stop within ${SHUTDOWN_LIMIT_MS / 1000} s of ${signal}; exiting now.`;
      if (logs) app.log.error(message);
      else console.error(message);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    limit.unref();
    app.lifecycle.closing = true;
    loopCalm()
      .then(() => app.close())
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: Error) => {
          if (logs) app.log.error({ err: error }, 'shutdown failed');
          else console.error(`Tessera could not shut down cleanly: ${error.message}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  if (announce) {
    const where = config.databaseUrl.startsWith('sqlite:') ? config.databaseUrl : 'PostgreSQL';
    say(
      `Tessera is ready in ${Date.now() - started} ms on http://localhost:${config.port} (${where}, ${config.portalEnv}). Open http://dmo.localhost:${config.port}`,
    );
  }
}
