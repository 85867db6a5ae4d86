import type { Kysely, Selectable } from 'kysely';
import type { AlertTable, Database } from '../db/schema';
import { returnFields } from './catalogue';
import type { CatalogueCache } from './catalogueCache';
import { ALERT_ACTION } from '@/engine/trading/limits';
import { roundPercent } from '@/engine/trading/roundPercent';

/** A client's price alerts (trading §3 Alert item), newest history first, optionally of one account or one alert. */
export async function alertsOf(
  db: Kysely<Database>,
  cache: CatalogueCache,
  userId: number,
  filter: { accountId?: number; alertId?: number },
) {
  let q = db.selectFrom('alerts').selectAll().where('user_id', '=', userId);
  if (filter.accountId !== undefined) q = q.where('account_id', '=', filter.accountId);
  if (filter.alertId !== undefined) q = q.where('id', '=', filter.alertId);
  const rows = await q.orderBy('id').execute();
  const history = rows.length
    ? await db
        .selectFrom('alert_history')
        .selectAll()
        .where(
          'alert_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('event_date', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  const catalogue = await cache.get();
  return rows.flatMap((a) => {
    const p = catalogue.byProductId(a.product_id);
    if (!p) return [];
    return [
      {
        TradeBuyId: a.id,
        AccountId: a.account_id,
        FundId: p.row.id,
        FundName: p.row.name,
        ISIN: p.row.isin,
        ProductType: p.row.product_type,
        Currency: p.row.currency,
        PurchaseDate: a.purchase_date,
        StartValue: a.start_value,
        CurrentValue: p.nav,
        ...returnFields(p, true),
        ReturnPercent: p.nav !== null && a.start_value ? roundPercent((p.nav / a.start_value - 1) * 100) : null,
        GainRate: a.gain_rate,
        FallRate: a.fall_rate,
        AutoResetGainFallValue: a.auto_reset_value,
        GainSelection: a.gain_action,
        FallSelection: a.fall_action,
        IsFallAutoEmail: a.fall_action === ALERT_ACTION.NotifyByEmail,
        IsFallAutoSell: a.fall_action === ALERT_ACTION.AutoSell,
        IsAutoReset: a.fall_action === ALERT_ACTION.ResetAlert,
        IsGainAutoEmail: a.gain_action === ALERT_ACTION.NotifyByEmail,
        IsGainAutoSell: a.gain_action === ALERT_ACTION.AutoSell,
        IsGainAutoReset: a.gain_action === ALERT_ACTION.ResetAlert,
        History: history
          .filter((h) => h.alert_id === a.id)
          .map((h) => ({
            Date: h.event_date,
            State: h.state,
            GainRate: h.gain_rate,
            FallRate: h.fall_rate,
            NewGainRate: h.new_gain_rate,
            NewFallRate: h.new_fall_rate,
          })),
        ModifiedDate: a.modified_at.slice(0, 10),
      },
    ];
  });
}

/** One of the user's own alerts, or undefined. */
export async function ownAlert(db: Kysely<Database>, userId: number, alertId: number) {
  return db.selectFrom('alerts').selectAll().where('id', '=', alertId).where('user_id', '=', userId).executeTakeFirst();
}

/** Saves an alert's new targets and actions and records the change in its history, in one transaction. */
export async function updateAlert(
  db: Kysely<Database>,
  alert: Selectable<AlertTable>,
  change: { gainRate: number | null; fallRate: number | null; gainAction: number; fallAction: number; autoResetValue: number },
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('alerts')
      .set({
        gain_rate: change.gainRate,
        fall_rate: change.fallRate,
        gain_action: change.gainAction,
        fall_action: change.fallAction,
        auto_reset_value: change.autoResetValue,
        modified_at: now,
      })
      .where('id', '=', alert.id)
      .execute();
    await trx
      .insertInto('alert_history')
      .values({
        alert_id: alert.id,
        event_date: now.slice(0, 10),
        state: 'Updated',
        gain_rate: alert.gain_rate,
        fall_rate: alert.fall_rate,
        new_gain_rate: change.gainRate,
        new_fall_rate: change.fallRate,
      })
      .execute();
  });
}
