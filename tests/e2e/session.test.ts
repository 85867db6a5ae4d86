/** @jest-environment node */
import { axeViolations, browserSuite, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { errorModalText, logIn, PASSWORD } from './support/journeys';

jest.setTimeout(90_000);

const suite = browserSuite();

describe('login screen', () => {
  it('shows the Demo Wealth brand, its title and favicon, and has no accessibility violations', async () => {
    await suite.page.goto(suite.server.url('dmo', '/login'));
    await suite.page.getByRole('heading', { name: 'Log in to Demo Wealth' }).waitFor();
    expect(await suite.page.title()).toBe('Demo Wealth');
    expect(await suite.page.locator('#brand-favicon').getAttribute('href')).toBe('/brands/dmo/favicon.svg');
    await expect(suite.page.getByRole('img', { name: 'Demo Wealth' }).getAttribute('src')).resolves.toBe('/brands/dmo/logo.svg');
    await expect(suite.page.getByRole('link', { name: 'Forgot your password?' }).isVisible()).resolves.toBe(true);
    await suite.page.waitForTimeout(300);
    await screenshot(suite.page, 'login-dmo');
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it('gives Northbridge Capital a different look from Demo Wealth', async () => {
    const colourOf = async (brand: string) => {
      await suite.page.goto(suite.server.url(brand, '/login'));
      await suite.page.getByRole('button', { name: 'LOG IN' }).waitFor();
      await suite.page.waitForTimeout(300);
      return suite.page.getByRole('button', { name: 'LOG IN' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    };
    const dmo = await colourOf('dmo');
    const nbc = await colourOf('nbc');
    await screenshot(suite.page, 'login-nbc');
    expect(await suite.page.title()).toBe('Northbridge Capital');
    expect(dmo).not.toBe(nbc);
    const font = await suite.page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily);
    expect(font).toContain('Source Sans 3');
  });

  it('asks for both fields with the spec texts', async () => {
    await suite.page.goto(suite.server.url('dmo', '/login'));
    await suite.page.getByRole('button', { name: 'LOG IN' }).click();
    await suite.page.getByText('Please enter your username').waitFor();
    await suite.page.getByText('Please enter your password').waitFor();
    await screenshot(suite.page, 'login-required-fields');
  });

  it('refuses a username of another brand with the prefix message, before calling the server', async () => {
    let called = false;
    suite.page.on('request', (r) => {
      if (r.url().endsWith('/api/authentication')) called = true;
    });
    await suite.page.goto(suite.server.url('dmo', '/login'));
    await suite.page.getByLabel('Username').fill('nbcclient');
    await suite.page.getByLabel('Password').fill(PASSWORD);
    await suite.page.getByRole('button', { name: 'LOG IN' }).click();
    await suite.page.getByText('Sorry, something went wrong. Please check your username and url to make sure it is valid').waitFor();
    expect(called).toBe(false);
  });

  it('shows the server message for a wrong password in the error modal, and OK clears it', async () => {
    await suite.page.goto(suite.server.url('dmo', '/login'));
    await suite.page.getByLabel('Username').fill('dmoclient');
    await suite.page.getByLabel('Password').fill('wrong-password');
    await suite.page.getByRole('button', { name: 'LOG IN' }).click();
    expect(await errorModalText(suite.page)).toBe('The username or password you entered is incorrect. Please try again.');
    expect(await suite.page.locator('body').evaluate((b) => b.style.overflow)).toBe('hidden');
    await screenshot(suite.page, 'login-error-modal');
    await suite.page.getByRole('button', { name: 'OK' }).click();
    await suite.page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await suite.page.locator('body').evaluate((b) => b.style.overflow)).toBe('');
  });

  it('disables the fields on an unknown host, titles the page as a login error and says so', async () => {
    await suite.page.goto(suite.server.url('zzz', '/login'));
    await suite.page
      .getByText('Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid')
      .waitFor();
    expect(await suite.page.title()).toBe('Login error');
    expect(await suite.page.getByLabel('Username').isDisabled()).toBe(true);
    expect(await suite.page.getByLabel('Password').isDisabled()).toBe(true);
    expect(await suite.page.getByRole('link', { name: 'Forgot your password?' }).count()).toBe(0);
    await screenshot(suite.page, 'login-unknown-brand');
  });

  it('logs a logged-in user out when the host has no known brand', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    const token = await suite.page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // The same browser storage reached on an unknown host: the stored session must be dropped.
    await suite.page.goto(suite.server.url('zzz', '/'));
    await suite.page
      .getByText('Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid')
      .waitFor();
    expect(await suite.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('protected paths and redirects', () => {
  it('sends a guest to Login with "Log in to access this page" and back to the requested path after login', async () => {
    await suite.page.goto(suite.server.url('dmo', '/my-account'));
    await suite.page.getByText('Log in to access this page').waitFor();
    expect(new URL(suite.page.url()).pathname).toBe('/login');
    await screenshot(suite.page, 'protected-path-snackbar');
    await suite.page.getByLabel('Username').fill('dmoclient');
    await suite.page.getByLabel('Password').fill(PASSWORD);
    await suite.page.getByRole('button', { name: 'LOG IN' }).click();
    await suite.page.getByRole('heading', { name: 'My Account' }).waitFor();
    expect(new URL(suite.page.url()).pathname).toBe('/my-account');
  });

  it('closes the snackbar by itself after 4 seconds, and sooner with its dismiss button', async () => {
    await suite.page.goto(suite.server.url('dmo', '/email-logs'));
    const snackbar = suite.page.getByText('Log in to access this page');
    await snackbar.waitFor();
    await suite.page.waitForTimeout(4300);
    expect(await snackbar.count()).toBe(0);
    await suite.page.goto(suite.server.url('dmo', '/utilities/glossary'));
    await snackbar.waitFor();
    await suite.page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await snackbar.count()).toBe(0);
  });

  it('sends a logged-in user from /login to Home', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    await suite.page.goto(suite.server.url('dmo', '/login'));
    await suite.page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(new URL(suite.page.url()).pathname).toBe('/');
  });

  it('starts a session from a token in the auth query parameter and removes it from the address', async () => {
    await suite.page.goto(suite.server.url('dmo', '/login'));
    const token = await suite.page.evaluate(async (password) => {
      const answer = await fetch('/api/authentication', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ UserName: 'dmoclient2', Password: password }),
      });
      return ((await answer.json()) as { Data: { Token: string } }).Data.Token;
    }, PASSWORD);
    await suite.page.goto(suite.server.url('dmo', `/my-account?auth=${token}`));
    await suite.page.getByRole('heading', { name: 'Welcome, Sofia Brandt' }).waitFor();
    expect(suite.page.url()).toBe(suite.server.url('dmo', '/'));
  });
});

describe('password reset', () => {
  it('answers the same for unknown users, e-mails a link to known ones, and the link sets a new password', async () => {
    await suite.page.goto(suite.server.url('dmo', '/login'));
    await suite.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await suite.page.getByLabel('Username').fill('dmonobody');
    await suite.page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    const sent =
      'If this username belongs to an account on this portal, we have sent an e-mail with a link to reset the password. The link is valid for 60 minutes.';
    await suite.page.getByText(sent).waitFor();
    expect(suite.server.query('select * from email_outbox')).toHaveLength(0);
    await screenshot(suite.page, 'reset-password-sent');

    await suite.page.goto(suite.server.url('dmo', '/reset-password'));
    await suite.page.getByLabel('Username').fill('dmoreadonly');
    await suite.page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await suite.page.getByText(sent).waitFor();
    const mails = suite.server.query<{ to_address: string; body: string }>('select to_address, body from email_outbox');
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe('dmoreadonly@dmo.example.com');
    const link = /http:\/\/\S+reset-password\?token=\S+/.exec(mails[0].body)![0];
    expect(link.startsWith(suite.server.url('dmo', '/reset-password?token='))).toBe(true);

    await suite.page.goto(link);
    await suite.page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await suite.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await suite.page
      .getByText('Your new password must be at least 10 characters long and contain an upper-case letter, a lower-case letter and a digit.')
      .first()
      .waitFor();
    await suite.page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-new-Passw0rd');
    await suite.page.getByLabel('Repeat the new password').fill('Brand-new-Passw0rd');
    await suite.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await suite.page.getByText('Your password has been changed. You can now log in with your new password.').waitFor();
    await screenshot(suite.page, 'reset-password-changed');

    await suite.page.goto(suite.server.url('dmo', '/login'));
    await suite.page.getByLabel('Username').fill('dmoreadonly');
    await suite.page.getByLabel('Password').fill('Brand-new-Passw0rd');
    await suite.page.getByRole('button', { name: 'LOG IN' }).click();
    await suite.page
      .getByText('Your account currently has limited functionality. Please contact your financial advisor for assistance.')
      .waitFor();
    await screenshot(suite.page, 'readonly-limited-functionality');
  });
});

describe('session end', () => {
  let shortServer: RunningServer;
  beforeAll(async () => {
    shortServer = await startServer({ SESSION_MINUTES: '0.1' }, { complianceSettled: true });
  });
  afterAll(async () => {
    await shortServer?.stop();
  });

  it('logs out at expiry with the timeout message and keeps the path for the next login', async () => {
    await logIn(suite.page, shortServer, 'dmoclient', 'dmo', '/login');
    await suite.page.goto(shortServer.url('dmo', '/my-account'));
    await suite.page.getByRole('heading', { name: 'My Account' }).waitFor();
    expect(await errorModalText(suite.page)).toBe('Sorry you have been logged out due to inactivity or timeout, please login again');
    expect(new URL(suite.page.url()).pathname).toBe('/login');
    await suite.page.getByRole('button', { name: 'OK' }).click();
    await suite.page.getByLabel('Username').fill('dmoclient');
    await suite.page.getByLabel('Password').fill(PASSWORD);
    await suite.page.getByRole('button', { name: 'LOG IN' }).click();
    await suite.page.getByRole('heading', { name: 'My Account' }).waitFor();
  });

  it('logs out a hidden tab on its return after expiry with the inactivity message', async () => {
    await suite.page.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(document, 'hidden', { get: () => hidden });
      Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
      (window as unknown as { setHidden(h: boolean): void }).setHidden = (h: boolean) => {
        hidden = h;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    await logIn(suite.page, shortServer, 'dmoclient', 'dmo', '/login');
    await suite.page.evaluate(() => (window as unknown as { setHidden(h: boolean): void }).setHidden(true));
    await suite.page.waitForTimeout(7000);
    expect(new URL(suite.page.url()).pathname).toBe('/');
    await suite.page.evaluate(() => (window as unknown as { setHidden(h: boolean): void }).setHidden(false));
    expect(await errorModalText(suite.page)).toBe('Sorry you have been logged out due to inactivity, please login again');
    expect(new URL(suite.page.url()).pathname).toBe('/login');
  });

  it('shows the timeout message and logs out 2.5 s after a 401 on the account summary', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    // A token the server no longer accepts (signed with another secret) on the next start.
    await suite.page.evaluate(() => {
      const t = localStorage.getItem('token')!;
      const [h, p] = t.split('.');
      localStorage.setItem('token', `${h}.${p}.invalidsignature`);
    });
    await suite.page.reload();
    expect(await errorModalText(suite.page)).toBe('Sorry you have been logged out due to inactivity or timeout, please login again');
    const shownAt = Date.now();
    await suite.page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
  });
});
