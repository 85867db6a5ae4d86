/** @jest-environment node */
import { AUTO_SELL_NOT_PLACED, evaluateAlerts, FALL_TARGET_REACHED, GAIN_TARGET_REACHED } from '../../server/services/alertEvaluation';
import { nextBusinessDay, publishNextPrices } from '../../server/services/demoPrices';
import { latestNavs } from '../../server/services/portfolio';
import { formatUnitCost } from '@/engine/format/formatUnitCost';
import { expectData } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

interface AlertSetup {
  gain: number | null;
  fall: number | null;
  gainAction: number;
  fallAction: number;
  reset?: number;
}

describe.each(dialects)('trading: price alerts that fire on %s', (dialect) => {
  const t = withApp(dialect);
  let account = 0;
  let client = 0;
  let token = '';
  /** Fund products nobody's demo alert watches, one per scenario, so scenarios never move each other's prices. */
  const products: { id: number; name: string; isin: string; currency: string; nav: number }[] = [];
  let priceDay = 0;

  beforeAll(async () => {
    account = await accountIdOf(t.db, 'DMO-100101');
    client = await userIdOf(t.db, 'dmoclient');
    token = await t.login('dmoclient');
    const watched = (await t.db.kysely.selectFrom('alerts').select('product_id').execute()).map((a) => a.product_id);
    const funds = await t.db.kysely
      .selectFrom('products')
      .select(['id', 'name', 'isin', 'currency'])
      .where('has_nav', '=', 1)
      .where('product_type', 'in', ['Fund', 'Equity Funds'])
      .where('id', 'not in', watched)
      .orderBy('id')
      .limit(5)
      .execute();
    const navs = await latestNavs(
      t.db.kysely,
      funds.map((f) => f.id),
    );
    for (const f of funds) products.push({ ...f, nav: navs.get(f.id)!.nav });
    expect(products).toHaveLength(5);
  });

  /** A later NAV for a product (dated far ahead of the demo's prices, one day further each time). */
  async function setNav(productId: number, nav: number) {
    priceDay += 1;
    const date = `2099-01-${String(priceDay).padStart(2, '0')}`;
    await t.db.kysely.insertInto('prices').values({ product_id: productId, price_date: date, nav }).execute();
  }

  async function createAlert(productId: number, startValue: number, s: AlertSetup) {
    const row = await t.db.kysely
      .insertInto('alerts')
      .values({
        account_id: account,
        user_id: client,
        product_id: productId,
        order_line_id: null,
        purchase_date: '2026-01-05',
        start_value: startValue,
        gain_rate: s.gain,
        fall_rate: s.fall,
        gain_action: s.gainAction,
        fall_action: s.fallAction,
        auto_reset_value: s.reset ?? 5,
        created_at: '2026-01-05T10:00:00.000Z',
        modified_at: '2026-01-05T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const mailsAbout = (name: string) =>
    t.db.kysely
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'alert')
      .where('subject', 'like', `%${name}`)
      .orderBy('id')
      .execute();
  const historyOf = (alertId: number) =>
    t.db.kysely.selectFrom('alert_history').selectAll().where('alert_id', '=', alertId).orderBy('id').execute();
  const alertRow = (alertId: number) => t.db.kysely.selectFrom('alerts').selectAll().where('id', '=', alertId).executeTakeFirstOrThrow();

  test('npm run prices publishes the next business day for every priced product and none for a product without NAV', async () => {
    const before = await t.db.kysely
      .selectFrom('prices')
      .select((eb) => eb.fn.max('price_date').as('d'))
      .executeTakeFirstOrThrow();
    const priced = await t.db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('has_nav', '=', 1)
      .executeTakeFirstOrThrow();
    const published = await publishNextPrices(t.db.kysely);
    expect(published).toEqual({ date: nextBusinessDay(String(before.d)), published: Number(priced.n) });
    expect(['Sat', 'Sun']).not.toContain(new Date(`${published.date}T00:00:00Z`).toUTCString().slice(0, 3));
    const unpriced = await t.db.kysely
      .selectFrom('prices')
      .innerJoin('products', 'products.id', 'prices.product_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('products.has_nav', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(unpriced.n)).toBe(0);
    // A small move, as the seed's walk: no NAV changes by more than 15 % in a day.
    const rows = await t.db.kysely.selectFrom('prices').select(['product_id', 'nav']).where('price_date', '=', published.date!).execute();
    for (const r of rows) {
      const prev = await t.db.kysely
        .selectFrom('prices')
        .select('nav')
        .where('product_id', '=', r.product_id)
        .where('price_date', '<', published.date!)
        .orderBy('price_date', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(Math.abs(r.nav / prev.nav - 1)).toBeLessThan(0.15);
    }
    // The products' current NAVs are now the published ones.
    for (const p of products) p.nav = rows.find((r) => r.product_id === p.id)!.nav;
  });

  test('a rise to the gain target e-mails the client once and records the history; an edit re-arms it', async () => {
    const p = products[0];
    const alertId = await createAlert(p.id, p.nav, { gain: 5, fall: -5, gainAction: 1, fallAction: 1 });
    await setNav(p.id, p.nav * 1.04);
    await evaluateAlerts(t.db);
    expect(await mailsAbout(p.name)).toHaveLength(0);

    const current = Math.round(p.nav * 1.06 * 1e4) / 1e4;
    await setNav(p.id, current);
    const report = await evaluateAlerts(t.db);
    expect(report.fired).toBeGreaterThanOrEqual(1);
    const mails = await mailsAbout(p.name);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `${GAIN_TARGET_REACHED}: ${p.name}`,
      to_address: 'dmoclient@dmo.example.com',
      user_id: client,
    });
    expect(mails[0].body).toContain(`${p.name} (${p.isin}) has reached your gain target of 5 %.`);
    expect(mails[0].body).toContain(`Start value: ${p.currency} ${formatUnitCost(p.nav)}`);
    expect(mails[0].body).toContain(`Current value: ${p.currency} ${formatUnitCost(current)}`);
    expect(mails[0].body).toMatch(/Change: \+6\.0\d %/);
    const history = await historyOf(alertId);
    expect(history.map((h) => ({ ...h, id: 0 }))).toEqual([
      {
        id: 0,
        alert_id: alertId,
        event_date: new Date().toISOString().slice(0, 10),
        state: GAIN_TARGET_REACHED,
        gain_rate: 5,
        fall_rate: -5,
        new_gain_rate: 5,
        new_fall_rate: -5,
      },
    ]);

    // Stays fired: further runs, even at a higher price, send nothing more.
    await evaluateAlerts(t.db);
    await setNav(p.id, p.nav * 1.08);
    await evaluateAlerts(t.db);
    expect(await mailsAbout(p.name)).toHaveLength(1);
    expect(await historyOf(alertId)).toHaveLength(1);

    // Edited in the alerts panel: armed again, and the next run e-mails the new target.
    const saved = await t.post(
      '/api/alerts/save',
      { GainRate: 7, FallRate: 5, AutoResetGainFallValue: 5, GainSelection: 1, FallSelection: 1, TradeId: alertId },
      { token },
    );
    expectData(saved);
    await evaluateAlerts(t.db);
    const after = await mailsAbout(p.name);
    expect(after).toHaveLength(2);
    expect(after[1].body).toContain('has reached your gain target of 7 %.');
  });

  test('a fall to the fall target (stored negative) fires the fall alert', async () => {
    const p = products[1];
    const alertId = await createAlert(p.id, p.nav, { gain: 5, fall: -5, gainAction: 1, fallAction: 1 });
    await setNav(p.id, p.nav * 0.96);
    await evaluateAlerts(t.db);
    expect(await mailsAbout(p.name)).toHaveLength(0);
    await setNav(p.id, p.nav * 0.93);
    await evaluateAlerts(t.db);
    const mails = await mailsAbout(p.name);
    expect(mails.map((m) => m.subject)).toEqual([`${FALL_TARGET_REACHED}: ${p.name}`]);
    expect(mails[0].body).toContain('has reached your fall target of -5 %.');
    expect(mails[0].body).toMatch(/Change: -7\.0\d %/);
    expect((await historyOf(alertId)).map((h) => [h.state, h.gain_rate, h.fall_rate, h.new_gain_rate, h.new_fall_rate])).toEqual([
      [FALL_TARGET_REACHED, 5, -5, 5, -5],
    ]);
    // The alert itself is unchanged (Notify does not move the start value).
    expect(await alertRow(alertId)).toMatchObject({ start_value: p.nav, gain_rate: 5, fall_rate: -5 });
  });

  test('Reset Alert e-mails, moves the start value to the current NAV and the targets to the after-reset value', async () => {
    const p = products[2];
    const alertId = await createAlert(p.id, p.nav, { gain: 5, fall: -10, gainAction: 3, fallAction: 3, reset: 3 });
    const current = Math.round(p.nav * 1.1 * 1e4) / 1e4;
    await setNav(p.id, current);
    const report = await evaluateAlerts(t.db, { accountId: account });
    expect(report.reset).toBe(1);
    const mails = await mailsAbout(p.name);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${GAIN_TARGET_REACHED}: ${p.name}`);
    expect(mails[0].body).toContain(
      `Your alert has been reset: the start value is now ${p.currency} ${formatUnitCost(current)}, with a gain target of 3 % and a fall target of -3 %.`,
    );
    expect(await alertRow(alertId)).toMatchObject({ start_value: current, gain_rate: 3, fall_rate: -3, gain_action: 3, fall_action: 3 });
    expect((await historyOf(alertId)).map((h) => [h.state, h.gain_rate, h.fall_rate, h.new_gain_rate, h.new_fall_rate])).toEqual([
      [GAIN_TARGET_REACHED, 5, -10, 3, -3],
    ]);

    // Measured from the new start value: nothing fires until it moves 3 % again, then it resets again.
    await evaluateAlerts(t.db);
    expect(await mailsAbout(p.name)).toHaveLength(1);
    await setNav(p.id, Math.round(current * 0.965 * 1e4) / 1e4);
    await evaluateAlerts(t.db);
    const again = await mailsAbout(p.name);
    expect(again.map((m) => m.subject)).toEqual([`${GAIN_TARGET_REACHED}: ${p.name}`, `${FALL_TARGET_REACHED}: ${p.name}`]);
    expect((await historyOf(alertId)).map((h) => [h.state, h.new_gain_rate, h.new_fall_rate])).toEqual([
      [GAIN_TARGET_REACHED, 3, -3],
      [FALL_TARGET_REACHED, 3, -3],
    ]);
  });

  test('No Alert never fires, whatever the price does', async () => {
    const p = products[3];
    const alertId = await createAlert(p.id, p.nav, { gain: 5, fall: -5, gainAction: 4, fallAction: 4 });
    await setNav(p.id, p.nav * 2);
    await evaluateAlerts(t.db);
    await setNav(p.id, p.nav * 0.2);
    await evaluateAlerts(t.db);
    expect(await mailsAbout(p.name)).toHaveLength(0);
    expect(await historyOf(alertId)).toHaveLength(0);
    expect(await alertRow(alertId)).toMatchObject({ start_value: p.nav, gain_rate: 5, fall_rate: -5 });
  });

  test('an old auto-sell alert e-mails once that its target was reached and that nothing was sold; no order is placed', async () => {
    const p = products[3];
    const alertId = await createAlert(p.id, p.nav, { gain: 5, fall: -5, gainAction: 4, fallAction: 2 });
    const ordersBefore = await t.db.kysely
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await setNav(p.id, p.nav * 0.9);
    await evaluateAlerts(t.db);
    await evaluateAlerts(t.db);
    const mails = await mailsAbout(p.name);
    expect(mails.map((m) => m.subject)).toEqual([`${FALL_TARGET_REACHED}: ${p.name}`]);
    expect(mails[0].body).toContain('has reached your fall target of -5 %.');
    expect(mails[0].body).toContain(AUTO_SELL_NOT_PLACED);
    expect((await historyOf(alertId)).map((h) => h.state)).toEqual([FALL_TARGET_REACHED]);
    const ordersAfter = await t.db.kysely
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(ordersAfter.n)).toBe(Number(ordersBefore.n));
    expect(await alertRow(alertId)).toMatchObject({ start_value: p.nav, fall_rate: -5, fall_action: 2 });
  });

  test('the alerts panel (alerts get) shows the fired and reset history with the new start value', async () => {
    const p = products[4];
    const alertId = await createAlert(p.id, p.nav, { gain: 5, fall: -5, gainAction: 3, fallAction: 1, reset: 4 });
    const current = Math.round(p.nav * 1.2 * 1e4) / 1e4;
    await setNav(p.id, current);
    await evaluateAlerts(t.db);
    t.app.catalogue.invalidate();
    const items = expectData<Array<Record<string, unknown>>>(await t.get('/api/alerts', { token, query: { accountId: account } }));
    const item = items.find((i) => i.TradeBuyId === alertId)!;
    expect(item).toMatchObject({
      FundName: p.name,
      StartValue: current,
      CurrentValue: current,
      GainRate: 4,
      FallRate: -4,
      ReturnPercent: 0,
    });
    expect(item.History).toEqual([
      {
        Date: new Date().toISOString().slice(0, 10),
        State: GAIN_TARGET_REACHED,
        GainRate: 5,
        FallRate: -5,
        NewGainRate: 4,
        NewFallRate: -4,
      },
    ]);
  });
});
