/** @jest-environment node */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { accountIdOf, callApi, isinOf, openBuyBasket, openCart, PRODUCTS, settle, tooltipOf } from './support/cartJourneys';
import { logIn } from './support/journeys';

jest.setTimeout(60_000);

const suite = browserSuite();

const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Cart' });
const snackbar = (page: Page, text: string) => page.getByTestId('snackbar-success').filter({ hasText: text });
const isDisabled = async (page: Page, name: string) =>
  (await page.getByRole('button', { name, exact: true }).getAttribute('aria-disabled')) === 'true';

describe('buy basket and cart', () => {
  it('adds a fund through the buy basket with the minimum-investment rule, edits it with Update Amount and removes it', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await openBuyBasket(page, PRODUCTS.valueFund, isinOf(server, PRODUCTS.valueFund));
    const basket = page.getByRole('dialog', { name: `Buy ${PRODUCTS.valueFund}` });
    await basket.getByText('Account information').waitFor();
    await basket.getByLabel('Amount (EUR)').fill('2500');
    await basket.getByText('Amount must be a multiple of the minimum investment of 1,000').waitFor();
    expect(await isDisabled(page, 'Buy')).toBe(true);
    expect(await tooltipOf(page, 'Buy')).toBe('Amount must be a multiple of the minimum investment of 1,000');
    await basket.getByLabel('Amount (EUR)').fill('3,000abc');
    // The other inputs follow after the 500 ms debounce.
    await page.waitForFunction(() => Number((document.getElementById('basket-units') as HTMLInputElement).value.replace(/,/g, '')) > 0);
    expect(await isDisabled(page, 'Buy')).toBe(false);
    await screenshot(page, 'trading-buy-basket');
    expect(await axeViolations(page)).toEqual([]);
    await basket.getByRole('button', { name: 'Buy', exact: true }).click();
    await snackbar(page, 'Successfully added to cart').waitFor();
    await basket.waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-count').innerText()).toBe('2');

    await openCart(page);
    const cart = cartDialog(page);
    const row = cart.getByRole('row', { name: new RegExp(PRODUCTS.valueFund.replace(/[&()]/g, '.')) });
    expect(await row.innerText()).toContain('EUR 3,000.00');
    await screenshot(page, 'trading-cart');
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Edit ${PRODUCTS.valueFund}` }).click();
    const edit = page.getByRole('dialog', { name: `Buy ${PRODUCTS.valueFund}` });
    await edit.getByRole('button', { name: 'Update Amount' }).waitFor();
    expect(await edit.getByLabel('Amount (EUR)').inputValue()).toBe('3,000.00');
    await edit.getByLabel('Amount (EUR)').fill('4000');
    await edit.getByRole('button', { name: 'Update Amount' }).click();
    await edit.waitFor({ state: 'detached' });
    await cart.getByText('EUR 4,000.00').waitFor();

    await row.getByRole('button', { name: `Remove ${PRODUCTS.valueFund}` }).click();
    await snackbar(page, `Removed ${PRODUCTS.valueFund} from your cart`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');
  });

  it('blocks 9 checked buy items and more than the available cash, and unchecks everything when the cart reloads', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient2');
    const PlatformId = accountIdOf(server, 'DMO-100201');
    const ISIN = isinOf(server, PRODUCTS.valueFund);
    const added = await callApi(
      page,
      'POST',
      'products/addCart',
      Array.from({ length: 9 }, () => ({ ISIN, TransactionType: 'Purchase', TradeOptions: 'Amount', TradeValue: 1000, PlatformId })),
    );
    expect(added.status).toBe(200);
    await openCart(page);
    const cart = cartDialog(page);
    const boxes = cart.getByRole('checkbox', { name: `Select ${PRODUCTS.valueFund}` });
    expect(await boxes.count()).toBe(9);
    expect(await isDisabled(page, 'Proceed with Buy Order')).toBe(true);
    expect(await isDisabled(page, 'Proceed with Sell order')).toBe(true);
    for (let i = 0; i < 9; i++) await boxes.nth(i).check();
    expect(await isDisabled(page, 'Proceed with Buy Order')).toBe(true);
    expect(await tooltipOf(page, 'Proceed with Buy Order')).toBe('Maximum 8 items can be checked out at a time');
    await screenshot(page, 'trading-cart-nine-checked');
    await boxes.nth(8).uncheck();
    expect(await isDisabled(page, 'Proceed with Buy Order')).toBe(false);

    // A large item on top goes over the available cash.
    await callApi(page, 'POST', 'products/addCart', [
      { ISIN, TransactionType: 'Purchase', TradeOptions: 'Amount', TradeValue: 45_000, PlatformId },
    ]);
    await cart.getByRole('button', { name: 'Close' }).last().click();
    await openCart(page);
    // Reloaded: nothing is checked any more.
    await cart.getByText('EUR 45,000.00').waitFor();
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(false);
    await cart
      .getByRole('row', { name: /EUR 45,000.00/ })
      .getByRole('checkbox')
      .check();
    await boxes.nth(0).check();
    expect(await tooltipOf(page, 'Proceed with Buy Order')).toBe('Amount Exceeds Available Cash');
  });

  it('removes an item that lost its NAV 500 ms after the cart loads and says so in the removed-items modal', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    const PlatformId = accountIdOf(server, 'DMO-100101');
    const added = await callApi(page, 'POST', 'products/addCart', [
      { ISIN: isinOf(server, PRODUCTS.etf), TransactionType: 'Purchase', TradeOptions: 'Amount', TradeValue: 1500, PlatformId },
    ]);
    const items = (added.body.Data as { Items: { ID: number; ISIN: string }[] }).Items;
    const id = Math.max(...items.map((i) => i.ID));
    // The product loses its price between two visits: the next cart answer has no NAV for it.
    const cart = (await callApi(page, 'GET', `products/cart?accountId=${PlatformId}`)).body as {
      Data: { Items: { ID: number; NAV: number | null }[] };
    };
    for (const i of cart.Data.Items) if (i.ID === id) i.NAV = null;
    await page.route('**/api/products/cart?**', (route) => route.fulfill({ json: cart }), { times: 1 });
    await openCart(page);
    const notice = page.getByRole('alertdialog', { name: 'Cart updated' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      "We've updated your cart: One or more products you selected are no longer available and have been removed. We apologize for any inconvenience. Please review your cart before proceeding to checkout.",
    );
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(server.query('SELECT id FROM cart_items WHERE id = ?', id)).toEqual([]);
    // The cart is back for everyone, without the item.
    await cartDialog(page).getByRole('heading', { name: 'Buy Orders' }).waitFor();
    expect(
      await cartDialog(page)
        .getByRole('checkbox', { name: `Select ${PRODUCTS.etf}` })
        .count(),
    ).toBe(0);
    expect(await page.getByTestId('snackbar-success').count()).toBe(0);
  });

  it('tells a consultant to log in as a client, with Go To Client List', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoconsultant');
    await openCart(page);
    const cart = cartDialog(page);
    await cart.getByText('To start trading, please login as one of your clients').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'trading-cart-consultant');
    await cart.getByRole('button', { name: 'Go To Client List' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('heading', { name: 'Client list' }).waitFor();
  });

  it('has no cart for a DFM account: switching to it closes the cart and hides the icon', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await openCart(page);
    await cartDialog(page).getByRole('combobox', { name: 'Active Account' }).click();
    await page.getByRole('option', { name: /DMO-100102/ }).click();
    await cartDialog(page).waitFor({ state: 'detached' });
    await page
      .locator('header')
      .getByRole('button', { name: /^Cart, / })
      .waitFor({ state: 'detached' });
  });

  it("shows My Account's Documents: the brand's online documents download as PDFs under their names", async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await page.goto(server.url('dmo', '/my-account'));
    const section = page.locator('section[aria-labelledby="documents-title"]');
    await section.getByRole('heading', { name: 'Online documents' }).waitFor();
    await section.getByRole('heading', { name: 'Your documents' }).waitFor();
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Standard Fee Schedules' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Standard-Fee-Schedules.pdf');
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'my-account-documents');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits a phone: the basket and the cart fill the width without overflowing', async () => {
    await suite.context.close();
    suite.context = await newContext(suite.browser, { viewport: { width: 390, height: 844 } });
    suite.page = await suite.context.newPage();
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await openBuyBasket(page, PRODUCTS.etf, isinOf(server, PRODUCTS.etf));
    await page.getByText('Account information').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'trading-buy-basket-phone');
    await page
      .getByRole('dialog', { name: `Buy ${PRODUCTS.etf}` })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: /^Cart/ }).click();
    await cartDialog(page).getByText('Buy Orders').waitFor();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'trading-cart-phone');
    expect(await axeViolations(page)).toEqual([]);
  });
});
