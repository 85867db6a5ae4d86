import { uiFor, type FormSchema, type SchemaRegistry, type UiSchema } from '@/engine';
import { ACCOUNT_TYPE_NAMES, accountTypeName } from '@/engine/accountOpening/accountTypes';
import { feeScheduleIdOf } from '@/engine/accountOpening/feeScheduleIdOf';
import { DOCUMENT_TITLE_NAME_MAX, TERM_ACCOUNT_DEFAULTS } from '@/engine/constants';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { countryById } from '@/engine/reference/countries';
import { truncateName } from '@/engine/session/truncateName';
import type { OpeningDocumentInput, OpeningDocumentKind } from './index';
import { documentSchemas, type DocumentSchemas, type OpeningFormId } from './registry';

/** One printed element of a document, in reading order. */
export type DocumentBlock =
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  /** A label and its answer; `path` is the JSON pointer of the answer in the document payload. */
  | { type: 'row'; label: string; value: string; path?: string }
  | { type: 'paragraph'; text: string };

/** Who signs a document, in signing order (the account holders). */
export interface DocumentSigner {
  order: number; name: string; email?: string;
  /** What the signature slot calls the signer ("Client", "Adviser"); "Account holder {order}" when absent. */
  role?: string;
}

/** Everything a document prints, before it is laid out on pages. */
export interface DocumentContent {
  kind: OpeningDocumentKind | 'OrderForm';
  title: string;
  fileName: string;
  /** Header text: brand name and opening number. */
  brandName: string;
  openingId: number;
  /** The header's reference and the PDF subject; "Account opening {openingId}" when absent. */
  reference?: string;
  blocks: DocumentBlock[];
  /** One signature slot each, on the last page. */
  signers: DocumentSigner[];
}

/** Document titles as the platform names them (the holders' names follow, cut to 30 characters). */
export const DOCUMENT_TITLES: Readonly<Record<OpeningDocumentKind, string>> = {
  ApplicationForm: 'Application form',
  FeeSchedule: 'Fee schedule',
  BusinessConditions: 'Business conditions acknowledgement',
};

const FILE_NAMES: Readonly<Record<OpeningDocumentKind, string>> = {
  ApplicationForm: 'application-form',
  FeeSchedule: 'fee-schedule',
  BusinessConditions: 'business-conditions',
};

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const present = (v: unknown) => v !== undefined && v !== null;

