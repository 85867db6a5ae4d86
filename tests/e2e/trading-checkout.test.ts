/** @jest-environment node */
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { accountIdOf, callApi, isinOf, openBuyBasket, openCart, PRODUCTS, settle, tooltipOf } from './support/cartJourneys';
import { logIn } from './support/journeys';

jest.setTimeout(60_000);

const suite = browserSuite();

const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Cart' });
const heading = (page: Page, name: string) => cartDialog(page).getByRole('heading', { name, exact: true });
const isDisabled = async (page: Page, name: string) =>
  (await cartDialog(page).getByRole('button', { name, exact: true }).getAttribute('aria-disabled')) === 'true';
const trackerText = (page: Page) => cartDialog(page).getByRole('navigation', { name: 'Checkout progress' }).innerText();

interface OrderRow {
  id: number;
  checkout_type: string;
  impersonator_id: number | null;
  status: string;
}
interface LineRow {
  isin: string;
  trade_option: string;
  units: number;
  amount: number;
  cash_rebate_type: string | null;
  alert_json: string | null;
  transaction_type: string;
}
const lastOrder = () => {
  const order = suite.server.query<OrderRow>('SELECT id, checkout_type, impersonator_id, status FROM orders ORDER BY id DESC LIMIT 1')[0];
  const lines = suite.server.query<LineRow>(
    'SELECT isin, trade_option, units, amount, cash_rebate_type, alert_json, transaction_type FROM order_lines WHERE order_id = ?',
    order.id,
  );
  return { order, lines };
};
const orderCount = () => suite.server.query<{ n: number }>('SELECT COUNT(*) AS n FROM orders')[0].n;

/** Puts one buy item in the cart through the buy basket (search → Buy → amount → Buy). */
async function addThroughBasket(page: Page, name: string, field: string, value: string) {
  await openBuyBasket(page, name, isinOf(suite.server, name));
  const basket = page.getByRole('dialog', { name: `Buy ${name}` });
  await basket.getByLabel(field).fill(value);
  await basket.getByRole('button', { name: 'Buy', exact: true }).click();
  await basket.waitFor({ state: 'detached' });
}

/** Opens the cart, checks only the named item and presses Proceed. */
async function proceedWith(page: Page, name: string, button = 'Proceed with Buy Order') {
  await openCart(page);
  await cartDialog(page)
    .getByRole('checkbox', { name: `Select ${name}` })
    .first()
    .check();
  await cartDialog(page).getByRole('button', { name: button }).click();
}

/** Ticks the disclaimer and presses a checkout option. */
async function finalise(page: Page, option: 'Online' | 'Docusign' | 'Manual') {
  const cart = cartDialog(page);
  expect(await isDisabled(page, option)).toBe(true);
  await cart.getByRole('checkbox', { name: /I confirm that I have read/ }).check();
  await cart.getByRole('button', { name: option, exact: true }).click();
}

