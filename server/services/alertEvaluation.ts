import type { Kysely, Selectable } from 'kysely';
import { writeTransaction, type Db } from '../db/database';
import type { AlertTable, Database } from '../db/schema';
import { ALERT_ACTION } from '@/engine/trading/limits';
import { roundPercent } from '@/engine/trading/roundPercent';
import { formatUnitCost } from '@/engine/format/formatUnitCost';
import { fullName } from './users';
import { latestNavs } from './portfolio';
import { queueEmail } from './outbox';

export const GAIN_TARGET_REACHED = 'Gain target reached';
export const FALL_TARGET_REACHED = 'Fall target reached';

export type AlertDirection = 'gain' | 'fall';

export interface AlertEvaluationOptions {
  /** When the evaluation runs (default now): history date and fired time. */
  now?: Date;
  /** Only this account's alerts. */
  accountId?: number;
}

export interface AlertEvaluationReport {
  /** Active alerts looked at (an action other than No Alert in at least one direction, a NAV to compare). */
  evaluated: number;
  /** Alerts that fired and were e-mailed (Notify By Email or Reset Alert). */
  fired: number;
  /** Of those, alerts that were reset to the current NAV and the after-reset targets. */
  reset: number;
}

/** The line an auto-sell alert's e-mail adds: the platform sells nothing on its own. */
export const AUTO_SELL_NOT_PLACED =
  'Automatic selling is not available: no order has been placed. To sell, place a sell order from your holdings.';

/** Notify By Email and the auto-sell action of old alerts (2) both e-mail once per direction until the alert is edited or reset. */
const notifiesOnce = (action: number) => action === ALERT_ACTION.NotifyByEmail || action === ALERT_ACTION.AutoSell;
/** Actions the evaluation carries out; 4 (No Alert) does nothing. */
const acts = (action: number) => notifiesOnce(action) || action === ALERT_ACTION.ResetAlert;
const ACTING = [ALERT_ACTION.NotifyByEmail, ALERT_ACTION.AutoSell, ALERT_ACTION.ResetAlert];

/**
 * Which target, if any, the change from the start value reaches: a rise of at least GainRate % or a
 * fall to FallRate % or below (stored negative), each only when its action is Notify, auto-sell or Reset.
 * @param alert - the alert's start value, targets and actions
 * @param nav - the product's latest NAV
 * @returns the direction reached and the change in percent (5 decimals), or null
 */