/** Drops undefined and null members, so an absent section is a missing property to the schema. */
function compact(o: Obj): Obj {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => present(v)));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the documents print it: 'dd/MM/yyyy HH:mm' in UTC (the signature stamp's format).
 * @param at - the moment, a Date or an ISO string
 */
export function formatUtcDateTime(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(d.getTime())) return String(at);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The account holders of the input, as signers in holder order (1, then 2 for a joint account). */
export function signersOf(input: OpeningDocumentInput): DocumentSigner[] {
  const holders = isObject(input.sections.PersonalDetails) && Array.isArray(input.sections.PersonalDetails.Holders)
    ? (input.sections.PersonalDetails.Holders as unknown[]) : [];
  return holders.filter(isObject).map((h, i) => {
    const name = [h.FirstName, h.LastName].filter((p) => typeof p === 'string' && p.trim()).map((p) => (p as string).trim()).join(' ');
    return typeof h.EmailPrimary === 'string' ? { order: i + 1, name, email: h.EmailPrimary } : { order: i + 1, name };
  });
}

/** The payload each document is validated against (schemas/documents/<kind>.schema.json). */
export function documentPayload(kind: OpeningDocumentKind, input: OpeningDocumentInput): Obj {
  const s = input.sections;
  const accountType = isObject(s.AccountType) ? s.AccountType : undefined;
  const personal = isObject(s.PersonalDetails) ? s.PersonalDetails : undefined;
  const profile = isObject(s.InvestmentProfile) ? s.InvestmentProfile : undefined;
  const common = {
    OpeningId: input.openingId,
    Brand: { Name: input.brand.name, Code: input.brand.code },
    CreatedAt: input.createdAt,
    Signers: signersOf(input).map((sg) => compact({ Order: sg.order, Name: sg.name, Email: sg.email })),
  };
  if (kind === 'ApplicationForm') {
    return compact({
      ...common,
      AdviserName: input.adviserName,
      AccountType: accountType ?? s.AccountType,
      PersonalDetails: personal ? compact({ Holders: personal.Holders }) : s.PersonalDetails,
      Correspondence: personal?.Correspondence,
      Disbursement: s.Disbursement,
      RiskProfile: profile ? profile.RiskProfile : s.InvestmentProfile,
      Appropriateness: profile?.Appropriateness,
      Fees: feesWithTermDefaults(s.Fees),
      Acknowledgements: s.Acknowledgements,
    });
  }
  if (kind === 'FeeSchedule') {
    const fees = feesWithTermDefaults(s.Fees);
    return compact({
      ...common,
      AccountTypeId: accountType?.AccountTypeId,
      FeeSchedulesId: accountType?.FeeSchedulesId ?? derivedFeeScheduleId(fees),
      Fees: fees,
    });
  }
  return compact({
    ...common,
    AccountTypeId: accountType?.AccountTypeId,
    GeneratedAt: input.generatedAt ?? new Date().toISOString(),
    Acknowledgements: s.Acknowledgements,
  });
}

/** A term account's fees with TERM_ACCOUNT_DEFAULTS for TA_ fields it lacks (as the fees call stores them). */
function feesWithTermDefaults(fees: unknown): unknown {
  if (!isObject(fees) || fees.AccessTypeId !== 2) return fees;
  return { ...TERM_ACCOUNT_DEFAULTS, ...compact(fees) };
}

/** The fee schedule of fees saved before the account type carried it: access × 10 + option. */
function derivedFeeScheduleId(fees: unknown): number | undefined {
  if (!isObject(fees)) return undefined;
  try {
    return feeScheduleIdOf(fees.AccessTypeId as number, fees.FeeOptionId as number);
  } catch {
    return undefined;
  }
}

// --- answers as label/value rows --------------------------------------------------------------

/** Labels of fields the wizard does not show with a title of its own. */
const EXTRA_LABELS: Readonly<Record<string, string>> = {
  IsPrimary: 'Primary account holder', IsJoint: 'Joint account', FirstHolder: 'Account Holder 1', SecondHolder: 'Account Holder 2',
  TA_PlatformProcessingFee: 'Term account platform processing fee', TA_AccountServiceFee: 'Term account annual service fee',
};

/** 'EmailPrimary' → 'Email primary', 'TA_DeductionFeeYears' → 'TA deduction fee years'. */
function humanise(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').trim().split(/\s+/);
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
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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
  const order = Array.isArray(ui?.['ui:order']) ? (ui!['ui:order'] as string[]).filter((k) => k !== '*') : [];
  const props = Object.keys(isObject(node?.properties) ? node!.properties as Obj : {});
  const all = [...new Set([...order, ...props, ...Object.keys(value)])];
  return all.filter((k) => value[k] !== undefined);
}

/** Writes the rows of one answers object (recursing into nested objects and arrays). */
function walkObject(walk: Walk, value: Obj, node: Obj | undefined, base: string, ui: UiSchema | undefined, prefix: string, path: string): void {
  for (const key of orderedKeys(value, node, ui)) {
    const childRaw = isObject(node?.properties) ? (node!.properties as Obj)[key] as Obj | undefined : undefined;
    const child = resolve(walk.registry, childRaw, base);
    const childUi = ui?.[key] as UiSchema | undefined;
    const label = labelOf(key, child.node ?? childRaw, childUi);
    walkValue(walk, key, value[key], child.node, child.base, child.ref, childUi, prefix ? `${prefix} – ${label}` : label, `${path}/${key}`);
  }
}

function walkValue(walk: Walk, key: string, value: unknown, node: Obj | undefined, base: string, ref: string | undefined, ui: UiSchema | undefined, label: string, path: string): void {
  if (Array.isArray(value)) {
    if (value.length === 0) {
      walk.rows.push({ type: 'row', label, value: 'None', path });
      return;
    }
    const itemRaw = isObject(node?.items) ? node!.items as Obj : undefined;
    const item = resolve(walk.registry, itemRaw, base);
    const itemUi = ui?.items as UiSchema | undefined;
    const titles = (ui?.['ui:options'] as Obj | undefined)?.holderTitles;
    value.forEach((entry, i) => {
      const itemLabel = Array.isArray(titles) && typeof titles[i] === 'string' ? titles[i] as string : `${label} ${i + 1}`;
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
        if (typeof columns[i] === 'string' && !isObject(nestedUi[k])) nestedUi[k] = { 'ui:title': columns[i] as string };
      });
    }
    walkObject(walk, value, node, base, nestedUi, label, path);
    return;
  }
  walk.rows.push({ type: 'row', label, value: formatAnswer(key, node, ref, value, walk), path });
}

