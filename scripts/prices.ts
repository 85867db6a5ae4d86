/**
 * `npm run prices`: the demo's price feed. Publishes the next business day's NAV of every priced
 * product (the seed's deterministic random walk continued), then evaluates the price alerts against
 * the new prices: targets reached are e-mailed to the client (the outbox) and recorded in the alert's
 * history; Reset Alert moves the start value and the targets.
 *
 *   npm run prices                      one business day
 *   npm run prices -- --days 5          five business days, alerts evaluated after each
 *
 * It uses the database of DATABASE_URL (default sqlite:data/portal.sqlite), as `npm start` does, and
 * may run while the server runs (the server's catalogue picks the new prices up within 10 s).
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { publishNextPrices } from '../server/services/demoPrices';
import { evaluateAlerts } from '../server/services/alertEvaluation';

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a, i) => a !== '--days' && args[i - 1] !== '--days');
  if (unknown.length) throw new Error(`Unknown argument ${unknown[0]}. Use --days <n>.`);
  const days = args.includes('--days') ? Number(args[args.indexOf('--days') + 1]) : 1;
  if (!(Number.isInteger(days) && days >= 1 && days <= 260)) throw new Error('--days needs a whole number from 1 to 260.');
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    for (let i = 0; i < days; i++) {
      const published = await publishNextPrices(db.kysely);
      if (!published.date) {
        console.log('No prices in the database yet: start the portal once (npm start) so the demo data is seeded.');
        return;
      }
      const alerts = await evaluateAlerts(db);
      console.log(
        `Published ${published.published} NAV(s) for ${published.date}; alerts: ${alerts.evaluated} evaluated, ${alerts.fired} fired, ${alerts.reset} reset.`,
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  console.error(`Publishing prices failed: ${error.message}`);
  process.exit(1);
});
