/** @jest-environment node */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, browserSuite, newContext } from './support/browser';
import { logIn } from './support/journeys';

jest.setTimeout(180_000);

// The reminders that follow the notice (due diligence, profile) have their own suite: settled here.
const suite = browserSuite({}, { complianceSettled: false, remindersSettled: true });
const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };

const CLIENT_NOTICE = [
  'Some of the supporting documents we hold for your account are missing or out of date.',
  'Until they are provided, trading and cash disbursements on your account may be disabled. Please provide them in the missing documents section of My Account.',
];
const GENERATING = 'Generating Documents';
const GENERATED = 'Form Generated and submitted to client servicing for review';

/** A small, real PDF (its first bytes are what the server and the browser check). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations).toEqual([]);
}

/** The missing document of a type on My Account. */
function documentEntry(page: Page, title: string): Locator {
  return page.locator('li').filter({ has: page.getByRole('heading', { name: title, level: 4 }) });
}

/** The adviser's Missing Document Alerts, shown after login when a client has some: acknowledged, if shown. */
async function acknowledgeAdviserAlerts(page: Page) {
  const alerts = page.getByRole('dialog', { name: 'Missing Document Alerts' });
  if (
    !(await alerts
      .waitFor({ timeout: 3000 })
      .then(() => true)
      .catch(() => false))
  )
    return;
  await alerts.getByRole('button', { name: 'Acknowledge and Close' }).first().click();
  await alerts.waitFor({ state: 'hidden' });
}

