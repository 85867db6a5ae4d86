/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { UiSchema } from '@rjsf/utils';
import type { Page } from 'playwright-core';
import { ACCOUNT_OPENING_MESSAGES as M, missingDocumentsMessage } from '@/engine';
import { renderSchemaFor } from '@/widgets/renderSchema';
import { createCompilingRegistry } from '../../server/forms/compilingRegistry';
import { startDocuSignFake } from '../unit/support/docusignFake';
import { SECTIONS } from '../api/account-opening.fixtures';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { fillForm } from './support/formFiller';
import { logIn } from './support/journeys';
import { startServer } from './support/server';

/**
 * The account-opening wizard in Chromium against the real server: advisers open accounts through
 * every stage (standalone and joint with the built-in e-signature, QROPS, manual signing), the
 * leave prompt both ways, resuming after a reload, and the new client logging in to see the
 * account. axe-core on every stage; screenshots of every stage at 1366 px and one at 390 px.
 */

jest.setTimeout(90_000);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Answers = Record<string, Json>;

const FORMS = resolve(__dirname, '../../schemas/forms');
const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(join(FORMS, ...parts), 'utf8')) as T;
const registry = createCompilingRegistry();
for (const f of readdirSync(join(FORMS, '_defs')).filter((n) => n.endsWith('.json'))) registry.addDefinitions(readJson('_defs', f));
for (const id of [
  'account-type',
  'personal-details',
  'correspondence',
  'disbursement',
  'risk-profile',
  'account-appropriateness',
  'fees',
  'acknowledgements',
]) {
  registry.addForm(readJson(id, 'schema.json'), readJson(id, 'ui.json'));
}

const COMPLETION = 'Your account sign-up is complete. You will receive an e-mail from Client Servicing shortly.';

const holder = (first: string, last: string, extra: Answers = {}): Answers => ({
  TitleId: 4,
  FirstName: first,
  LastName: last,
  BirthDay: 14,
  BirthMonth: 3,
  BirthYear: 1978,
  PlaceOfBirth: 'Hamburg',
  CountryOfBirthId: 276,
  NationalityId: 276,
  MaritalStatusId: 2,
  EducationLevelId: 5,
  PassportNumber: 'C01X00T47',
  Address: { Street: 'Hauptstraße', StreetNo: '12a', Place: 'Berlin', PostalCode: '10115', CountryId: 276 },
  HasMoved: false,
  EmailPrimary: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
  PhonePrimary: '+49 151 2345 6789',
  FiscalCountryId: 276,
  TaxNumber: '12 345 678 901',
  IsUSCitizen: false,
  PoliticallyExposed: false,
  EmploymentStatusId: 1,
  OccupationId: 2,
  EmployerName: 'Nordlicht Engineering GmbH',
  ReportingTermsAgreed: true,
  CorrespondenceTermsAgreed: true,
  ...extra,
});
const DISBURSEMENT: Answers = {
  CurrencyId: 'EUR',
  AccountName: 'Clara Weiss',
  IBAN: 'DE89370400440532013000',
  SWIFT: 'COBADEFFXXX',
  BankName: 'Commerzbank',
  CountryId: 276,
};
const RISK: Answers = {
  CurrencyId: 'EUR',
  DisposableAssetsRangeId: 43,
  RiskProfileId: 1,
  IncomeSources: [{ IncomeSourceId: 1, Proceeds: 1 }],
  SourceOfFunds: [{ FundTypeId: 1 }],
};
const APPROPRIATENESS: Answers = { NotInterested: true, AppropriatenessTestTerms: true, NaturalPersonTerms: true };
const FEES: Answers = {
  AccessTypeId: 1,
  FeeOptionId: 1,
  PlatformProcessingFee: 3.5,
  AnnualAccountFee: 212,
  AnnualAccountFeeRemuneration: 64,
  AccountServiceFee: 1.2,
  InitialFee: 0,
  ETFEntryFee: 1,
  EquitiesEntryFee: 1.5,
  MinimumCashBalance: 2,
};

const suite = browserSuite();
const page = () => suite.page;
const h2 = (name: string) => page().getByRole('heading', { level: 2, name, exact: true });
const checkedStages: string[] = [];
/** The wizard's step heading (focused on every step change). */
const STEP_HEADING = 'h2[tabindex="-1"]';

