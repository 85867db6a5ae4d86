/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { accountIdOf, isinOf, PRODUCTS } from './support/cartJourneys';
import { logIn } from './support/journeys';
import type { RunningServer } from './support/server';

jest.setTimeout(120_000);

/**
 * Issue 5 "Done means": dmoclient sees a pending order on My Account, the order settles
 * (`npm run settle`), and the holding and its transaction show the fill.
 */
const suite = browserSuite({}, { onePage: true });
const ROOT = resolve(__dirname, '../..');
const NAME = PRODUCTS.heldEtf;
const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };
/** The symbol of the product's currency, in which its orders and transactions are stated. */
const symbolOf = (server: RunningServer) =>
  SYMBOLS[server.query<{ currency: string }>('SELECT currency FROM products WHERE name = ?', NAME)[0].currency];

/** Places an order with the page's session, as the portal's checkout does (an Idempotency-Key per order). */
async function placeOrder(page: Page, body: unknown): Promise<{ status: number; body: { Data?: { OrderId: number }; Message?: string } }> {
  return page.evaluate(async (b) => {
    const token = sessionStorage.getItem('token') ?? localStorage.getItem('token');
    const response = await fetch('/api/products/ProcessTrade', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': `e2e-transactions-${Date.now()}`,
      },
      body: JSON.stringify(b),
    });
    return { status: response.status, body: await response.json() };
  }, body);
}

