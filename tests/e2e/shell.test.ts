/** @jest-environment node */
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { logIn } from './support/journeys';

jest.setTimeout(90_000);

const suite = browserSuite();

const header = () => suite.page.locator('header');
const nav = () => suite.page.getByRole('navigation', { name: 'Main' });

describe('navigation by role', () => {
  it('gives a client My Account, watchlist, cart with its counter, alerts and the truncated name, and no Open Account', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    await suite.page.getByRole('heading', { name: 'Welcome, Maximilian Oberhauser-Lindenberg' }).waitFor();
    expect(await nav().getByRole('link', { name: 'My Account' }).count()).toBe(1);
    expect(await nav().getByRole('link', { name: 'Open Account' }).count()).toBe(0);
    expect(await header().getByRole('button', { name: 'Watchlist' }).count()).toBe(1);
    expect(await header().getByRole('button', { name: 'Cart, 1 item' }).count()).toBe(1);
    expect(await suite.page.getByTestId('cart-count').innerText()).toBe('1');
    expect(await header().getByRole('button', { name: 'Alerts' }).count()).toBe(1);
    expect(await suite.page.getByTestId('menu-user-name').innerText()).toBe('Maximilian Obe…');
    await screenshot(suite.page, 'home-client');
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it('gives a consultant Open Account and no alerts icon, and lists only their clients', async () => {
    await logIn(suite.page, suite.server, 'dmoconsultant');
    expect(await nav().getByRole('link', { name: 'Open Account' }).count()).toBe(1);
    expect(await header().getByRole('button', { name: 'Alerts' }).count()).toBe(0);
    expect(await header().getByRole('button', { name: 'Watchlist' }).count()).toBe(1);
    await screenshot(suite.page, 'home-consultant');
    await nav().getByRole('link', { name: 'My Account' }).click();
    const rows = suite.page.getByRole('table', { name: 'Client list' }).getByRole('row');
    await rows.nth(1).waitFor();
    // The header row and dmoclient, dmoclient2 and dmojoint (the joint account's client).
    expect(await rows.count()).toBe(4);
    expect(await suite.page.getByRole('table', { name: 'Client list' }).innerText()).toContain('Sofia Brandt');
    expect(await suite.page.getByRole('table', { name: 'Client list' }).innerText()).toContain('Lukas Hoffmann');
    expect(await suite.page.getByRole('table', { name: 'Client list' }).innerText()).toContain('Maximilian Oberhauser-Lindenberg');
    await screenshot(suite.page, 'my-account-consultant');
  });

  it.each([['dmoadmin'], ['dmoowner']])('gives %s Open Account and the open-account placeholder', async (user) => {
    await logIn(suite.page, suite.server, user);
    await nav().getByRole('link', { name: 'Open Account' }).click();
    await suite.page.getByRole('heading', { name: 'Open Account' }).waitFor();
    expect(new URL(suite.page.url()).pathname).toBe('/open-account');
  });

  it('sends a client who opens /open-account Home', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    await suite.page.goto(suite.server.url('dmo', '/open-account'));
    await suite.page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(new URL(suite.page.url()).pathname).toBe('/');
  });

  it('hides the cart when the active account is a DFM account (only changeable while the cart is open)', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    // The header's dropdown sits behind the panels' modal backdrop once a panel takes focus (the modal
    // hides the rest of the page from assistive technology then), so it is found hidden or not.
    const dropdown = header().getByRole('combobox', { name: 'Active Account', includeHidden: true });
    expect(await dropdown.isDisabled()).toBe(true);
    await header().getByRole('button', { name: 'Cart, 1 item' }).click();
    const cart = suite.page.getByRole('dialog', { name: 'Cart' });
    await cart.waitFor();
    expect(await cart.innerText()).toContain('Buy');
    expect(await suite.page.locator('body').evaluate((b) => b.style.overflow)).toBe('hidden');
    await cart.getByRole('button', { name: 'Close' }).click();
    await header().getByRole('button', { name: 'Watchlist' }).click();
    // While the watchlist is open the active account may change.
    const watchlist = suite.page.getByRole('dialog', { name: 'Watchlist' });
    await watchlist.waitFor();
    expect(await dropdown.isDisabled()).toBe(false);
    // The choice the user reaches is the panel's own, above the list.
    expect(await watchlist.getByRole('combobox', { name: 'Active Account' }).isDisabled()).toBe(false);
    // The pointer still rests on the header's Watchlist icon, so its tooltip usually shows over the
    // backdrop (whether it does depends on when the dialog takes focus); Escape must still close the
    // panel (a shown tooltip used to take it).
    await suite.page
      .getByRole('tooltip', { name: 'Watchlist' })
      .waitFor({ timeout: 1500 })
      .catch(() => undefined);
    await suite.page.keyboard.press('Escape');
    await suite.page.getByRole('dialog', { name: 'Watchlist' }).waitFor({ state: 'detached' });
    // Closed with Escape, the watchlist is no longer open: the active account is locked again.
    expect(await dropdown.isDisabled()).toBe(true);
  });

  it('shows the small-screen menu with watchlist, cart, alerts and My Account', async () => {
    await suite.context.close();
    suite.context = await newContext(suite.browser, { viewport: { width: 390, height: 844 } });
    suite.page = await suite.context.newPage();
    await logIn(suite.page, suite.server, 'dmoclient');
    await suite.page.getByRole('heading', { name: /Welcome/ }).waitFor();
    // Nothing is wider than the phone's screen.
    expect(await suite.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The Active Account choice overlaps no header control: it has a row of its own.
    const box = async (name: string | RegExp, role: 'button' | 'combobox') =>
      (await header().getByRole(role, { name, exact: true }).boundingBox())!;
    const account = await box('Active Account', 'combobox');
    for (const other of [await box(/account menu for/, 'button'), await box('Menu', 'button')]) {
      const overlaps =
        account.x < other.x + other.width &&
        other.x < account.x + account.width &&
        account.y < other.y + other.height &&
        other.y < account.y + account.height;
      expect(overlaps).toBe(false);
    }
    expect(account.x + account.width).toBeLessThanOrEqual(390);
    await screenshot(suite.page, 'home-client-phone-header');
    await suite.page.getByRole('button', { name: 'Menu', exact: true }).click();
    // The menu fades and slides in; it is looked at and used once it has arrived.
    await suite.page
      .getByRole('menu')
      .evaluate((menu) => Promise.all((menu.closest('.fui-MenuPopover') ?? menu).getAnimations({ subtree: true }).map((a) => a.finished)));
    const items = await suite.page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['Watchlist', 'Cart (1)', 'Alerts', 'My Account']);
    await screenshot(suite.page, 'home-client-phone-menu');
    await suite.page.getByRole('menuitem', { name: 'My Account' }).click();
    // Two steps, so a failure says which: the tap did not navigate, or the page did not show.
    await suite.page.waitForURL((url) => url.pathname === '/my-account');
    await suite.page.getByRole('heading', { name: 'My Account' }).waitFor();
    await screenshot(suite.page, 'my-account-client-phone');
  });

  it('logs out from the account menu back to Login, and the server has ended the session', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    const token = await suite.page.evaluate(() => localStorage.getItem('token'));
    const statusWith = (bearer: string | null) =>
      suite.page.evaluate(async (b) => (await fetch('/api/accounts/', { headers: { Authorization: `Bearer ${b}` } })).status, bearer);
    expect(await statusWith(token)).toBe(200);
    await suite.page.getByRole('button', { name: /account menu for/ }).click();
    await suite.page.getByRole('menuitem', { name: 'Logout' }).click();
    await suite.page.getByRole('button', { name: 'LOG IN' }).waitFor();
    expect(new URL(suite.page.url()).pathname).toBe('/login');
    expect(await suite.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // A normal logout is not a visit to a protected page: no snackbar.
    expect(await suite.page.getByText('Log in to access this page').count()).toBe(0);
    // A copy of the token is of no use any more.
    expect(await statusWith(token)).toBe(401);
  });
});