/** Waits for a step, checks it with axe (once per stage and journey) and takes its picture. */
async function atStep(title: string, shot: string): Promise<void> {
  await h2(title).waitFor();
  await page().evaluate(() => window.scrollTo(0, 0));
  await screenshot(page(), shot);
  expect(await axeViolations(page())).toEqual([]);
  checkedStages.push(title);
}

/** Answers a form step the way an adviser would, then Next (the section is saved when its last step is passed). */
async function answer(stepId: string, title: string, formId: string, data: Answers, shot: string): Promise<void> {
  await h2(title).waitFor();
  const form = page().locator('form.rjsf').first();
  const report = await fillForm(
    page(),
    form,
    renderSchemaFor(registry, formId),
    registry.ui(formId) as UiSchema,
    data,
    `account-opening-${stepId}`,
  );
  expect(report.skipped).toEqual([]);
  await atStep(title, shot);
  await next();
}

async function next(): Promise<void> {
  const heading = await page().locator(STEP_HEADING).innerText();
  await page().getByRole('button', { name: 'Next' }).click();
  // On to the next step, or an error shown on this one.
  await page().waitForFunction((before) => {
    const h = document.querySelector('h2[tabindex="-1"]');
    return (h && h.textContent !== before) || document.querySelector('[role=alert]');
  }, heading);
  const alert = page().getByRole('alert');
  if (await alert.count()) throw new Error(`Step "${heading}" stayed: ${await alert.first().innerText()}`);
}

async function startOpening(user: string): Promise<void> {
  await logIn(page(), suite.server, user);
  await page().getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open Account' }).click();
  await page().getByRole('heading', { level: 1, name: 'Open Account' }).waitFor();
  await page().getByRole('button', { name: 'Start account opening' }).click();
}

/** Stage 1 and 2: account type, confirm, holders, correspondence, disbursement. */
async function firstStages(accountType: Answers, holders: Answers[], prefix: string): Promise<void> {
  await answer('AccountType', 'Account type', 'account-type', accountType, `${prefix}-1-account-type`);
  await atStep('Confirm details', `${prefix}-1-confirm-details`);
  await next();
  await answer(
    'FirstAccountHolderDetails',
    'First account holder details',
    'personal-details',
    { Holders: holders },
    `${prefix}-2-holders`,
  );
  await answer(
    'CorrespondenceInformation',
    'Correspondence information',
    'correspondence',
    { CorrespondenceAddress: 'Primary' },
    `${prefix}-2-correspondence`,
  );
  await answer('DisbursementAccountDetails', 'Disbursement account details', 'disbursement', DISBURSEMENT, `${prefix}-2-disbursement`);
}

/** Fees and the three acknowledgement steps. */
async function lastStages(prefix: string): Promise<void> {
  await answer('FeesAndCharges', 'Fees and Charges', 'fees', FEES, `${prefix}-4-fees`);
  await answer(
    'DiscretionaryManagementServices',
    'Discretionary management services',
    'acknowledgements',
    { AppointDAM: false },
    `${prefix}-5-dam`,
  );
  await answer(
    'BusinessConditions',
    'Business conditions',
    'acknowledgements',
    { BusinessConditionsTerms: true },
    `${prefix}-5-business-conditions`,
  );
  await answer(
    'AcknowledgeAppropriatenessTest',
    'Appropriateness test',
    'acknowledgements',
    { AppropriatenessTestTerms: true },
    `${prefix}-5-appropriateness-terms`,
  );
}

/** A small real PDF, as an adviser's scan. */
const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
});

/** Uploads a document on the Sign step by its label (choosing the file uploads it) and waits until it is listed. */
async function uploadDocument(label: string, fileName: string, on: Page = page()): Promise<void> {
  await on.getByLabel(label, { exact: true }).setInputFiles(PDF(fileName));
  await on.getByRole('button', { name: `Remove ${fileName}` }).waitFor();
}

/** The identity document and the proof of address every opening asks for before completion. */
async function uploadSupportingDocuments(on: Page = page()): Promise<void> {
  await uploadDocument('Passport or identity card', 'passport.pdf', on);
  await uploadDocument('Proof of address', 'utility-bill.pdf', on);
}

