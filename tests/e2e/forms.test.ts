/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FEE_SCHEDULES } from '@/engine/accountOpening';
import { renderSchemaFor } from '@/widgets/renderSchema';
import { createCompilingRegistry } from '../../server/forms/compilingRegistry';
import { axeViolations, browserSuite, newContext, screenshot } from './support/browser';
import { fillForm } from './support/formFiller';
import { logIn } from './support/journeys';

/**
 * Every form under schemas/forms, as the form studio draws it in Chromium: no WCAG 2.1 A/AA
 * violation, a valid fixture typed in through its widgets is accepted with exactly its answers,
 * and every invalid fixture loaded with "Try answers" shows its `firstError` as the form's alert.
 */

// A form with many invalid fixtures (personal-details: 81) takes over a minute when the machine is busy (npm test runs it beside another step).
jest.setTimeout(180_000);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Answers = Record<string, Json>;

const FORMS = resolve(__dirname, '../../schemas/forms');
const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(join(FORMS, ...parts), 'utf8')) as T;
const fixtures = <T>(formId: string, kind: 'valid' | 'invalid') =>
  readdirSync(join(FORMS, formId, 'fixtures', kind))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => ({ name: name.replace(/\.json$/, ''), json: readJson<T>(formId, 'fixtures', kind, name) }));

const formIds = readdirSync(FORMS)
  .filter((id) => existsSync(join(FORMS, id, 'schema.json')))
  .sort();

// The registry the studio builds, here to draw each form's render schema (which choice a value is).
const registry = createCompilingRegistry();
for (const f of readdirSync(join(FORMS, '_defs')).filter((f) => f.endsWith('.json'))) registry.addDefinitions(readJson('_defs', f));
for (const id of formIds) registry.addForm(readJson(id, 'schema.json'), readJson(id, 'ui.json'));

/** How many answers a value holds (leaves). */
const answerCount = (value: Json): number =>
  value && typeof value === 'object' ? Object.values(value).reduce<number>((n, v) => n + answerCount(v), 0) : 1;

const isObject = (v: unknown): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Whether a screen, not the user, gives this answer: a hidden field, a read-only one (also inside a
 * read-only group), or a select of a reference list the screen loads (the studio loads none).
 */
const givenByScreen = (ui: UiSchema | undefined): boolean =>
  ui?.['ui:widget'] === 'hidden' ||
  ui?.['ui:readonly'] === true ||
  typeof (ui?.['ui:options'] as { referenceData?: unknown } | undefined)?.referenceData === 'string';

/** The flags a choice of this object sets by itself (`ui:options.sets` on a field). */
const flagsSetIn = (ui: UiSchema | undefined): string[] =>
  Object.values(ui ?? {}).flatMap((field) => {
    const sets = (field as UiSchema | undefined)?.['ui:options']?.sets;
    return sets && typeof sets === 'object' ? Object.values(sets as Record<string, string>) : [];
  });

/**
 * Splits answers into those a screen hands the form (see givenByScreen) and those a user types.
 * An empty text is not typed either: it is how a user leaves a field blank, and the form then
 * keeps no answer for it. Flags a choice sets are neither: the form must set them itself. Lists
 * keep their length on both sides, so the rows exist before typing.
 */
function split(value: Json, ui: UiSchema | undefined): { preset?: Json; typed?: Json } {
  if (givenByScreen(ui)) return { preset: value };
  if (value === '') return {};
  if (Array.isArray(value)) {
    const parts = value.map((v) => split(v, ui?.items as UiSchema | undefined));
    const preset = parts.some((p) => p.preset !== undefined) ? parts.map((p) => p.preset ?? {}) : undefined;
    return { preset, typed: parts.map((p) => p.typed ?? {}) };
  }
  if (isObject(value) && !(typeof ui?.['ui:widget'] === 'string')) {
    const preset: Record<string, Json> = {};
    const typed: Record<string, Json> = {};
    const setByForm = flagsSetIn(ui);
    for (const [key, v] of Object.entries(value)) {
      if (setByForm.includes(key)) continue;
      const part = split(v, ui?.[key] as UiSchema | undefined);
      if (part.preset !== undefined) preset[key] = part.preset;
      if (part.typed !== undefined) typed[key] = part.typed;
    }
    return { preset: Object.keys(preset).length ? preset : undefined, typed };
  }
  return { typed: value };
}

