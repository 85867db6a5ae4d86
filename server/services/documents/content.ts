import { DOCUMENT_TITLE_NAME_MAX } from '@/engine/constants';
import { truncateName } from '@/engine/session/truncateName';
import { sectionRows } from './answerRows';
import { documentPayload, isObject, signersOf } from './payload';
import { documentSchemasFor, type DocumentSchemas, type OpeningFormId } from './registry';
import type { DocumentBlock, DocumentContent, DocumentSigner, OpeningDocumentInput, OpeningDocumentKind } from './types';

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

/** "Application form – Anna Schmidt & Jonas Schmidt", the names cut to 30 characters (spec §9). */
function titleOf(kind: OpeningDocumentKind, signers: DocumentSigner[]): string {
  const names = signers
    .map((s) => s.name)
    .filter(Boolean)
    .join(' & ');
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
export function applicationFormContent(input: OpeningDocumentInput, schemas: DocumentSchemas = documentSchemasFor(input)): DocumentContent {
  const p = documentPayload('ApplicationForm', input);
  const blocks: DocumentBlock[] = [{ type: 'heading', text: 'Account opening' }, ...openingRows(input, true)];
  const section = (heading: string, formId: OpeningFormId, key: string, absent?: string) => {
    blocks.push({ type: 'heading', text: heading });
    if (isObject(p[key])) blocks.push(...sectionRows(formId, p[key], `/${key}`, input, schemas));
    else if (absent) blocks.push({ type: 'paragraph', text: absent });
  };
  // The flow decided whether this opening has an Investment Profile (the sections it asks).
  const noProfile = !input.flowSections.includes('InvestmentProfile');
  section('Account type', 'account-type', 'AccountType');
  section('Personal details', 'personal-details', 'PersonalDetails');
  section(
    'Correspondence information',
    'correspondence',
    'Correspondence',
    "No correspondence address was given; correspondence goes to the first account holder's residential address.",
  );
  section('Disbursement account details', 'disbursement', 'Disbursement', 'No disbursement account was given.');
  if (noProfile) {
    blocks.push(
      { type: 'heading', text: 'Investment profile' },
      { type: 'paragraph', text: 'This account type has no investment profile.' },
    );
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
export function feeScheduleContent(input: OpeningDocumentInput, schemas: DocumentSchemas = documentSchemasFor(input)): DocumentContent {
  const p = documentPayload('FeeSchedule', input);
  const fees = isObject(p.Fees) ? p.Fees : {};
  const blocks: DocumentBlock[] = [
    { type: 'heading', text: 'Account opening' },
    ...openingRows(input, false),
    { type: 'heading', text: 'Fee schedule' },
    { type: 'row', label: 'Fee schedule', value: feeScheduleName(p.FeeSchedulesId), path: '/FeeSchedulesId' },
    {
      type: 'paragraph',
      text:
        fees.IsCustom === true
          ? 'The fees below were agreed individually with the account holders.'
          : 'The standard fees of the chosen fee schedule apply, as listed below.',
    },
    ...sectionRows('fees', fees, '/Fees', input, schemas),
    {
      type: 'paragraph',
      text: 'Percentages are per year of the account value unless stated otherwise. Fees are charged to the account in its currency.',
    },
  ];
  return contentOf('FeeSchedule', input, blocks);
}

/**
 * What the business-conditions acknowledgement prints: what was acknowledged (every answer of the
 * Acknowledgements step), by whom (the account holders) and when.
 */
export function businessConditionsContent(
  input: OpeningDocumentInput,
  schemas: DocumentSchemas = documentSchemasFor(input),
): DocumentContent {
  const p = documentPayload('BusinessConditions', input);
  const acks = isObject(p.Acknowledgements) ? p.Acknowledgements : {};
  const signers = signersOf(input);
  const blocks: DocumentBlock[] = [
    { type: 'heading', text: 'Account opening' },
    ...openingRows(input, false),
    { type: 'heading', text: 'Acknowledged by' },
    ...signers.map((s): DocumentBlock => ({
      type: 'row',
      label: `Account holder ${s.order}`,
      value: s.email ? `${s.name} (${s.email})` : s.name,
    })),
    { type: 'row', label: 'Acknowledged on', value: `${formatUtcDateTime(p.GeneratedAt as string)} UTC` },
    { type: 'heading', text: 'Acknowledgements' },
    {
      type: 'paragraph',
      text: `By signing below, each account holder confirms the following answers given to ${input.brand.name} in the account opening, and that they have read and accept the business conditions of the provider.`,
    },
    ...sectionRows('acknowledgements', acks, '/Acknowledgements', input, schemas),
  ];
  return contentOf('BusinessConditions', input, blocks);
}

/** The content of one document kind. */
export function documentContent(
  kind: OpeningDocumentKind,
  input: OpeningDocumentInput,
  schemas: DocumentSchemas = documentSchemasFor(input),
): DocumentContent {
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