/** Built-in e-signature: each signer in order types their full name on the adviser's screen. */
async function signInPortal(names: string[], prefix: string, generate = true): Promise<void> {
  await h2('Sign').waitFor();
  if (generate) await page().getByRole('button', { name: 'Generate documents' }).click();
  await page().getByRole('heading', { name: 'Documents to sign' }).waitFor();
  await atStep('Sign', `${prefix}-6-sign`);
  for (const name of names) {
    await page().getByLabel(`${name}, type your full name to sign`).fill(name.toUpperCase());
    await page()
      .getByRole('button', { name: `Sign as ${name}` })
      .click();
    await page()
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText(/^Signed on \d\d\/\d\d\/\d{4} \d\d:\d\d$/)
      .waitFor();
  }
  await uploadSupportingDocuments();
  await screenshot(page(), `${prefix}-6-signed`);
  await next();
}

async function finish(prefix: string): Promise<string> {
  await page().getByText(COMPLETION).waitFor();
  await atStep('Finish', `${prefix}-7-finish`);
  const number = (
    await page()
      .getByText(/^Account number: /)
      .innerText()
  ).replace('Account number: ', '');
  await page().getByRole('button', { name: 'Finish' }).click();
  await page().waitForURL(/\/my-account$/);
  return number;
}

/** The set-password link the new client was e-mailed, from the outbox of the temporary database. */
function setPasswordLinkFor(email: string): string {
  const mails = suite.server.query<{ body: string }>('select body from email_outbox where to_address = ? order by id', email);
  const link = mails.map((m) => /http:\/\/\S+reset-password\?token=\S+/.exec(m.body)?.[0]).find(Boolean);
  if (!link) throw new Error(`No set-password e-mail to ${email}`);
  return link;
}

