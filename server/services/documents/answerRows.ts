import { uiFor, type FormSchema, type SchemaRegistry, type UiSchema } from '@/engine';
import { ACCOUNT_TYPE_NAMES, accountTypeName } from '@/engine/accountOpening/accountTypes';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { countryById } from '@/engine/reference/countries';
import { compact, isObject } from './payload';
import { documentSchemasFor, type DocumentSchemas, type OpeningFormId } from './registry';
import type { DocumentBlock, OpeningDocumentInput } from './types';

type Obj = Record<string, unknown>;

// Every answer of a form printed as a label/value row, with the wizard's labels and order.

/** Labels of fields the wizard does not show with a title of its own. */
const EXTRA_LABELS: Readonly<Record<string, string>> = {
  IsPrimary: 'Primary account holder',
  IsJoint: 'Joint account',
  FirstHolder: 'Account Holder 1',
  SecondHolder: 'Account Holder 2',
  TA_PlatformProcessingFee: 'Term account platform processing fee',
  TA_AccountServiceFee: 'Term account annual service fee',
};

/** 'EmailPrimary' → 'Email primary', 'TA_DeductionFeeYears' → 'TA deduction fee years'. */
function humanise(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words.map((w, i) => (i === 0 || /^[A-Z0-9]+$/.test(w) ? w : w.toLowerCase())).join(' ');
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Reference-list names a field may be looked up under: 'DFMProviderId' → dfmprovider(s), … */
function referenceCandidates(key: string): string[] {
  const base = normalise(key.replace(/Id$/, ''));
  const bases = /country/.test(base) ? ['country'] : base === 'nationality' ? ['nationality', 'country'] : [base];
  return bases.flatMap((b) => [b, `${b}s`, `${b}es`, b.replace(/y$/, 'ies')]);
}

/** The name of a referenced id, from the input's reference data, else the engine's country list. */
function referenceName(key: string, value: unknown, referenceData: OpeningDocumentInput['referenceData']): string | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (!/Id$/.test(key)) return undefined;
  const candidates = referenceCandidates(key);
  for (const wanted of candidates) {
    for (const [name, list] of Object.entries(referenceData ?? {})) {
      if (normalise(name) !== wanted || !Array.isArray(list)) continue;
      const hit = list.find((item) => String(item.id) === String(value));
      if (hit) return hit.name;
    }
  }
  if (candidates.includes('country') && typeof value === 'number') return countryById(value)?.Text;
  return undefined;
}

interface Walk {
  registry: SchemaRegistry;
  referenceData: OpeningDocumentInput['referenceData'];
  rows: DocumentBlock[];
  /** Leave out fields the form's ui.json hides (the evidence of a stand-alone form prints what the client was asked). */
  skipHidden?: boolean;
}

/** Follows `$ref`s to the schema node that declares the type, keeping the last reference seen. */
function resolve(registry: SchemaRegistry, node: Obj | undefined, base: string): { node: Obj | undefined; base: string; ref?: string } {
  let ref: string | undefined;
  for (let hops = 0; node && typeof node.$ref === 'string' && hops < 16; hops++) {
    ref = node.$ref;
    const target = registry.resolveRef(node.$ref, base);
    if (!target) return { node: undefined, base, ref };
    node = target.schema;
    base = target.baseId;
  }
  return { node, base, ref };
}

/** The title of a `oneOf`/`anyOf` option whose const is the value. */
function optionTitle(node: Obj | undefined, value: unknown): string | undefined {
  for (const list of [node?.oneOf, node?.anyOf]) {
    if (!Array.isArray(list)) continue;
    const hit = (list as Obj[]).find((o) => isObject(o) && o.const === value && typeof o.title === 'string');
    if (hit) return hit.title as string;
  }
  return undefined;
}

/**
 * An answer as the document prints it: an option's title, a reference name, Yes/No, money with
 * separators, a date as dd/MM/yyyy; '–' for an empty text.
 */
function formatAnswer(key: string, node: Obj | undefined, ref: string | undefined, value: unknown, walk: Walk): string {
  if (value === null || value === undefined || value === '') return '–';
  // A yes/no question with its own option titles (US Persons) prints the option the client chose.
  if (typeof value === 'boolean') return optionTitle(node, value) ?? (value ? 'Yes' : 'No');
  // Account types print with the platform's one map (the accounts list and the wizard use it too).
  if (key === 'AccountTypeId' && typeof value === 'number' && value in ACCOUNT_TYPE_NAMES) return accountTypeName(value);
  const title = optionTitle(node, value);
  if (title) return title;
  const named = referenceName(key, value, walk.referenceData);
  if (named) return named;
  if (typeof value === 'number' && ((ref && /\/(money|proceeds)$/.test(ref)) || /^(Proceeds|Amount)$/.test(key))) return formatMoney(value);
  if (typeof value === 'string' && ref && /\/isoDate$/.test(ref)) return formatIsoDate(value);
  return String(value);
}

/** The label of a field: the uiSchema's title, the schema's title, else its name in words. */
function labelOf(key: string, node: Obj | undefined, ui: UiSchema | undefined): string {
  const fromUi = ui?.['ui:title'];
  if (typeof fromUi === 'string' && fromUi.trim()) return fromUi.trim();
  if (EXTRA_LABELS[key]) return EXTRA_LABELS[key];
  if (typeof node?.title === 'string' && node.title.trim()) return node.title.trim();
  return humanise(key);
}