describe('every demo user', () => {
  // [user, brand, nav links, header buttons]
  const USERS: Array<[string, string[], string[]]> = [
    ['dmoclient', ['My Account'], ['Watchlist', 'Cart, 1 item', 'Alerts']],
    ['dmoclient2', ['My Account'], ['Watchlist', 'Cart, 0 items', 'Alerts']],
    ['dmoreadonly', ['My Account'], ['Watchlist', 'Cart, 0 items', 'Alerts']],
    ['dmoconsultant', ['Open Account', 'My Account'], ['Watchlist', 'Cart, 0 items']],
    ['dmoadmin', ['Open Account', 'My Account', 'Form Studio'], ['Watchlist', 'Cart, 0 items']],
    ['dmoowner', ['Open Account', 'My Account', 'Form Studio'], ['Watchlist', 'Cart, 0 items']],
    ['dmomaster', ['My Account', 'Form Studio'], []],
    ['dmohq', ['Open Account', 'My Account'], ['Watchlist', 'Cart, 0 items']],
    ['nbcclient', ['My Account'], ['Watchlist', 'Cart, 0 items', 'Alerts']],
    ['nbcconsultant', ['Open Account', 'My Account'], ['Watchlist', 'Cart, 0 items']],
  ];
  it.each(USERS)('%s signs in on their own portal and sees the navigation of their role', async (user, links, buttons) => {
    await logIn(suite.page, suite.server, user);
    if (user === 'dmoreadonly') {
      const notice = suite.page.getByRole('dialog', { name: 'Limited functionality' });
      await notice.getByRole('button', { name: 'OK' }).click();
    }
    await suite.page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(await nav().getByRole('link').allInnerTexts()).toEqual(links);
    const labels = await header()
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent ?? ''));
    for (const b of buttons) expect(labels).toContain(b);
    for (const b of ['Watchlist', 'Alerts'].filter((x) => !buttons.includes(x))) expect(labels).not.toContain(b);
    expect(await suite.page.title()).toBe(user.startsWith('nbc') ? 'Northbridge Capital' : 'Demo Wealth');
    if (user === 'nbcclient') await screenshot(suite.page, 'home-nbc-client');
  });
});