/** `npm run settle` against the test server's database (its file, as SQLite names it). */
function settleOrders(server: RunningServer): string {
  const file = server.query<{ name: string; file: string }>('PRAGMA database_list').find((d) => d.name === 'main')!.file;
  return execFileSync(resolve(ROOT, 'node_modules/.bin/tsx'), [resolve(ROOT, 'scripts/settle.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${file}` },
    encoding: 'utf8',
  });
}

/** Waits for entrance animations to end (axe measures colours on a half-faded surface otherwise). */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

async function axeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function openMyAccount(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('heading', { name: 'Pending orders' }).waitFor();
}

const pendingSection = (page: Page) => page.getByRole('region', { name: 'Pending orders', exact: true });
const cellsOf = (row: Locator) => row.locator('td').allInnerTexts();
const units = (text: string) => Number(text.replace(/,/g, ''));
const fourDp = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const twoDp = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** dd/MM/yyyy of the local day `days` from today, as the date fields take it. */
const dayMonthYear = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};
const isoOf = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');
/** The number of a money cell: '€ -1,234.50' → -1234.5. */
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('My Account: pending orders settle into holdings and transactions', () => {
  let orderId = 0;
  let unitsBefore = 0;

  it('shows a placed order under Pending orders with its order form', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await openMyAccount(page);
    const holding = page.getByRole('table', { name: /^Holdings/ }).getByRole('row', { name: new RegExp(NAME.replace(/[()]/g, '\\$&')) });
    unitsBefore = units((await cellsOf(holding))[2]);
    await pendingSection(page).getByText('You have no pending orders.').waitFor();

    // A Manual order (neither online nor DocuSign): it has an order form to print and sign.
    const placed = await placeOrder(page, {
      PurchasedFunds: [{ ISIN: isinOf(server, NAME), TradeOptions: 'Amount', TradeValue: 1000 }],
      SoldFunds: [],
      CheckoutOnline: false,
      CheckoutDocusign: false,
      ConfirmDuplicate: true,
      UserInfo: { PlatformId: accountIdOf(server, 'DMO-100101') },
    });
    expect(placed.status).toBe(200);
    orderId = placed.body.Data!.OrderId;

    await page.reload();
    await openMyAccount(page);
    const table = pendingSection(page).getByRole('table', { name: 'Pending orders' });
    await table.waitFor();
    expect(await table.locator('thead th').allInnerTexts()).toEqual([
      'Order',
      'Date',
      'Product',
      'Buy/Sell',
      'Trade option',
      'Units',
      'Amount',
      'Status',
      'Checkout',
    ]);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const cells = await cellsOf(rows.first());
    const today = new Date();
    const ddmmyyyy = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    expect([cells[0], cells[1], cells[2], cells[3], cells[4], cells[6], cells[7]]).toEqual([
      String(orderId),
      ddmmyyyy,
      `${NAME}\n${isinOf(server, NAME)}`,
      'Buy',
      'Amount',
      `${symbolOf(server)} 1,000.00`,
      'Pending',
    ]);
    expect(cells[5]).toMatch(/^\d{1,3}(,\d{3})*\.\d{4}$/);
    expect(cells[8]).toContain('Manual');

    // The order form opens as a PDF in a new tab.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      rows
        .first()
        .getByRole('button', { name: `Order form of order ${orderId}` })
        .click(),
    ]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(tab.url()).toContain(`/api/products/orderform?OrderId=${orderId}&`);
    const pdf = await page.evaluate(async (url) => {
      const r = await fetch(url);
      return { type: r.headers.get('content-type'), head: new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5)) };
    }, tab.url());
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    await tab.close();

    await pendingSection(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'trading-transactions-pending-1366');
    await axeClean(page);
  });

  it("after settlement the order is gone, the holding has the new units and the holding's Transactions list the Buy", async () => {
    const { page, server } = suite;
    expect(settleOrders(server)).toMatch(/^Settled \d+ order\(s\): [1-9]\d* line\(s\) filled/);
    expect(server.query<{ status: string }>('SELECT status FROM orders WHERE id = ?', orderId)).toEqual([{ status: 'Filled' }]);
    await page.reload();
    await openMyAccount(page);
    await pendingSection(page).getByText('You have no pending orders.').waitFor();

    // The settled units and price as the server recorded them.
    const fill = server.query<{ units: number; price: number; net_amount: number }>(
      "SELECT t.units, t.price, t.net_amount FROM transactions t JOIN order_lines l ON l.id = t.order_line_id WHERE l.order_id = ? AND t.kind = 'security'",
      orderId,
    )[0];
    const holding = page.getByRole('table', { name: /^Holdings/ }).getByRole('row', { name: new RegExp(NAME.replace(/[()]/g, '\\$&')) });
    expect(units((await cellsOf(holding))[2])).toBeCloseTo(unitsBefore + fill.units, 4);

    // A holding's Transactions lists its buys and sells with units and price.
    await page.getByRole('button', { name: `Transactions of ${NAME}` }).click();
    const modal = page.getByRole('dialog', { name: `Transactions – ${NAME}` });
    const table = modal.getByRole('table', { name: `Transactions – ${NAME}` });
    await table.waitFor();
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Date', 'Type', 'Product', 'Units', 'Price', 'Amount', 'Order']);
    const first = await cellsOf(table.locator('tbody tr').first());
    expect(first.slice(1)).toEqual([
      'Buy',
      `${NAME}\n${isinOf(server, NAME)}`,
      fourDp(fill.units),
      `${symbolOf(server)} ${fourDp(fill.price)}`,
      `${symbolOf(server)} ${twoDp(fill.net_amount)}`,
      String(orderId),
    ]);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
    // Measured once the dialog's entrance animation (a scale) has ended.
    await settled(page);
    const width = await modal.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(1100);
    await screenshot(page, 'trading-transactions-modal-1366');
    await axeClean(page);

    // The active account may change while the modal is open: the DFM account's transactions show.
    await modal.getByRole('combobox', { name: 'Active Account' }).click();
    await page.getByRole('option', { name: /DMO-100102/ }).click();
    await modal.getByText('Account DMO-100102 (EUR, DFM)').waitFor();
    await modal.getByRole('table').or(modal.getByText('No transactions yet.')).first().waitFor();
    expect(await modal.getByRole('cell', { name: String(orderId), exact: true }).count()).toBe(0);
    await modal.getByRole('combobox', { name: 'Active Account' }).click();
    await page.getByRole('option', { name: /DMO-100101/ }).click();
    await modal.getByText('Account DMO-100101 (EUR)').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('Transaction details: a period, Get Transaction Report, cash rows with running balances; a future date refused; Get All Transactions', async () => {
    const { page, server } = suite;
    await page.getByRole('region', { name: 'Transactions', exact: true }).getByRole('button', { name: 'Transactions' }).click();
    const modal = page.getByRole('dialog', { name: /^Transaction Details – .+ \(User ID dmoclient\) – Account DMO-100101$/ });
    await modal.getByRole('table', { name: 'Cash Transactions in EUR' }).waitFor();
    await settled(page);
    expect(await modal.evaluate((el) => el.getBoundingClientRect().width)).toBe(1100);

    // A period of the account's first year: the rows are in it, each balance the one before plus its net amount.
    const start = page.getByRole('textbox', { name: 'Start Date' });
    const end = page.getByRole('textbox', { name: 'End Date' });
    await start.fill(dayMonthYear(-700));
    await end.fill(dayMonthYear(-300));
    await modal.getByRole('button', { name: 'Get Transaction Report' }).click();
    const eur = modal.getByRole('table', { name: 'Cash Transactions in EUR' });
    await eur.locator('tbody tr', { hasText: 'Withdrawal' }).waitFor();
    expect(await eur.locator('thead th').allInnerTexts()).toEqual([
      'Date',
      'Transaction Type',
      'Description',
      'Gross Amount',
      'Net Amount',
      'Running Balance',
    ]);
    const rows = await Promise.all((await eur.locator('tbody tr').all()).map(cellsOf));
    expect(rows.length).toBeGreaterThan(3);
    for (const [i, r] of rows.entries()) {
      expect(isoOf(r[0]) >= isoOf(dayMonthYear(-700)) && isoOf(r[0]) <= isoOf(dayMonthYear(-300))).toBe(true);
      if (i > 0) expect(amount(r[5])).toBeCloseTo(amount(rows[i - 1][5]) + amount(r[4]), 2);
    }
    expect(rows.find((r) => r[1] === 'Account Service Fee')![3]).toBe('N/A');
    await modal.getByRole('heading', { name: /^Balance: € [\d,]+\.\d{2} EUR$/ }).waitFor();
    await modal.getByRole('heading', { name: 'Security Transactions' }).waitFor();
    expect(await modal.getByRole('table', { name: 'Fees and Charges' }).locator('thead th').allInnerTexts()).toEqual([
      'Date',
      'Type',
      'Description',
      'Net Amount',
    ]);
    await screenshot(page, 'trading-transaction-details-1366');
    await axeClean(page);

    // A date after today is refused with the spec's text, and nothing is asked.
    await end.fill(dayMonthYear(1));
    await modal.getByRole('button', { name: 'Get Transaction Report' }).click();
    await modal.getByRole('alert').filter({ hasText: 'Please make sure to enter a date in past, not a future date.' }).waitFor();

    // Get All Transactions disables the dates; the last EUR balance is the account's EUR cash.
    await modal.getByRole('checkbox', { name: 'Get All Transactions' }).check();
    expect(await start.isDisabled()).toBe(true);
    expect(await end.isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Get Transaction Report' }).click();
    // The order settled above is the last movement of its currency; its balance is the account's cash.
    const currency = server.query<{ currency: string }>('SELECT currency FROM products WHERE name = ?', NAME)[0].currency;
    const last = modal
      .getByRole('table', { name: `Cash Transactions in ${currency}` })
      .locator('tbody tr')
      .last();
    await last.filter({ hasText: 'Trade Settlement' }).waitFor();
    const cash = server.query<{ amount: number }>(
      'SELECT amount FROM cash_balances WHERE currency = ? AND account_id = ?',
      currency,
      accountIdOf(server, 'DMO-100101'),
    )[0].amount;
    expect((await cellsOf(last))[5]).toBe(`${symbolOf(server)} ${twoDp(cash)}`);
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('Download Statement opens the print window on a signed link whose PDF answers without a bearer header', async () => {
    const { page } = suite;
    await page.getByRole('region', { name: 'Transactions', exact: true }).getByRole('button', { name: 'Transactions' }).click();
    const modal = page.getByRole('dialog', { name: /^Transaction Details – .+ \(User ID dmoclient\) – Account DMO-100101$/ });
    await modal.getByRole('table', { name: 'Cash Transactions in EUR' }).waitFor();
    const statementRequest = page.context().waitForEvent('request', (r) => /\/api\/accounts\/accountstatement\?/.test(r.url()));
    const popupOpened = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Download Statement' }).click();
    const popup = await popupOpened;
    const request = await statementRequest;
    // The print window opens the signed link itself: the default period's, with no bearer header.
    expect(request.frame().page()).toBe(popup);
    expect(request.headers().authorization).toBeUndefined();
    const link = new URL(request.url());
    expect(link.pathname).toBe('/api/accounts/accountstatement');
    expect(link.searchParams.get('dateTo')).toBe(isoOf(dayMonthYear(0)));
    expect(link.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Fetched from the portal's page as a plain GET, no bearer header: the PDF; a tampered link is refused with its Message.
    const fetched = (url: string) =>
      page.evaluate(async (u) => {
        const response = await fetch(u, { credentials: 'omit' });
        const bytes = new Uint8Array(await response.arrayBuffer());
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          head: String.fromCharCode(...bytes.slice(0, 5)),
          text: new TextDecoder().decode(bytes.slice(0, 400)),
        };
      }, url);
    expect(await fetched(request.url())).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
    const tampered = await fetched(request.url().replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`));
    expect(tampered.status).toBe(403);
    expect(JSON.parse(tampered.text).Message).toBe(
      'This statement link is not valid. Please download the statement again from Transaction Details.',
    );
    if (!popup.isClosed()) await popup.close();
    await screenshot(page, 'trading-transaction-details-statement-1366');
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it("a holding's Transactions shows only its ISIN", async () => {
    const { page, server } = suite;
    await page.getByRole('button', { name: `Transactions of ${NAME}` }).click();
    const modal = page.getByRole('dialog', { name: `Transactions – ${NAME}` });
    const rows = modal.getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    const products = await rows.locator('td:nth-child(3)').allInnerTexts();
    expect(products.length).toBeGreaterThanOrEqual(2);
    expect(new Set(products)).toEqual(new Set([`${NAME}\n${isinOf(server, NAME)}`]));
    await settled(page);
    await axeClean(page);
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('fits a 390 px phone: the tables scroll inside their labelled regions', async () => {
    const { server } = suite;
    const context = await newContext(suite.browser, { viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    try {
      await logIn(phone, server, 'dmoclient');
      await phone.goto(server.url('dmo', '/my-account'));
      await phone.getByRole('heading', { name: 'Pending orders' }).waitFor();
      await phone.getByText('You have no pending orders.').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.getByRole('region', { name: 'Transactions', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(phone, 'trading-transactions-my-account-390');
      await phone.getByRole('button', { name: `Transactions of ${NAME}` }).click();
      const modal = phone.getByRole('dialog', { name: `Transactions – ${NAME}` });
      const region = modal.getByRole('region', { name: `Transactions – ${NAME} table` });
      await region.waitFor();
      expect(await region.getAttribute('tabindex')).toBe('0');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await settled(phone);
      await screenshot(phone, 'trading-transactions-modal-390');
      await axeClean(phone);
      await modal.getByRole('button', { name: 'Close' }).click();
      await modal.waitFor({ state: 'detached' });

      // Transaction details on a phone: the controls stack, each table scrolls inside its region.
      await phone.getByRole('region', { name: 'Transactions', exact: true }).getByRole('button', { name: 'Transactions' }).click();
      const details = phone.getByRole('dialog', { name: /^Transaction Details – / });
      const cash = details.getByRole('region', { name: 'Cash Transactions in EUR table' });
      await cash.waitFor();
      expect(await cash.getAttribute('tabindex')).toBe('0');
      expect(await cash.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await settled(phone);
      await screenshot(phone, 'trading-transaction-details-390');
      await axeClean(phone);
    } finally {
      await context.close();
    }
  });
});
