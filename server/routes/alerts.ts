import type { FastifyPluginAsync } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, idParam, notFound } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { accountForSession } from '../services/users';
import { returnFields } from '../services/catalogue';
import { validateSubmission } from '../forms/validateSubmission';
import { alertFallValueForStorage } from '@/engine/sanitise/alertFallValueForStorage';
import { alertSelectionCode } from '@/engine/trading/alertSelectionCode';
import { ALERT_ACTION } from '@/engine/trading/limits';
import { roundPercent } from '@/engine/trading/roundPercent';
import { num, int, str, bool, numOrNull, strOrNull } from '../lib/jsonTypes';


export const ALERT_NOT_FOUND_MESSAGE = 'Sorry something went wrong..';
export const AUTO_SELL_KEPT_ONLY_MESSAGE = 'Auto Sell can only be kept where the alert already has it; choose Notify By Email, Reset Alert or No Alert.';

const alertItem = {
  type: 'object',
  properties: {
    TradeBuyId: int, AccountId: int, FundId: int, FundName: str, ISIN: str, ProductType: str, Currency: str, PurchaseDate: str, StartValue: num,
    CurrentValue: numOrNull, OneDay: numOrNull, OneWeek: numOrNull, OneMonth: numOrNull, ThreeMonths: numOrNull, SixMonths: numOrNull, YTD: numOrNull,
    OneYear: numOrNull, ThreeYears: numOrNull, FiveYears: numOrNull, TenYears: numOrNull, ReturnPercent: numOrNull,
    GainRate: numOrNull, FallRate: numOrNull, AutoResetGainFallValue: num, GainSelection: int, FallSelection: int,
    IsFallAutoEmail: bool, IsFallAutoSell: bool, IsAutoReset: bool, IsGainAutoEmail: bool, IsGainAutoSell: bool, IsGainAutoReset: bool,
    History: {
      type: 'array',
      items: { type: 'object', properties: { Date: str, State: str, GainRate: numOrNull, FallRate: numOrNull, NewGainRate: numOrNull, NewFallRate: numOrNull } },
    },
    ModifiedDate: strOrNull,
  },
} as const;

