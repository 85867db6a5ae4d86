/** @jest-environment node */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { isinOf, openBuyBasket, PRODUCTS } from './support/cartJourneys';
import { logIn } from './support/journeys';

jest.setTimeout(90_000);

const suite = browserSuite();

const CLIENT = 'Maximilian Oberhauser-Lindenberg';
const onYourBehalf = (page: Page) => page.getByRole('region', { name: 'Done on your behalf', exact: true });
const openMyAccount = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
  await onYourBehalf(page).waitFor();
};

describe('My Account: done on your behalf, and your data', () => {
  it('shows the client what its adviser did signed in as the client, and downloads all its data as one ZIP', async () => {
    const { page, server, browser } = suite;

    // The adviser signs in as the client (Login As) and adds a fund to the client's cart.
    const adviserContext = await newContext(browser);
    const adviser = await adviserContext.newPage();
    await logIn(adviser, server, 'dmoconsultant');
    await adviser.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    const [asClient] = await Promise.all([
      adviserContext.waitForEvent('page'),
      adviser
        .getByRole('row', { name: new RegExp(CLIENT) })
        .first()
        .getByRole('button', { name: /^Login As/ })
        .click(),
    ]);
    await asClient.getByTestId('impersonation-name').waitFor();
    await openBuyBasket(asClient, PRODUCTS.valueFund, isinOf(server, PRODUCTS.valueFund));
    const basket = asClient.getByRole('dialog', { name: `Buy ${PRODUCTS.valueFund}` });
    await basket.getByLabel('Amount (EUR)').fill('3000');
    await asClient.waitForFunction(() => Number((document.getElementById('basket-units') as HTMLInputElement).value.replace(/,/g, '')) > 0);
    await basket.getByRole('button', { name: 'Buy', exact: true }).click();
    await asClient.getByTestId('snackbar-success').filter({ hasText: 'Successfully added to cart' }).waitFor();
    // Signed in as the client, the adviser sees the list too, but not the client's own download.
    await openMyAccount(asClient);
    await onYourBehalf(asClient).getByRole('cell', { name: 'Added a purchase to the cart' }).first().waitFor();
    expect(await asClient.getByRole('button', { name: 'Download my data' }).count()).toBe(0);
    await adviserContext.close();

    // The client sees the act under "Done on your behalf": when, who, what.
    await logIn(page, server, 'dmoclient');
    await openMyAccount(page);
    const section = onYourBehalf(page);
    const row = section.getByRole('row', { name: /Added a purchase to the cart/ }).first();
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells[1]).toBe('Clara Whitfield\nYour adviser, signed in as you');
    expect(cells[2]).toBe('Added a purchase to the cart');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'account-done-on-your-behalf-1366');
    expect(await axeViolations(page)).toEqual([]);

    // "Download my data": a loading state, then one ZIP with the client's data and this act in it.
    const button = page.getByRole('button', { name: 'Download my data' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^tessera-data-dmoclient-\d{4}-\d{2}-\d{2}\.zip$/);
    await page.getByRole('status').filter({ hasText: 'Your data has been downloaded.' }).waitFor();
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const read = (name: string) => JSON.parse(strFromU8(files[name]));
    expect(read('profile.json')).toMatchObject({ UserName: 'dmoclient', Consultant: { Name: 'Clara Whitfield' } });
    expect(read('cart.json')).toContainEqual(expect.objectContaining({ name: PRODUCTS.valueFund, trade_value: 3000 }));
    expect(read('audit.json')).toContainEqual(
      expect.objectContaining({
        By: 'Clara Whitfield',
        ActingAsYou: true,
        Action: 'cart.itemsAdded',
        Description: 'Added a purchase to the cart',
      }),
    );
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['manifest.json', 'accounts.json', 'holdings.json', 'orders.json', 'emails.json']),
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('region', { name: 'Your data', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'account-your-data-390');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("lets an administrator of the brand read a client's activity, with route and request id, and download the client's data", async () => {
    const { server, browser } = suite;
    const context = await newContext(browser);
    const page = await context.newPage();
    await logIn(page, server, 'dmoadmin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('button', { name: `Activity for ${CLIENT}` }).click();

    // The acts of the first test, as an administrator reads them: who, what, the route and the request id.
    const dialog = page.getByRole('dialog', { name: `Activity for ${CLIENT}` });
    const row = dialog.getByRole('row', { name: /Added a purchase to the cart/ }).first();
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells[1]).toBe('Clara Whitfield\nAdviser, signed in as the client');
    expect(cells[2]).toMatch(/^Added a purchase to the cart\nPOST \/api\/products\/addCart/);
    const requestId = cells[3];
    expect(requestId.length).toBeGreaterThan(8);
    // The request id is the one the server stored for the act.
    const stored = server.query<{ request_id: string }>('SELECT request_id FROM audit_trail WHERE request_id = ?', requestId);
    expect(stored).toHaveLength(1);
    await screenshot(page, 'directory-client-activity-1366');
    expect(await axeViolations(page)).toEqual([]);

    // The client's data, downloaded by the administrator: the client's profile, not the administrator's.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: "Download the client's data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tessera-data-dmoclient-\d{4}-\d{2}-\d{2}\.zip$/);
    await dialog.getByRole('status').filter({ hasText: "The client's data has been downloaded." }).waitFor();
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(JSON.parse(strFromU8(files['profile.json']))).toMatchObject({ UserName: 'dmoclient' });

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'directory-client-activity-390');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Activity for ${CLIENT}`);
    await context.close();
  });
});