describe('account summary out of date', () => {
  it('shows the toolbar when the summary cannot be refreshed, and closes it with its button', async () => {
    await suite.page.route('**/api/accounts/summary/', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"Message":"Service unavailable"}' }),
    );
    await logIn(suite.page, suite.server, 'dmoclient');
    const bar = suite.page.getByText('Your account summary could not be refreshed and may be out of date. Please try again later.');
    await bar.waitFor();
    await screenshot(suite.page, 'summary-out-of-date');
    await suite.page.getByRole('button', { name: 'Close' }).click();
    expect(await bar.count()).toBe(0);
  });
});

describe('footer', () => {
  it('lists the quick links, toggles the sanitised company address and says Powered by the provider this year', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    const footer = suite.page.locator('footer');
    const links = await footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link').allInnerTexts();
    expect(links).toEqual([
      'Currency Converter',
      'Risk Profile',
      'Glossary',
      'Investing FAQs',
      'Terminology',
      'My Alerts Overview',
      'How to - Cash Transfer',
      'How to - Remit Cash Out',
      'How to - Buy & Sell Funds',
    ]);
    await footer.getByRole('button', { name: 'See Address Details' }).click();
    await footer.getByText('14 Grand Canal Quay').waitFor();
    expect(await footer.getByRole('button', { name: 'Hide Address Details' }).count()).toBe(1);
    expect(await footer.innerText()).toContain(`Powered by Tessera Investment Platform © ${new Date().getFullYear()}`);
    await footer.scrollIntoViewIfNeeded();
    await screenshot(suite.page, 'footer-address');
    await footer.getByRole('button', { name: 'Hide Address Details' }).click();
    expect(await footer.getByText('14 Grand Canal Quay').count()).toBe(0);
    await footer.getByRole('link', { name: 'Glossary' }).click();
    await suite.page.getByRole('heading', { name: 'Glossary' }).waitFor();
  });
});

