import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../lib/apiSchemas';
import { badRequest, data, dataSchema, errorResponses, notFound } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { audited } from '../plugins/audit';
import { accountForSession } from '../services/users';
import { alertsOf, ownAlert, updateAlert } from '../services/alerts';
import { validateSubmission } from '../forms/validateSubmission';
import { alertFallValueForStorage } from '@/engine/sanitise/alertFallValueForStorage';
import { alertSelectionCode } from '@/engine/trading/alertSelectionCode';
import { ALERT_ACTION } from '@/engine/trading/limits';

export const ALERT_NOT_FOUND_MESSAGE = 'Sorry something went wrong..';
export const AUTO_SELL_KEPT_ONLY_MESSAGE =
  'Auto Sell can only be kept where the alert already has it; choose Notify By Email, Reset Alert or No Alert.';

const alertItem = apiRef('alerts', 'Alert');

/**
 * Price alerts (trading §2 Alerts panel, §3 Alert item, §4 Alerts): a client's alerts on the funds
 * it bought, with their history; the Reset Alert screen saves new targets and actions. Alerts are
 * for clients only (the alerts icon is theirs), an adviser sees them through "log in as".
 */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;

  app.get<{ Querystring: { accountId?: number } }>(
    '/alerts',
    {
      preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly')],
      schema: {
        tags: ['alerts'],
        querystring: apiRef('alerts', 'AlertsQuery'),
        response: { 200: dataSchema({ type: 'array', items: alertItem }), ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (request.query.accountId !== undefined) await accountForSession(db, session, request.query.accountId);
      return data(await alertsOf(db, app.catalogue, Number(session.nameid), { accountId: request.query.accountId }));
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/alerts/save',
    {
      preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly'), app.requireWritable],
      config: audited('alert.saved'),
      schema: {
        tags: ['alerts'],
        body: apiRef('alerts', 'SaveRequest'),
        response: { 200: dataSchema(alertItem), ...errorResponses },
      },
    },
    async (request) => {
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
      const alert = await ownAlert(db, userId, valid.TradeId);
      if (!alert) throw notFound(ALERT_NOT_FOUND_MESSAGE);
      const gainAction = valid.GainSelection as number;
      const fallAction = valid.FallSelection as number;
      if (
        (gainAction === ALERT_ACTION.AutoSell && alert.gain_action !== ALERT_ACTION.AutoSell) ||
        (fallAction === ALERT_ACTION.AutoSell && alert.fall_action !== ALERT_ACTION.AutoSell)
      )
        throw badRequest(AUTO_SELL_KEPT_ONLY_MESSAGE);
      // No Alert keeps the last target (the input is disabled, not cleared).
      const gainRate = valid.GainRate ?? alert.gain_rate;
      const fallRate = valid.FallRate ?? alert.fall_rate;
      await updateAlert(db, alert, {
        gainRate,
        fallRate,
        gainAction,
        fallAction,
        autoResetValue: valid.AutoResetGainFallValue ?? alert.auto_reset_value,
      });
      return data((await alertsOf(db, app.catalogue, userId, { alertId: alert.id }))[0]);
    },
  );
};