describe('a consultant opens accounts', () => {
  it('opens a standalone account for a new client end to end, and the client logs in and sees it', async () => {
    await startOpening('dmoconsultant');
    // The step is not in the address.
    expect(new URL(page().url()).pathname).toBe('/open-account');
    expect(new URL(page().url()).search).toBe('');
    await firstStages({ AccountTypeId: 400159, IsJoint: false }, [holder('Clara', 'Weiss')], 'standalone');
    expect(new URL(page().url()).pathname).toBe('/open-account');
    await sourceOfFundsGuidelines();
    await answer('RiskProfile', 'Risk profile', 'risk-profile', RISK, 'standalone-3-risk-profile');
    await answer('AppropriatenessTest', 'Appropriateness test', 'account-appropriateness', APPROPRIATENESS, 'standalone-3-appropriateness');
    await lastStages('standalone');
    await h2('Sign').waitFor();
    // This server has no DocuSign settings: DocuSign is not offered.
    expect(
      await page()
        .getByRole('radio', { name: /DocuSign/ })
        .count(),
    ).toBe(0);
    // A file the server would refuse is refused in the browser with the server's sentence, and nothing is listed.
    await page()
      .getByLabel('Passport or identity card', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') });
    await page().getByRole('alert').filter({ hasText: M.documentWrongType }).waitFor();
    await page()
      .getByLabel('Passport or identity card', { exact: true })
      .setInputFiles({
        name: 'huge-scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
      });
    await page().getByRole('alert').filter({ hasText: M.documentTooLarge }).waitFor();
    await screenshot(page(), 'standalone-6-upload-refused');
    // A file whose name says PDF but whose bytes do not: the server's 415 Message.
    await page()
      .getByLabel('Passport or identity card', { exact: true })
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await page().getByRole('alert').filter({ hasText: M.documentWrongType }).waitFor();
    expect(
      await page()
        .getByRole('button', { name: /^Remove / })
        .count(),
    ).toBe(0);
    await signInPortal(['Clara Weiss'], 'standalone');
    const number = await finish('standalone');

    // The phone number was stored sanitised: dial code, hyphen, digits.
    const [section] = suite.server.query<{ data_json: string }>(
      "select data_json from account_opening_sections where section = 'PersonalDetails' and current = 1",
    );
    expect((JSON.parse(section.data_json) as { Holders: Answers[] }).Holders[0].PhonePrimary).toBe('+49-15123456789');

    const link = setPasswordLinkFor('clara.weiss@example.com');
    const context = await newContext(suite.browser);
    const client = await context.newPage();
    await client.goto(link);
    await client.getByRole('textbox', { name: 'New password', exact: true }).fill('Clara-Weiss-2024');
    await client.getByLabel('Repeat the new password').fill('Clara-Weiss-2024');
    await client.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await client.getByText('Your password has been changed. You can now log in with your new password.').waitFor();
    const [user] = suite.server.query<{ username: string }>(
      'select u.username from users u join accounts a on a.user_id = u.id where a.number = ?',
      number,
    );
    await client.goto(suite.server.url('dmo', '/login'));
    await client.getByLabel('Username').fill(user.username);
    await client.getByLabel('Password').fill('Clara-Weiss-2024');
    await client.getByRole('button', { name: 'LOG IN' }).click();
    await client.locator('header').waitFor();
    await client.goto(suite.server.url('dmo', '/my-account'));
    await client.getByText(number).first().waitFor();
    await screenshot(client, 'standalone-client-my-account');
    await context.close();
  });

  it("opens a joint account: both holders, and each signs in order on the adviser's screen", async () => {
    await startOpening('dmoconsultant');
    await firstStages({ AccountTypeId: 400159, IsJoint: true }, [holder('Jonas', 'Berg'), holder('Lea', 'Berg')], 'joint');
    await answer('RiskProfile', 'Risk profile', 'risk-profile', RISK, 'joint-3-risk-profile');
    await answer('AppropriatenessTest', 'Appropriateness test', 'account-appropriateness', APPROPRIATENESS, 'joint-3-appropriateness');
    await lastStages('joint');
    await h2('Sign').waitFor();
    await page().getByRole('button', { name: 'Generate documents' }).click();
    // Holder 1 signs first: a wrong name is refused with the server's message.
    await page().getByLabel('Jonas Berg, type your full name to sign').fill('Lea Berg');
    await page().getByRole('button', { name: 'Sign as Jonas Berg' }).click();
    await page().getByText("The name typed does not match the signer's name.").waitFor();
    expect(await page().getByRole('button', { name: 'Next' }).count()).toBe(0);
    await signInPortal(['Jonas Berg', 'Lea Berg'], 'joint', false);
    await finish('joint');
    const signers = suite.server.query<{ name: string; signed_at: string | null }>(
      'select name, signed_at from account_opening_signers order by opening_id desc, signer_order limit 2',
    );
    expect(signers.map((x) => x.name)).toEqual(['Jonas Berg', 'Lea Berg']);
    expect(signers.every((x) => x.signed_at)).toBe(true);
  });

  it('opens a QROPS account without the Investment Profile, with trustees, signed manually', async () => {
    await startOpening('dmoadmin');
    await h2('Account type').waitFor();
    const tracker = page().getByRole('navigation', { name: 'Progress' });
    await page().getByRole('radio', { name: 'QROPS account' }).check();
    // Trustees and the DFM provider show for QROPS; Investment Profile is gone.
    await page()
      .getByRole('combobox', { name: /^DFM provider/ })
      .waitFor();
    expect(await tracker.innerText()).not.toContain('Investment Profile');
    const form = page().locator('form.rjsf').first();
    const trustees = await fillForm(
      page(),
      form,
      renderSchemaFor(registry, 'account-type'),
      registry.ui('account-type') as UiSchema,
      { Trustees: ['Harbour Trustees Ltd'] },
      'account-opening-AccountType',
    );
    expect(trustees.skipped).toEqual([]);
    await pickOption('DFM provider', 'Meridian Portfolio Managers');
    await atStep('Account type', 'qrops-1-account-type');
    await next();
    await atStep('Confirm details', 'qrops-1-confirm-details');
    await next();
    const member = holder('Martin', 'Kovac');
    delete member.FiscalCountryId;
    delete member.TaxNumber;
    await answer('FirstAccountHolderDetails', 'First account holder details', 'personal-details', { Holders: [member] }, 'qrops-2-holders');
    await answer(
      'CorrespondenceInformation',
      'Correspondence information',
      'correspondence',
      { CorrespondenceAddress: 'Primary' },
      'qrops-2-correspondence',
    );
    await answer('DisbursementAccountDetails', 'Disbursement account details', 'disbursement', DISBURSEMENT, 'qrops-2-disbursement');
    // Straight from Personal Details to Fees and Charges.
    await lastStages('qrops');
    await h2('Sign').waitFor();
    await page()
      .getByRole('radio', { name: /On paper/ })
      .check();
    await page().getByRole('button', { name: 'Generate documents' }).click();
    await page().getByRole('button', { name: 'Download the application form' }).waitFor();
    await uploadDocument('Signed application form', 'signed-form.pdf');
    // Signed, but the identity document and the proof of address are still missing: the step says so and stays.
    await page().getByRole('button', { name: 'Next' }).click();
    await page()
      .getByRole('alert')
      .filter({ hasText: missingDocumentsMessage(['Passport or identity card', 'Proof of address']) })
      .waitFor();
    await uploadSupportingDocuments();
    await atStep('Sign', 'qrops-6-sign-manual');
    await next();
    await finish('qrops');
    const [opening] = suite.server.query<{ is_manual: number }>('select is_manual from account_openings order by id desc limit 1');
    expect(opening.is_manual).toBe(1);
  });

  it('asks before leaving (No stays, Yes leaves) and resumes after a reload where the adviser left off', async () => {
    await startOpening('dmoowner');
    await answer('AccountType', 'Account type', 'account-type', { AccountTypeId: 400159, IsJoint: false }, 'leave-1-account-type');
    await next();
    await h2('First account holder details').waitFor();
    const nav = page().getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Account' }).click();
    const dialog = page().getByRole('alertdialog');
    await dialog
      .getByText('Are you sure you want to leave the account opening section? Any unsaved progress on the current step will be lost')
      .waitFor();
    // axe measures colours: the dialog's fade-in must be over (half-transparent buttons fail contrast).
    await page().waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await axeViolations(page())).toEqual([]);
    await screenshot(page(), 'leave-prompt');
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page().url()).pathname).toBe('/open-account');
    await h2('First account holder details').waitFor();

    // A reload (the browser's own prompt is accepted) offers to continue; Continue goes where the adviser left off.
    page().on('dialog', (d) => void d.accept());
    await page().reload();
    await page().getByRole('button', { name: 'Continue' }).click();
    await h2('First account holder details').waitFor();
    const tracker = page().getByRole('navigation', { name: 'Progress' });
    expect(await tracker.getByRole('listitem').first().innerText()).toContain('(done)');
    // Stage 1 is valid, so it can be entered again; later stages cannot be entered yet.
    expect(await tracker.getByRole('button', { name: 'Account Type Selection' }).count()).toBe(1);
    expect(await tracker.getByRole('button', { name: 'Fees and Charges' }).count()).toBe(0);
    await tracker.getByRole('button', { name: 'Account Type Selection' }).click();
    await h2('Account type').waitFor();
    expect(await page().getByRole('radio', { name: 'Standalone account' }).isChecked()).toBe(true);
    await page().setViewportSize({ width: 390, height: 844 });
    await screenshot(page(), 'resume-account-type-390');
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page().setViewportSize({ width: 1366, height: 900 });

    await nav.getByRole('link', { name: 'My Account' }).click();
    await page().getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page().waitForURL(/\/my-account$/);
  });

  it('signs by DocuSign when the platform has DocuSign (a local fake), shows the holders signed once DocuSign says so, and completes', async () => {
    const fake = await startDocuSignFake();
    const server = await startServer(
      {
        DOCUSIGN_BASE_URL: fake.baseUrl,
        DOCUSIGN_ACCOUNT_ID: fake.accountId,
        DOCUSIGN_ACCESS_TOKEN: fake.accessToken,
      },
      { complianceSettled: true },
    );
    const context = await newContext(suite.browser);
    const p = await context.newPage();
    try {
      await logIn(p, server, 'dmoconsultant');
      // Every section saved through the API (the stages themselves are walked through above), then resumed in the wizard.
      const sections = [
        ['accounttype/add', SECTIONS.accountType],
        ['personaldetails/add', SECTIONS.personalDetails()],
        ['disbursement/add', SECTIONS.disbursement()],
        ['investmentprofile/add', SECTIONS.investmentProfile()],
        ['fees/add', SECTIONS.fees()],
        ['acknowldedgements/add', SECTIONS.acknowledgements()],
      ] as const;
      await p.evaluate(
        async (calls) => {
          const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
          const start = await (await fetch('/api/accounts/opening/start', { method: 'POST', headers, body: '{}' })).json();
          for (const [path, body] of calls) {
            const res = await fetch(`/api/accounts/opening/${path}`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ AccountOpeningId: start.Data.ID, ...body }),
            });
            if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
          }
        },
        sections as unknown as Array<[string, Record<string, unknown>]>,
      );
      await p.goto(server.url('dmo', '/open-account'));
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.getByRole('heading', { level: 2, name: 'Sign', exact: true }).waitFor();
      await p.getByRole('radio', { name: /By DocuSign/ }).check();
      await p.getByRole('button', { name: 'Generate documents' }).click();
      await p.getByText('Your Docusign emails have been sent. Please check your emails', { exact: true }).waitFor();
      const [envelope] = [...fake.envelopes.values()];
      expect(envelope.signers.map((x) => x.email)).toEqual(['anna.schmidt@example.com']);
      await p.getByRole('list', { name: 'Signers' }).getByText('Not signed yet').waitFor();
      await uploadSupportingDocuments(p);
      // Not signed yet: Finish is not offered.
      expect(await p.getByRole('button', { name: 'Next' }).count()).toBe(0);

      for (const signer of envelope.signers) fake.complete(envelope.id, signer.recipientId);
      await p.getByRole('button', { name: 'Check the signatures' }).click();
      await p
        .getByRole('list', { name: 'Signers' })
        .getByText(/^Signed on \d\d\/\d\d\/\d{4} \d\d:\d\d$/)
        .waitFor();
      await screenshot(p, 'docusign-6-signed');
      expect(await axeViolations(p)).toEqual([]);
      // The Sign step with its documents on a phone: nothing wider than the screen.
      await p.setViewportSize({ width: 390, height: 844 });
      await screenshot(p, 'docusign-6-signed-390');
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await p.setViewportSize({ width: 1366, height: 900 });
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByText(COMPLETION).waitFor();
      await screenshot(p, 'docusign-7-finish');
      const [opening] = server.query<{ status: string; is_docusign: number }>(
        'select status, is_docusign from account_openings order by id desc limit 1',
      );
      expect(opening).toEqual({ status: 'Completed', is_docusign: 1 });
    } catch (e) {
      await screenshot(p, 'docusign-failure');
      throw e;
    } finally {
      await context.close();
      await server.stop();
      await fake.close();
    }
  });

  it('checked every stage with axe', () => {
    for (const stage of [
      'Account type',
      'Confirm details',
      'First account holder details',
      'Correspondence information',
      'Disbursement account details',
      'Risk profile',
      'Appropriateness test',
      'Fees and Charges',
      'Discretionary management services',
      'Business conditions',
      'Sign',
      'Finish',
    ]) {
      expect(checkedStages).toContain(stage);
    }
  });
});