describe('missing documents, KYC and appropriateness in the browser (compliance §2.1–2.3, §4)', () => {
  test('dmoclient2 sees the missing-documents modal, uploads a document and answers the KYC form', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoclient2');
    const notice = page.getByRole('dialog', { name: 'Missing Documents' });
    await notice.waitFor();
    for (const line of CLIENT_NOTICE) expect(await notice.innerText()).toContain(line);
    await expect(notice.getByRole('button', { name: 'Acknowledge and Close' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await shot(page, 'client-notice-wide');
    await notice.getByRole('button', { name: 'Go To Missing Documents Section' }).click();
    await page.waitForURL(/\/my-account$/);

    // The upload: a PDF with a message; the status becomes Uploaded.
    const proof = documentEntry(page, 'Proof of address');
    await proof.waitFor();
    await shot(page, 'my-account-before-upload');
    expect(await proof.getByTestId('document-status').innerText()).toBe('Incomplete');
    // A text file named .pdf is refused in the browser with the server's sentence, and nothing is lost.
    await proof
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await proof.getByLabel('Message to client servicing (optional)').fill('A recent utility bill');
    await proof.getByRole('button', { name: 'Upload' }).click();
    await proof.getByText('This file cannot be uploaded. Please upload a PDF, JPEG or PNG file.').waitFor();
    expect(await proof.getByLabel('Message to client servicing (optional)').inputValue()).toBe('A recent utility bill');
    await proof.locator('input[type="file"]').setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await proof.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Document uploaded and submitted to client servicing for review').waitFor();
    await proof.getByTestId('document-status').filter({ hasText: 'Uploaded' }).waitFor();
    await proof.getByRole('button', { name: 'Open uploaded file: utility-bill.pdf' }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'my-account-missing-documents-wide');

    // The KYC form: opened from its item, 1024 wide, the button disabled until a source category is ticked.
    const kycEntry = documentEntry(page, 'Know Your Customer form');
    await kycEntry.getByRole('button', { name: 'Complete the Know Your Customer form' }).click();
    const kyc = page.getByRole('dialog', { name: 'Missing Document - Know Your Customer form' });
    await kyc.waitFor();
    const generate = kyc.getByRole('button', { name: 'Generate and Send Form' });
    await generate.waitFor();
    const width = await kyc.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(1000);
    expect(width).toBeLessThanOrEqual(1024);
    const saving = kyc.getByRole('checkbox', { name: /Savings from salary/ });
    if (await saving.isChecked()) await saving.uncheck();
    const others = [kyc.getByRole('checkbox', { name: /Proceeds from sales/ }), kyc.getByRole('checkbox', { name: /^Others/ })];
    for (const box of others) if (await box.isChecked()) await box.uncheck();
    expect(await generate.isDisabled()).toBe(true);
    await saving.check();
    expect(await generate.isDisabled()).toBe(false);
    await kyc.getByRole('radio', { name: '25,000-49,999' }).check();
    await kyc.getByRole('radio', { name: 'I am not a US person' }).check();
    const declaration = kyc.getByRole('checkbox', { name: /natural person/i });
    if (!(await declaration.isChecked())) await declaration.check();
    await expectNoAxeViolations(page);
    await shot(page, 'kyc-form-wide');
    await generate.click();
    await kyc
      .getByText(GENERATING)
      .waitFor({ timeout: 5000 })
      .catch(async (e: unknown) => {
        throw new Error(
          `${String(e)}; the form says: ${await kyc
            .getByRole('alert')
            .allInnerTexts()
            .then((t) => t.join(' | '))}`,
        );
      });
    await shot(page, 'kyc-generating');
    await kyc.getByText(GENERATED).waitFor();
    await kyc.waitFor({ state: 'hidden' });
    await kycEntry.getByTestId('document-status').filter({ hasText: 'Uploaded' }).waitFor();
    await kycEntry.getByRole('button', { name: 'Open submitted form (PDF)' }).waitFor();
    const submissions = page
      .getByRole('region', { name: 'Submitted compliance forms' })
      .or(page.locator('section[aria-labelledby="submissions-title"]'));
    await submissions
      .getByText(/Know Your Customer/)
      .first()
      .waitFor();
    const popup = page.context().waitForEvent('page');
    await kycEntry.getByRole('button', { name: 'Open submitted form (PDF)' }).click();
    expect((await popup).url()).toMatch(/^blob:/);
  });

  test("the joint account's appropriateness test shows both holders' columns and is submitted", async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmojoint');
    const notice = page.getByRole('dialog', { name: 'Missing Documents' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Go To Missing Documents Section' }).click();
    await page.waitForURL(/\/my-account$/);
    const entry = documentEntry(page, 'Appropriateness Test');
    await entry.getByRole('button', { name: 'Complete the Appropriateness Test' }).click();
    const test = page.getByRole('dialog', { name: 'Missing Document - Appropriateness Test' });
    await test.getByRole('button', { name: 'Generate and Send Form' }).waitFor();
    const headers = await test.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(expect.arrayContaining(['Account Holder 1', 'Account Holder 2']));
    // Prefilled: a box of each holder is ticked for the instruments (the least experienced holder's too).
    expect(await test.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(0);
    await test
      .getByRole('radio', { name: /sufficient knowledge and experience/ })
      .first()
      .check();
    await expectNoAxeViolations(page);
    await shot(page, 'appropriateness-joint-wide');
    await test.getByRole('button', { name: 'Generate and Send Form' }).click();
    await test
      .getByText(GENERATING)
      .waitFor({ timeout: 5000 })
      .catch(async (e: unknown) => {
        throw new Error(
          `${String(e)}; the form says: ${await test
            .getByRole('alert')
            .allInnerTexts()
            .then((t) => t.join(' | '))}`,
        );
      });
    await test.getByText(GENERATED).waitFor();
    await test.waitFor({ state: 'hidden' });
    await entry.getByTestId('document-status').filter({ hasText: 'Uploaded' }).waitFor();
  });

  test('dmoconsultant sees the alerts after login and from Home, and logs in as the client', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoconsultant');
    const alerts = page.getByRole('dialog', { name: 'Missing Document Alerts' });
    await alerts.waitFor();
    expect(await alerts.innerText()).toMatch(/\d+ of your clients? (have|has) missing documents\./);
    expect(await alerts.getByRole('button', { name: 'Acknowledge and Close' }).count()).toBe(2);
    // dmoclient2's account (60 days old) is listed; dmojoint's (30 days) is not: only accounts of 42 days or more.
    expect(await alerts.innerText()).toContain('DMO-100201');
    expect(await alerts.innerText()).not.toContain('DMO-100401');
    await expectNoAxeViolations(page);
    await shot(page, 'adviser-alerts-wide');
    await alerts.getByRole('button', { name: 'Acknowledge and Close' }).first().click();
    await alerts.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Missing Document Alerts \(\d+\)/ }).click();
    await alerts.waitFor();
    const loginAs = alerts.getByRole('button', { name: /^Login As / }).first();
    const clientWindow = page.context().waitForEvent('page');
    await loginAs.click();
    const client = await clientWindow;
    await client.waitForLoadState();
    await client.getByTestId('impersonation-name').waitFor();
    expect(await client.getByTestId('impersonation-name').innerText()).toMatch(/You are logged in as/);
  });

  test('dmoconsultant sees the Notifications bell with a count, opens the modal and goes to the missing documents', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoconsultant');
    await acknowledgeAdviserAlerts(page);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
    await bell.waitFor();
    const count = Number(await page.getByTestId('notifications-count').innerText());
    expect(count).toBeGreaterThan(0);
    await bell.click();
    const modal = page.getByRole('dialog', { name: 'Notifications' });
    const missing = modal.getByRole('region', { name: /^Missing documents \(\d+\)$/ });
    await missing.waitFor();
    // dmoclient2's account (60 days old) still has a document outstanding; dmojoint's (30 days) is not listed.
    expect(await missing.innerText()).toContain('Sofia Brandt');
    expect(await missing.innerText()).toContain('DMO-100201');
    expect(await modal.innerText()).not.toContain('DMO-100401');
    // offsetWidth: the layout's width, not the opening animation's scaled box.
    expect(await modal.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(1220);
    await expectNoAxeViolations(page);
    await shot(page, 'notifications-wide');
    await missing.getByRole('button', { name: 'Open missing documents: Sofia Brandt' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/my-account$/);
    // The section's heading takes the focus, as from the client's notice.
    await page.waitForFunction(() => document.activeElement?.id === 'missing-documents-title');
    await shot(page, 'notifications-to-missing-documents');
  });

  test('dmoadmin sees the investment summary and the admin client list on My Account; the modal fills a phone', async () => {
    const { page, server } = suite;
    // Brand admins get no Missing Document Alerts after login (consultants do).
    await logIn(page, server, 'dmoadmin');
    await page.goto(server.url('dmo', '/my-account'));
    const summary = page.getByRole('table', { name: 'Investment summary' });
    await summary.waitFor();
    expect(await summary.getByRole('row').last().innerText()).toMatch(/^Total\s/);
    const admin = page.getByRole('table', { name: 'Admin client list' });
    await admin.waitFor();
    const text = await admin.innerText();
    for (const name of ['Maximilian Oberhauser-Lindenberg', 'Sofia Brandt', 'Rafael Okafor', 'Clara Whitfield'])
      expect(text).toContain(name);
    expect(text).not.toContain('Thomas Ashdown');
    await admin.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await shot(page, 'my-account-admin-wide');

    const context = await newContext(suite.browser, { viewport: PHONE });
    const phone = await context.newPage();
    await logIn(phone, server, 'dmoadmin');
    await phone.getByRole('button', { name: /^Notifications/ }).click();
    const modal = phone.getByRole('dialog', { name: 'Notifications' });
    await modal.getByRole('region').first().waitFor();
    expect(await modal.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(PHONE.width);
    // The opening animation done, the dialog fills the screen.
    await modal.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((x) => x.finished)));
    expect(await modal.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(PHONE.height);
    await expectNoAxeViolations(phone);
    await shot(phone, 'notifications-phone');
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await phone.goto(server.url('dmo', '/my-account'));
    await phone.getByRole('table', { name: 'Admin client list' }).scrollIntoViewIfNeeded();
    await shot(phone, 'my-account-admin-phone');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('dmoadmin approves the uploaded document, which leaves the queue as approved', async () => {
    const { page, server } = suite;
    await logIn(page, server, 'dmoadmin');
    await page.goto(server.url('dmo', '/my-account'));
    const review = page.getByRole('region', { name: 'Documents to review' });
    const upload = review.locator('[data-testid^="review-"]').filter({ hasText: 'utility-bill.pdf' });
    await upload.waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'review-queue-wide');
    await upload.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Document approved').waitFor();
    await upload.waitFor({ state: 'detached' });

    // The client's item is approved: its list (GET missing-documents) answers the new status.
    const rows = server.query<{ status: string }>(
      "SELECT m.status FROM missing_documents m JOIN users u ON u.id = m.user_id WHERE u.username = 'dmoclient2' AND m.document_type = 'ProofOfAddress'",
    );
    expect(rows).toEqual([{ status: 'approved' }]);
  });

  test('on a phone the modals fill the screen and My Account reads without sideways scrolling', async () => {
    const context = await newContext(suite.browser, { viewport: PHONE });
    const page = await context.newPage();
    await logIn(page, suite.server, 'dmojoint');
    const notice = page.getByRole('dialog', { name: 'Missing Documents' });
    await notice.waitFor();
    await shot(page, 'client-notice-phone');
    const box = await notice.evaluate((el) => el.getBoundingClientRect().width);
    expect(box).toBeLessThanOrEqual(PHONE.width);
    await notice.getByRole('button', { name: 'Go To Missing Documents Section' }).click();
    await documentEntry(page, 'Appropriateness Test').waitFor();
    await page.locator('#missing-documents').scrollIntoViewIfNeeded();
    await shot(page, 'my-account-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
