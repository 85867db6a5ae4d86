/** @jest-environment node */
import { mkdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { pdfText } from '../api/support/pdfText';
import { axeViolations, browserSuite, newContext } from './support/browser';
import { logIn, PASSWORD } from './support/journeys';
import type { RunningServer } from './support/server';

/**
 * The form studio in Chromium (issue 13, items 3 and 6): a compliance user opens the KYC form,
 * changes a label and tightens a bound in the structured editor, sees the preview draw the draft,
 * the diff list both changes with the bound marked Breaking, and the JSON editor (loaded lazily)
 * hold the change; rewords the US person message, sees the fixture expecting the old words fail in
 * the Tests panel and fixes it by saving the preview's answers as a test case; saves, checks the
 * draft against existing answers, submits; a second compliance user approves; the author publishes
 * and reads the audit log; a client then meets the new message in the KYC form on My Account, while
 * the KYC answers it gave before the publication still show, and print, with the old version's
 * label (issue 13 item 2). On a phone the studio stacks.
 */

jest.setTimeout(300_000);

// dmoclient2 must still owe the KYC form (the missing-documents item opens it), so the demo's
// missing documents stay; the reminders that follow the notice are settled.
const suite = browserSuite({}, { complianceSettled: false, remindersSettled: true });
const NEW_US_MESSAGE = 'Please tell us whether you are a US person';
const NEW_REMARKS_MESSAGE = 'Remarks must be at most 200 characters';
const SHOTS = '/tmp/shots';
/** What dmoclient2 answered in Remarks on version 1 of the KYC form, before the label became 'Other remarks'. */
const OLD_REMARKS = 'Answered before the studio change';
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/**
 * Every script error and failed request of a page, to assert none happened. The studio's reference
 * lists come from the account-opening form info, which a compliance role may not read (403): the
 * studio then draws those selects empty by design (src/sagas/formsSaga.ts, loadReferenceData), and
 * the browser logs the refused request — that one is expected.
 */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  const expected = (url: string, status: number) => status === 403 && new URL(url).pathname === '/api/accounts/opening/form';
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const at = message.location().url;
    if (at && /status of 403/.test(message.text()) && expected(at, 403)) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected(response.url(), response.status()))
      problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

