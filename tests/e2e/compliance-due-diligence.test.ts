/** @jest-environment node */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { DUE_DILIGENCE_DOCUMENT_TEXTS, DUE_DILIGENCE_SKIP_LIMIT_MESSAGE } from '@/engine';
import { DUE_DILIGENCE_SKIP_LIMIT_DEFAULT } from '@/engine/constants';
import { axeViolations, browserSuite, newContext } from './support/browser';
import { logIn } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(240_000);

/**
 * Issue 12 items 3 and 4 in Chromium: dmoclient2 (review due, details not updated) gets the
 * due-diligence introduction after the missing-documents notice, postpones it until 'Remind Me
 * Later' is disabled, reviews the details with a changed fiscal residence up to the confirmation's
 * documents, and confirms the profile reminder unchanged; on a fresh server, with a changed e-mail.
 */
const suite = browserSuite({}, { complianceSettled: false });
const SHOTS = '/tmp/shots';
const INTRODUCTION = 'Has anything in a form you provided since 1 April 2025 changed?';
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Waits for entrance animations to end (axe measures colours on a half-faded surface otherwise). */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

async function axeClean(page: Page) {
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
}

const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('alertdialog', { name });

/** Logs dmoclient2 in and closes the missing-documents notice (it comes first after login). */
async function logInClient2(page: Page, server: RunningServer) {
  await logIn(page, server, 'dmoclient2');
  const notice = page.getByRole('button', { name: 'Acknowledge and Close' });
  await notice.first().waitFor({ timeout: 15_000 });
  await notice.first().click();
}

async function introduction(page: Page): Promise<Locator> {
  const intro = dialog(page, 'Ongoing Due Diligence');
  await intro.getByText(INTRODUCTION, { exact: false }).waitFor({ timeout: 15_000 });
  return intro;
}

/** Step 1 and step 2 of the profile reminder, then 'Updated Profile Successfully' and OK (a failure leaves a screenshot). */
async function confirmProfile(page: Page, changed: { email: string } | null, name: string) {
  try {
    await answerProfile(page, changed, name);
  } catch (error) {
    await page.screenshot({ path: `${SHOTS}/${name}-failed.png` });
    // What the page showed, for a failure seen only in CI: each modal, whether it is hidden from assistive technology, its text.
    const state = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-modal="true"]')].map((d) => {
        let hidden = false;
        for (let n: Element | null = d; n; n = n.parentElement) hidden ||= n.getAttribute('aria-hidden') === 'true';
        return `${d.getAttribute('role')} hidden=${hidden}: ${(d as HTMLElement).innerText.slice(0, 300)}`;
      }),
    );
    throw new Error(`${String(error)}\nModals: ${JSON.stringify(state, null, 1)}`);
  }
}

async function answerProfile(page: Page, changed: { email: string } | null, name: string) {
  const reminder = dialog(page, 'Are your details still up-to-date?');
  await reminder.getByText('Step 1 of 2').waitFor({ timeout: 15_000 });
  await axeClean(page);
  await shot(page, `${name}-step1`);
  await reminder.getByRole('radio', { name: changed ? 'Yes, my details have changed' : 'No, my details are still up-to-date' }).click();
  await reminder.getByText('Step 2 of 2').waitFor();
  const email = reminder.getByRole('textbox', { name: 'Email' });
  expect(await reminder.getByRole('textbox', { name: 'First Name' }).getAttribute('readonly')).not.toBeNull();
  expect(await reminder.getByRole('textbox', { name: 'Last Name' }).getAttribute('readonly')).not.toBeNull();
  if (changed) {
    expect(await email.getAttribute('readonly')).toBeNull();
    await email.fill(changed.email);
  } else {
    expect(await email.getAttribute('readonly')).not.toBeNull();
  }
  // 'Back to Step 1' resets the choice; choosing again returns to step 2.
  await reminder.getByRole('button', { name: 'Back to Step 1' }).click();
  await reminder.getByText('Step 1 of 2').waitFor();
  expect(await reminder.getByRole('radio', { checked: true }).count()).toBe(0);
  await reminder.getByRole('radio', { name: changed ? 'Yes, my details have changed' : 'No, my details are still up-to-date' }).click();
  await reminder.getByText('Step 2 of 2').waitFor();
  if (changed) await reminder.getByRole('textbox', { name: 'Email' }).fill(changed.email);
  await reminder.getByRole('checkbox', { name: 'My financial situation has changed' }).check();
  await axeClean(page);
  await shot(page, `${name}-step2`);
  const started = Date.now();
  await reminder.getByRole('button', { name: 'Confirm Details' }).click();
  await reminder.getByText('Updating your profile…').waitFor();
  await reminder.getByText('Updated Profile Successfully').waitFor({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await axeClean(page);
  await shot(page, `${name}-done`);
  await reminder.getByRole('button', { name: 'OK' }).click();
  await reminder.waitFor({ state: 'detached' });
}

/** GET userinfo with the page's session. */
async function userInfo(page: Page): Promise<{ Email: string; detailsUpdated: boolean }> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('token') ?? localStorage.getItem('token');
    const response = await fetch('/api/userinfo', { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { Data: { Email: string; detailsUpdated: boolean } }).Data;
  });
}

