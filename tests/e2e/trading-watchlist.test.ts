/** @jest-environment node */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { logIn } from './support/journeys';

jest.setTimeout(60_000);

const suite = browserSuite();
const FUND = 'Halvern Reade Global Equity Fund A Acc EUR';
const WATCHLIST_COLUMNS = [
  'Fees',
  'Fund',
  'Date Added',
  'Date Modified',
  'Start NAV',
  'Current NAV',
  '1D',
  '1W',
  '1M',
  '3M',
  '6M',
  'YTD',
  '1Y',
  '3Y',
  '5Y',
  'Return',
  'Gain Target',
  'Fall Target',
  'Actions',
];
const ALERT_COLUMNS = [
  'Fund',
  'Purchase Date',
  'Start Value',
  'Current Value',
  '1D',
  '1W',
  '1M',
  '3M',
  '6M',
  'YTD',
  '1Y',
  '3Y',
  '5Y',
  '10Y',
  'Return',
  'Gain Target',
  'Fall Target',
  'Action',
];

const header = (page: Page) => page.locator('header');
const snackbar = (page: Page, text: string) => page.getByTestId('snackbar-success').filter({ hasText: text });

async function openWatchlist(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Watchlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watchlist' });
  await dialog.waitFor();
  return dialog;
}

async function openAlerts(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alerts' });
  await dialog.waitFor();
  return dialog;
}

async function addFromSearch(page: Page, name: string) {
  const box = page.getByRole('searchbox', { name: 'Search for products' });
  await box.fill(name);
  await box.press('Enter');
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Add to Watchlist' }).click();
}

/** Waits for the dialog's entrance animations to end (axe measures colours on a half-faded surface otherwise). */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** axe on the page once the open dialog has settled. */
async function axeClean(page: Page) {
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
}

const headers = (table: Locator) => table.locator('thead th').allInnerTexts();
/** The dialog's width once its entrance animation (a scale) has ended. */
const surfaceWidth = async (dialog: Locator) => {
  await settled(dialog.page());
  return (await dialog.boundingBox())!.width;
};