/** Calls the API of the journey's server from Node, on the dmo host, as the holder of `token`. */
function callApi(
  server: RunningServer,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: `/api/${path}`,
        headers: {
          host: `dmo.localhost:${server.port}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The `Data` of a successful JSON answer (a failed one fails the test with its Message). */
async function dataOf<T>(answer: Promise<{ status: number; body: Buffer }>): Promise<T> {
  const { status, body } = await answer;
  const json = JSON.parse(body.toString('utf8')) as { Data?: T; Message?: string };
  if (status !== 200) throw new Error(`${status}: ${json.Message ?? body.toString('utf8')}`);
  return json.Data as T;
}

/**
 * An old submission for the journey to find after the publication: dmoclient2 answers its KYC item
 * on version 1 through the API the browser uses, and client servicing sends the item back, so the
 * client still owes the KYC form (the journey answers it again on the new version).
 */
async function answerKycOnVersion1(server: RunningServer): Promise<number> {
  const [client] = server.query<{ id: number; white_label_id: number }>(
    "SELECT id, white_label_id FROM users WHERE username = 'dmoclient2'",
  );
  const [item] = server.query<{ id: number }>("SELECT id FROM missing_documents WHERE user_id = ? AND document_type = 'KYC'", client.id);
  const login = (who: string) =>
    dataOf<{ Token: string }>(callApi(server, 'POST', 'authentication', undefined, { UserName: who, Password: PASSWORD }));
  const answers = JSON.parse(readFileSync(join(__dirname, '../../schemas/forms/kyc/fixtures/valid/salary-only.json'), 'utf8')) as object;
  const { SubmissionId } = await dataOf<{ SubmissionId: number }>(
    callApi(server, 'POST', 'missing-documents/docusign/kyc', (await login('dmoclient2')).Token, {
      missingDocumentId: item.id,
      data: { ...answers, Remarks: OLD_REMARKS },
      whiteLabelId: client.white_label_id,
    }),
  );
  await dataOf(
    callApi(server, 'POST', `missing-documents/${item.id}/review`, (await login('dmoadmin')).Token, {
      Status: 'incomplete',
      Note: 'Please confirm your answers again.',
    }),
  );
  return SubmissionId;
}

describe('the form studio in the browser', () => {
  test('dmocompliance changes a KYC label and bound, sees the preview, the diff and the JSON', async () => {
    const { page, server } = suite;
    const oldSubmission = await answerKycOnVersion1(server);
    const problems = problemsOf(page);
    const editorChunks: string[] = [];
    page.on('request', (request) => {
      if (/JsonDraftEditor-[\w-]+\.js$/.test(request.url())) editorChunks.push(request.url());
    });
    await logIn(page, server, 'dmocompliance');
    await page.waitForURL(/\/studio\/forms$/);
    const nav = page.getByRole('navigation', { name: 'Forms' });
    await nav.getByRole('button', { name: 'kyc', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(/^kyc · version /).waitFor();
    expect(await preview.getByText('Preview of the published version').isVisible()).toBe(true);
    // The code editor is not fetched until the JSON tab opens.
    expect(editorChunks).toEqual([]);

    // The structured editor: pick the field, change its label and tighten its maximum length.
    await page.getByRole('combobox', { name: /Field to edit/ }).click();
    await page.getByRole('option', { name: 'Remarks (Remarks)', exact: true }).click();
    const labelBox = page.getByRole('group', { name: 'Label' });
    await labelBox.getByRole('textbox', { name: 'Label' }).fill('Other remarks');
    await labelBox.getByRole('button', { name: 'Apply label' }).click();
    await page.getByRole('spinbutton', { name: 'Maximum length' }).fill('200');
    await page.getByRole('button', { name: 'Apply bounds' }).click();

    // The preview draws the draft with the new label, and says it does not validate a changed rule.
    await preview.getByRole('textbox', { name: /^Other remarks/ }).waitFor();
    expect(await preview.getByRole('textbox', { name: /^Remarks/ }).count()).toBe(0);
    expect(await preview.getByText('Preview of the draft').isVisible()).toBe(true);
    await preview.getByText(/This draft changes the form's rules/).waitFor();
    expect(await nav.getByRole('button', { name: 'kyc (draft)' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'studio-structured-editor');

    // The diff: both changes, the bound's marked Breaking.
    await page.getByRole('tab', { name: 'Changes (2)' }).click();
    const rows = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
    expect(await rows.allInnerTexts()).toEqual([
      "'Remarks' renamed to 'Other remarks'",
      expect.stringMatching(/^'Other remarks' maximum length lowered from 300 to 200 characters\s*Breaking$/),
    ]);
    expect(await rows.nth(0).getByText('Breaking').count()).toBe(0);
    expect(await page.getByRole('tabpanel').getByRole('status').innerText()).toBe(
      '2 changes from the published version, 1 of them breaking.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'studio-diff');

    // The JSON editor, in its own chunk: the draft with both changes.
    await page.getByRole('tab', { name: 'JSON' }).click();
    const code = page.getByRole('textbox', { name: 'Draft as JSON' });
    await code.waitFor();
    expect(editorChunks).toHaveLength(1);
    await page.getByText('"$id": "https://tessera.example/schemas/forms/kyc"').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'studio-json-editor');
    // Both changes are further down than the editor shows: its search (Ctrl+F) takes the user there.
    const find = async (text: string) => {
      await code.click();
      await page.keyboard.press('Control+f');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      await code.getByText(text).waitFor();
      await page.keyboard.press('Escape');
    };
    await find('"maxLength": 200');
    expect(await code.innerText()).toMatch(/"Remarks": \{\s*"type": "string",\s*"maxLength": 200,/);
    // Hovering a keyword shows what the draft's JSON Schema says of it (here the bound's type), as HTML
    // from the editor's own markdown (editorMarkdown.ts, in place of markdown-it and shiki).
    const keyword = await page.evaluate(() => {
      const line = [...document.querySelectorAll('.cm-line')].find((l) => l.textContent?.includes('"maxLength": 200'));
      const walker = line && document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let n = walker?.nextNode(); n; n = walker?.nextNode()) {
        const i = n.textContent?.indexOf('maxLength') ?? -1;
        if (i < 0) continue;
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 3);
        const r = range.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }
      return null;
    });
    expect(keyword).not.toBeNull();
    await page.mouse.move(keyword!.x, keyword!.y);
    const hover = page.locator('.cm-tooltip-hover');
    await hover.locator('code p').waitFor();
    expect(await hover.locator('code p').innerText()).toBe('number');
    await shot(page, 'studio-json-hover');
    await page.mouse.move(0, 0);
    await find('"ui:title": "Other remarks"');
    await shot(page, 'studio-json-found');

    // Text that does not parse: marked, and the draft (and the preview) keep the last valid JSON.
    await code.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(',');
    await page.getByRole('alert').filter({ hasText: 'The JSON does not parse' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'The draft keeps the last valid JSON.' }).count()).toBe(1);
    expect(await preview.getByRole('textbox', { name: /^Other remarks/ }).isVisible()).toBe(true);
    await shot(page, 'studio-json-error');
    await page.keyboard.press('Backspace');
    await page.getByRole('alert').filter({ hasText: 'The JSON does not parse' }).waitFor({ state: 'detached' });

    // Reworded messages: the fixtures that expect the old words now fail in the Tests panel.
    await page.getByRole('tab', { name: 'Fields' }).click();
    await page.getByRole('combobox', { name: /Field to edit/ }).click();
    await page.getByRole('option', { name: /US Persons$/ }).click();
    await page.getByRole('combobox', { name: 'Message for' }).click();
    await page.getByRole('option', { name: 'Missing answer', exact: true }).click();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(NEW_US_MESSAGE);
    await page.getByRole('button', { name: 'Apply message' }).click();
    // And the tightened bound's message says the new limit.
    await page.getByRole('combobox', { name: /Field to edit/ }).click();
    await page.getByRole('option', { name: 'Other remarks', exact: true }).click();
    await page.getByRole('combobox', { name: 'Message for' }).click();
    await page.getByRole('option', { name: 'Maximum length', exact: true }).click();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(NEW_REMARKS_MESSAGE);
    await page.getByRole('button', { name: 'Apply message' }).click();
    const tests = page.getByRole('region', { name: 'Tests', exact: true });
    await tests
      .getByRole('status')
      .getByText(/^2 of \d+ tests fail: the draft cannot be submitted until they pass\.$/)
      .waitFor();
    const failing = tests.getByRole('listitem').filter({ hasText: /^Fail/ });
    expect(await failing.allInnerTexts()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Fail\\s*invalid/missing-us-person\\s*Fixture invalid/missing-us-person should fail first with "Please state whether you are a US person" but the first error is "${NEW_US_MESSAGE}" at /USPerson\\.$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^Fail\\s*invalid/remarks-too-long\\s*Fixture invalid/remarks-too-long should fail first with "Remarks must be at most 300 characters" but the first error is "${NEW_REMARKS_MESSAGE}" at /Remarks\\.$`,
        ),
      ),
    ]);
    await failing.first().scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'studio-tests-failing');

    // The preview's answers without the US person answer, saved as the test case of that name: it
    // replaces the file's fixture, expecting the new words.
    await preview.getByRole('radio', { name: '25,000-49,999' }).check();
    await preview.getByRole('checkbox', { name: /Savings from salary/ }).check();
    await preview.getByRole('checkbox', { name: /natural person/i }).check();
    const saveCase = preview.getByRole('region', { name: 'Save as a test case' });
    await saveCase.getByRole('textbox', { name: /Test case name/ }).fill('missing-us-person');
    await saveCase.getByRole('button', { name: 'Save as a test case' }).click();
    await saveCase
      .getByRole('status')
      .getByText(`Saved "missing-us-person" as an invalid test case: the draft must refuse these answers first with “${NEW_US_MESSAGE}”.`)
      .waitFor();
    await tests
      .getByRole('status')
      .getByText(/^1 of \d+ tests fail/)
      .waitFor();
    // Then, the US person answered and the remarks too long: the other test case, refused with the new limit.
    await preview.getByRole('radio', { name: 'I am not a US person' }).check();
    await preview.getByRole('textbox', { name: /^Other remarks/ }).fill('r'.repeat(250));
    await saveCase.getByRole('textbox', { name: /Test case name/ }).fill('remarks-too-long');
    await saveCase.getByRole('button', { name: 'Save as a test case' }).click();
    await saveCase
      .getByRole('status')
      .getByText(
        `Saved "remarks-too-long" as an invalid test case: the draft must refuse these answers first with “${NEW_REMARKS_MESSAGE}”.`,
      )
      .waitFor();
    await tests
      .getByRole('status')
      .getByText(/^All \d+ tests pass\.$/)
      .waitFor();
    await saveCase.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'studio-test-case-saved');
    await tests.scrollIntoViewIfNeeded();
    await shot(page, 'studio-tests-passing');

    // Review through the studio API: save the draft, submit it (a change note is required), and
    // the author may not approve it.
    await page.getByRole('tab', { name: 'Review' }).click();
    const review = page.getByRole('tabpanel', { name: 'Review' });
    const versions = review.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await versions.first().waitFor();
    expect(await versions.allInnerTexts()).toEqual([
      expect.stringMatching(/^Version 1: The version in schemas\/ when the studio started\.\s*Published$/),
    ]);
    // The outcome of the last action (the impact check below has its own status).
    const outcome = review.getByRole('status').first();
    await review.getByRole('button', { name: 'Save the draft' }).click();
    await outcome.getByText('The draft is saved as version 2.').waitFor();
    await review.getByRole('button', { name: 'Submit for review' }).click();
    await outcome.getByText('A change note is required to submit a version for review.').waitFor();
    await review
      .getByRole('textbox', { name: /Change note/ })
      .fill('Remarks: clearer label, at most 200 characters; US person message reworded');
    await review.getByRole('button', { name: 'Submit for review' }).click();
    await outcome.getByText('Version 2 is submitted for review.').waitFor();
    // The list is read again after the outcome shows.
    await versions.first().getByText('In review').waitFor();
    expect(await versions.first().innerText()).toMatch(
      /^Version 2 by .+: Remarks: clearer label, at most 200 characters; US person message reworded\s*In review\s*Open\s*Check against existing answers\s*Approve$/,
    );

    // The impact check against the answers already stored.
    await review.getByRole('button', { name: 'Check against existing answers: version 2' }).click();
    const impact = review.getByRole('region', { name: 'Impact of version 2 on existing answers' });
    const totals = impact.getByRole('table', { name: 'Answers checked' });
    await totals.waitFor();
    expect((await totals.getByRole('row').allInnerTexts()).map((r) => r.split(/\s+/).filter(Boolean)[0])).toEqual([
      'Answers',
      'Stored',
      'Openings',
    ]);
    await impact.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'studio-impact');
    await review.getByRole('button', { name: 'Approve version 2' }).click();
    await outcome.getByText('You may not approve or send back your own change: a second person must review it.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'studio-review-submitted');
    // The only failed requests are the two refusals the user was shown (the browser logs each one too).
    expect(problems.filter((p) => !p.startsWith('Failed to load resource: '))).toEqual([
      expect.stringMatching(/^400 \/api\/studio\/versions\/\d+\/submit$/),
      expect.stringMatching(/^403 \/api\/studio\/versions\/\d+\/approve$/),
    ]);

    // A second compliance user approves it.
    const second = await newContext(suite.browser);
    try {
      const other = await second.newPage();
      await logIn(other, server, 'dmocompliance2');
      await other.waitForURL(/\/studio\/forms$/);
      await other.getByRole('navigation', { name: 'Forms' }).getByRole('button', { name: 'kyc', exact: true }).click();
      await other.getByRole('tab', { name: 'Review' }).click();
      const theirs = other.getByRole('tabpanel', { name: 'Review' });
      await theirs.getByRole('button', { name: 'Approve version 2' }).click();
      await theirs.getByRole('status').getByText('Version 2 is approved.').waitFor();
      await theirs.getByRole('list', { name: 'Versions' }).getByRole('listitem').first().getByText('Approved').waitFor();
      await shot(other, 'studio-review-approved');
    } finally {
      await second.close();
    }

    // The author publishes the approved version; version 1 is then retired, and may be rolled back to.
    await page.reload();
    await page.getByRole('navigation', { name: 'Forms' }).getByRole('button', { name: 'kyc', exact: true }).click();
    await page.getByRole('tab', { name: 'Review' }).click();
    await review.getByRole('button', { name: 'Publish now: version 2' }).click();
    await outcome.getByText('Version 2 is published and in effect now.').waitFor();
    await versions.nth(1).getByText('Retired').waitFor();
    // The page starts from the version now served, without a reload: its preview shows the new label.
    await preview.getByRole('textbox', { name: /^Other remarks/ }).waitFor();
    expect(await preview.getByText('Preview of the published version').isVisible()).toBe(true);
    expect(await versions.allInnerTexts()).toEqual([
      expect.stringMatching(/^Version 2 by .+\s*Published$/),
      expect.stringMatching(/^Version 1: The version in schemas\/ when the studio started\.\s*Retired\s*Roll back to this version$/),
    ]);
    const audit = review.getByRole('region', { name: 'Audit log', exact: true });
    await audit.getByText(/^Chain verified: all \d+ entries are linked by their hashes\.$/).waitFor();
    const entries = audit.getByRole('table', { name: 'Audit log entries' }).getByRole('row');
    const actions = (await entries.allInnerTexts()).slice(1).map((row) => row.split('\t').map((cell) => cell.trim()));
    expect(actions.filter((row) => row[4] === '2').map((row) => row[2])).toEqual([
      'Draft started',
      ...actions.filter((row) => row[4] === '2' && row[2] === 'Draft changed').map(() => 'Draft changed'),
      'Submitted for review',
      'Approved',
      'Published',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'studio-published');
    await audit.scrollIntoViewIfNeeded();
    await shot(page, 'studio-audit-log');

    // A client meets the new message without a deploy: the KYC form on My Account.
    const client = await newContext(suite.browser);
    try {
      const theirs = await client.newPage();
      await logIn(theirs, server, 'dmoclient2');
      const notice = theirs.getByRole('dialog', { name: 'Missing Documents' });
      await notice.getByRole('button', { name: 'Go To Missing Documents Section' }).click();
      await theirs.waitForURL(/\/my-account$/);
      const kycEntry = theirs.locator('li').filter({ has: theirs.getByRole('heading', { name: 'Know Your Customer form', level: 4 }) });
      await kycEntry.getByRole('button', { name: 'Complete the Know Your Customer form' }).click();
      const kycForm = theirs.getByRole('dialog', { name: 'Missing Document - Know Your Customer form' });
      await kycForm.waitFor();
      // The new label, and the tightened bound refused with the new message.
      // The other answers valid (the form shows its first error only), the remarks too long.
      const saving = kycForm.getByRole('checkbox', { name: /Savings from salary/ });
      if (!(await saving.isChecked())) await saving.check();
      const declaration = kycForm.getByRole('checkbox', { name: /natural person/i });
      if (!(await declaration.isChecked())) await declaration.check();
      const remarks = kycForm.getByRole('textbox', { name: /^Other remarks/ });
      await remarks.fill('r'.repeat(250));
      await kycForm.getByRole('button', { name: 'Generate and Send Form' }).click();
      await kycForm
        .getByText(NEW_REMARKS_MESSAGE)
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(async (e: unknown) => {
          await shot(theirs, 'client-kyc-debug');
          throw e;
        });
      expect(await kycForm.getByText('Remarks must be at most 300 characters').count()).toBe(0);
      await remarks.scrollIntoViewIfNeeded();
      await shot(theirs, 'client-kyc-new-message');

      // The answers given on version 1 before the publication: still version 1, shown and printed with its label.
      await kycForm.getByRole('button', { name: 'Close' }).click();
      await kycForm.waitFor({ state: 'detached' });
      const submitted = theirs.getByRole('table', { name: 'Submitted compliance forms' });
      const oldRow = submitted.getByRole('row').filter({ hasText: 'Know Your Customer (version 1)' });
      await oldRow.waitFor().catch(async (e: unknown) => {
        await shot(theirs, 'client-submissions-debug');
        throw e;
      });
      expect(await oldRow.count()).toBe(1);
      await oldRow.getByRole('button', { name: /^View Know Your Customer \(version 1\), submitted / }).click();
      const view = theirs.getByRole('dialog', { name: 'Know Your Customer (version 1)' });
      await view.getByRole('region', { name: 'Know Your Customer' }).waitFor();
      const shown = await view
        .locator('section dt')
        .evaluateAll((terms) => terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
      expect(shown).toContainEqual(['Remarks', OLD_REMARKS]);
      expect(shown.map(([term]) => term)).not.toContain('Other remarks');
      expect(await view.getByText('Other remarks').count()).toBe(0);
      expect(await axeViolations(theirs)).toEqual([]);
      await shot(theirs, 'client-old-submission-view');
      // Its PDF, requested with the session's token as the Open PDF link does, prints the old label too.
      const pdf = await theirs.evaluate(async (id) => {
        const token = sessionStorage.getItem('token') ?? localStorage.getItem('token');
        const response = await fetch(`/api/compliance/submissions/${id}/pdf`, { headers: { Authorization: `Bearer ${token}` } });
        return { status: response.status, bytes: [...new Uint8Array(await response.arrayBuffer())] };
      }, oldSubmission);
      expect(pdf.status).toBe(200);
      const printed = pdfText(Buffer.from(pdf.bytes));
      expect(printed).toContain(`Remarks ${OLD_REMARKS}`);
      expect(printed).toContain('Form version 1');
      expect(printed).not.toContain('Other remarks');
      await view.getByRole('button', { name: 'Close' }).click();
      await view.waitFor({ state: 'detached' });
    } finally {
      await client.close();
    }
  });

  test("dmomaster previews the KYC form in another brand's look", async () => {
    const { browser, server } = suite;
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await logIn(page, server, 'dmomaster');
      await page.goto(server.url('dmo', '/studio/forms/kyc'));
      const preview = page.getByRole('region', { name: 'Preview' });
      const look = preview.getByRole('combobox', { name: 'Brand look' });
      await look.fill('nbc');
      await look.press('ArrowDown');
      await look.press('Enter');
      const frame = preview.locator('[data-brand="nbc"]');
      await frame.getByText(/^As clients of .+ see it$/).waitFor();
      expect(await look.inputValue()).toMatch(/\(nbc\)$/);
      // The primary button takes nbc's button colour (#14213D), as nbc's clients see it.
      const primary = frame.getByRole('button', { name: /Generate and Send Form|Submit/ }).first();
      expect(await primary.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(20, 33, 61)');
      await frame.scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'studio-brand-look');
    } finally {
      await context.close();
    }
  });

  test('on a phone the studio stacks: forms, then the editor, then the preview, nothing wider than the screen', async () => {
    const { browser, server } = suite;
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      await logIn(page, server, 'dmocompliance');
      await page.waitForURL(/\/studio\/forms$/);
      await page.getByRole('navigation', { name: 'Forms' }).getByRole('button', { name: 'kyc', exact: true }).click();
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByText(/^kyc · version /).waitFor();
      const nav = await page.getByRole('navigation', { name: 'Forms' }).boundingBox();
      const editor = await page.getByRole('region', { name: 'Edit the draft' }).boundingBox();
      const shown = await preview.boundingBox();
      expect(nav && editor && shown).toBeTruthy();
      if (!nav || !editor || !shown) return;
      expect(editor.y).toBeGreaterThanOrEqual(nav.y + nav.height);
      expect(shown.y).toBeGreaterThanOrEqual(editor.y + editor.height);
      for (const box of [nav, editor, shown]) expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.getByRole('region', { name: 'Edit the draft' }).scrollIntoViewIfNeeded();
      await shot(page, 'studio-phone');
      expect(await axeViolations(page)).toEqual([]);
      // The Tests panel and the Review tab (versions, the audit log) read without sideways scrolling too.
      const tests = page.getByRole('region', { name: 'Tests', exact: true });
      await tests
        .getByRole('status')
        .getByText(/^All \d+ tests pass\.$/)
        .waitFor();
      await page.getByRole('tab', { name: 'Review' }).click();
      const audit = page.getByRole('region', { name: 'Audit log', exact: true });
      await audit.getByText(/^Chain verified: /).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const box = await audit.boundingBox();
      expect(box && box.x + box.width <= PHONE.width).toBe(true);
      await audit.scrollIntoViewIfNeeded();
      await shot(page, 'studio-phone-audit');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