describe('pages', () => {
  it('shows Page not found for an unknown path when logged in, without accessibility violations', async () => {
    await logIn(suite.page, suite.server, 'dmoclient2');
    await suite.page.goto(suite.server.url('dmo', '/no-such-page'));
    await suite.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(suite.page, 'not-found');
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it('shows the new-feature notice 1 s after login while its counter is under 4', async () => {
    await suite.context.close();
    suite.context = await newContext(suite.browser, { newFeatureNotice: true });
    suite.page = await suite.context.newPage();
    for (let shown = 1; shown <= 5; shown += 1) {
      await logIn(suite.page, suite.server, 'dmoclient2');
      const notice = suite.page.getByRole('dialog', { name: 'New on your portal' });
      if (shown <= 4) {
        await notice.waitFor({ timeout: 5000 });
        if (shown === 1) await screenshot(suite.page, 'new-feature-notice');
        await notice.getByRole('button', { name: 'Get Started' }).click();
        expect(await suite.page.evaluate(() => localStorage.getItem('newFeatureCounter'))).toBe(String(shown));
      } else {
        await suite.page.waitForTimeout(1500);
        expect(await notice.count()).toBe(0);
      }
      await suite.page.evaluate(() => localStorage.removeItem('token'));
    }
  });
});

describe('impersonation', () => {
  it('lets a consultant log in as a client in a new window with the toolbar, and LOGOUT there keeps the consultant session', async () => {
    await logIn(suite.page, suite.server, 'dmoconsultant');
    await nav().getByRole('link', { name: 'My Account' }).click();
    const row = suite.page.getByRole('row', { name: /Maximilian Oberhauser-Lindenberg/ });
    const [client] = await Promise.all([suite.context.waitForEvent('page'), row.getByRole('button', { name: 'Login As' }).click()]);
    await client.getByTestId('impersonation-name').waitFor();
    await client.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(await client.getByTestId('impersonation-name').innerText()).toBe('You are logged in as Maximilian Oberhauser-Lindenberg');
    expect(new URL(client.url()).search).toBe('');
    expect(await client.getByTestId('cart-count').innerText()).toBe('1');
    await screenshot(client, 'impersonation-toolbar');
    const clientToken = await client.evaluate(() => sessionStorage.getItem('token'));
    await Promise.all([client.waitForEvent('close', { timeout: 5000 }), client.getByRole('button', { name: 'LOGOUT' }).click()]);
    // The consultant's own window is still logged in.
    await suite.page.reload();
    await nav().getByRole('link', { name: 'Open Account' }).waitFor();
    expect(await suite.page.evaluate(() => localStorage.getItem('role'))).toBe('consultant');
    // The client window's session ended on the server; the consultant's goes on.
    const statusOf = (path: string, bearer: string | null) =>
      suite.page.evaluate(async ([p, b]) => (await fetch(p, { headers: { Authorization: `Bearer ${b}` } })).status, [
        path,
        bearer,
      ] as const);
    expect(await statusOf('/api/accounts/summary/', clientToken)).toBe(401);
    expect(await statusOf('/api/clients/list', await suite.page.evaluate(() => localStorage.getItem('token')))).toBe(200);
  });
});

describe('email logs', () => {
  it('lists a client’s mails ten a page with Previous and Next, searches, refuses an end before the start and opens one', async () => {
    await logIn(suite.page, suite.server, 'dmoclient');
    // Eleven real mails: password-reset requests for dmoclient (each queues one in the outbox).
    for (let i = 0; i < 11; i += 1) {
      const status = await suite.page.evaluate(
        async () =>
          (
            await fetch('/api/authentication/passwordreset', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ userName: 'dmoclient' }),
            })
          ).status,
      );
      expect(status).toBe(200);
    }
    await suite.page.getByRole('button', { name: /account menu for/ }).click();
    await suite.page.getByRole('menuitem', { name: 'Email logs' }).click();
    await suite.page.getByRole('heading', { name: 'Email logs', level: 1 }).waitFor();
    expect(new URL(suite.page.url()).pathname).toBe('/email-logs');
    const table = suite.page.getByRole('table', { name: 'Email logs' });
    const rows = table.getByRole('row');
    await rows.nth(10).waitFor();
    expect(await rows.count()).toBe(11);
    expect(await table.innerText()).toContain('dmoclient@dmo.example.com');
    expect(await table.innerText()).toContain('Password reset');
    const pager = suite.page.getByRole('navigation', { name: 'Email log pages' });
    expect(await pager.innerText()).toContain('Page 1 of 2 · 11 e-mails');
    const previous = pager.getByRole('button', { name: 'Previous' });
    const next = pager.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    await screenshot(suite.page, 'email-logs-client');
    expect(await axeViolations(suite.page)).toEqual([]);

    await next.click();
    await pager.getByText('Page 2 of 2 · 11 e-mails').waitFor();
    expect(await rows.count()).toBe(2);
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);

    const search = suite.page.getByRole('search', { name: 'Filters' });
    await search.getByRole('textbox', { name: 'Search' }).fill('no such mail');
    await search.getByRole('button', { name: 'Search' }).click();
    await suite.page.getByText('No e-mails match these filters.').waitFor();
    expect(await pager.innerText()).toContain('Page 1 of 1 · 0 e-mails');
    await search.getByRole('button', { name: 'Clear filters' }).click();
    await rows.nth(10).waitFor();

    await search.getByRole('textbox', { name: 'Start Date' }).fill('02/01/2024');
    await search.getByRole('textbox', { name: 'End Date' }).fill('01/01/2024');
    await search.getByRole('button', { name: 'Search' }).click();
    await search.getByRole('alert').getByText('Start Date must not be after End Date').waitFor();
    await search.getByRole('textbox', { name: 'End Date' }).fill('31/12/2099');
    await search.getByRole('button', { name: 'Search' }).click();
    await pager.getByText('Page 1 of 2 · 11 e-mails').waitFor();
    expect(await search.getByRole('alert').count()).toBe(0);

    await table
      .getByRole('button', { name: /reset your password/ })
      .first()
      .click();
    const dialog = suite.page.getByRole('dialog', { name: /reset your password/ });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('dmoclient@dmo.example.com');
    expect(text).toContain('/reset-password?token=[removed]');
    // The dialog's fade-in (Fluent's motion) is over before the picture.
    await suite.page.waitForTimeout(400);
    await screenshot(suite.page, 'email-logs-mail');
    expect(await axeViolations(suite.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // On a phone the filters stand above the list and the table scrolls sideways inside its card.
    await suite.page.setViewportSize({ width: 390, height: 844 });
    expect(await suite.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The closed dialog's backdrop has faded out before the picture.
    await suite.page.waitForTimeout(400);
    await screenshot(suite.page, 'email-logs-390');
  });
});
