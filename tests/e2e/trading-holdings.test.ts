/** @jest-environment node */
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { logIn } from './support/journeys';

jest.setTimeout(90_000);

const suite = browserSuite();
const SAVINGS = 'Nordhaven Bank Savings Plan Global Equity';
const TREASURY = 'Brightwater US Treasury Bond Fund';
const ADDED = 'Aldermoor Pension Fund';

const snackbar = (page: Page, text: string) => page.getByTestId('snackbar-success').filter({ hasText: text });
const section = (page: Page) => page.getByRole('region', { name: 'Held elsewhere' });

/** Waits for entrance animations to end (axe measures colours on a half-faded surface otherwise). */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

async function openMyAccount(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
  await section(page).getByRole('table', { name: 'Held elsewhere' }).waitFor();
}

describe('My Account: held elsewhere', () => {
  it('client sees holdings held elsewhere with the total and requests a sale; an adviser logged in as the client adds and removes one', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    await openMyAccount(page);
    // The platform holdings' buttons keep their labels on one line at 1366 px (a small button is one line high).
    const factSheet = await page
      .getByRole('button', { name: /^Fact sheet of / })
      .first()
      .boundingBox();
    const buy = await page
      .getByRole('button', { name: /^Buy more / })
      .first()
      .boundingBox();
    expect(factSheet!.height).toBeLessThanOrEqual(buy!.height + 0.5);
    expect(factSheet!.y).toBeCloseTo(buy!.y, 0);
    const held = section(page);
    const table = held.getByRole('table', { name: 'Held elsewhere' });
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Holding', 'Provider', 'Units', 'Value', 'Valuation date', 'Actions']);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    const treasury = await rows.nth(0).locator('td').allInnerTexts();
    expect(treasury.slice(0, 4)).toEqual([`${TREASURY}\nIE00B4613386`, 'Calloway Brokerage', '1,200.0000', '$ 13,404.00']);
    expect((await rows.nth(1).locator('td').allInnerTexts()).slice(0, 4)).toEqual([SAVINGS, 'Nordhaven Bank', '312.5000', '€ 48,750.20']);
    // Total in the account's currency through the EUR rates: 48,750.20 + 13,404 / 1.0865.
    expect((await rows.nth(2).locator('td').allInnerTexts())[0]).toBe('Total (EUR)');
    expect((await rows.nth(2).locator('td').allInnerTexts())[3]).toBe('€ 61,087.06');
    // The client has no adviser tools.
    expect(await held.getByRole('button', { name: 'Add holding' }).count()).toBe(0);
    expect(await held.getByRole('button', { name: `Edit ${SAVINGS}` }).count()).toBe(0);
    await screenshot(page, 'trading-holdings-held-elsewhere');
    expect(await axeViolations(page)).toEqual([]);

    await held.getByRole('button', { name: `Request sale of ${TREASURY}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Request sale of ${TREASURY}` });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(
      'Your adviser will be asked to sell all 1,200.0000 units of Brightwater US Treasury Bond Fund held with Calloway Brokerage',
    );
    await settled(page);
    await screenshot(page, 'trading-holdings-request-sale');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Request sale' }).click();
    await snackbar(
      page,
      `Your request to sell ${TREASURY} has been sent to your adviser. The proceeds will be transferred to this account.`,
    ).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await rows
      .nth(0)
      .getByText(/^Sale requested \d{2}\/\d{2}\/\d{4}$/)
      .waitFor();
    expect(await held.getByRole('button', { name: `Request sale of ${TREASURY}` }).count()).toBe(0);

    // The adviser, logged in as the client in a new window, records a holding and removes it again.
    const adviserContext = await newContext(suite.browser);
    const adviser = await adviserContext.newPage();
    await logIn(adviser, suite.server, 'dmoconsultant');
    await adviser.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    const clientRow = adviser.getByRole('row', { name: /Maximilian Oberhauser-Lindenberg/ });
    const [asClient] = await Promise.all([
      adviserContext.waitForEvent('page'),
      clientRow.getByRole('button', { name: 'Login As' }).click(),
    ]);
    await asClient.getByTestId('impersonation-name').waitFor();
    await openMyAccount(asClient);
    const heldAs = section(asClient);
    await heldAs.getByRole('button', { name: 'Add holding' }).click();
    const form = asClient.getByRole('dialog', { name: 'Add a holding held elsewhere' });
    await form.waitFor();
    await form.getByLabel('Name').fill(ADDED);
    await form.getByLabel('Provider (bank or broker)').fill('Aldermoor Life');
    await form.getByLabel('Currency').selectOption('GBP');
    await form.getByLabel('Units').fill('0');
    await form.getByLabel('Value').fill('21000.456');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Units must be greater than 0.').waitFor();
    await form.getByLabel('Units').fill('150.25');
    await form.getByRole('button', { name: 'Save' }).click();
    await snackbar(asClient, 'Added the holding held elsewhere').waitFor();
    const added = heldAs.getByRole('row', { name: new RegExp(ADDED) });
    await added.waitFor();
    expect((await added.locator('td').allInnerTexts()).slice(1, 4)).toEqual(['Aldermoor Life', '150.2500', '£ 21,000.46']);
    await screenshot(asClient, 'trading-holdings-held-elsewhere-adviser');
    expect(await axeViolations(asClient)).toEqual([]);

    await heldAs.getByRole('button', { name: `Remove ${ADDED}` }).click();
    const remove = asClient.getByRole('alertdialog', { name: `Remove ${ADDED}` });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await snackbar(asClient, 'Removed the holding held elsewhere').waitFor();
    await remove.waitFor({ state: 'detached' });
    await added.waitFor({ state: 'detached' });
    expect(await asClient.locator('section[aria-labelledby="held-elsewhere-title"] tbody tr').count()).toBe(3);
    await adviserContext.close();
  });

  it("client runs a holding's projection: the form's placeholder and message, Get Projections, the chart and the glance list of the server's figures, then Recalculate", async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    const action = page.getByRole('button', { name: /^Projection of / }).first();
    await action.waitFor();
    const name = (await action.getAttribute('aria-label'))!.replace(/^Projection of /, '');
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Projection Report' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(name);
    expect(await dialog.innerText()).toMatch(/Current value: € [\d,]+\.\d{2}/);
    const rate = dialog.getByLabel('Expected Rate of Return (% p.a.)');
    const contribution = dialog.getByLabel('Yearly Additional Contribution');
    expect(await rate.getAttribute('placeholder')).toBe('4.5%');
    // Out of bounds: the projection form's message under the field, and no call.
    await rate.fill('101');
    await dialog.getByRole('button', { name: 'Get Projections' }).click();
    await dialog.getByText('Expected Rate of Return must be between 0 and 100').waitFor();
    await rate.fill('5');
    await contribution.fill('1000');
    const projected = () => page.waitForResponse((r) => r.url().includes('/api/accounts/projections') && r.status() === 200);
    const [first] = await Promise.all([projected(), dialog.getByRole('button', { name: 'Get Projections' }).click()]);
    const [p] = (await first.json()).Data as Record<string, number>[];
    // The worked figures: year 1 is the value × 1.05 + 1,000; year 2 is that × 1.05 + 1,000.
    expect(p.OneYear).toBeCloseTo(p.CurrentValue * 1.05 + 1000, 2);
    expect(p.TwoYear).toBeCloseTo((p.CurrentValue * 1.05 + 1000) * 1.05 + 1000, 2);
    await dialog.getByTestId('projection-chart').locator('svg path.js-line').waitFor();
    const money = (n: number) => `€ ${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const glance = async () =>
      (await dialog.getByTestId('projection-glance').locator('li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    const expected = (q: Record<string, number>) =>
      [
        ['1 year', q.OneYear],
        ['3 years', q.ThreeYear],
        ['5 years', q.FiveYear],
        ['10 years', q.TenYear],
        ['15 years', q.FifteenYear],
      ].map(([label, value]) => `${label} ${money(value as number)}`);
    expect(await glance()).toEqual(expected(p));
    await dialog.getByRole('button', { name: 'Recalculate' }).waitFor();
    // The tooltip of year 15: the year and the amount with the currency's sign.
    const lastPoint = await dialog.getByTestId('projection-chart').locator('path.point').last().boundingBox();
    await page.mouse.move(lastPoint!.x + lastPoint!.width / 2, lastPoint!.y + lastPoint!.height / 2);
    const tooltip = dialog.getByTestId('projection-chart').locator('.hoverlayer .hovertext');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(`Year 15${money(p.FifteenYear)}`);
    await settled(page);
    await screenshot(page, 'trading-holdings-projection');
    expect(await axeViolations(page)).toEqual([]);
    // On a phone the report fills the screen and the chart follows.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => {
      const chart = document.querySelector('[data-testid="projection-chart"] svg.main-svg');
      return !!chart && chart.getBoundingClientRect().right <= window.innerWidth;
    });
    await settled(page);
    await screenshot(page, 'trading-holdings-projection-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    // An emptied contribution counts as 0.
    await contribution.fill('');
    const [second] = await Promise.all([projected(), dialog.getByRole('button', { name: 'Recalculate' }).click()]);
    const [q] = (await second.json()).Data as Record<string, number>[];
    expect(q.YearlyContribution).toBe(0);
    expect(q.OneYear).toBeCloseTo(p.CurrentValue * 1.05, 2);
    await dialog.getByTestId('projection-chart').locator('svg path.js-line').waitFor();
    expect(await glance()).toEqual(expected(q));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
