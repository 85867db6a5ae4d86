/**
 * `npm run settle`: the demo's settlement step. Fills every pending order at the latest NAV — buys
 * move reserved cash into holdings, sells move units into cash, the ledger and holdings transactions
 * record each fill, cash rebates are credited and the alerts chosen at checkout are created; then
 * every price alert is evaluated against the latest NAVs (targets reached are e-mailed, see alertEvaluation).
 *
 *   npm run settle                      pending Online and Manual orders, and Docusign orders DocuSign reports signed
 *   npm run settle -- --signed          Docusign orders too, as if every signer had signed (no DocuSign configured)
 *   npm run settle -- --account 12      only account 12's orders
 *
 * It uses the database of DATABASE_URL (default sqlite:data/portal.sqlite), as `npm start` does, and
 * may run while the server runs: each order settles in its own write transaction.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { settlePendingOrders } from '../server/services/settlement';
import { evaluateAlerts } from '../server/services/alertEvaluation';
import { collectOrderSignatures, orderBrandOf } from '../server/services/orderSigning';
import { RESOLVED_BRANDS } from '../server/plugins/brand';

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a, i) => !['--signed', '--account'].includes(a) && args[i - 1] !== '--account');
  if (unknown.length) throw new Error(`Unknown argument ${unknown[0]}. Use --signed and --account <id>.`);
  const accountArg = args.includes('--account') ? Number(args[args.indexOf('--account') + 1]) : undefined;
  if (accountArg !== undefined && !(Number.isInteger(accountArg) && accountArg > 0))
    throw new Error('--account needs an account id (a positive whole number).');
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    if (config.docuSign) {
      const brandOf = (id: number) => {
        const b = RESOLVED_BRANDS.find((r) => r.whiteLabelId === id)?.brand;
        return b && orderBrandOf(b);
      };
      const signing = await collectOrderSignatures(db, config.docuSign, brandOf);
      console.log(
        `Docusign orders: ${signing.signed} signed, ${signing.sent} sent to DocuSign, ${signing.waiting} waiting for a signature.`,
      );
      for (const failure of signing.failures) console.log(`  ${failure}`);
    }
    const report = await settlePendingOrders(db, { includeAwaitingSignature: args.includes('--signed'), accountId: accountArg });
    console.log(
      `Settled ${report.orders} order(s): ${report.filled} line(s) filled, ${report.rejected} rejected, ${report.waiting} waiting for a NAV.`,
    );
    const alerts = await evaluateAlerts(db, { accountId: accountArg });
    console.log(`Alerts: ${alerts.evaluated} evaluated, ${alerts.fired} fired, ${alerts.reset} reset.`);
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  console.error(`Settlement failed: ${error.message}`);
  process.exit(1);
});