/**
 * Every answer of one section as label/value rows, labelled as the wizard labels them (ui.json,
 * with the flow's overrides for the account type, e.g. Scheme Name / Member Name).
 * @param formId - the form the section was saved with
 * @param answers - the section's answers
 * @param pathPrefix - the JSON pointer of the section in the document payload
 */
export function sectionRows(formId: OpeningFormId, answers: Obj, pathPrefix: string, input: OpeningDocumentInput, schemas: DocumentSchemas = documentSchemas()): DocumentBlock[] {
  const { registry, flow } = schemas;
  const schema: FormSchema = registry.schema(formId);
  const step = flow.stages.flatMap((st) => st.steps).find((st) => st.form === formId);
  const accountType = isObject(input.sections.AccountType) ? input.sections.AccountType : {};
  const context = compact({ AccountTypeId: accountType.AccountTypeId, IsJoint: accountType.IsJoint });
  const ui = step ? uiFor(step, registry.ui(formId), context) : registry.ui(formId);
  const walk: Walk = { registry, referenceData: input.referenceData, rows: [] };
  walkObject(walk, answers, schema as unknown as Obj, schema.$id, ui, '', pathPrefix);
  return walk.rows;
}

// --- the three documents ----------------------------------------------------------------------

/** "Application form – Anna Schmidt & Jonas Schmidt", the names cut to 30 characters (spec §9). */
function titleOf(kind: OpeningDocumentKind, signers: DocumentSigner[]): string {
  const names = signers.map((s) => s.name).filter(Boolean).join(' & ');
  return names ? `${DOCUMENT_TITLES[kind]} – ${truncateName(names, DOCUMENT_TITLE_NAME_MAX)}` : DOCUMENT_TITLES[kind];
}

function openingRows(input: OpeningDocumentInput, withAdviser: boolean): DocumentBlock[] {
  const rows: DocumentBlock[] = [
    { type: 'row', label: 'Provider', value: input.brand.name },
    { type: 'row', label: 'Account opening number', value: String(input.openingId) },
  ];
  if (withAdviser) rows.push({ type: 'row', label: 'Adviser', value: input.adviserName });
  rows.push({ type: 'row', label: 'Started on', value: formatUtcDateTime(input.createdAt) + ' UTC' });
  return rows;
}

function contentOf(kind: OpeningDocumentKind, input: OpeningDocumentInput, blocks: DocumentBlock[]): DocumentContent {
  const signers = signersOf(input);
  return {
    kind,
    title: titleOf(kind, signers),
    fileName: `${FILE_NAMES[kind]}-${input.openingId}.pdf`,
    brandName: input.brand.name,
    openingId: input.openingId,
    blocks,
    signers,
  };
}

/**
 * What the application form prints: the opening, then every answer of every saved section in the
 * wizard's order and labels. Pure (no PDF), so a test can prove that every answer is printed.
 * @param input - the opening (already valid against the ApplicationForm schema)
 */
export function applicationFormContent(input: OpeningDocumentInput, schemas: DocumentSchemas = documentSchemas()): DocumentContent {
  const p = documentPayload('ApplicationForm', input);
  const blocks: DocumentBlock[] = [{ type: 'heading', text: 'Account opening' }, ...openingRows(input, true)];
  const section = (heading: string, formId: OpeningFormId, key: string, absent?: string) => {
    blocks.push({ type: 'heading', text: heading });
    if (isObject(p[key])) blocks.push(...sectionRows(formId, p[key] as Obj, `/${key}`, input, schemas));
    else if (absent) blocks.push({ type: 'paragraph', text: absent });
  };
  const accountTypeId = isObject(p.AccountType) ? p.AccountType.AccountTypeId : undefined;
  const noProfile = accountTypeId === 400160 || accountTypeId === 400164;
  section('Account type', 'account-type', 'AccountType');
  section('Personal details', 'personal-details', 'PersonalDetails');
  section('Correspondence information', 'correspondence', 'Correspondence', 'No correspondence address was given; correspondence goes to the first account holder\'s residential address.');
  section('Disbursement account details', 'disbursement', 'Disbursement', 'No disbursement account was given.');
  if (noProfile) {
    blocks.push({ type: 'heading', text: 'Investment profile' }, { type: 'paragraph', text: 'This account type has no investment profile.' });
  } else {
    section('Risk profile', 'risk-profile', 'RiskProfile');
    section('Appropriateness test', 'account-appropriateness', 'Appropriateness', 'The appropriateness test was not answered.');
  }
  section('Fees and charges', 'fees', 'Fees');
  section('Acknowledgements', 'acknowledgements', 'Acknowledgements');
  return contentOf('ApplicationForm', input, blocks);
}