export function reachedTarget(
  alert: Pick<Selectable<AlertTable>, 'start_value' | 'gain_rate' | 'fall_rate' | 'gain_action' | 'fall_action'>,
  nav: number,
): { direction: AlertDirection; change: number } | null {
  if (!(alert.start_value > 0) || !Number.isFinite(nav)) return null;
  const change = roundPercent((nav / alert.start_value - 1) * 100);
  if (alert.gain_rate !== null && acts(alert.gain_action) && change >= alert.gain_rate) return { direction: 'gain', change };
  if (alert.fall_rate !== null && acts(alert.fall_action) && change <= alert.fall_rate) return { direction: 'fall', change };
  return null;
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(2)} %`;

/**
 * Compares every active price alert with its product's latest NAV (trading §4 "Alerts") and carries
 * out the chosen action of the target reached: 1 Notify By Email e-mails the client (outbox) and
 * records a history entry, once — the alert stays fired in that direction until it is reset or
 * edited; 3 Reset Alert e-mails the same, then moves the start value to the current NAV and both
 * targets to the after-reset value (the history records the new targets); 4 No Alert does nothing.
 * Auto-sell (2, only read from old alerts) is not carried out — the platform places no order the client
 * did not confirm — but its client is told as Notify tells, with a line saying that nothing was sold.
 */
export async function evaluateAlerts(db: Db, options: AlertEvaluationOptions = {}): Promise<AlertEvaluationReport> {
  const now = options.now ?? new Date();
  const report: AlertEvaluationReport = { evaluated: 0, fired: 0, reset: 0 };
  let q = db.kysely
    .selectFrom('alerts')
    .selectAll()
    .where((eb) => eb.or([eb('gain_action', 'in', ACTING), eb('fall_action', 'in', ACTING)]));
  if (options.accountId !== undefined) q = q.where('account_id', '=', options.accountId);
  const alerts = await q.orderBy('id').execute();
  const navs = await latestNavs(db.kysely, [...new Set(alerts.map((a) => a.product_id))]);
  for (const candidate of alerts) {
    const nav = navs.get(candidate.product_id)?.nav;
    if (nav === undefined) continue;
    report.evaluated += 1;
    if (!reachedTarget(candidate, nav)) continue;
    const outcome = await writeTransaction(db, (trx) => fire(trx, db.dialect, candidate.id, nav, now));
    if (outcome !== 'none') report.fired += 1;
    if (outcome === 'reset') report.reset += 1;
  }
  return report;
}

/** Fires one alert inside the write transaction, re-reading it so a concurrent run or edit is respected. */
async function fire(
  trx: Kysely<Database>,
  dialect: Db['dialect'],
  alertId: number,
  nav: number,
  now: Date,
): Promise<'none' | 'notified' | 'reset'> {
  let read = trx.selectFrom('alerts').selectAll().where('id', '=', alertId);
  if (dialect === 'postgres') read = read.forUpdate();
  const alert = await read.executeTakeFirst();
  if (!alert) return 'none';
  const reached = reachedTarget(alert, nav);
  if (!reached) return 'none';
  const { direction, change } = reached;
  const action = direction === 'gain' ? alert.gain_action : alert.fall_action;
  const stamp = now.toISOString();
  if (notifiesOnce(action)) {
    const trigger = await trx
      .selectFrom('alert_triggers')
      .selectAll()
      .where('alert_id', '=', alert.id)
      .where('direction', '=', direction)
      .executeTakeFirst();
    // Fired before and not edited or reset since: stays fired, no second e-mail.
    if (trigger && trigger.fired_at >= alert.modified_at) return 'none';
    await trx.deleteFrom('alert_triggers').where('alert_id', '=', alert.id).where('direction', '=', direction).execute();
    await trx.insertInto('alert_triggers').values({ alert_id: alert.id, direction, fired_at: stamp, nav }).execute();
  }
  const reset = action === ALERT_ACTION.ResetAlert;
  const newGain = reset ? alert.auto_reset_value : alert.gain_rate;
  const newFall = reset ? -Math.abs(alert.auto_reset_value) : alert.fall_rate;
  const state = direction === 'gain' ? GAIN_TARGET_REACHED : FALL_TARGET_REACHED;

  const product = await trx
    .selectFrom('products')
    .select(['name', 'isin', 'currency'])
    .where('id', '=', alert.product_id)
    .executeTakeFirstOrThrow();
  const client = await trx.selectFrom('users').selectAll().where('id', '=', alert.user_id).executeTakeFirstOrThrow();
  const target = direction === 'gain' ? `gain target of ${alert.gain_rate} %` : `fall target of ${alert.fall_rate} %`;
  const lines = [
    `Dear ${fullName(client)},`,
    '',
    `${product.name} (${product.isin}) has reached your ${target}.`,
    `Start value: ${product.currency} ${formatUnitCost(alert.start_value)}`,
    `Current value: ${product.currency} ${formatUnitCost(nav)}`,
    `Change: ${signed(change)}`,
  ];
  if (action === ALERT_ACTION.AutoSell) lines.push('', AUTO_SELL_NOT_PLACED);
  if (reset)
    lines.push(
      '',
      `Your alert has been reset: the start value is now ${product.currency} ${formatUnitCost(nav)}, with a gain target of ${newGain} % and a fall target of ${newFall} %.`,
    );
  await queueEmail(trx, {
    whiteLabelId: client.white_label_id,
    userId: client.id,
    to: client.email,
    kind: 'alert',
    subject: `${state}: ${product.name}`,
    body: lines.join('\n'),
  });
  await trx
    .insertInto('alert_history')
    .values({
      alert_id: alert.id,
      event_date: stamp.slice(0, 10),
      state,
      gain_rate: alert.gain_rate,
      fall_rate: alert.fall_rate,
      new_gain_rate: newGain,
      new_fall_rate: newFall,
    })
    .execute();
  if (reset) {
    await trx
      .updateTable('alerts')
      .set({ start_value: nav, gain_rate: newGain, fall_rate: newFall, modified_at: stamp })
      .where('id', '=', alert.id)
      .execute();
    await trx.deleteFrom('alert_triggers').where('alert_id', '=', alert.id).execute();
    return 'reset';
  }
  return 'notified';
}