/**
 * Price alerts (trading §2 Alerts panel, §3 Alert item, §4 Alerts): a client's alerts on the funds
 * it bought, with their history; the Reset Alert screen saves new targets and actions. Alerts are
 * for clients only (the alerts icon is theirs), an adviser sees them through "log in as".
 */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;

  async function alertsOf(userId: number, filter: { accountId?: number; alertId?: number }) {
    let q = db.selectFrom('alerts').selectAll().where('user_id', '=', userId);
    if (filter.accountId !== undefined) q = q.where('account_id', '=', filter.accountId);
    if (filter.alertId !== undefined) q = q.where('id', '=', filter.alertId);
    const rows = await q.orderBy('id').execute();
    const history = rows.length
      ? await db.selectFrom('alert_history').selectAll().where('alert_id', 'in', rows.map((r) => r.id)).orderBy('event_date', 'desc').orderBy('id', 'desc').execute()
      : [];
    const catalogue = await app.catalogue.get();
    return rows.flatMap((a) => {
      const p = catalogue.byProductId(a.product_id);
      if (!p) return [];
      return [{
        TradeBuyId: a.id, AccountId: a.account_id, FundId: p.row.id, FundName: p.row.name, ISIN: p.row.isin, ProductType: p.row.product_type, Currency: p.row.currency,
        PurchaseDate: a.purchase_date, StartValue: a.start_value, CurrentValue: p.nav, ...returnFields(p, true),
        ReturnPercent: p.nav !== null && a.start_value ? roundPercent((p.nav / a.start_value - 1) * 100) : null,
        GainRate: a.gain_rate, FallRate: a.fall_rate, AutoResetGainFallValue: a.auto_reset_value, GainSelection: a.gain_action, FallSelection: a.fall_action,
        IsFallAutoEmail: a.fall_action === ALERT_ACTION.NotifyByEmail, IsFallAutoSell: a.fall_action === ALERT_ACTION.AutoSell,
        IsAutoReset: a.fall_action === ALERT_ACTION.ResetAlert, IsGainAutoEmail: a.gain_action === ALERT_ACTION.NotifyByEmail,
        IsGainAutoSell: a.gain_action === ALERT_ACTION.AutoSell, IsGainAutoReset: a.gain_action === ALERT_ACTION.ResetAlert,
        History: history.filter((h) => h.alert_id === a.id).map((h) => ({
          Date: h.event_date, State: h.state, GainRate: h.gain_rate, FallRate: h.fall_rate, NewGainRate: h.new_gain_rate, NewFallRate: h.new_fall_rate,
        })),
        ModifiedDate: a.modified_at.slice(0, 10),
      }];
    });
  }

  app.get<{ Querystring: { accountId?: number } }>('/alerts', {
    preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly')],
    schema: {
      tags: ['alerts'], querystring: { type: 'object', properties: { accountId: idParam } },
      response: { 200: dataSchema({ type: 'array', items: alertItem }), ...errorResponses },
    },
  }, async (request) => {
    const session = sessionOf(request);
    if (request.query.accountId !== undefined) await accountForSession(db, session, request.query.accountId);
    return data(await alertsOf(Number(session.nameid), { accountId: request.query.accountId }));
  });

  app.post<{ Body: Record<string, unknown> }>('/alerts/save', {
    preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly'), app.requireWritable],
    schema: {
      tags: ['alerts'],
      body: {
        type: 'object', additionalProperties: true,
        properties: { GainRate: {}, FallRate: {}, AutoResetGainFallValue: {}, GainSelection: {}, FallSelection: {}, TradeId: {} },
      },
      response: { 200: dataSchema(alertItem), ...errorResponses },
    },
  }, async (request) => {
    const userId = Number(sessionOf(request).nameid);
    const body = request.body;
    // Read as the Reset Alert form does: selections as action codes, the fall target stored negative.
    const answers: Record<string, unknown> = {};
    for (const k of ['GainRate', 'FallRate', 'AutoResetGainFallValue', 'GainSelection', 'FallSelection', 'TradeId']) {
      if (body[k] !== undefined && body[k] !== null && body[k] !== '') answers[k] = body[k];
    }
    for (const k of ['GainSelection', 'FallSelection']) if (k in answers) answers[k] = alertSelectionCode(answers[k]) ?? answers[k];
    if (typeof answers.FallRate === 'number') answers.FallRate = alertFallValueForStorage(answers.FallRate);
    const { answers: valid } = validateSubmission(app.forms.registry, 'alert-targets', answers);
    if (valid.TradeId === undefined) throw notFound(ALERT_NOT_FOUND_MESSAGE);
    const alert = await db.selectFrom('alerts').selectAll().where('id', '=', valid.TradeId as number).where('user_id', '=', userId).executeTakeFirst();
    if (!alert) throw notFound(ALERT_NOT_FOUND_MESSAGE);
    const gainAction = valid.GainSelection as number;
    const fallAction = valid.FallSelection as number;
    if ((gainAction === ALERT_ACTION.AutoSell && alert.gain_action !== ALERT_ACTION.AutoSell)
      || (fallAction === ALERT_ACTION.AutoSell && alert.fall_action !== ALERT_ACTION.AutoSell)) throw badRequest(AUTO_SELL_KEPT_ONLY_MESSAGE);
    // No Alert keeps the last target (the input is disabled, not cleared).
    const gainRate = (valid.GainRate as number | undefined) ?? alert.gain_rate;
    const fallRate = (valid.FallRate as number | undefined) ?? alert.fall_rate;
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('alerts').set({
        gain_rate: gainRate, fall_rate: fallRate, gain_action: gainAction, fall_action: fallAction,
        auto_reset_value: (valid.AutoResetGainFallValue as number | undefined) ?? alert.auto_reset_value, modified_at: now,
      }).where('id', '=', alert.id).execute();
      await trx.insertInto('alert_history').values({
        alert_id: alert.id, event_date: now.slice(0, 10), state: 'Updated', gain_rate: alert.gain_rate, fall_rate: alert.fall_rate,
        new_gain_rate: gainRate, new_fall_rate: fallRate,
      }).execute();
    });
    return data((await alertsOf(userId, { alertId: alert.id }))[0]!);
  });
};