/** The answers without empty texts (a blank field keeps no answer). */
function withoutBlanks(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => [k, withoutBlanks(v)]),
    );
  return value;
}

/** The answers with the schema's defaults filled in where there is no answer, as the form fills them. */
function withDefaults(value: Json, schema: RJSFSchema): Json {
  if (Array.isArray(value)) return value.map((v) => withDefaults(v, (schema.items ?? {}) as RJSFSchema));
  if (!isObject(value)) return value;
  const out: Record<string, Json> = { ...value };
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>)) {
    if (out[key] === undefined && property.default !== undefined) out[key] = property.default;
    if (out[key] !== undefined) out[key] = withDefaults(out[key], property);
  }
  return out;
}

const suite = browserSuite({}, { onePage: true });
const page = () => suite.page;
const preview = () => page().getByRole('region', { name: 'Preview' });
// The answers' form (list rows use a hidden helper form of their own).
const form = () => preview().locator('form.rjsf');

/**
 * Content-Security-Policy violations the page reports (`securitypolicyviolation` events, relayed as
 * console errors by an init script, and the browser's own "Refused to …" console errors) and errors
 * it throws (an EvalError from generated code): the forms must work under `script-src 'self'`.
 */
const cspProblems: string[] = [];

beforeAll(async () => {
  page().on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|securitypolicyviolation|unsafe-eval|Refused to|not precompiled/i.test(m.text()))
      cspProblems.push(m.text());
  });
  page().on('pageerror', (e) => {
    if (/EvalError|Content Security Policy|unsafe-eval|not precompiled/i.test(`${e.name} ${e.message}`))
      cspProblems.push(`${e.name}: ${e.message}`);
  });
  await page().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `securitypolicyviolation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline or eval)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  await logIn(page(), suite.server, 'dmomaster');
  await page().goto(suite.server.url('dmo', `/studio/forms/${formIds[0]}`));
  await page().getByRole('navigation', { name: 'Forms' }).waitFor();
});

/** Shows a form in the studio (from its list of forms), fresh unless it was shown before. */
async function open(formId: string): Promise<void> {
  await page().keyboard.press('Escape');
  const item = page().getByRole('navigation', { name: 'Forms' }).getByRole('button', { name: formId, exact: true });
  if ((await item.getAttribute('aria-current')) !== 'page') await item.click();
  await preview()
    .getByText(new RegExp(`^${formId} · version `))
    .waitFor();
  await form().waitFor();
}

describe.each(formIds)('form %s in the studio', (formId) => {
  const schema = renderSchemaFor(registry, formId);
  const ui = registry.ui(formId) as UiSchema;
  // The richest valid fixture: the most answers to type.
  const chosen = fixtures<Answers>(formId, 'valid').sort((a, b) => answerCount(b.json) - answerCount(a.json))[0];
  const invalid = fixtures<{ data: Answers; firstError: string }>(formId, 'invalid');
  const answersBox = () => preview().getByLabel('Try answers (JSON)');
  const checkButton = () => preview().getByRole('button', { name: 'Check answers' });
  const alert = () => preview().getByRole('alert');
  const checkedValid = () => preview().getByText('The answers are valid.');

  it('has no WCAG 2.1 A/AA violation', async () => {
    await open(formId);
    expect(await axeViolations(page())).toEqual([]);
  });

  it(`takes valid fixture "${chosen.name}" typed in through its widgets and submits exactly its answers`, async () => {
    await open(formId);
    const { preset, typed } = split(chosen.json, ui);
    if (preset !== undefined) {
      // What a screen hands the form (hidden, read-only, reference-list answers) is loaded as it would be.
      await answersBox().fill(JSON.stringify(preset));
      await checkButton().click();
      await alert().or(checkedValid()).first().waitFor();
    }
    const report = await fillForm(page(), form(), schema, ui, (typed ?? {}) as Answers);
    expect(report.skipped).toEqual([]);
    await form().locator('button[type=submit]').click();
    const submitted = preview().getByLabel('Submitted answers');
    await submitted.or(alert()).first().waitFor();
    expect((await alert().count()) ? await alert().innerText() : 'no error').toBe('no error');
    // From the top, so the sticky header is not drawn across the middle of the full-page picture.
    await page().evaluate(() => window.scrollTo(0, 0));
    await screenshot(page(), `form-${formId}`);
    expect(JSON.parse(await submitted.innerText())).toEqual(withDefaults(withoutBlanks(chosen.json), schema));
  });

  it(`shows the firstError of each of its ${invalid.length} invalid fixtures when they are tried, accessibly`, async () => {
    await open(formId);
    const shown: Record<string, string> = {};
    for (const { name, json } of invalid) {
      await answersBox().fill(JSON.stringify(json.data));
      await checkButton().click();
      await alert().or(checkedValid()).first().waitFor();
      shown[name] = (await alert().count()) ? await alert().innerText() : 'The answers are valid.';
    }
    expect(shown).toEqual(Object.fromEntries(invalid.map(({ name, json }) => [name, json.firstError])));
    // The form as the last one left it: its error above the form and under the field.
    expect(await axeViolations(page())).toEqual([]);
  });
});

it('shows the personal details\' Former address only while "I have moved house in the last three years" is ticked (ui:showWhen)', async () => {
  await open('personal-details');
  const moved = form().getByRole('checkbox', { name: 'I have moved house in the last three years' }).first();
  const former = () => form().getByRole('group', { name: 'Former address' });
  await moved.waitFor();
  // The studio keeps what earlier tests typed (a second holder who moved): count this holder's group.
  if (await moved.isChecked()) await moved.uncheck();
  const others = await former().count();
  await moved.check();
  await former().nth(others).waitFor();
  expect(await former().count()).toBe(others + 1);
  // Drawn right after the box that reveals it.
  expect(
    await moved.evaluate((box, n) => {
      const group = [...document.querySelectorAll('fieldset')].filter((f) => f.querySelector('legend')?.textContent === 'Former address');
      return group.some((g) => !!(box.compareDocumentPosition(g) & Node.DOCUMENT_POSITION_FOLLOWING)) && group.length === n;
    }, others + 1),
  ).toBe(true);
  await former().first().scrollIntoViewIfNeeded();
  await screenshot(page(), 'form-personal-details-moved-1366');
  expect(await axeViolations(page())).toEqual([]);
  await moved.uncheck();
  await former().nth(others).waitFor({ state: 'detached' });
  expect(await former().count()).toBe(others);
});

it('fits the studio and the phone number field in its column on a 390 px phone', async () => {
  const context = await newContext(suite.browser, { viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  try {
    await logIn(phone, suite.server, 'dmomaster');
    await phone.goto(suite.server.url('dmo', '/studio/forms/personal-details'));
    const code = phone.getByRole('combobox', { name: 'Primary Phone (mobile) country code' });
    await code.waitFor();
    // The widget's row (the dial code and the number) against the form it sits in; the dial codes
    // are put in the select when it is focused, and its width does not change with them.
    const measure = () =>
      code.evaluate((select) => {
        let line = select.parentElement!;
        while (!line.querySelector('input[type="tel"]')) line = line.parentElement!;
        return [line.getBoundingClientRect(), line.closest('form')!.getBoundingClientRect(), select.getBoundingClientRect()].map((r) => ({
          left: r.left,
          right: r.right,
          width: r.width,
        }));
      });
    // Measured where the user sees it: the form's sections are laid out when they come on screen
    // (content-visibility: auto).
    await code.scrollIntoViewIfNeeded();
    const id = (await code.getAttribute('id'))!;
    await phone.waitForFunction((selectId) => (document.getElementById(selectId)?.getBoundingClientRect().width ?? 0) > 0, id);
    const before = await measure();
    await code.focus();
    await phone.waitForFunction((selectId) => (document.getElementById(selectId) as HTMLSelectElement).options.length > 200, id);
    const [row, column, select] = await measure();
    expect(select.width).toBeCloseTo(before[2].width, 0);
    expect(row.left).toBeGreaterThanOrEqual(column.left - 0.5);
    expect(row.right).toBeLessThanOrEqual(column.right + 0.5);
    expect(row.right).toBeLessThanOrEqual(390);
    // The studio itself fits: the list of forms stacks above the preview, nothing scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const list = await phone.getByRole('navigation', { name: 'Forms' }).boundingBox();
    const form = await phone.locator('form').first().boundingBox();
    expect(list!.y + list!.height).toBeLessThanOrEqual(form!.y);
    await code.scrollIntoViewIfNeeded();
    await screenshot(phone, 'form-personal-details-phone-390');
  } finally {
    await context.close();
  }
});

it('shows a brand admin the reference lists a form names (fee schedules), as the account-opening wizard has them', async () => {
  const context = await newContext(suite.browser);
  const admin = await context.newPage();
  try {
    await logIn(admin, suite.server, 'dmoadmin');
    await admin.goto(suite.server.url('dmo', '/studio/forms/account-type'));
    const fee = admin.getByRole('combobox', { name: /^Fee schedule/ });
    await fee.click();
    const options = admin.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const texts = (await options.allInnerTexts()).filter((t) => t.trim() !== '');
    expect(texts).toHaveLength(FEE_SCHEDULES.length);
    expect(texts.every((t) => /^.+, .+$/.test(t))).toBe(true);
    await screenshot(admin, 'form-studio-fee-schedules');
    await admin.keyboard.press('Escape');
  } finally {
    await context.close();
  }
});

it('opens a dropdown drawn at rest with a tap on a touch phone, and from the keyboard', async () => {
  const context = await newContext(suite.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await context.newPage();
  try {
    await logIn(phone, suite.server, 'dmoadmin');
    await phone.goto(suite.server.url('dmo', '/studio/forms/account-type'));
    const fee = phone.getByRole('combobox', { name: /^Fee schedule/ });
    await fee.scrollIntoViewIfNeeded();
    // A tap: the Dropdown takes the place of the button at rest as the finger comes down, and opens.
    await fee.tap();
    const options = phone.getByRole('listbox').getByRole('option');
    await options.nth(1).waitFor();
    expect(await fee.getAttribute('aria-expanded')).toBe('true');
    await screenshot(phone, 'form-dropdown-tapped-390');
    const second = (await options.nth(1).innerText()).trim();
    await options.nth(1).tap();
    await phone.getByRole('listbox').waitFor({ state: 'detached' });
    expect((await fee.innerText()).trim()).toBe(second);
    // The keyboard, on another dropdown still at rest: Tab onto it, Down opens it, Enter chooses.
    const next = phone.locator('form.rjsf button[role=combobox][aria-expanded=false]').filter({ hasNotText: second }).first();
    const nextId = (await next.getAttribute('id'))!;
    await next.evaluate((button: HTMLElement) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('form.rjsf input, form.rjsf button, form.rjsf select')];
      focusable[focusable.indexOf(button) - 1]?.focus();
    });
    await phone.keyboard.press('Tab');
    expect(await phone.evaluate(() => document.activeElement?.id)).toBe(nextId);
    await phone.keyboard.press('ArrowDown');
    await phone.getByRole('listbox').getByRole('option').first().waitFor();
    expect(await phone.locator(`[id="${nextId}"]`).getAttribute('aria-expanded')).toBe('true');
    await phone.keyboard.press('Escape');
  } finally {
    await context.close();
  }
});

it('reports no Content-Security-Policy violation while every form is drawn, typed in and checked, under a CSP that forbids generated code', async () => {
  expect(cspProblems).toEqual([]);
  // The policy is in force and the watch above sees its violations: a script of this origin that
  // generates code is refused (code run by the test itself would be exempt, as DevTools code is).
  const response = await page().goto(suite.server.url('dmo', `/studio/forms/${formIds[0]}`));
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await form().waitFor();
  await page().route('**/csp-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "try { new Function('return 1'); document.body.dataset.cspProbe = 'allowed'; } catch (e) { document.body.dataset.cspProbe = e.name; }",
    }),
  );
  const reported = page().waitForEvent('console', (m) => m.type() === 'error' && /unsafe-eval|blocked eval/.test(m.text()));
  await page().evaluate(() => document.head.append(Object.assign(document.createElement('script'), { src: '/csp-probe.js' })));
  await page().waitForFunction(() => !!document.body.dataset.cspProbe);
  expect(await page().evaluate(() => document.body.dataset.cspProbe)).toBe('EvalError');
  await reported;
  expect(cspProblems.length).toBeGreaterThan(0);
});