const ACCESS_NAMES: Readonly<Record<number, string>> = { 1: 'Instant Access', 2: 'Term Account' };
const OPTION_NAMES: Readonly<Record<number, string>> = { 1: 'Classic', 2: 'Fee-based', 3: 'ClassicFlex' };

/** '21 – Term Account, Classic': the code and what it combines (access × 10 + option). */
function feeScheduleName(id: unknown): string {
  if (typeof id !== 'number') return '–';
  const access = ACCESS_NAMES[Math.floor(id / 10)];
  const option = OPTION_NAMES[id % 10];
  return access && option ? `${id} – ${access}, ${option}` : String(id);
}

/**
 * What the fee schedule prints: the fee schedule id and every fee choice of the Fees and Charges
 * step, with the term-account TA_ fields.
 */
export function feeScheduleContent(input: OpeningDocumentInput, schemas: DocumentSchemas = documentSchemas()): DocumentContent {
  const p = documentPayload('FeeSchedule', input);
  const fees = isObject(p.Fees) ? p.Fees : {};
  const blocks: DocumentBlock[] = [
    { type: 'heading', text: 'Account opening' }, ...openingRows(input, false),
    { type: 'heading', text: 'Fee schedule' },
    { type: 'row', label: 'Fee schedule', value: feeScheduleName(p.FeeSchedulesId), path: '/FeeSchedulesId' },
    { type: 'paragraph', text: fees.IsCustom === true
      ? 'The fees below were agreed individually with the account holders.'
      : 'The standard fees of the chosen fee schedule apply, as listed below.' },
    ...sectionRows('fees', fees, '/Fees', input, schemas),
    { type: 'paragraph', text: 'Percentages are per year of the account value unless stated otherwise. Fees are charged to the account in its currency.' },
  ];
  return contentOf('FeeSchedule', input, blocks);
}

/**
 * What the business-conditions acknowledgement prints: what was acknowledged (every answer of the
 * Acknowledgements step), by whom (the account holders) and when.
 */
export function businessConditionsContent(input: OpeningDocumentInput, schemas: DocumentSchemas = documentSchemas()): DocumentContent {
  const p = documentPayload('BusinessConditions', input);
  const acks = isObject(p.Acknowledgements) ? p.Acknowledgements : {};
  const signers = signersOf(input);
  const blocks: DocumentBlock[] = [
    { type: 'heading', text: 'Account opening' }, ...openingRows(input, false),
    { type: 'heading', text: 'Acknowledged by' },
    ...signers.map((s): DocumentBlock => ({ type: 'row', label: `Account holder ${s.order}`, value: s.email ? `${s.name} (${s.email})` : s.name })),
    { type: 'row', label: 'Acknowledged on', value: `${formatUtcDateTime(p.GeneratedAt as string)} UTC` },
    { type: 'heading', text: 'Acknowledgements' },
    { type: 'paragraph', text: `By signing below, each account holder confirms the following answers given to ${input.brand.name} in the account opening, and that they have read and accept the business conditions of the provider.` },
    ...sectionRows('acknowledgements', acks, '/Acknowledgements', input, schemas),
  ];
  return contentOf('BusinessConditions', input, blocks);
}

/** The content of one document kind. */
export function documentContent(kind: OpeningDocumentKind, input: OpeningDocumentInput, schemas: DocumentSchemas = documentSchemas()): DocumentContent {
  if (kind === 'ApplicationForm') return applicationFormContent(input, schemas);
  if (kind === 'FeeSchedule') return feeScheduleContent(input, schemas);
  return businessConditionsContent(input, schemas);
}

/** The printed lines of a document: headings, 'Label: value' rows, paragraphs. */
export function printedLines(content: DocumentContent): string[] {
  return content.blocks.map((b) => (b.type === 'row' ? `${b.label}: ${b.value}` : b.text));
}

/**
 * The printed label/value lines of the application form (every answer of a full opening).
 * @param input - the opening
 */
export function applicationFormLines(input: OpeningDocumentInput): string[] {
  return printedLines(applicationFormContent(input));
}