/** The Investment Profile step's Source of Funds Guidelines (compliance §2.8): the table of the thirteen origins opens and closes. */
async function sourceOfFundsGuidelines(): Promise<void> {
  await h2('Risk profile').waitFor();
  await page().getByRole('button', { name: 'Source of Funds Guidelines' }).click();
  const dialog = page().getByRole('dialog', { name: 'Source of Funds Guidelines' });
  const table = dialog.getByRole('table', { name: 'Source of Funds Guidelines' });
  await table.waitFor();
  expect(await table.getByRole('rowheader').allInnerTexts()).toEqual([
    'Salary / wages',
    'Financial investments',
    'Property sale',
    'Company sale',
    'Matured insurance',
    'Inheritance',
    'Donation',
    'Compensation',
    'Rental income',
    'Gain from shareholding',
    'Business gain',
    'Retirement / disability pension',
    'Other',
  ]);
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
    'Origin of funds',
    'Risk category 1 and 2: fill in the details in the Investment Profile step',
    'Risk category 3: document proof',
  ]);
  // The dialog's fade-in (Fluent's motion) is over before the picture.
  await page().waitForTimeout(400);
  await screenshot(page(), 'standalone-3-source-of-funds-guidelines');
  expect(await axeViolations(page())).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Picks a choice of a reference-list select (the served providers) by its text. */
async function pickOption(label: string, text: string): Promise<void> {
  const field = page().getByRole('combobox', { name: new RegExp(`^${label}`) });
  if ((await field.evaluate((e) => e.tagName)) === 'SELECT') {
    await field.selectOption({ label: text });
    return;
  }
  await field.click();
  await page().getByRole('option', { name: text }).click();
}
