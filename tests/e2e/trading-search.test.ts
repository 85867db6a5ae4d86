/** @jest-environment node */
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { logIn } from './support/journeys';
import { DEMO_RATES } from '../../server/db/seed/demo';
import { QUICK_LINKS } from '../../src/engine/quickLinks';
import faqAlerts from '../../schemas/content/default/faq-alerts.json';
import faqInvesting from '../../schemas/content/default/faq-investing.json';
import nbcFaqInvesting from '../../schemas/content/nbc/faq-investing.json';
import glossary from '../../schemas/content/default/glossary.json';
import buySell from '../../schemas/content/default/how-to-buy-sell.json';
import remitCash from '../../schemas/content/default/how-to-remit-cash.json';
import sendCash from '../../schemas/content/default/how-to-send-cash.json';
import riskProfile from '../../schemas/content/default/risk-profile.json';
import terminology from '../../schemas/content/default/terminology.json';

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

/** Each footer quick link's page: its h1 and a heading further down, both from the brand's content JSON. */
const UTILITY_PAGES: Record<string, { path: string; title: string; heading: string }> = {
  'Currency Converter': { path: '/utilities/currency-converter', title: 'Currency Converter', heading: '' },
  'Risk Profile': { path: '/utilities/risk-profile', title: riskProfile.title, heading: riskProfile.change.heading },
  Glossary: { path: '/utilities/glossary', title: glossary.title, heading: 'A' },
  'Investing FAQs': { path: '/faqs/investing', title: faqInvesting.title, heading: faqInvesting.groups[0].questions[0].question },
  Terminology: { path: '/faqs/terminology', title: terminology.title, heading: terminology.sections[1].heading },
  'My Alerts Overview': { path: '/faqs/alerts', title: faqAlerts.title, heading: faqAlerts.groups[1].heading },
  'How to - Cash Transfer': { path: '/how-to/send-cash', title: sendCash.title, heading: sendCash.steps[0].heading },
  'How to - Remit Cash Out': { path: '/how-to/remit-cash', title: remitCash.title, heading: remitCash.steps[0].heading },
  'How to - Buy & Sell Funds': { path: '/how-to/buy-sell', title: buySell.title, heading: buySell.steps[4].heading },
};

describe("the footer's utilities (issue 14 item 7)", () => {
  it('opens every quick link on a page with its content from the JSON, axe clean', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    expect(Object.keys(UTILITY_PAGES)).toEqual(QUICK_LINKS.map(([name]) => name));
    for (const [name, expected] of Object.entries(UTILITY_PAGES)) {
      await page.locator('footer').getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === expected.path);
      await page.getByRole('heading', { level: 1, name: expected.title, exact: true }).waitFor();
      if (expected.heading) await page.getByRole('heading', { name: expected.heading }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('answers a question of the FAQs in its accordion, searches the glossary and shows the five risk levels', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    await page.goto(suite.server.url('dmo', '/faqs/investing'));
    const question = faqInvesting.groups[1].questions[1];
    const header = page.getByRole('button', { name: question.question });
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    await header.click();
    await page.getByText(question.answer[0]).waitFor();
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'utilities-faq-investing-1366');

    await page.goto(suite.server.url('dmo', '/utilities/glossary'));
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    await page.getByText(`${glossary.terms.length} terms`).waitFor();
    await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('net asset');
    await page.getByText('1 term', { exact: true }).waitFor();
    expect(await page.locator('dt').allInnerTexts()).toEqual(['Net asset value (NAV)']);
    await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('');
    await page.getByRole('navigation', { name: 'Terms by first letter' }).getByRole('link', { name: 'V', exact: true }).click();
    await page.waitForURL((url) => url.hash.endsWith('-letter-V'));
    await screenshot(page, 'utilities-glossary-1366');

    await page.goto(suite.server.url('dmo', '/utilities/risk-profile'));
    for (const level of riskProfile.levels) await page.getByRole('heading', { name: `${level.level} – ${level.name}` }).waitFor();
    await screenshot(page, 'utilities-risk-profile-1366');
  });

  it('converts 100 GBP to USD through EUR as the rates say, as you type, and explains a wrong amount', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'dmoclient');
    await page.goto(suite.server.url('dmo', '/utilities/currency-converter'));
    const rate = (c: string) => DEMO_RATES.find((r) => r.currency === c)!.rate_eur;
    const expected = (Math.round(((100 / rate('GBP')) * rate('USD') + Number.EPSILON) * 100) / 100).toFixed(2);
    const result = page.getByTestId('converter-result');
    await result.waitFor();
    expect(await page.getByRole('combobox', { name: 'From' }).inputValue()).toBe('GBP');
    expect(await page.getByRole('combobox', { name: 'To' }).inputValue()).toBe('USD');
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    expect(await result.innerText()).toBe(`$${expected} USD`);
    await page.getByText(/^Reference rates read \d{1,2} \w+ \d{4} at \d{2}:\d{2}\.$/).waitFor();
    await screenshot(page, 'utilities-converter-1366');

    await page.getByRole('textbox', { name: 'Amount' }).fill('1,000');
    expect(await result.innerText()).toMatch(/^\$1,273\.\d{2} USD$/);
    await page.getByRole('button', { name: 'Swap currencies' }).click();
    expect(await page.getByRole('combobox', { name: 'From' }).inputValue()).toBe('USD');
    await page.getByRole('combobox', { name: 'To' }).selectOption('EUR');
    expect(await result.innerText()).toMatch(/^€920\.\d{2} EUR$/);

    await page.getByRole('textbox', { name: 'Amount' }).fill('12.345');
    await page.getByText('Enter the amount as a number with at most 2 decimals, for example 100 or 2,500.50.').waitFor();
    expect(await result.innerText()).toBe('—');
    expect(await page.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('gives nbc its own Investing FAQs', async () => {
    const { page } = suite;
    await logIn(page, suite.server, 'nbcclient');
    await page.goto(suite.server.url('nbc', '/faqs/investing'));
    await page.getByRole('heading', { level: 2, name: nbcFaqInvesting.groups[0].heading }).waitFor();
    await page.getByText(nbcFaqInvesting.intro).waitFor();
  });

  it('fits a phone: the converter and a how-to guide at 390 px', async () => {
    const context = await newContext(suite.browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await logIn(page, suite.server, 'dmoclient');
      await page.goto(suite.server.url('dmo', '/utilities/currency-converter'));
      await page.getByTestId('converter-result').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'utilities-converter-390');
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(suite.server.url('dmo', '/how-to/send-cash'));
      await page.getByRole('heading', { level: 1, name: sendCash.title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'utilities-how-to-390');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