/** Keys of an answers object in the wizard's order: ui:order, then the schema's, then any others. */
function orderedKeys(value: Obj, node: Obj | undefined, ui: UiSchema | undefined): string[] {
  const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]).filter((k) => k !== '*') : [];
  const props = Object.keys(isObject(node?.properties) ? node.properties : {});
  const all = [...new Set([...order, ...props, ...Object.keys(value)])];
  return all.filter((k) => value[k] !== undefined);
}

/** Writes the rows of one answers object (recursing into nested objects and arrays). */
function walkObject(
  walk: Walk,
  value: Obj,
  node: Obj | undefined,
  base: string,
  ui: UiSchema | undefined,
  prefix: string,
  path: string,
): void {
  for (const key of orderedKeys(value, node, ui)) {
    const childRaw = isObject(node?.properties) ? (node.properties[key] as Obj | undefined) : undefined;
    const child = resolve(walk.registry, childRaw, base);
    const childUi = ui?.[key] as UiSchema | undefined;
    // A field the form never shows (a computed flag such as isFinancialChecked) is not something the client was asked.
    if (walk.skipHidden && childUi?.['ui:widget'] === 'hidden') continue;
    const label = labelOf(key, child.node ?? childRaw, childUi);
    walkValue(walk, key, value[key], child.node, child.base, child.ref, childUi, prefix ? `${prefix} – ${label}` : label, `${path}/${key}`);
  }
}

function walkValue(
  walk: Walk,
  key: string,
  value: unknown,
  node: Obj | undefined,
  base: string,
  ref: string | undefined,
  ui: UiSchema | undefined,
  label: string,
  path: string,
): void {
  if (Array.isArray(value)) {
    if (value.length === 0) {
      walk.rows.push({ type: 'row', label, value: 'None', path });
      return;
    }
    const itemRaw = isObject(node?.items) ? node.items : undefined;
    const item = resolve(walk.registry, itemRaw, base);
    const itemUi = ui?.items as UiSchema | undefined;
    const titles = (ui?.['ui:options'] as Obj | undefined)?.holderTitles;
    value.forEach((entry, i) => {
      const itemLabel = Array.isArray(titles) && typeof titles[i] === 'string' ? titles[i] : `${label} ${i + 1}`;
      if (isObject(entry)) {
        walk.rows.push({ type: 'subheading', text: itemLabel });
        walkObject(walk, entry, item.node, item.base, itemUi, '', `${path}/${i}`);
      } else {
        walk.rows.push({ type: 'row', label: itemLabel, value: formatAnswer(key, item.node, item.ref, entry, walk), path: `${path}/${i}` });
      }
    });
    return;
  }
  if (isObject(value)) {
    const columns = (ui?.['ui:options'] as Obj | undefined)?.columnLabels;
    const nestedUi: UiSchema = { ...(ui ?? {}) };
    if (Array.isArray(columns)) {
      // A holder grid: its columns are the holders.
      ['FirstHolder', 'SecondHolder'].forEach((k, i) => {
        if (typeof columns[i] === 'string' && !isObject(nestedUi[k])) nestedUi[k] = { 'ui:title': columns[i] };
      });
    }
    walkObject(walk, value, node, base, nestedUi, label, path);
    return;
  }
  walk.rows.push({ type: 'row', label, value: formatAnswer(key, node, ref, value, walk), path });
}

/**
 * Every answer of one section as label/value rows, labelled as the wizard labels them (ui.json,
 * with the flow's overrides for the account type, e.g. Scheme Name / Member Name) in the version of
 * the form the section was answered on (`input.formVersions`, compiled into `schemas`).
 * @param formId - the form the section was saved with
 * @param answers - the section's answers
 * @param pathPrefix - the JSON pointer of the section in the document payload
 */
export function sectionRows(
  formId: OpeningFormId,
  answers: Obj,
  pathPrefix: string,
  input: OpeningDocumentInput,
  schemas: DocumentSchemas = documentSchemasFor(input),
): DocumentBlock[] {
  // The registry holds the form in the version the section was answered on (documentSchemasFor).
  const { flow, registry } = schemas;
  const schema: FormSchema = registry.schema(formId);
  const step = flow.stages.flatMap((st) => st.steps).find((st) => st.form === formId);
  const accountType = isObject(input.sections.AccountType) ? input.sections.AccountType : {};
  const context = compact({ AccountTypeId: accountType.AccountTypeId, IsJoint: accountType.IsJoint });
  const ui = step ? uiFor(step, registry.ui(formId), context, registry.conditions) : registry.ui(formId);
  const walk: Walk = { registry, referenceData: input.referenceData, rows: [] };
  walkObject(walk, answers, schema, schema.$id, ui, '', pathPrefix);
  return walk.rows;
}

/**
 * Every answer of a stand-alone form (not an account-opening section) as label/value rows, with
 * the labels of its ui.json (else its schema titles) and in its order: what the compliance
 * evidence PDFs print.
 * @param registry - the forms the answers were validated with
 * @param formId - the form, e.g. 'kyc'
 * @param answers - the stored answers
 */
export function formAnswerRows(registry: SchemaRegistry, formId: string, answers: Obj): DocumentBlock[] {
  const schema: FormSchema = registry.schema(formId);
  const walk: Walk = { registry, referenceData: undefined, rows: [], skipHidden: true };
  walkObject(walk, answers, schema, schema.$id, registry.ui(formId), '', '');
  return walk.rows;
}
