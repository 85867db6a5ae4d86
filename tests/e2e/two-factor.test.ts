/** @jest-environment node */
import { generate } from 'otplib';
import { TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';
import { axeViolations, browserSuite, screenshot } from './support/browser';
import { logIn, PASSWORD } from './support/journeys';

jest.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };

// One page for the file: dmoconsultant turns two-factor sign-in on, signs out, and signs in with a code.
const suite = browserSuite({}, { onePage: true });
const page = () => suite.page;

/** The authenticator code of `secret` `steps` 30-second steps from now (as the phone would show it). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Screenshots of the page as it is, on a phone and wide; the page is left wide. */
async function bothSizes(name: string) {
  await page().setViewportSize(PHONE);
  await page().waitForTimeout(200);
  await screenshot(page(), `${name}-390`);
  await page().setViewportSize(WIDE);
  await page().waitForTimeout(200);
  await screenshot(page(), `${name}-1366`);
}

describe('staff two-factor sign-in in the browser', () => {
  let secret = '';

  it('dmoconsultant opens Two-factor sign-in from the account menu and sees it off', async () => {
    await logIn(page(), suite.server, 'dmoconsultant');
    await page()
      .getByRole('button', { name: /account menu for/ })
      .click();
    await page().getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    await page().getByRole('heading', { name: 'Two-factor sign-in', level: 1 }).waitFor();
    await page().getByText('Two-factor sign-in is off.', { exact: false }).waitFor();
    expect(await axeViolations(page())).toEqual([]);
  });

  it('sets it up with a QR code and the key in text, confirmed with a code computed from the key on the page', async () => {
    await page().getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = page().getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = (await page().getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page())).toEqual([]);
    await bothSizes('two-factor-setup');

    // A wrong code is refused with the server's sentence beside the field.
    await page().getByLabel('6-digit code from the app').fill('000000');
    await page().getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page().getByText(TWO_FACTOR_TEXTS.codeWrong).waitFor();

    await page()
      .getByLabel('6-digit code from the app')
      .fill(await codeAt(secret));
    await page().getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page().getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    const codes = await page().getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await page().getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
    expect(await axeViolations(page())).toEqual([]);
    await bothSizes('two-factor-recovery-codes');

    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Download codes' }).click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');

    await page().getByLabel('I have saved my recovery codes').check();
    await page().getByRole('button', { name: 'Done' }).click();
    await page().getByText('Two-factor sign-in is on. Recovery codes left: 10.').waitFor();
    expect(await axeViolations(page())).toEqual([]);
  });

  it('signs out, and signing in again asks for the code after the password; a wrong code says so, the right one signs in', async () => {
    await page()
      .getByRole('button', { name: /account menu for/ })
      .click();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await page().getByRole('button', { name: 'LOG IN' }).waitFor();

    await page().getByLabel('Username').fill('dmoconsultant');
    await page().getByLabel('Password').fill(PASSWORD);
    await page().getByRole('button', { name: 'LOG IN' }).click();
    await page().getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    expect(await page().evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page().getByRole('textbox', { name: /^Code/ }).fill('123456');
    await page().getByRole('button', { name: 'VERIFY' }).click();
    await page().getByText(TWO_FACTOR_TEXTS.codeWrong).waitFor();
    expect(await axeViolations(page())).toEqual([]);
    await bothSizes('two-factor-code-wrong');

    // The code of the next step: the current one was spent turning it on.
    await page()
      .getByRole('textbox', { name: /^Code/ })
      .fill(await codeAt(secret, 1));
    await page().getByRole('button', { name: 'VERIFY' }).click();
    await page().locator('header').waitFor();
    expect(await page().evaluate(() => window.localStorage.getItem('role'))).toBe('consultant');
    expect(await axeViolations(page())).toEqual([]);
  });
});
