/** @jest-environment node */
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { logIn } from './support/journeys';

jest.setTimeout(60_000);

const suite = browserSuite();
const FUND = 'Halvern Reade Global Equity Fund A Acc EUR';

const header = (page: Page) => page.locator('header');
const results = (page: Page) => page.getByRole('table', { name: /Showing \d+–\d+ of \d+ products/ });

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search for products' });
  await box.fill(text);
  await box.press('Enter');
  await page.getByText(/Showing 1–\d+ of \d+ products/).waitFor();
}

async function openFactSheet(page: Page, name: string) {
  await searchFor(page, name);
  await page.getByRole('button', { name: `Fact sheet of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByTestId('fact-sheet-as-of').waitFor();
  return dialog;
}

describe('product search, fact sheet, fund summary and holdings', () => {
  it('Search for Products focuses the search box on the results tab, pages 20 at a time sorted by YTD and filters by text', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    await page.getByRole('link', { name: 'My Account' }).click();
    await header(page).getByRole('button', { name: 'Buy Options' }).click();
    await page.getByRole('menuitem', { name: 'Search for Products' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'search', undefined, { timeout: 5000 });
    expect(await page.getByRole('tab', { name: 'Search results' }).getAttribute('aria-selected')).toBe('true');

    await page.getByText('Showing 1–20 of 65 products').waitFor();
    expect(await results(page).getByRole('row').count()).toBe(21);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).innerText()).toContain('YTD, ascending');
    const ytd = await results(page).locator('tbody tr td:nth-child(5)').allInnerTexts();
    const values = ytd.map((t) => Number(t.replace(/[%,]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(ytd[0]).toMatch(/^-?[\d,]+\.\d{2,5}%$/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Showing 21–40 of 65 products').waitFor();
    expect(await page.getByText('Page 2 of 4').count()).toBe(1);

    await searchFor(page, 'halvern glob');
    expect(await results(page).getByRole('row').count()).toBe(4);
    expect(await results(page).innerText()).toContain(FUND);
    // A client on a non-DFM account gets Buy on each tradeable row.
    expect(await page.getByRole('button', { name: `Buy ${FUND}` }).count()).toBe(1);
    await screenshot(page, 'trading-search-results-1366');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search for products' }).fill('zzzz');
    await page.getByRole('searchbox', { name: 'Search for products' }).press('Enter');
    await page.getByText('No products match your search. Try other words or fewer filters.').waitFor();
  });

  it('opens the fact sheet with its charts, sections and footer, downloads a real PDF report and adds the fund to the watchlist', async () => {
    const { page, context } = suite;
    await logIn(page, suite.server, 'dmoclient');
    const dialog = await openFactSheet(page, FUND);
    expect(await dialog.getByTestId('fact-sheet-as-of').innerText()).toMatch(/^As of \d{2}\/\d{2}\/\d{4}$/);
    for (const section of [
      'Investment Objective',
      'Fund Profile',
      'Purchase Information',
      'Trailing Total Returns',
      'Fund Performance',
      'Portfolio Analysis',
      'Investment Style',
      'Risk Measures',
      'Risk Profile',
      'Asset Summary by Market Cap',
      'Top 10 Holdings',
      'Top 10 Sectors',
      'Regional Breakdown',
    ]) {
      expect(await dialog.getByRole('heading', { name: section, exact: true }).count()).toBe(1);
    }
    // Plotly draws the performance line and the donut (lazily loaded with the fact sheet).
    await dialog.getByTestId('performance-chart').locator('svg.main-svg').first().waitFor();
    await dialog.getByTestId('allocation-chart').locator('svg.main-svg').first().waitFor();
    expect(await dialog.getByTestId('performance-chart').locator('path.js-line').count()).toBe(1);
    expect(await dialog.getByTestId('allocation-chart').locator('path.surface').count()).toBeGreaterThanOrEqual(2);
    expect(await dialog.getByTestId('style-box').locator('span').count()).toBe(16);
    expect(Number(await dialog.getByTestId('risk-scale').locator('[data-position]').getAttribute('data-position'))).toBeGreaterThanOrEqual(
      20,
    );
    expect(await dialog.getByText(/^Growth of € 10,000\.00 from/).count()).toBe(1);
    expect(await dialog.getByTestId('ratings-footer').innerText()).toContain('provided by the ratings provider');
    expect(await dialog.getByRole('button', { name: 'Buy Now' }).count()).toBe(1);
    await screenshot(page, 'trading-fact-sheet-1366');
    expect(await axeViolations(page)).toEqual([]);

    const [report] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Download Report' }).click()]);
    const url = report.url() === 'about:blank' ? (await report.waitForEvent('framenavigated')).url() : report.url();
    expect(url).toMatch(/\/api\/products\/fundfactsheetreport\?ISIN=/);
    // Node does not resolve *.localhost: ask the loopback address with the brand's Host header.
    const target = new URL(url);
    const pdf = await page.request.get(url.replace(target.hostname, '127.0.0.1'), { headers: { host: target.host } });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await report.close();

    await dialog.getByRole('button', { name: 'Add to Watchlist' }).click();
    // The snackbar sits outside the modal dialog (which hides the rest of the page from the accessibility tree).
    await page.getByText(`Added ${FUND} to Watchlist`).waitFor({ timeout: 5000 });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the fund summary popup with ratings provider, fees and settlements', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    await searchFor(page, 'halvern glob');
    await page.getByRole('button', { name: `More actions for ${FUND}` }).click();
    await page.getByRole('menuitem', { name: 'Fund Summary' }).click();
    const dialog = page.getByRole('dialog', { name: `Fund Summary: ${FUND}` });
    await dialog.getByText('Cut-off time').waitFor();
    for (const label of ['Ratings Provider', 'Fees', 'Settlements'])
      expect(await dialog.getByRole('region', { name: label }).count()).toBe(1);
    for (const label of [
      'Category',
      'Star rating',
      'Equity style box',
      'Bond style',
      '3-year standard deviation',
      'Initial purchase',
      'Publish charge',
      'Actual charge',
      'Management fee',
      'Exit fee',
      'Tradeable',
      'Settlement period',
      'Buy settlement period',
      'Sell settlement period',
    ]) {
      expect(await dialog.getByText(label, { exact: true }).count()).toBe(1);
    }
    expect(await dialog.innerText()).toMatch(/\d{2}:\d{2} \(GMT\+1\)/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'trading-fund-summary-1366');
  });

  it('lists the holdings with totals and Buy / Sell on My Account', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    await page.getByRole('link', { name: 'My Account' }).click();
    const table = page.getByRole('table', { name: /^Holdings \(DMO-100101\)/ });
    await table.waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    const total = await rows.last().innerText();
    expect(total).toMatch(/^Total \(EUR\)/);
    expect(total).toMatch(/€ [\d,]+\.\d{2}/);
    const first = await rows.nth(1).innerText();
    expect(first).toMatch(/\d+\.\d{4}/);
    expect(await table.getByRole('button', { name: /^Sell / }).count()).toBe((await rows.count()) - 2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'trading-holdings-1366');
  });

  it('takes an adviser to the client directory from Buy Options, without cart or watchlist trading for DFM-less advisers', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoconsultant');
    await header(page).getByRole('button', { name: 'Buy Options' }).click();
    expect(await page.getByRole('menuitem', { name: 'Trade From Cart' }).count()).toBe(1);
    await page.getByRole('menuitem', { name: 'Go to Client List' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('heading', { name: 'Client list' }).waitFor();
    // Scrolled to and focused after the 800 ms delay.
    await page.waitForFunction(() => document.activeElement?.id === 'clients-title', undefined, { timeout: 3000 });
  });

  it('fits a phone: search results and the fact sheet at 390 px', async () => {
    const context = await newContext(suite.browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await logIn(page, suite.server, 'dmoclient');
      await searchFor(page, 'halvern glob');
      await screenshot(page, 'trading-search-results-390');
      expect(await axeViolations(page)).toEqual([]);
      const dialog = await openFactSheet(page, FUND);
      await dialog.getByTestId('performance-chart').locator('svg.main-svg').first().waitFor();
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
      await screenshot(page, 'trading-fact-sheet-390');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