describe('ongoing due diligence and the profile reminder (dmoclient2)', () => {
  test('no reminder on the login page', async () => {
    const { page, server } = suite;
    await page.goto(server.url('dmo', '/login'));
    await page.getByLabel('Username').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByText(INTRODUCTION).count()).toBe(0);
  });

  test("'Remind Me Later' records a skip each time until it is disabled at the limit", async () => {
    const { server, browser } = suite;
    for (let skip = 1; skip <= DUE_DILIGENCE_SKIP_LIMIT_DEFAULT; skip += 1) {
      const context = await newContext(browser);
      const page = await context.newPage();
      await logInClient2(page, server);
      const intro = await introduction(page);
      const left = DUE_DILIGENCE_SKIP_LIMIT_DEFAULT - skip + 1;
      await intro.getByText(`You can postpone this review ${left} more ${left === 1 ? 'time' : 'times'}.`).waitFor();
      if (skip === 1) {
        await axeClean(page);
        await shot(page, 'due-diligence-introduction-wide');
      }
      await intro.getByRole('button', { name: 'Remind Me Later' }).click();
      await intro.waitFor({ state: 'detached' });
      await context.close();
    }
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await logInClient2(page, server);
    const intro = await introduction(page);
    const later = intro.getByRole('button', { name: 'Remind Me Later' });
    expect(await later.isDisabled()).toBe(true);
    await intro.getByText(DUE_DILIGENCE_SKIP_LIMIT_MESSAGE).waitFor();
    expect(await later.getAttribute('aria-describedby')).toBe('due-diligence-skip-limit');
    await axeClean(page);
    await shot(page, 'due-diligence-introduction-limit-phone');
    await context.close();
  });

  test('a review that changes the fiscal residence ends at the documents list; then the profile reminder, unchanged', async () => {
    const { page, server } = suite;
    await logInClient2(page, server);
    const intro = await introduction(page);
    await intro.getByRole('button', { name: 'Yes' }).click();
    const review = dialog(page, 'Ongoing Due Diligence');
    await review.getByRole('heading', { name: 'General Details' }).waitFor({ timeout: 15_000 });
    // View-only first: the stored answers as text.
    await review.getByText('Lindenallee').waitFor();
    expect(await review.getByRole('textbox').count()).toBe(0);
    await axeClean(page);
    await shot(page, 'due-diligence-stage1-view-wide');

    await review.getByRole('button', { name: 'Yes' }).click();
    await review.getByRole('button', { name: 'Save and Go Next' }).waitFor();
    expect(await review.getByRole('textbox', { name: /Mobile Number/ }).count()).toBe(0);
    // As a keyboard user chooses: the select is focused (its long list is put in then), then a country.
    const fiscal = review.getByRole('combobox', { name: 'Country Of Fiscal Residence' });
    await fiscal.focus();
    await fiscal.selectOption({ label: 'Panama' });
    const mobile = review.getByRole('textbox', { name: /Mobile Number/ });
    await mobile.waitFor();
    // 600 ms later the revealed contact details come into view, focused.
    await page.waitForFunction(() => document.activeElement?.id === 'due-diligence_PrimaryAccountHolder_ContactDetails_MobileNo', null, {
      timeout: 3000,
    });
    const dialCode = review.getByRole('combobox', { name: 'Mobile Number country code' });
    await dialCode.focus();
    await dialCode.selectOption({ label: 'Panama (+507)' });
    await mobile.fill('6123 4567');
    await axeClean(page);
    await shot(page, 'due-diligence-stage1-edit-wide');
    await review.getByRole('button', { name: 'Save and Go Next' }).click();

    await review.getByRole('heading', { name: 'Source of Wealth' }).waitFor();
    await axeClean(page);
    await review.getByRole('button', { name: 'No' }).click();
    await review.getByRole('heading', { name: 'Source of Funds' }).waitFor();
    await review.getByRole('button', { name: 'No' }).click();
    await review.getByRole('heading', { name: 'More Information' }).waitFor();
    // The holder's line, appended once.
    expect(await review.getByText('The primary account holder has changed their mobile number.').count()).toBe(1);
    await axeClean(page);
    await shot(page, 'due-diligence-stage4-wide');
    await review.getByRole('button', { name: 'Accept and Submit' }).click();

    const confirmation = dialog(page, 'Thank you for reviewing your details');
    await confirmation.waitFor({ timeout: 15_000 });
    expect(await confirmation.getByRole('listitem').allInnerTexts()).toEqual([
      DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfAddress,
      DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfWealth,
    ]);
    await axeClean(page);
    await shot(page, 'due-diligence-confirmation-wide');
    await confirmation.getByRole('button', { name: 'Acknowledged' }).click();
    await confirmation.waitFor({ state: 'detached' });

    await confirmProfile(page, null, 'profile-unchanged-wide');
    expect(await userInfo(page)).toMatchObject({ detailsUpdated: true });
    // The review is no longer due, and the details are updated: nothing more after a new login.
    await page.reload();
    await page.locator('header').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('alertdialog', { name: /Ongoing Due Diligence|Are your details still up-to-date\?/ }).count()).toBe(0);
  });

  test("on a phone: 'No' confirms the stored details, then the profile reminder with a changed e-mail", async () => {
    const server = await startServer();
    const context = await newContext(suite.browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      await logInClient2(page, server);
      const intro = await introduction(page);
      await shot(page, 'due-diligence-introduction-phone');
      await intro.getByRole('button', { name: 'No' }).click();
      const confirmation = dialog(page, 'Thank you for reviewing your details');
      await confirmation.waitFor({ timeout: 15_000 });
      expect(await confirmation.getByRole('listitem').allInnerTexts()).toEqual([DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfAddress]);
      await axeClean(page);
      await shot(page, 'due-diligence-confirmation-phone');
      await confirmation.getByRole('button', { name: 'Acknowledged' }).click();
      await confirmProfile(page, { email: 'anna.new@example.com' }, 'profile-changed-phone');
      expect(await userInfo(page)).toMatchObject({ Email: 'anna.new@example.com', detailsUpdated: true });
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
