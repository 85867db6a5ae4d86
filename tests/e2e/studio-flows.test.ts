/** @jest-environment node */
import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import type { Flow } from '@/engine/flows/types';
import { SECTIONS } from '../api/account-opening.fixtures';
import { axeViolations, browserSuite, newContext } from './support/browser';
import { logIn, PASSWORD } from './support/journeys';
import type { RunningServer } from './support/server';

/**
 * The flow studio in Chromium (issue 13, items 3 and 6, for a flow): with a QROPS account opening
 * in flight past Investment Profile, dmocompliance opens the account-opening flow, shows the
 * Investment Profile stage to QROPS accounts with the structured condition editor (no JSON), reads
 * the new condition in words and in Changes (marked Breaking), sees the flow in the JSON editor,
 * saves, runs the impact check (the QROPS opening would get stuck on Risk profile) and submits with
 * a change note; dmocompliance2 approves and publishes; the page starts from the new version, and
 * the server serves the new flow to the client side.
 */

jest.setTimeout(180_000);

const suite = browserSuite({}, { onePage: true });
const SHOTS = '/tmp/shots';
const QROPS = { AccountTypeId: 400160, DFMProviderId: 1, Trustees: ['Harbour Pension Trustees'] };
const NEW_WORDS = 'Hidden when AccountTypeId is 400164';
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Calls the API of the journey's server from Node, on the dmo host, as the holder of `token`. */
function callApi(
  server: RunningServer,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
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
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The `Data` of a successful answer (a failed one fails the test with its Message). */
async function dataOf<T>(answer: Promise<{ status: number; json: unknown }>): Promise<T> {
  const { status, json } = await answer;
  const { Data, Message } = (json ?? {}) as { Data?: T; Message?: string };
  if (status !== 200) throw new Error(`${status}: ${Message ?? JSON.stringify(json)}`);
  return Data as T;
}

/** A QROPS account opening by dmoconsultant with every section saved (Investment Profile is skipped for QROPS today). */
async function qropsOpeningInFlight(server: RunningServer): Promise<number> {
  const { Token: token } = await dataOf<{ Token: string }>(
    callApi(server, 'POST', 'authentication', undefined, { UserName: 'dmoconsultant', Password: PASSWORD }),
  );
  const { ID: id } = await dataOf<{ ID: number }>(callApi(server, 'POST', 'accounts/opening/start', token, {}));
  const save = (path: string, body: object) =>
    dataOf(callApi(server, 'POST', `accounts/opening/${path}`, token, { AccountOpeningId: id, ...body }));
  await save('accounttype/add', QROPS);
  await save('personaldetails/add', SECTIONS.personalDetails());
  await save('disbursement/add', SECTIONS.disbursement());
  await save('fees/add', SECTIONS.fees());
  await save('acknowldedgements/add', SECTIONS.acknowledgements());
  return id;
}

describe('the flow studio in the browser', () => {
  test('dmocompliance shows Investment Profile to QROPS accounts, checks the impact and submits; dmocompliance2 approves and publishes', async () => {
    const { page, server, browser } = suite;
    const opening = await qropsOpeningInFlight(server);
    const editorChunks: string[] = [];
    page.on('request', (r) => {
      if (/FlowJsonEditor-[\w-]+\.js$/.test(r.url())) editorChunks.push(r.url());
    });
    await logIn(page, server, 'dmocompliance');
    await page.waitForURL(/\/studio\/forms$/);
    // The studio's nav leads from the forms to the flows.
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Flows' }).click();
    await page.waitForURL(/\/studio\/flows$/);
    await page.getByRole('heading', { name: 'Flow studio', level: 1 }).waitFor();
    await page.goto(server.url('dmo', '/studio/flows/account-opening'));
    const nav = page.getByRole('navigation', { name: 'Flows' });
    await nav.getByRole('button', { name: 'account-opening', exact: true }).waitFor();
    expect(await nav.getByRole('button', { name: 'account-opening', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Flows' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Investment Profile as it is: hidden for QROPS and trust.
    const stages = page.getByRole('list', { name: 'Stages and steps' });
    const profile = stages.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Stage 3: Investment Profile' }) });
    await profile.getByText('Hidden when AccountTypeId is one of 400160, 400164', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The structured editor: the stage stays hidden for trust accounts only.
    await page.getByRole('button', { name: 'Edit condition: stage Investment Profile' }).click();
    const editor = page.getByRole('group', { name: 'Condition of stage Investment Profile' });
    expect(await editor.getByRole('radio', { name: 'Hidden when a fact is one of some values' }).isChecked()).toBe(true);
    expect(await editor.getByRole('combobox', { name: /Fact/ }).inputValue()).toBe('AccountTypeId');
    await editor.getByRole('checkbox', { name: '400160 (QROPS)' }).uncheck();
    await editor.getByText(`In words: ${NEW_WORDS}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await editor.scrollIntoViewIfNeeded();
    await shot(page, 'flow-studio-condition-editor');
    await editor.getByRole('button', { name: 'Apply condition' }).click();
    await editor.waitFor({ state: 'detached' });
    await profile.getByText(NEW_WORDS, { exact: true }).first().waitFor();
    await nav.getByRole('button', { name: 'account-opening (draft)' }).waitFor();

    // Changes: the stage's condition, marked Breaking.
    await page.getByRole('tab', { name: 'Changes (1)' }).click();
    const rows = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(
        /^Stage 'Investment Profile' is now shown when not \(AccountTypeId is 400164\) \(was when not \(AccountTypeId is one of 400160, 400164\)\)\s*Breaking$/,
      ),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'flow-studio-diff');

    // The JSON editor, in its own chunk, holds the change.
    expect(editorChunks).toEqual([]);
    await page.getByRole('tab', { name: 'JSON' }).click();
    const code = page.getByRole('textbox', { name: 'Flow as JSON' });
    await code.waitFor();
    expect(editorChunks).toHaveLength(1);
    await code.getByText('"id": "account-opening"').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Review: save, check the drafts in flight, submit with a change note.
    await page.getByRole('tab', { name: 'Review' }).click();
    const review = page.getByRole('tabpanel', { name: 'Review' });
    const versions = review.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await versions.first().waitFor();
    const outcome = review.getByRole('status').first();
    await review.getByRole('button', { name: 'Save the draft' }).click();
    await outcome.getByText('The draft is saved as version 2.').waitFor();
    await review.getByRole('button', { name: 'Check against drafts in flight: version 2' }).click();
    const impact = review.getByRole('region', { name: 'Impact of version 2 on drafts in flight' });
    await impact.getByText(/^\d+ drafts? in flight checked: 1 would get stuck, 0 would lose answers\.$/).waitFor();
    const stuck = impact.getByRole('table', { name: 'Drafts that would get stuck' }).getByRole('row');
    expect((await stuck.allInnerTexts()).slice(1).map((r) => r.split('\t').map((c) => c.trim()))).toEqual([
      ['Risk profile', 'The step is new for it and was passed unanswered', expect.any(String), '1', String(opening)],
    ]);
    await impact.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'flow-studio-impact');
    await review.getByRole('textbox', { name: /Change note/ }).fill('Investment Profile asked of QROPS accounts too');
    await review.getByRole('button', { name: 'Submit for review' }).click();
    await outcome.getByText('Version 2 is submitted for review.').waitFor();
    await versions.first().getByText('In review').waitFor();

    // dmocompliance2 approves and publishes.
    const second = await newContext(browser);
    try {
      const other = await second.newPage();
      await logIn(other, server, 'dmocompliance2');
      await other.goto(server.url('dmo', '/studio/flows/account-opening'));
      await other.getByRole('tab', { name: 'Review' }).click();
      const theirs = other.getByRole('tabpanel', { name: 'Review' });
      await theirs.getByRole('button', { name: 'Approve version 2' }).click();
      await theirs.getByRole('status').first().getByText('Version 2 is approved.').waitFor();
      await theirs.getByRole('button', { name: 'Publish now: version 2' }).click();
      await theirs.getByRole('status').first().getByText('Version 2 is published and in effect now.').waitFor();
      // Their page starts from the new version: no draft, the new condition.
      await other.getByRole('tab', { name: 'Conditions' }).click();
      await other.getByText(NEW_WORDS, { exact: true }).first().waitFor();
      expect(await other.getByRole('tab', { name: 'Changes (0)' }).count()).toBe(1);
      await other.getByRole('tab', { name: 'Review' }).click();
      const audit = theirs.getByRole('region', { name: 'Audit log', exact: true });
      await audit.getByText(/^Chain verified: all \d+ entries are linked by their hashes\.$/).waitFor();
      const entries = (await audit.getByRole('table', { name: 'Audit log entries' }).getByRole('row').allInnerTexts()).slice(1);
      const ofVersion2 = entries
        .map((row) => row.split('\t').map((c) => c.trim()))
        .filter((row) => row[3] === 'account-opening' && row[4] === '2');
      expect(ofVersion2.map((row) => row[2])).toEqual(['Draft started', 'Submitted for review', 'Approved', 'Published']);
      expect(await axeViolations(other)).toEqual([]);
      await audit.scrollIntoViewIfNeeded();
      await shot(other, 'flow-studio-published');
    } finally {
      await second.close();
    }

    // The client side gets the new flow without a deploy: the server serves it.
    const served = await page.evaluate(async () => {
      const response = await fetch('/api/schemas/flows/account-opening');
      return ((await response.json()) as { Data: Flow }).Data;
    });
    expect(served.stages.find((s) => s.id === 'InvestmentProfile')?.when).toEqual({
      not: { properties: { AccountTypeId: { const: 400164 } }, required: ['AccountTypeId'] },
    });
  });

  test('on a phone the flow studio stacks: flows, then the stages, nothing wider than the screen', async () => {
    const { browser, server } = suite;
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      await logIn(page, server, 'dmocompliance');
      await page.goto(server.url('dmo', '/studio/flows/account-opening'));
      await page.getByRole('button', { name: 'Edit condition: stage Investment Profile' }).click();
      const editor = page.getByRole('group', { name: 'Condition of stage Investment Profile' });
      await editor.waitFor();
      const nav = await page.getByRole('navigation', { name: 'Flows' }).boundingBox();
      const stages = await page.getByRole('list', { name: 'Stages and steps' }).boundingBox();
      expect(nav && stages && stages.y >= nav.y + nav.height).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await editor.scrollIntoViewIfNeeded();
      await shot(page, 'flow-studio-phone');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
