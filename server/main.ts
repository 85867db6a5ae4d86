import { loadConfig } from './config';
import { prepareDatabase } from './db/setup';
import { buildApp } from './app';

/** Starts the portal: migrate and seed on first start, then listen. Only this file listens. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const db = await prepareDatabase(config);
  const app = await buildApp({ config, db, logger: process.env.LOG_REQUESTS === '1' });
  // A form or flow that did not load is not served; say so even when request logging is off.
  for (const p of app.forms.problems) console.warn(`Form schemas: ${p.file}: ${p.reason}`);
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  const where = config.databaseUrl.startsWith('sqlite:') ? config.databaseUrl : 'PostgreSQL';
  console.log(
    `Tessera is ready in ${Date.now() - started} ms on http://localhost:${config.port} (${where}, ${config.portalEnv}). Open http://dmo.localhost:${config.port}`,
  );
}

main().catch((error: Error) => {
  console.error(`Tessera could not start: ${error.message}`);
  process.exit(1);
});
