import cluster from 'node:cluster';
import { loadConfig } from './config';
import { runPrimary, workerCount } from './cluster';
import { processLog } from './lib/logging';
import { requestLogsOn, serveApi } from './serve';

/**
 * Starts the portal (only this file starts anything). One process by default: migrate and seed on first
 * start, then listen. WORKERS=N: a primary migrates and seeds, then N API processes share the port.
 * `npm start` runs this compiled (dist-server/main.js, NODE_ENV=production); `tsx server/main.ts` runs it from source.
 */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const workers = workerCount(process.env.WORKERS);
  if (cluster.isWorker) return serveApi(config, { prepare: false, announce: false, started });
  if (workers > 1) return runPrimary(config, workers, started);
  return serveApi(config, { prepare: true, announce: true, started });
}

main().catch((error: Error) => {
  processLog(requestLogsOn()).error(`Tessera could not start: ${error.message}`);
  process.exit(1);
});
