import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

export const PASSWORD = 'Portal-demo-1';

/** Logs in through the login screen and waits until the portal has loaded the session. */
export async function logIn(
  page: Page,
  server: RunningServer,
  username: string,
  brand = username.slice(0, 3),
  path = '/login',
): Promise<void> {
  await page.goto(server.url(brand, path));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.locator('header').waitFor();
}

/** Text of the error modal's messages. */
export async function errorModalText(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  return (await dialog.getByTestId('error-message').allInnerTexts()).join('\n');
}