describe('buy checkout', () => {
  it('buys a fund with a cash rebate and alerts, online: rebate, payment, alerts 5/5/5, summary, finalise, success, next steps', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await addThroughBasket(page, PRODUCTS.rebateFund, 'Amount (EUR)', '2000');
    await proceedWith(page, PRODUCTS.rebateFund);

    await heading(page, 'Rebates').waitFor();
    expect(await trackerText(page)).toBe('Payment Details\nSet Alerts\nConfirm Order');
    await cartDialog(page).getByText('Product 1 of 1').waitFor();
    expect(await isDisabled(page, 'Confirm Rebate')).toBe(true);
    await screenshot(page, 'trading-checkout-rebates');
    expect(await axeViolations(page)).toEqual([]);
    await cartDialog(page)
      .getByRole('radio', { name: /Cash rebate/ })
      .check();
    await cartDialog(page).getByRole('button', { name: 'Confirm Rebate' }).click();

    await heading(page, 'Payment Details').waitFor();
    await cartDialog(page).getByText('Amount left to pay: EUR 0.00').waitFor();
    // Paying more than needed: 'Exceeds Amount Needed'.
    await cartDialog(page).getByLabel('Amount in EUR').fill('2500');
    await cartDialog(page).getByText('Amount left to pay: EUR -500.00').waitFor();
    expect(await tooltipOf(page, 'Next')).toBe('Exceeds Amount Needed');
    await cartDialog(page).getByLabel('Amount in EUR').fill('2000');
    await cartDialog(page).getByText('Amount left to pay: EUR 0.00').waitFor();
    await screenshot(page, 'trading-checkout-payment');
    expect(await axeViolations(page)).toEqual([]);
    await cartDialog(page).getByRole('button', { name: 'Next', exact: true }).click();

    await heading(page, 'Set Alerts').waitFor();
    const gain = cartDialog(page).getByLabel('Gain Target');
    await gain.waitFor();
    expect(await gain.inputValue()).toBe('5');
    expect(await cartDialog(page).getByLabel('Fall Target').inputValue()).toBe('5');
    expect(await cartDialog(page).getByLabel('After-Reset Value').inputValue()).toBe('5');
    await screenshot(page, 'trading-checkout-alerts');
    expect(await axeViolations(page)).toEqual([]);
    await cartDialog(page).getByRole('button', { name: 'Next', exact: true }).click();

    await heading(page, 'Product Summary').waitFor();
    expect(await cartDialog(page).innerText()).toContain('0.5% as cash');
    expect(await axeViolations(page)).toEqual([]);
    await cartDialog(page).getByRole('button', { name: 'Confirm Product Details' }).click();

    await heading(page, 'Finalise Purchase Order').waitFor();
    expect(await isDisabled(page, 'Docusign')).toBe(true);
    expect(await isDisabled(page, 'Manual')).toBe(true);
    await screenshot(page, 'trading-checkout-finalise');
    expect(await axeViolations(page)).toEqual([]);
    const before = orderCount();
    await finalise(page, 'Online');
    await cartDialog(page).getByText('Your order has been placed').waitFor();
    await heading(page, 'Next Steps').waitFor({ timeout: 5000 });
    expect(await cartDialog(page).innerText()).toMatch(/Your order \d+ has been placed successfully/);
    await screenshot(page, 'trading-checkout-next-steps');
    expect(await axeViolations(page)).toEqual([]);
    expect(orderCount()).toBe(before + 1);
    const { order, lines } = lastOrder();
    expect(order).toMatchObject({ checkout_type: 'Online', impersonator_id: null, status: 'Pending' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      isin: isinOf(server, PRODUCTS.rebateFund),
      amount: 2000,
      cash_rebate_type: 'Cash',
      transaction_type: 'Purchase',
    });
    expect(JSON.parse(lines[0].alert_json!)).toMatchObject({
      GainRate: 5,
      FallRate: -5,
      AutoResetGainFallValue: 5,
      GainSelection: 1,
      FallSelection: 1,
    });

    // Back to Cart resets the checkout; the ordered item has left the cart.
    await cartDialog(page).getByRole('button', { name: 'Back to Cart' }).click();
    await cartDialog(page).getByRole('button', { name: 'Proceed with Buy Order' }).waitFor();
    expect(
      await cartDialog(page)
        .getByRole('checkbox', { name: `Select ${PRODUCTS.rebateFund}` })
        .count(),
    ).toBe(0);
  });

  it('warns of a duplicate order both ways: Cancel places nothing, Confirm places the order', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await addThroughBasket(page, PRODUCTS.rebateFund, 'Amount (EUR)', '1000');
    await proceedWith(page, PRODUCTS.rebateFund);
    await cartDialog(page)
      .getByRole('radio', { name: /Units rebate/ })
      .check();
    await cartDialog(page).getByRole('button', { name: 'Confirm Rebate' }).click();
    await cartDialog(page).getByRole('button', { name: 'Next', exact: true }).click();
    await heading(page, 'Set Alerts').waitFor();
    await cartDialog(page).getByLabel('Gain Target').waitFor();
    await cartDialog(page).getByRole('button', { name: 'Next', exact: true }).click();
    await cartDialog(page).getByRole('button', { name: 'Confirm Product Details' }).click();
    await heading(page, 'Finalise Purchase Order').waitFor();
    const before = orderCount();
    await finalise(page, 'Online');
    const warning = page.getByRole('alertdialog', { name: 'Duplicate order' });
    await warning.waitFor();
    const isin = isinOf(server, PRODUCTS.rebateFund);
    expect(await warning.innerText()).toContain(`You have already submitted order/s for ISIN/s: ${isin} in the last 24 hours.`);
    expect(await warning.innerText()).toContain(
      'The provider is not liable for any losses arising from duplicated orders. Are you sure you wish to process another order?',
    );
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'detached' });
    await heading(page, 'Finalise Purchase Order').waitFor();
    expect(orderCount()).toBe(before);

    // One click per 1000 ms: the second press comes after the limit.
    await page.waitForTimeout(1100);
    await cartDialog(page).getByRole('button', { name: 'Online', exact: true }).click();
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await heading(page, 'Next Steps').waitFor({ timeout: 8000 });
    expect(orderCount()).toBe(before + 1);
    expect(lastOrder().lines[0]).toMatchObject({ isin, cash_rebate_type: 'Units' });
  });

  it('buys a bond without an alerts step: step 1 goes to step 3 and back; Manual checkout', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await addThroughBasket(page, PRODUCTS.bond, 'Nominal (multiples of 1,000)', '2000');
    await proceedWith(page, PRODUCTS.bond);
    await heading(page, 'Payment Details').waitFor();
    expect(await trackerText(page)).toBe('Payment Details\nConfirm Order');
    await cartDialog(page).getByRole('button', { name: 'Next', exact: true }).click();
    await heading(page, 'Product Summary').waitFor();
    await cartDialog(page).getByRole('button', { name: 'Prev Step' }).click();
    await heading(page, 'Payment Details').waitFor();
    await cartDialog(page).getByRole('button', { name: 'Next', exact: true }).click();
    await cartDialog(page).getByRole('button', { name: 'Confirm Product Details' }).click();
    await heading(page, 'Finalise Purchase Order').waitFor();
    await finalise(page, 'Manual');
    await heading(page, 'Next Steps').waitFor({ timeout: 8000 });
    expect(await cartDialog(page).innerText()).toMatch(/Order \d+ is waiting for your signed order form/);
    const { order, lines } = lastOrder();
    expect(order.checkout_type).toBe('Manual');
    expect(lines[0]).toMatchObject({ isin: isinOf(server, PRODUCTS.bond), units: 2000, alert_json: null });

    // Next Steps lists the order form; its signed link opens a PDF without the bearer header.
    const formLink = cartDialog(page)
      .getByRole('list', { name: 'Order documents' })
      .getByRole('link', { name: `Order-${order.id}-form.pdf`, exact: true });
    const href = (await formLink.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/api/products/orderform\\?OrderId=${order.id}&expires=\\d+&signature=[\\w-]{43}$`));
    expect(await formLink.getAttribute('target')).toBe('_blank');
    const fetched = await page.evaluate(async (url) => {
      const res = await fetch(url, { credentials: 'omit' });
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        head: String.fromCharCode(...bytes.slice(0, 5)),
        size: bytes.length,
      };
    }, href);
    expect(fetched).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
    expect(fetched.size).toBeGreaterThan(1000);
    await screenshot(page, 'trading-checkout-manual-next-steps-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'trading-checkout-manual-next-steps-390');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Open documents: the document modal with the same download and, placed manually, no Docusign.
    await cartDialog(page).getByRole('button', { name: 'Open documents' }).click();
    const modal = page.getByRole('dialog', { name: 'Documents' });
    await modal.waitFor();
    expect(await modal.getByRole('link', { name: `Order-${order.id}-form.pdf` }).getAttribute('href')).toBe(href);
    expect(await modal.getByRole('button', { name: 'Sign with Docusign' }).count()).toBe(0);
    // The dialog fades in; the screenshot waits for it to be opaque.
    await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"]')].every((d) => getComputedStyle(d).opacity === '1'));
    await screenshot(page, 'trading-checkout-manual-documents-modal');
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await heading(page, 'Next Steps').waitFor();
  });

  it('buys a note without a signed fee form: Online unavailable with the notes notice, Docusign offered and its signers listed', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient2');
    const PlatformId = accountIdOf(server, 'DMO-100201');
    const added = await callApi(page, 'POST', 'products/addCart', [
      { ISIN: isinOf(server, PRODUCTS.note), TransactionType: 'Purchase', TradeOptions: 'Units', TradeValue: 5000, PlatformId },
    ]);
    expect(added.status).toBe(200);
    await proceedWith(page, PRODUCTS.note);
    await heading(page, 'Payment Details').waitFor();
    expect(await trackerText(page)).toBe('Payment Details\nConfirm Order');
    await cartDialog(page).getByRole('button', { name: 'Next', exact: true }).click();
    await cartDialog(page).getByRole('button', { name: 'Confirm Product Details' }).click();
    await heading(page, 'Finalise Purchase Order').waitFor();
    const notice =
      'Online checkout is not available for notes until you have signed a manual or Docusign order form. Please choose Docusign or Manual.';
    await cartDialog(page).getByText(notice).waitFor();
    await cartDialog(page)
      .getByRole('checkbox', { name: /I confirm that I have read/ })
      .check();
    expect(await isDisabled(page, 'Online')).toBe(true);
    expect(await tooltipOf(page, 'Online')).toBe(notice);
    expect(await isDisabled(page, 'Docusign')).toBe(false);
    expect(await isDisabled(page, 'Manual')).toBe(false);
    await screenshot(page, 'trading-checkout-note');
    await cartDialog(page).getByRole('button', { name: 'Docusign', exact: true }).click();
    await page
      .getByTestId('snackbar-success')
      .filter({ hasText: 'Your Docusign emails have been sent. Please check your emails' })
      .waitFor();
    await heading(page, 'Next Steps').waitFor({ timeout: 8000 });
    expect(await cartDialog(page).innerText()).toContain('dmoclient2@dmo.example.com');
    expect(lastOrder().order).toMatchObject({ checkout_type: 'Docusign', status: 'AwaitingSignature' });
  });
});

describe('two products on a phone', () => {
  it('checks out two funds one at a time (Product 1 of 2, 2 of 2), keeping the alert values with "use same values"', async () => {
    await suite.context.close();
    suite.context = await newContext(suite.browser, { viewport: { width: 390, height: 844 } });
    suite.page = await suite.context.newPage();
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient2');
    const PlatformId = accountIdOf(server, 'DMO-100201');
    for (const name of [PRODUCTS.valueFund, PRODUCTS.equityFund]) {
      expect(
        (
          await callApi(page, 'POST', 'products/addCart', [
            { ISIN: isinOf(server, name), TransactionType: 'Purchase', TradeOptions: 'Amount', TradeValue: 1000, PlatformId },
          ])
        ).status,
      ).toBe(200);
    }
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: /^Cart/ }).click();
    const cart = cartDialog(page);
    await cart.getByRole('checkbox', { name: `Select ${PRODUCTS.valueFund}` }).check();
    await cart.getByRole('checkbox', { name: `Select ${PRODUCTS.equityFund}` }).check();
    await cart.getByRole('button', { name: 'Proceed with Buy Order' }).click();
    await cart.getByText(`Product 1 of 2: ${PRODUCTS.valueFund}`).waitFor();
    await cart.getByRole('button', { name: 'Next', exact: true }).click();
    await heading(page, 'Set Alerts').waitFor();
    await cart.getByLabel('Gain Target').fill('8');
    await cart.getByRole('checkbox', { name: 'Use same values for the next products' }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'trading-checkout-alerts-phone');
    await cart.getByRole('button', { name: 'Next', exact: true }).click();
    await cart.getByRole('button', { name: 'Confirm Product Details' }).click();
    await cart.getByText(`Product 2 of 2: ${PRODUCTS.equityFund}`).waitFor();
    await heading(page, 'Payment Details').waitFor();
    await screenshot(page, 'trading-checkout-payment-phone');
    await cart.getByRole('button', { name: 'Next', exact: true }).click();
    await heading(page, 'Set Alerts').waitFor();
    expect(await cart.getByLabel('Gain Target').inputValue()).toBe('8');
    await cart.getByRole('button', { name: 'Next', exact: true }).click();
    await cart.getByRole('button', { name: 'Confirm Product Details' }).click();
    await heading(page, 'Finalise Purchase Order').waitFor();
    expect(await cart.getByRole('table', { name: 'Purchase order' }).getByRole('row').count()).toBe(3);
    await screenshot(page, 'trading-checkout-finalise-phone');
    expect(await axeViolations(page)).toEqual([]);
    await finalise(page, 'Online');
    await heading(page, 'Next Steps').waitFor({ timeout: 8000 });
    const { lines } = lastOrder();
    expect(lines.map((l) => l.isin)).toEqual([isinOf(server, PRODUCTS.valueFund), isinOf(server, PRODUCTS.equityFund)]);
    for (const l of lines) expect(JSON.parse(l.alert_json!)).toMatchObject({ GainRate: 8 });
  });
});

describe('sell checkout', () => {
  it('sells all of a holding: Sell All in the sell basket, the cart, Finalise Sell Order, online', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('button', { name: `Sell ${PRODUCTS.heldEtf}` }).click();
    const basket = page.getByRole('dialog', { name: `Sell ${PRODUCTS.heldEtf}` });
    await basket.getByRole('button', { name: 'Sell All' }).click();
    await page.waitForFunction(() => (document.getElementById('basket-percent-holdings') as HTMLInputElement)?.value === '100');
    await settle(page);
    await screenshot(page, 'trading-sell-basket');
    expect(await axeViolations(page)).toEqual([]);
    await basket.getByRole('button', { name: 'Sell', exact: true }).click();
    await basket.waitFor({ state: 'detached' });
    await proceedWith(page, PRODUCTS.heldEtf, 'Proceed with Sell order');
    await heading(page, 'Finalise Sell Order').waitFor();
    expect(await cartDialog(page).innerText()).toContain('Sell All');
    await screenshot(page, 'trading-checkout-sell');
    expect(await axeViolations(page)).toEqual([]);
    await finalise(page, 'Online');
    await heading(page, 'Next Steps').waitFor({ timeout: 8000 });
    const { order, lines } = lastOrder();
    expect(order.checkout_type).toBe('Online');
    expect(lines[0]).toMatchObject({ isin: isinOf(server, PRODUCTS.heldEtf), trade_option: 'SellAll', transaction_type: 'Sell' });
  });
});

describe('consultant acting as a client', () => {
  it('logs in as the client and trades in the new window; the order records the consultant', async () => {
    const { page, server, context } = suite;
    await logIn(page, server, 'dmoconsultant');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    const row = page.getByRole('row', { name: /Sofia Brandt/ });
    const [client] = await Promise.all([context.waitForEvent('page'), row.getByRole('button', { name: 'Login As' }).click()]);
    await client.getByTestId('impersonation-name').waitFor();
    await client.getByRole('heading', { name: /Welcome/ }).waitFor();
    await addThroughBasketOn(client, PRODUCTS.etf, '1000');
    await proceedWith(client, PRODUCTS.etf);
    await heading(client, 'Payment Details').waitFor();
    await cartDialog(client).getByRole('button', { name: 'Next', exact: true }).click();
    await heading(client, 'Set Alerts').waitFor();
    await cartDialog(client).getByLabel('Gain Target').waitFor();
    await cartDialog(client).getByRole('button', { name: 'Next', exact: true }).click();
    await cartDialog(client).getByRole('button', { name: 'Confirm Product Details' }).click();
    await finalise(client, 'Online');
    await heading(client, 'Next Steps').waitFor({ timeout: 8000 });
    const consultantId = server.query<{ id: number }>("SELECT id FROM users WHERE username = 'dmoconsultant'")[0].id;
    expect(lastOrder().order.impersonator_id).toBe(consultantId);
  });
});

async function addThroughBasketOn(page: Page, name: string, amount: string) {
  await openBuyBasket(page, name, isinOf(suite.server, name));
  const basket = page.getByRole('dialog', { name: `Buy ${name}` });
  await basket.getByLabel('Amount (EUR)').fill(amount);
  await basket.getByRole('button', { name: 'Buy', exact: true }).click();
  await basket.waitFor({ state: 'detached' });
}
