import type { Locator, Page } from 'playwright-core';
import { getUiOptions, optionsList, type EnumOptionsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Segment = string | number;

/** Why an answer of the data could not be given through the form. */
export type SkipReason = 'hidden' | 'disabled' | 'not drawn' | 'no such option';

export interface FillReport {
  /** Paths ('Holders.0.FirstName') of the answers typed, picked or ticked. */
  given: string[];
  /** Paths of the answers the form gave no way to enter, and why. */
  skipped: Array<{ path: string; why: SkipReason }>;
}

interface Task {
  path: Segment[];
  value: Json;
  schema: RJSFSchema;
  ui: UiSchema;
  kind: 'leaf' | 'list';
}

const isObject = (v: unknown): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

/** RJSF's id of the field at a path: `root_Holders_0_FirstName`. */
export const fieldId = (path: readonly Segment[], prefix = 'root'): string => [prefix, ...path].join('_');

const byId = (scope: Locator, id: string): Locator => scope.locator(`[id="${id.replace(/"/g, '\\"')}"]`);

/** The choices a select / radio draws, as RJSF computes them (booleans without choices: Yes, No). */
function choicesOf(schema: RJSFSchema, ui: UiSchema): EnumOptionsType<RJSFSchema>[] {
  const listed = optionsList(schema, ui);
  if (listed) return listed;
  if (schema.type === 'boolean')
    return [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ];
  return [];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The widget ui.json names for a field (RJSF's own names for 'select', 'radio' …). */
const widgetOf = (ui: UiSchema | undefined): string | undefined => (typeof ui?.['ui:widget'] === 'string' ? ui['ui:widget'] : undefined);

/** Whether a field is drawn as one widget for its whole object (a holder grid) rather than field by field. */
const drawnWhole = (schema: RJSFSchema, ui: UiSchema | undefined) => schema.type === 'object' && widgetOf(ui) !== undefined;

/** `2024-03-01` as a user types it: `01/03/2024`. */
const displayDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/**
 * Gives a form the answers of `data` the way a user would: types into inputs, picks options of
 * selects, dropdowns and radio groups, ticks boxes (an explicit `false` is a tick and an untick),
 * adds list rows with the list's Add button and ticks holder-grid cells. Driven by the data and the
 * rendered DOM (RJSF's `root_<path>` ids); the render schema and uiSchema only say which choice a
 * value is. Answers whose field is not drawn yet (a checkbox reveals it, a row is not added yet)
 * are retried until nothing changes; those the form never offers are reported, not forced.
 * @param page - the page (dropdown lists open in a portal outside the form)
 * @param form - the form element
 * @param schema - the form's render schema ($refs inlined, as RJSF draws it)
 * @param ui - the form's uiSchema
 * @param data - the answers
 * @param idPrefix - the form's field id prefix (TesseraForm `idPrefix`; RJSF's `root` by default)
 * @returns which answers were given and which could not be
 */
export async function fillForm(
  page: Page,
  form: Locator,
  schema: RJSFSchema,
  ui: UiSchema,
  data: Record<string, Json>,
  idPrefix = 'root',
): Promise<FillReport> {
  const report: FillReport = { given: [], skipped: [] };
  let pending = tasksOf([], data, schema, ui);
  const lastReason = new Map<Task, SkipReason>();
  for (let pass = 0; pending.length && pass < 8; pass++) {
    const next: Task[] = [];
    for (const task of pending) {
      const result = task.kind === 'list' ? await fillList(form, task, idPrefix) : await fillLeaf(page, form, task, idPrefix);
      if (result === 'done') report.given.push(task.path.join('.'));
      else {
        lastReason.set(task, result);
        next.push(task);
      }
    }
    if (next.length === pending.length) {
      pending = next;
      break;
    }
    pending = next;
  }
  for (const task of pending) report.skipped.push({ path: task.path.join('.'), why: lastReason.get(task) ?? 'not drawn' });
  return report;
}

/** The tasks for a value: one per answer, lists first (their rows must exist before their items). */
function tasksOf(path: Segment[], value: Json, schema: RJSFSchema, ui: UiSchema): Task[] {
  if (isObject(value) && schema.type === 'object' && !drawnWhole(schema, ui)) {
    const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
    return Object.entries(value).flatMap(([key, v]) => tasksOf([...path, key], v, properties[key] ?? {}, (ui?.[key] ?? {}) as UiSchema));
  }
  if (Array.isArray(value) && schema.type === 'array' && !(schema.items as RJSFSchema | undefined)?.enum) {
    const items = (schema.items ?? {}) as RJSFSchema;
    const itemUi = (ui?.items ?? {}) as UiSchema;
    return [{ path, value, schema, ui, kind: 'list' }, ...value.flatMap((v, i) => tasksOf([...path, i], v, items, itemUi))];
  }
  return [{ path, value, schema, ui, kind: 'leaf' }];
}

/** Adds rows with the list's Add button until it holds as many items as the answer. */
async function fillList(form: Locator, task: Task, idPrefix: string): Promise<'done' | SkipReason> {
  const id = fieldId(task.path, idPrefix);
  const wanted = (task.value as Json[]).length;
  const rows = async () =>
    form.evaluate((el, prefix) => {
      const seen = new Set<number>();
      for (const node of Array.from(el.querySelectorAll(`[id^="${prefix}_"]`))) {
        const m = /^(\d+)(?:_|$)/.exec(node.id.slice(prefix.length + 1));
        if (m) seen.add(Number(m[1]));
      }
      return seen.size;
    }, id);
  const add = byId(form, `${id}__add`);
  for (let have = await rows(); have < wanted; have = await rows()) {
    if ((await add.count()) === 0) return 'not drawn';
    if (await add.isDisabled()) return 'disabled';
    await add.click();
  }
  return 'done';
}

/** What a field's element is. */
interface Element {
  tag: string;
  type: string;
  role: string | null;
  visible: boolean;
  disabled: boolean;
}

async function describe(element: Locator): Promise<Element | null> {
  if ((await element.count()) === 0) return null;
  return element.evaluate((e: HTMLElement) => {
    const input = e as HTMLInputElement;
    const box = e.getBoundingClientRect();
    const visible = input.type !== 'hidden' && (box.width > 0 || box.height > 0) && getComputedStyle(e).visibility !== 'hidden';
    const disabled =
      input.disabled === true ||
      e.getAttribute('aria-disabled') === 'true' ||
      e.hasAttribute('readonly') ||
      (e.getAttribute('role') === 'radiogroup' && Array.from(e.querySelectorAll('input')).every((r) => r.disabled));
    return { tag: e.tagName, type: input.type ?? '', role: e.getAttribute('role'), visible, disabled };
  });
}

async function setBox(box: Locator, wanted: boolean): Promise<void> {
  if (wanted) {
    if (!(await box.isChecked())) await box.check();
  } else if (await box.isChecked()) {
    await box.uncheck();
  } else {
    // An unanswered box is not `false`: a user who means no ticks and unticks it.
    await box.check();
    await box.uncheck();
  }
}

async function fillLeaf(page: Page, form: Locator, task: Task, idPrefix = 'root'): Promise<'done' | SkipReason> {
  const { path, value, schema, ui } = task;
  const id = fieldId(path, idPrefix);
  const element = byId(form, id);
  const what = await describe(element);
  if (!what) return 'not drawn';
  if (!what.visible) return 'hidden';
  if (what.disabled) return 'disabled';
  const widget = widgetOf(ui);
  const options = getUiOptions(ui);

  if (what.tag === 'TABLE') return fillHolderGrid(form, id, value);
  if (what.tag === 'INPUT' && what.type === 'checkbox') {
    await setBox(element, value === true);
    return 'done';
  }
  if (what.role === 'radiogroup') {
    const index = choicesOf(schema, ui).findIndex((o) => sameValue(o.value, value));
    if (index < 0) return 'no such option';
    await element.locator('input[type=radio]').nth(index).check();
    return 'done';
  }
  if (what.role === 'combobox' && what.tag === 'BUTTON') {
    const choice = choicesOf(schema, ui).find((o) => sameValue(o.value, value));
    if (!choice) return 'no such option';
    const label = widget === 'PercentageChoiceWidget' && choice.label === String(choice.value) ? `${choice.value}%` : choice.label;
    await element.click();
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: label, exact: true }).click();
    await listbox.waitFor({ state: 'hidden' });
    return 'done';
  }
  if (what.tag === 'SELECT') {
    // Focused first, as a user comes to it: a long list (countries, dial codes) is put in then.
    await element.focus();
    const picked = await element.selectOption({ value: String(value) }).catch(() => [] as string[]);
    return picked.length ? 'done' : 'no such option';
  }
  if (what.tag === 'TEXTAREA' || what.tag === 'INPUT') {
    let text = String(value);
    if (widget === 'DateWidget' || schema.format === 'date') text = displayDate(text);
    else if (widget === 'PercentageWidget' && options.negate === true && typeof value === 'number') text = String(-value);
    await element.fill(text);
    // Money, percentages and dates settle their value when the field is left.
    await element.blur();
    return 'done';
  }
  throw new Error(`fillForm: no way to answer ${id} (${what.tag} role=${what.role ?? ''})`);
}

/**
 * A holder grid (HolderGridWidget on an object): its boxes are `<id>__<row>__<holder>`, the row a
 * property of `{FirstHolder, SecondHolder}` pairs, `first|second` (paired booleans) or `row` (the
 * object is one pair).
 */
async function fillHolderGrid(form: Locator, id: string, value: Json): Promise<'done' | SkipReason> {
  const boxes = form.locator(`input[type=checkbox][id^="${id}__"]`);
  const ids = await boxes.evaluateAll((nodes) => nodes.map((n) => n.id));
  for (const boxId of ids) {
    const [row, holder] = boxId.slice(id.length + 2).split('__');
    const column = Number(holder) - 1;
    const keyPath =
      row === 'row'
        ? [column === 0 ? 'FirstHolder' : 'SecondHolder']
        : row.includes('|')
          ? [row.split('|')[column]]
          : [row, column === 0 ? 'FirstHolder' : 'SecondHolder'];
    const wanted = keyPath.reduce<Json | undefined>((node, key) => (isObject(node) ? node[key] : undefined), value);
    if (typeof wanted === 'boolean') await setBox(byId(form, boxId), wanted);
  }
  return 'done';
}