describe('watchlist, alerts, client watchlist and dealing instructions', () => {
  it('client adds a fund to the watchlist, edits its targets, goes back without saving and removes it', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    let dialog = await openWatchlist(page);
    const table = dialog.getByRole('table', { name: 'Watchlist' });
    await table.waitFor();
    expect(await headers(table)).toEqual(WATCHLIST_COLUMNS);
    expect(await dialog.getByTestId('watchlist-row').count()).toBe(3);
    // Seeded targets 10 / -5; money to 2 decimals, percentages with at least 2.
    const first = await dialog.getByTestId('watchlist-row').first().locator('td').allInnerTexts();
    expect(first[16]).toBe('10.00%');
    expect(first[17]).toBe('-5.00%');
    expect(first[4]).toMatch(/^[€$£][\d,]+\.\d{2}$/);
    expect(first[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await surfaceWidth(dialog)).toBeGreaterThan(1200);
    await settled(page);
    await screenshot(page, 'trading-watchlist-1366');
    await axeClean(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await addFromSearch(page, FUND);
    await snackbar(page, `Added ${FUND} to Watchlist`).waitFor();
    dialog = await openWatchlist(page);
    const row = dialog.getByTestId('watchlist-row').filter({ hasText: FUND });
    await row.waitFor();
    expect(await dialog.getByTestId('watchlist-row').count()).toBe(4);
    expect((await row.locator('td').allInnerTexts()).slice(16, 18)).toEqual(['5.00%', '-5.00%']);

    await row.getByRole('button', { name: `Edit alert of ${FUND}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Watchlist' });
    await edit.getByLabel('Gain Target').waitFor();
    expect(await surfaceWidth(edit)).toBeLessThanOrEqual(800);
    expect(await edit.getByLabel('Fall Target').inputValue()).toBe('5');
    await edit.getByLabel('Gain Target').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('alert').filter({ hasText: 'Gain Target is required' }).waitFor();
    await axeClean(page);
    await edit.getByLabel('Gain Target').fill('12');
    await edit.getByLabel('Fall Target').fill('7');
    await settled(page);
    await screenshot(page, 'trading-watchlist-edit-1366');
    await edit.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, 'Updated Watchlist').waitFor();
    dialog = page.getByRole('dialog', { name: 'Watchlist' });
    await dialog.getByRole('table', { name: 'Watchlist' }).waitFor();
    expect((await row.locator('td').allInnerTexts()).slice(16, 18)).toEqual(['12.00%', '-7.00%']);

    await row.getByRole('button', { name: `Edit alert of ${FUND}` }).click();
    await page.getByRole('dialog', { name: 'Update Watchlist' }).getByLabel('Gain Target').fill('40');
    await page.getByRole('button', { name: 'Go back without Saving' }).click();
    await dialog.getByRole('table', { name: 'Watchlist' }).waitFor();
    expect((await row.locator('td').allInnerTexts())[16]).toBe('12.00%');

    await row.getByRole('button', { name: `Remove ${FUND} from watchlist` }).click();
    await row.waitFor({ state: 'detached' });
    expect(await dialog.getByTestId('watchlist-row').count()).toBe(3);
    // What the server kept: reopening reads the list again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    dialog = await openWatchlist(page);
    await dialog.getByTestId('watchlist-row').first().waitFor();
    expect(await dialog.getByTestId('watchlist-row').filter({ hasText: FUND }).count()).toBe(0);
  });

  it("client opens an alert's history and resets the alert", async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    const dialog = await openAlerts(page);
    const table = dialog.getByRole('table', { name: 'Alerts' });
    await table.waitFor();
    expect(await headers(table)).toEqual(ALERT_COLUMNS);
    const rows = dialog.getByTestId('alert-row');
    expect(await rows.count()).toBe(2);
    const name = (await rows.first().locator('td').first().innerText()).split('\n')[0].trim();
    const history = rows.first().getByRole('button', { name: `History of ${name}` });
    expect(await history.getAttribute('aria-expanded')).toBe('false');
    await history.click();
    const historyTable = dialog.getByRole('table', { name: `History of ${name}` });
    await historyTable.waitFor();
    expect(await headers(historyTable)).toEqual(['Date', 'Status', 'Gain Target', 'Fall Target', 'New Gain Target', 'New Fall Target']);
    expect(await historyTable.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['Updated', 'Created']);
    expect((await dialog.boundingBox())!.height).toBeLessThan(900);
    await settled(page);
    await screenshot(page, 'trading-alerts-1366');
    await axeClean(page);

    await rows
      .first()
      .getByRole('button', { name: `Reset Alert of ${name}` })
      .click();
    const reset = page.getByRole('dialog', { name: 'Reset Alert' });
    await reset.getByLabel('Gain Target').waitFor();
    expect(await surfaceWidth(reset)).toBeLessThanOrEqual(800);
    expect(await reset.getByLabel('Gain Target').inputValue()).toBe('15');
    expect(await reset.getByLabel('Fall Target').inputValue()).toBe('10');
    await reset.getByLabel('Gain Target').fill('20');
    await reset.getByRole('combobox', { name: 'Gain Action' }).click();
    await page.getByRole('option', { name: 'Reset Alert' }).click();
    await reset.getByLabel('After-Reset Value').fill('6');
    await axeClean(page);
    await settled(page);
    await screenshot(page, 'trading-alerts-reset-1366');
    await reset.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, 'Updated Alert').waitFor();
    await table.waitFor();
    const cells = await rows.first().locator('td').allInnerTexts();
    expect(cells[15]).toBe('20.00%\nReset Alert');
    expect(cells[16]).toBe('-10.00%\nNotify By Email');
    expect(await historyTable.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['Updated', 'Updated', 'Created']);
    expect((await historyTable.locator('tbody tr').first().locator('td').allInnerTexts()).slice(2)).toEqual([
      '15.00%',
      '-10.00%',
      '20.00%',
      '-10.00%',
    ]);
  });

  it('shows the empty messages of a client with no watchlist and no alerts', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient2');
    let dialog = await openWatchlist(page);
    await dialog.getByText('you currently have no items in your watchlist').waitFor();
    await axeClean(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    dialog = await openAlerts(page);
    await dialog.getByText('you currently have nothing in your Alerts List').waitFor();
    await axeClean(page);
  });

  it("consultant adds a fund to a client's watchlist and to their own from the client watchlist modal", async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoconsultant');
    expect(await header(page).getByRole('button', { name: 'Alerts' }).count()).toBe(0);
    await addFromSearch(page, FUND);
    const modal = page.getByRole('dialog', { name: 'Add to Client Watchlist' });
    const sofia = modal.getByRole('checkbox', { name: 'Sofia Brandt' });
    await sofia.waitFor();
    // One box per client of the consultant: dmoclient, dmoclient2 and dmojoint.
    expect(await modal.getByRole('checkbox').count()).toBe(3);
    const addSelected = modal.getByRole('button', { name: 'Add Selected' });
    expect(await addSelected.isDisabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'trading-client-watchlist-1366');
    await axeClean(page);
    await sofia.check();
    expect(await addSelected.isDisabled()).toBe(false);
    await addSelected.click();
    await snackbar(page, `Added ${FUND} to Watchlist`).waitFor();
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `More actions for ${FUND}` }).click();
    await page.getByRole('menuitem', { name: 'Add to Watchlist' }).click();
    const again = modal.getByRole('checkbox', { name: 'Sofia Brandt (already in their watchlist)' });
    await again.waitFor();
    expect(await again.isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Add To Your Watchlist' }).click();
    await modal.waitFor({ state: 'detached' });
    const dialog = await openWatchlist(page);
    await dialog.getByTestId('watchlist-row').filter({ hasText: FUND }).waitFor();
    // No Buy from the consultant's own watchlist without an active client account: the consultant may buy only as a client.
    expect(await dialog.getByRole('button', { name: `Fact sheet of ${FUND}` }).count()).toBe(1);
  });

  it('client downloads the Dealing Instructions Form; a DFM account has none', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    const menu = () => header(page).getByRole('button', { name: /account menu for/ });
    await menu().click();
    await page.getByRole('menuitem', { name: 'Dealing Instructions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dealing Instructions' });
    await dialog.getByRole('heading', { name: 'Download Form' }).waitFor();
    const link = dialog.getByRole('link', { name: 'Dealing Instructions Form' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^blob:/);
    expect(await link.getAttribute('download')).toBe('Dealing-Instructions-Form-DMO-100101.pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Dealing-Instructions-Form-DMO-100101.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await settled(page);
    await screenshot(page, 'trading-dealing-instructions-1366');
    await axeClean(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The active account may change while the watchlist is open: switch to the DFM account.
    const watchlist = await openWatchlist(page);
    await watchlist.getByTestId('watchlist-row').first().waitFor();
    expect(await watchlist.getByRole('button', { name: /^Buy / }).count()).toBe(3);
    await watchlist.getByRole('combobox', { name: 'Active Account' }).click();
    await page.getByRole('option', { name: /DMO-100102/ }).click();
    // On the DFM account the watchlist offers no Buy.
    await watchlist.getByRole('combobox', { name: 'Active Account' }).filter({ hasText: 'DMO-100102' }).waitFor();
    expect(await watchlist.getByRole('button', { name: /^Buy / }).count()).toBe(0);
    await watchlist.getByRole('button', { name: 'Close' }).click();
    await menu().click();
    await page.getByRole('menuitem', { name: 'Dealing Instructions' }).click();
    await dialog.getByText('No Dealing Instructions Form is set for this account.').waitFor();
    expect(await dialog.getByRole('link').count()).toBe(0);
  });

  it('closing the buy basket opened from a watchlist row gives the watchlist back to assistive technology and focus', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    const watchlist = await openWatchlist(page);
    await watchlist.getByTestId('watchlist-row').first().waitFor();
    const buy = watchlist.getByRole('button', { name: /^Buy / }).first();
    const fund = (await buy.getAttribute('aria-label'))!.replace(/^Buy /, '');
    // The watchlist stays on screen while the basket loads: it is never hidden (display: none) meanwhile.
    await watchlist.evaluate((d) => {
      const w = window as unknown as { watchlistHidden: boolean };
      w.watchlistHidden = false;
      new MutationObserver(() => {
        if (getComputedStyle(d).display === 'none') w.watchlistHidden = true;
      }).observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
    });
    await buy.click();
    const basket = page.getByRole('dialog', { name: `Buy ${fund}` });
    await basket.waitFor();
    expect(await page.evaluate(() => (window as unknown as { watchlistHidden: boolean }).watchlistHidden)).toBe(false);
    await basket.getByRole('button', { name: 'Close', exact: true }).click();
    await basket.waitFor({ state: 'detached' });
    // Neither the watchlist nor any of its containers stays hidden, and focus is back inside it.
    await page.waitForFunction(
      () => {
        const dialog = document.querySelector('[role="dialog"]');
        return !!dialog && !dialog.closest('[aria-hidden="true"]') && dialog.contains(document.activeElement);
      },
      undefined,
      { timeout: 5000 },
    );
    expect(await watchlist.evaluate((d) => !!d.closest('[aria-hidden="true"]'))).toBe(false);
    expect(await watchlist.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Watchlist' }).count()).toBe(1);
    await axeClean(page);
  });

  it('consultant searches, sorts and pages the client directory on My Account, and Login As from a row still works', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoconsultant');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    const table = page.getByRole('table', { name: 'Client list' });
    const rows = table.locator('tbody tr');
    const pager = page.getByRole('navigation', { name: 'Client list pages' });
    await rows.first().waitFor();
    // The demo gives dmoconsultant three clients: one page, by last name.
    expect(await rows.count()).toBe(3);
    expect(await pager.innerText()).toContain('Page 1 of 1 · 3 clients');
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const sortOf = (name: string) => table.locator('thead th', { hasText: name }).getAttribute('aria-sort');
    expect(await sortOf('Client')).toBe('ascending');
    const names = async () => (await rows.locator('td:first-child').allInnerTexts()).map((t) => t.split('\n')[0].trim());
    const lastNames = (await names()).map((n) => n.split(' ').slice(1).join(' '));
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    await screenshot(page, 'client-directory-1366');
    await axeClean(page);

    // Total position, largest first; again, smallest first.
    const positions = async () => (await rows.locator('td:nth-child(3)').allInnerTexts()).map((t) => Number(t.replace(/[^0-9.-]/g, '')));
    await table.getByRole('button', { name: 'Total position (EUR)' }).click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]')?.textContent?.includes('Total position'));
    await page.getByRole('status').filter({ hasText: 'Loading clients' }).waitFor({ state: 'detached' });
    const down = await positions();
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await table.getByRole('button', { name: 'Total position (EUR)' }).click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]')?.textContent?.includes('Total position'));
    await page.getByRole('status').filter({ hasText: 'Loading clients' }).waitFor({ state: 'detached' });
    expect(await positions()).toEqual([...down].reverse());

    // Search by name, by account number, and a search that matches nobody.
    const search = page.getByRole('searchbox', { name: 'Search clients' });
    await search.fill('oberhauser');
    await pager.getByText('Page 1 of 1 · 1 client', { exact: true }).waitFor();
    expect(await names()).toEqual(['Maximilian Oberhauser-Lindenberg']);
    await search.fill('dmo-100102');
    await pager.getByText('Page 1 of 1 · 1 client', { exact: true }).waitFor();
    expect(await names()).toEqual(['Maximilian Oberhauser-Lindenberg']);
    await search.fill('zzz-nobody');
    await page.getByText('No clients match this search.').waitFor();
    await axeClean(page);
    await search.fill('');
    await pager.getByText('Page 1 of 1 · 3 clients', { exact: true }).waitFor();

    // Login As from a row opens the client in a new window, as before.
    const row = rows.filter({ hasText: 'Maximilian Oberhauser-Lindenberg' });
    const [client] = await Promise.all([suite.context.waitForEvent('page'), row.getByRole('button', { name: /^Login As / }).click()]);
    await client.getByTestId('impersonation-name').waitFor();
    expect(await client.getByTestId('impersonation-name').innerText()).toBe('You are logged in as Maximilian Oberhauser-Lindenberg');
    await Promise.all([client.waitForEvent('close', { timeout: 5000 }), client.getByRole('button', { name: 'LOGOUT' }).click()]);
  });

  it('fills the phone width with the watchlist and alerts panels (390 px)', async () => {
    const context = await newContext(suite.browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await logIn(page, suite.server, 'dmoclient');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Watchlist' }).click();
      let dialog = page.getByRole('dialog', { name: 'Watchlist' });
      await dialog.getByRole('table', { name: 'Watchlist' }).waitFor();
      expect(await surfaceWidth(dialog)).toBeGreaterThan(370);
      expect(await surfaceWidth(dialog)).toBeLessThanOrEqual(390);
      await settled(page);
      await screenshot(page, 'trading-watchlist-390');
      await axeClean(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Alerts' }).click();
      dialog = page.getByRole('dialog', { name: 'Alerts' });
      await dialog.getByRole('table', { name: 'Alerts' }).waitFor();
      await settled(page);
      await screenshot(page, 'trading-alerts-390');
      await axeClean(page);
    } finally {
      await context.close();
    }
  });
});
