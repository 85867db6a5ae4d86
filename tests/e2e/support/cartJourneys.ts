import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

/**
 * Helpers of the trading browser tests (cart, baskets, checkout): demo data looked up in the
 * server's database, API calls made with the page's own session, and the search → Buy path.
 */

/** The ISIN of a demo product by its name. */
export function isinOf(server: RunningServer, name: string): string {
  const row = server.query<{ isin: string }>('SELECT isin FROM products WHERE name = ?', name)[0];
  if (!row) throw new Error(`no demo product named ${name}`);
  return row.isin;
}

/** The id of a demo account by its number. */
export function accountIdOf(server: RunningServer, number: string): number {
  return server.query<{ id: number }>('SELECT id FROM accounts WHERE number = ?', number)[0].id;
}

/** Calls the API as the page's logged-in user (the token the portal keeps), e.g. to fill a cart. */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { Data?: unknown; Message?: string } }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const token = sessionStorage.getItem('token') ?? localStorage.getItem('token');
      const response = await fetch(`/api/${p}`, {
        method: m,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, body: await response.json() };
    },
    [method, path, body] as const,
  );
}

/** Searches Home for a product by ISIN and opens its buy basket with the row's Buy button. */
export async function openBuyBasket(page: Page, name: string, isin: string): Promise<void> {
  const search = page.getByRole('searchbox');
  await search.fill(isin);
  await search.press('Enter');
  await page.getByRole('button', { name: `Buy ${name}`, exact: true }).click();
  await page.getByRole('dialog', { name: `Buy ${name}` }).waitFor();
  await settle(page);
}

/** Opens the cart from the top navigation. */
export async function openCart(page: Page): Promise<void> {
  await page
    .locator('header')
    .getByRole('button', { name: /^Cart, / })
    .click();
  await page.getByRole('dialog', { name: 'Cart' }).waitFor();
  await settle(page);
}

/** Lets a dialog's opening animation finish before a screenshot or an axe run. */
export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

/** Demo products with the properties the journeys need (server/db/seed/products.ts; tests/api/trading-orders.test.ts). */
export const PRODUCTS = {
  rebateFund: 'Halvern Reade Global Balanced Fund A Acc EUR',
  valueFund: 'Stenmark & Ivory European Value Fund A Acc EUR',
  equityFund: 'Halvern Reade Global Equity Fund A Acc EUR',
  etf: 'Pellucid Eurozone Large Cap UCITS ETF (Dist)',
  bond: 'Castellan Logistics NV 2.125% 2028',
  note: 'Vestholm Bank 100% Capital Protected Note on Eurozone Equities 2029',
  heldEtf: 'Pellucid Developed World Equity UCITS ETF (Acc)',
} as const;

/**
 * The tooltip text of a button: the description its tooltip gives it (aria-describedby), which is
 * what a screen reader announces and what hovering shows.
 */
export async function tooltipOf(page: Page, name: string): Promise<string> {
  const button = page.getByRole('button', { name, exact: true });
  const ids = (await button.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.filter(Boolean).join(' ');
}
