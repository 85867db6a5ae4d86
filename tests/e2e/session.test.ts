/** @jest-environment node */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { errorModalText, logIn, PASSWORD } from './support/journeys';

jest.setTimeout(90_000);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

describe('login screen', () => {
  it('shows the Demo Wealth brand, its title and favicon, and has no accessibility violations', async () => {
    await page.goto(server.url('dmo', '/login'));
    await page.getByRole('heading', { name: 'Log in to Demo Wealth' }).waitFor();
    expect(await page.title()).toBe('Demo Wealth');
    expect(await page.locator('#brand-favicon').getAttribute('href')).toBe('/brands/dmo/favicon.svg');
    await expect(page.getByRole('img', { name: 'Demo Wealth' }).getAttribute('src')).resolves.toBe('/brands/dmo/logo.svg');
    await expect(page.getByRole('link', { name: 'Forgot your password?' }).isVisible()).resolves.toBe(true);
    await page.waitForTimeout(300);
    await screenshot(page, 'login-dmo');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('gives Northbridge Capital a different look from Demo Wealth', async () => {
    const colourOf = async (brand: string) => {
      await page.goto(server.url(brand, '/login'));
      await page.getByRole('button', { name: 'LOG IN' }).waitFor();
      await page.waitForTimeout(300);
      return page.getByRole('button', { name: 'LOG IN' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    };
    const dmo = await colourOf('dmo');
    const nbc = await colourOf('nbc');
    await screenshot(page, 'login-nbc');
    expect(await page.title()).toBe('Northbridge Capital');
    expect(dmo).not.toBe(nbc);
    const font = await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily);
    expect(font).toContain('Source Sans 3');
  });

  it('asks for both fields with the spec texts', async () => {
    await page.goto(server.url('dmo', '/login'));
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByText('Please enter your username').waitFor();
    await page.getByText('Please enter your password').waitFor();
    await screenshot(page, 'login-required-fields');
  });

  it('refuses a username of another brand with the prefix message, before calling the server', async () => {
    let called = false;
    page.on('request', (r) => { if (r.url().endsWith('/api/authentication')) called = true; });
    await page.goto(server.url('dmo', '/login'));
    await page.getByLabel('Username').fill('nbcclient');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByText('Sorry, something went wrong. Please check your username and url to make sure it is valid').waitFor();
    expect(called).toBe(false);
  });

  it('shows the server message for a wrong password in the error modal, and OK clears it', async () => {
    await page.goto(server.url('dmo', '/login'));
    await page.getByLabel('Username').fill('dmoclient');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    expect(await errorModalText(page)).toBe('The username or password you entered is incorrect. Please try again.');
    expect(await page.locator('body').evaluate((b) => b.style.overflow)).toBe('hidden');
    await screenshot(page, 'login-error-modal');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await page.locator('body').evaluate((b) => b.style.overflow)).toBe('');
  });

  it('disables the fields on an unknown host, titles the page as a login error and says so', async () => {
    await page.goto(server.url('zzz', '/login'));
    await page.getByText('Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid').waitFor();
    expect(await page.title()).toBe('Login error');
    expect(await page.getByLabel('Username').isDisabled()).toBe(true);
    expect(await page.getByLabel('Password').isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).count()).toBe(0);
    await screenshot(page, 'login-unknown-brand');
  });

  it('logs a logged-in user out when the host has no known brand', async () => {
    await logIn(page, server, 'dmoclient');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // The same browser storage reached on an unknown host: the stored session must be dropped.
    await page.goto(server.url('zzz', '/'));
    await page.getByText('Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('protected paths and redirects', () => {
  it('sends a guest to Login with "Log in to access this page" and back to the requested path after login', async () => {
    await page.goto(server.url('dmo', '/my-account'));
    await page.getByText('Log in to access this page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'protected-path-snackbar');
    await page.getByLabel('Username').fill('dmoclient');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-account');
  });

  it('closes the snackbar by itself after 4 seconds, and sooner with its dismiss button', async () => {
    await page.goto(server.url('dmo', '/email-logs'));
    const snackbar = page.getByText('Log in to access this page');
    await snackbar.waitFor();
    await page.waitForTimeout(4300);
    expect(await snackbar.count()).toBe(0);
    await page.goto(server.url('dmo', '/utilities/glossary'));
    await snackbar.waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await snackbar.count()).toBe(0);
  });

  it('sends a logged-in user from /login to Home', async () => {
    await logIn(page, server, 'dmoclient');
    await page.goto(server.url('dmo', '/login'));
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('starts a session from a token in the auth query parameter and removes it from the address', async () => {
    await page.goto(server.url('dmo', '/login'));
    const token = await page.evaluate(async (password) => {
      const answer = await fetch('/api/authentication', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserName: 'dmoclient2', Password: password }),
      });
      return ((await answer.json()) as { Data: { Token: string } }).Data.Token;
    }, PASSWORD);
    await page.goto(server.url('dmo', `/my-account?auth=${token}`));
    await page.getByRole('heading', { name: 'Welcome, Sofia Brandt' }).waitFor();
    expect(page.url()).toBe(server.url('dmo', '/'));
  });
});

describe('password reset', () => {
  it('answers the same for unknown users, e-mails a link to known ones, and the link sets a new password', async () => {
    await page.goto(server.url('dmo', '/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Username').fill('dmonobody');
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    const sent = 'If this username belongs to an account on this portal, we have sent an e-mail with a link to reset the password. The link is valid for 60 minutes.';
    await page.getByText(sent).waitFor();
    expect(server.query('select * from email_outbox')).toHaveLength(0);
    await screenshot(page, 'reset-password-sent');

    await page.goto(server.url('dmo', '/reset-password'));
    await page.getByLabel('Username').fill('dmoreadonly');
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await page.getByText(sent).waitFor();
    const mails = server.query<{ to_address: string; body: string }>('select to_address, body from email_outbox');
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe('dmoreadonly@dmo.example.com');
    const link = /http:\/\/\S+reset-password\?token=\S+/.exec(mails[0].body)![0];
    expect(link.startsWith(server.url('dmo', '/reset-password?token='))).toBe(true);

    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText('Your new password must be at least 10 characters long and contain an upper-case letter, a lower-case letter and a digit.').first().waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-new-Passw0rd');
    await page.getByLabel('Repeat the new password').fill('Brand-new-Passw0rd');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText('Your password has been changed. You can now log in with your new password.').waitFor();
    await screenshot(page, 'reset-password-changed');

    await page.goto(server.url('dmo', '/login'));
    await page.getByLabel('Username').fill('dmoreadonly');
    await page.getByLabel('Password').fill('Brand-new-Passw0rd');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByText('Your account currently has limited functionality. Please contact your financial advisor for assistance.').waitFor();
    await screenshot(page, 'readonly-limited-functionality');
  });
});

describe('session end', () => {
  let shortServer: RunningServer;
  beforeAll(async () => { shortServer = await startServer({ SESSION_MINUTES: '0.1' }); });
  afterAll(async () => { await shortServer?.stop(); });

  it('logs out at expiry with the timeout message and keeps the path for the next login', async () => {
    await logIn(page, shortServer, 'dmoclient', 'dmo', '/login');
    await page.goto(shortServer.url('dmo', '/my-account'));
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    expect(await errorModalText(page)).toBe('Sorry you have been logged out due to inactivity or timeout, please login again');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Username').fill('dmoclient');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
  });

  it('logs out a hidden tab on its return after expiry with the inactivity message', async () => {
    await page.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(document, 'hidden', { get: () => hidden });
      Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
      (window as unknown as { setHidden(h: boolean): void }).setHidden = (h: boolean) => {
        hidden = h;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    await logIn(page, shortServer, 'dmoclient', 'dmo', '/login');
    await page.evaluate(() => (window as unknown as { setHidden(h: boolean): void }).setHidden(true));
    await page.waitForTimeout(7000);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.evaluate(() => (window as unknown as { setHidden(h: boolean): void }).setHidden(false));
    expect(await errorModalText(page)).toBe('Sorry you have been logged out due to inactivity, please login again');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the timeout message and logs out 2.5 s after a 401 on the account summary', async () => {
    await logIn(page, server, 'dmoclient');
    // A token the server no longer accepts (signed with another secret) on the next start.
    await page.evaluate(() => {
      const t = localStorage.getItem('token')!;
      const [h, p] = t.split('.');
      localStorage.setItem('token', `${h}.${p}.invalidsignature`);
    });
    await page.reload();
    expect(await errorModalText(page)).toBe('Sorry you have been logged out due to inactivity or timeout, please login again');
    const shownAt = Date.now();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
  });
});
