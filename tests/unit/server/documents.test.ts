/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFArray, PDFName, PDFRawStream, StandardFonts, type PDFPage } from 'pdf-lib';
import type { Flow, FormSchema, UiSchema } from '@/engine';
import { holderCountProblem } from '@/engine/accountOpening';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { countryById } from '@/engine/reference/countries';
import { applicationFormLines, documentContent, printedLines } from '../../../server/services/documents/content';
import { DOCUMENT_GENERATION_FAILED_MESSAGE, DocumentGenerationError } from '../../../server/services/documents/errors';
import { generateOpeningDocuments, stampSignature } from '../../../server/services/documents/generate';
import type { DocumentBlock, OpeningDocumentInput } from '../../../server/services/documents/types';
import type * as ErrorsModule from '../../../server/services/documents/errors';
import type * as GenerateModule from '../../../server/services/documents/generate';
import { toWinAnsi } from '../../../server/services/documents/winAnsi';
import { DOCUMENT_REGISTRY_CACHE_SIZE, documentSchemas, documentSchemasFor } from '../../../server/services/documents/registry';
import { sectionsAsked, type Sections } from '../../../server/services/accountOpening';

const SCHEMAS = join(__dirname, '../../../schemas');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const fixture = (form: string, name: string) => readJson(join(SCHEMAS, 'forms', form, 'fixtures/valid', `${name}.json`));
const validFixtures = (form: string) =>
  readdirSync(join(SCHEMAS, 'forms', form, 'fixtures/valid'))
    .filter((f) => f.endsWith('.json'))
    .sort();

/** The sections the account-opening flow (the shipped one by default) asks for these saved sections, as the signing passes them. */
function flowSectionsOf(sections: OpeningDocumentInput['sections'], flow: Flow = documentSchemas().flow): string[] {
  const saved = Object.fromEntries(Object.entries(sections).filter(([, v]) => v !== null)) as Sections;
  return [...sectionsAsked(flow, saved, documentSchemas().registry.conditions)];
}

/** A complete joint opening built from the forms' own valid fixtures. */
function jointOpening(): OpeningDocumentInput {
  const input: Omit<OpeningDocumentInput, 'flowSections'> = {
    openingId: 42,
    brand: { name: 'Demo Wealth', code: 'dmo' },
    adviserName: 'Dana Consultant',
    createdAt: '2026-03-01T10:00:00.000Z',
    generatedAt: '2026-03-05T14:07:00.000Z',
    sections: {
      AccountType: { AccountTypeId: 400159, IsJoint: true, FeeSchedulesId: 11 },
      PersonalDetails: {
        ...fixture('personal-details', 'joint-holders-moved-self-employed'),
        Correspondence: fixture('correspondence', 'different-mailing-address'),
      },
      Disbursement: fixture('disbursement', 'direct-debit-and-regular-payments'),
      InvestmentProfile: {
        RiskProfile: fixture('risk-profile', 'salary-sales-and-inheritance'),
        Appropriateness: fixture('account-appropriateness', 'joint-sufficient-knowledge'),
      },
      Fees: fixture('fees', 'instant-classic-standard'),
      Acknowledgements: fixture('acknowledgements', 'appoint-dam'),
    },
  };
  return { ...input, flowSections: flowSectionsOf(input.sections) };
}

/** The input with some sections replaced; the flow's sections follow the new account type. */
const withSections = (input: OpeningDocumentInput, sections: Partial<OpeningDocumentInput['sections']>): OpeningDocumentInput => {
  const merged = { ...input.sections, ...sections };
  return { ...input, sections: merged, flowSections: flowSectionsOf(merged) };
};

// --- reading the PDFs back ----------------------------------------------------------------------

interface DrawnText {
  text: string;
  x: number;
  y: number;
}

// Node's TextDecoder treats 'windows-1252' as Latin-1, so the 0x80–0x9F range is spelled out here.
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = {
  decode: (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80] : String.fromCharCode(b))).join(''),
};

/** The texts drawn on a page, in drawing order, with their position (pdf-lib writes `x y Tm <hex> Tj`). */
function drawnTexts(page: PDFPage): DrawnText[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  const out: DrawnText[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.get(PDFName.of('Filter'));
    const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(Buffer.from(stream.contents)) : Buffer.from(stream.contents);
    for (const m of bytes.toString('latin1').matchAll(/(-?[\d.]+) (-?[\d.]+) Tm\s*<([0-9A-Fa-f]*)> Tj/g)) {
      out.push({ x: Number(m[1]), y: Number(m[2]), text: winAnsi.decode(Buffer.from(m[3], 'hex')) });
    }
  }
  return out;
}

async function pdfText(pdf: Uint8Array): Promise<{ pages: DrawnText[][]; text: string; pageCount: number }> {
  const doc = await PDFDocument.load(pdf);
  const pages = doc.getPages().map(drawnTexts);
  return {
    pages,
    text: pages
      .flat()
      .map((t) => t.text)
      .join(' ')
      .replace(/\s+/g, ' '),
    pageCount: doc.getPageCount(),
  };
}

const squash = (s: string) => toWinAnsi(s).replace(/\s+/g, ' ').trim();

// --- "every answer": an independent check of the printed rows against a fixture ----------------------

/** Every leaf of an answers object, as JSON pointer → value. */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leaves(v, `${path}/${i}`)) : [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}/${k}`));
  return [[path, value]];
}

/** Every option title of the account-opening schemas, by its const (what a printed code may show as). */
const TITLES = new Map<string, Set<string>>();
function collectTitles(node: unknown): void {
  if (Array.isArray(node)) node.forEach(collectTitles);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if ('const' in o && typeof o.title === 'string') {
      const key = JSON.stringify(o.const);
      TITLES.set(key, new Set([...(TITLES.get(key) ?? []), o.title]));
    }
    Object.values(o).forEach(collectTitles);
  }
}
for (const form of [
  'account-type',
  'personal-details',
  'correspondence',
  'disbursement',
  'risk-profile',
  'account-appropriateness',
  'fees',
  'acknowledgements',
]) {
  collectTitles(readJson(join(SCHEMAS, 'forms', form, 'schema.json')));
}
for (const file of readdirSync(join(SCHEMAS, 'forms/_defs'))) collectTitles(readJson(join(SCHEMAS, 'forms/_defs', file)));

/** Whether a printed value shows the raw answer (itself, its option title, its country, money or date form). */
function shows(printed: string, raw: unknown): boolean {
  if (typeof raw === 'boolean') return printed === (raw ? 'Yes' : 'No');
  if (raw === '') return printed === '–';
  if (Array.isArray(raw)) return printed === 'None';
  if (TITLES.get(JSON.stringify(raw))?.has(printed)) return true;
  if (typeof raw === 'number') return printed === String(raw) || printed === formatMoney(raw) || printed === countryById(raw)?.Text;
  return printed === raw || printed === formatIsoDate(String(raw));
}

const SECTIONS: Array<{
  form: string;
  key: string;
  put: (input: OpeningDocumentInput, answers: Record<string, unknown>) => OpeningDocumentInput;
}> = [
  { form: 'account-type', key: 'AccountType', put: (i, a) => withSections(i, { AccountType: a }) },
  { form: 'personal-details', key: 'PersonalDetails', put: (i, a) => withSections(i, { PersonalDetails: a }) },
  {
    form: 'correspondence',
    key: 'Correspondence',
    put: (i, a) => withSections(i, { PersonalDetails: { ...(i.sections.PersonalDetails as object), Correspondence: a } }),
  },
  { form: 'disbursement', key: 'Disbursement', put: (i, a) => withSections(i, { Disbursement: a }) },
  {
    form: 'risk-profile',
    key: 'RiskProfile',
    put: (i, a) => withSections(i, { InvestmentProfile: { ...(i.sections.InvestmentProfile as object), RiskProfile: a } }),
  },
  {
    form: 'account-appropriateness',
    key: 'Appropriateness',
    put: (i, a) => withSections(i, { InvestmentProfile: { ...(i.sections.InvestmentProfile as object), Appropriateness: a } }),
  },
  { form: 'fees', key: 'Fees', put: (i, a) => withSections(i, { Fees: a }) },
  { form: 'acknowledgements', key: 'Acknowledgements', put: (i, a) => withSections(i, { Acknowledgements: a }) },
];

describe('the application form prints every answer', () => {
  const cases = SECTIONS.flatMap((s) => validFixtures(s.form).map((file) => [s.form, file, s] as const));

  it.each(cases)('%s fixture %s: every answer has its row, with the answer shown', (_form, file, section) => {
    const answers = readJson(join(SCHEMAS, 'forms', section.form, 'fixtures/valid', file)) as Record<string, unknown>;
    const content = documentContent('ApplicationForm', section.put(jointOpening(), answers));
    const rows = new Map(
      content.blocks.filter((b): b is Extract<DocumentBlock, { type: 'row' }> => b.type === 'row' && !!b.path).map((b) => [b.path!, b]),
    );
    const missing: string[] = [];
    for (const [pointer, raw] of leaves(answers)) {
      const row = rows.get(`/${section.key}${pointer}`);
      if (!row || !shows(row.value, raw))
        missing.push(`${pointer} = ${JSON.stringify(raw)} printed as ${row ? JSON.stringify(row.value) : 'nothing'}`);
      else expect(row.label.trim()).not.toBe('');
    }
    expect(missing).toEqual([]);
  });

  it('labels answers as the wizard does and prints names, not codes', () => {
    const lines = applicationFormLines(jointOpening());
    expect(lines).toEqual(
      expect.arrayContaining([
        'Provider: Demo Wealth',
        'Account opening number: 42',
        'Adviser: Dana Consultant',
        'Account type: Standalone account',
        'First account holder',
        'Second account holder',
        'Title: Dr',
        'Country of Birth: Germany',
        'Residential address – Street: Hauptstraße',
        'Former address – Place: Wien',
        'Send correspondence to: A different mailing address',
        'Direct debit – Amount: 250.00',
        'Regular payments – First payment date: 31/03/2027',
        'Regular payments – Frequency: Quarterly',
        'Annual disposable net assets: 50,000-99,999 EUR',
        'Platform processing fee: 3.5%',
        'I accept the business conditions: Yes',
      ]),
    );
  });

  it('prints a name from the reference data the server passes, e.g. a DFM provider', () => {
    const input = withSections(jointOpening(), { AccountType: fixture('account-type', 'dfm-account-400161') });
    const dfm = (input.sections.AccountType as { DFMProviderId: number }).DFMProviderId;
    const lines = applicationFormLines({
      ...input,
      referenceData: { DFMProviders: [{ id: dfm, name: 'Harbour Discretionary Management' }] },
    });
    expect(lines).toContain('DFM provider: Harbour Discretionary Management');
  });

  it('labels the holders Scheme Name and Member Name for a QROPS account and says it has no investment profile', () => {
    const input = withSections(jointOpening(), {
      AccountType: { ...fixture('account-type', 'qrops-with-dfm-and-trustee'), IsJoint: true },
      InvestmentProfile: null,
    });
    const lines = applicationFormLines(input);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Scheme Name',
        'Member Name',
        'This account type has no investment profile.',
        'Trustees 1: Harbour Pension Trustees Ltd',
      ]),
    );
    expect(lines).not.toContain('Risk profile');
  });
});

describe('the application form follows the flow, not a list of account types (issue 13 item 1)', () => {
  /** A copy of the shipped flow whose Investment Profile stage also skips standalone accounts (400159). */
  const changedFlow = (): Flow => {
    const flow = structuredClone(documentSchemas().flow);
    flow.stages.find((s) => s.id === 'InvestmentProfile')!.when = {
      not: { properties: { AccountTypeId: { enum: [400160, 400164, 400159] } }, required: ['AccountTypeId'] },
    };
    return flow;
  };

  it('a standalone opening on the changed flow prints "no investment profile" and its documents generate', async () => {
    const sections = { ...jointOpening().sections, InvestmentProfile: null };
    const flowSections = flowSectionsOf(sections, changedFlow());
    expect(flowSections).not.toContain('InvestmentProfile');
    const input = { ...jointOpening(), sections, flowSections };
    const lines = applicationFormLines(input);
    expect(lines).toContain('This account type has no investment profile.');
    expect(lines).not.toContain('Risk profile');
    expect((await generateOpeningDocuments(input)).map((d) => d.kind)).toEqual(['ApplicationForm', 'FeeSchedule', 'BusinessConditions']);
  });

  it('the same opening on the shipped flow still needs its investment profile', async () => {
    const input = withSections(jointOpening(), { InvestmentProfile: null });
    expect(input.flowSections).toContain('InvestmentProfile');
    await expect(generateOpeningDocuments(input)).rejects.toThrow('The application form needs the Investment Profile section');
  });

  it('an investment profile the flow skips is refused in the document, whatever the account type', async () => {
    const input = { ...jointOpening(), flowSections: jointOpening().flowSections.filter((s) => s !== 'InvestmentProfile') };
    await expect(generateOpeningDocuments(input)).rejects.toThrow('This account type has no investment profile.');
  });
});

describe('the documents follow the form version each section was answered on (issue 13 item 1)', () => {
  const LONG_BANK_NAME = 'The Very Long Name Of A Cooperative Savings Bank Of The Upper Rhine Valley And Its Surrounding Districts Ltd';
  /** The disbursement form of schemas/, with the bank name allowed up to `max` characters. */
  const disbursementWithBankNameMax = (max: number): { schema: FormSchema; ui: UiSchema } => {
    const schema = readJson(join(SCHEMAS, 'forms/disbursement/schema.json')) as FormSchema & {
      properties: { BankName: { maxLength: number; errorMessage: { maxLength: string } } };
    };
    schema.properties.BankName.maxLength = max;
    schema.properties.BankName.errorMessage.maxLength = `Bank Name must be at most ${max} characters`;
    return { schema, ui: readJson(join(SCHEMAS, 'forms/disbursement/ui.json')) as UiSchema };
  };
  const withLongBankName = () =>
    withSections(jointOpening(), {
      Disbursement: { ...fixture('disbursement', 'direct-debit-and-regular-payments'), BankName: LONG_BANK_NAME },
    });

  it('a section saved under a version that allows a longer bank name generates and prints it', async () => {
    expect(LONG_BANK_NAME.length).toBeGreaterThan(100);
    const input = { ...withLongBankName(), formVersions: { disbursement: disbursementWithBankNameMax(150) } };
    expect((await generateOpeningDocuments(input)).map((d) => d.kind)).toEqual(['ApplicationForm', 'FeeSchedule', 'BusinessConditions']);
    expect(applicationFormLines(input)).toContain(`Bank Name: ${LONG_BANK_NAME}`);
  });

  it("the same answers without that version are checked by the file's form and refused with its message", async () => {
    await expect(generateOpeningDocuments(withLongBankName())).rejects.toThrow('Bank Name must be at most 100 characters');
  });

  it("a version stricter than the answer is that version's message (each section is checked by its own version)", async () => {
    const input = { ...jointOpening(), formVersions: { disbursement: disbursementWithBankNameMax(5) } };
    await expect(generateOpeningDocuments(input)).rejects.toThrow('Bank Name must be at most 5 characters');
  });

  it('the same versions share one compiled registry: the files, and a copy of their content, compile nothing new', () => {
    const shipped = documentSchemas().registry;
    const copyOfFiles = {
      disbursement: {
        schema: readJson(join(SCHEMAS, 'forms/disbursement/schema.json')) as FormSchema,
        ui: readJson(join(SCHEMAS, 'forms/disbursement/ui.json')) as UiSchema,
      },
    };
    expect(documentSchemasFor({}).registry).toBe(shipped);
    expect(documentSchemasFor({ formVersions: copyOfFiles }).registry).toBe(shipped);
    const looser = documentSchemasFor({ formVersions: { disbursement: disbursementWithBankNameMax(150) } }).registry;
    expect(looser).not.toBe(shipped);
    expect(documentSchemasFor({ formVersions: { disbursement: disbursementWithBankNameMax(150) } }).registry).toBe(looser);
  });

  it(`keeps the last ${DOCUMENT_REGISTRY_CACHE_SIZE} registries: the least recently used is compiled again`, () => {
    const version = (max: number) => documentSchemasFor({ formVersions: { disbursement: disbursementWithBankNameMax(max) } }).registry;
    const first = version(101);
    for (let i = 1; i < DOCUMENT_REGISTRY_CACHE_SIZE; i++) version(101 + i);
    expect(version(101)).toBe(first);
    for (let i = 0; i < DOCUMENT_REGISTRY_CACHE_SIZE; i++) version(300 + i);
    expect(version(101)).not.toBe(first);
  });

  it('the flow in effect gives the labels (the input names it)', () => {
    const flow = structuredClone(documentSchemas().flow);
    const step = flow.stages.flatMap((st) => st.steps).find((st) => st.form === 'disbursement')!;
    step.uiOverrides = [...(step.uiOverrides ?? []), { ui: { BankName: { 'ui:title': 'Name of the bank' } } }];
    const lines = applicationFormLines({ ...jointOpening(), flow });
    expect(lines).toContain('Name of the bank: Commerzbank');
    expect(applicationFormLines(jointOpening())).toContain('Bank Name: Commerzbank');
  });
});

describe('generateOpeningDocuments', () => {
  it('generates the three documents as PDFs that open, with header, title and page numbers on every page', async () => {
    const docs = await generateOpeningDocuments(jointOpening());
    expect(docs.map((d) => [d.kind, d.fileName, d.title])).toEqual([
      ['ApplicationForm', 'application-form-42.pdf', 'Application form – Anna Schmidt & Jonas Schmidt'],
      ['FeeSchedule', 'fee-schedule-42.pdf', 'Fee schedule – Anna Schmidt & Jonas Schmidt'],
      ['BusinessConditions', 'business-conditions-42.pdf', 'Business conditions acknowledgement – Anna Schmidt & Jonas Schmidt'],
    ]);
    for (const doc of docs) {
      const { pages, pageCount } = await pdfText(doc.pdf);
      expect(Buffer.from(doc.pdf.slice(0, 5)).toString()).toBe('%PDF-');
      expect(pageCount).toBe(pages.length);
      pages.forEach((page, i) => {
        const texts = page.map((t) => t.text);
        expect(texts).toEqual(expect.arrayContaining(['Demo Wealth', 'Account opening 42', `Page ${i + 1} of ${pageCount}`]));
      });
      expect(pages[0].map((t) => t.text).join(' ')).toContain(`${toWinAnsi(doc.title)} Generated on 05/03/2026 14:07 UTC`);
      expect((await PDFDocument.load(doc.pdf)).getTitle()).toBe(doc.title);
    }
    // A full joint application does not fit on one page.
    expect((await pdfText(docs[0].pdf)).pageCount).toBeGreaterThan(2);
  });

  it('draws every printed line of the application form in the PDF', async () => {
    const input = jointOpening();
    const [form] = await generateOpeningDocuments(input);
    const { text } = await pdfText(form.pdf);
    const content = documentContent('ApplicationForm', input);
    const absent = content.blocks
      .flatMap((b) => (b.type === 'row' ? [b.label, b.value] : [b.text]))
      .filter((t) => !text.includes(squash(t)));
    expect(absent).toEqual([]);
    expect(text).toContain('Signatures Account holder 1: Anna Schmidt');
    expect(text).toContain('Account holder 2: Jonas Schmidt');
  });

  it('prints the fee schedule: the fee schedule id, every fee choice and the term-account fields (defaults when absent)', async () => {
    const termFees = { ...fixture('fees', 'term-classicflex-custom') };
    delete termFees.TA_DeductionFeeYears;
    delete termFees.TA_EstablishPeriod;
    const input = withSections(jointOpening(), {
      AccountType: { AccountTypeId: 400159, IsJoint: true, FeeSchedulesId: 23 },
      Fees: termFees,
    });
    const lines = printedLines(documentContent('FeeSchedule', input));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Fee schedule: 23 – Term Account, ClassicFlex',
        'Access type: Term Account',
        'Fee option: ClassicFlex',
        'Platform processing fee: 7%',
        'Initial fee: 100%',
        'Structured notes entry fee: 1.6%',
        'Deduction fee years: 10',
        'Establish period (years): 10',
        'Term account platform processing fee: 7%',
        'The fees below were agreed individually with the account holders.',
      ]),
    );
    const docs = await generateOpeningDocuments(input);
    const { text } = await pdfText(docs[1].pdf);
    expect(text).toContain('Fee schedule 23 – Term Account, ClassicFlex');
  });

  it('derives the fee schedule id from the fees when the account type does not carry it yet', () => {
    const input = withSections(jointOpening(), { AccountType: { AccountTypeId: 400159, IsJoint: true } });
    expect(printedLines(documentContent('FeeSchedule', input))).toContain('Fee schedule: 11 – Instant Access, Classic');
  });

  it('prints the business conditions acknowledgement: what, by whom and when', () => {
    const lines = printedLines(documentContent('BusinessConditions', jointOpening()));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Account holder 1: Anna Schmidt (anna.schmidt@example.com)',
        'Account holder 2: Jonas Schmidt (jonas.schmidt@example.com)',
        'Acknowledged on: 05/03/2026 14:07 UTC',
        'I accept the business conditions: Yes',
        'Discretionary asset manager: Harbour Discretionary Management Ltd',
      ]),
    );
  });

  it("cuts the holders' names to 30 characters in document titles", async () => {
    const pd = fixture('personal-details', 'single-employed-holder');
    pd.Holders[0].FirstName = 'Maximiliane-Josephine';
    pd.Holders[0].LastName = 'von Hohenzollern-Sigmaringen';
    const input = withSections(jointOpening(), { AccountType: { AccountTypeId: 400159, IsJoint: false }, PersonalDetails: pd });
    const [form] = await generateOpeningDocuments(input);
    expect(form.title).toBe('Application form – Maximiliane-Josephine von Hoh…');
    expect(form.title.split(' – ')[1]).toHaveLength(30);
  });

  it('never breaks on names outside the PDF fonts\' characters ("Zoë Łukasz", Greek, emoji)', async () => {
    const pd = fixture('personal-details', 'single-employed-holder');
    pd.Holders[0].FirstName = 'Zoë';
    pd.Holders[0].LastName = 'Łukasz';
    pd.Holders[0].PlaceOfBirth = 'Αθήνα 🏛 Đakovo';
    const input = withSections(
      { ...jointOpening(), brand: { name: 'Ørsted & Šťastný Wealth', code: 'osw' } },
      { AccountType: { AccountTypeId: 400159, IsJoint: false }, PersonalDetails: pd },
    );
    const docs = await generateOpeningDocuments(input);
    expect(docs[0].title).toBe('Application form – Zoë Łukasz');
    const { text } = await pdfText(docs[0].pdf);
    expect(text).toContain('Application form – Zoë Lukasz');
    expect(text).toContain('Place of Birth ????? ? Dakovo');
    expect(text).toContain('Ørsted & Šťastný Wealth'.replace('ť', 't'));
  });

  describe('validates the documents against their schemas first, answering with the first error', () => {
    const failure = (input: OpeningDocumentInput) =>
      generateOpeningDocuments(input).then(
        () => null,
        (e: unknown) => e,
      );

    it('a missing section names the stage', async () => {
      const e = await failure(withSections(jointOpening(), { Fees: null }));
      expect(e).toBeInstanceOf(DocumentGenerationError);
      expect((e as Error).message).toBe('The application form needs the Fees and Charges section');
      expect(((await failure(withSections(jointOpening(), { InvestmentProfile: null }))) as Error).message).toBe(
        'The application form needs the Investment Profile section',
      );
    });

    it("an invalid section answers with its form's own message (the invalid fixtures' first errors)", async () => {
      const dir = join(SCHEMAS, 'forms/fees/fixtures/invalid');
      const checked: string[] = [];
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const { data, firstError } = readJson(join(dir, file)) as { data: Record<string, unknown>; firstError: string };
        // Only fixtures with one error: ordering of several errors inside a section is the form's (ui order) business.
        if (Object.keys(data).length < 3) continue;
        const e = await failure(withSections(jointOpening(), { Fees: data, AccountType: { AccountTypeId: 400159, IsJoint: true } }));
        if (e === null) {
          // The documents give a term account TERM_ACCOUNT_DEFAULTS, as the fees call stores them.
          expect(firstError).toMatch(/required for a Term Account/);
          continue;
        }
        expect(e).toBeInstanceOf(DocumentGenerationError);
        if ((e as Error).message === firstError) checked.push(file);
      }
      expect(checked.length).toBeGreaterThanOrEqual(3);
    });

    it('the acknowledgement of the business conditions is required', async () => {
      const e = await failure(withSections(jointOpening(), { Acknowledgements: { AppointDAM: false, AppropriatenessTestTerms: true } }));
      const expected = (
        readJson(join(SCHEMAS, 'forms/acknowledgements/schema.json')) as { errorMessage: { required: { BusinessConditionsTerms: string } } }
      ).errorMessage.required.BusinessConditionsTerms;
      expect((e as Error).message).toBe(expected);
    });

    it('a QROPS account carries no investment profile', async () => {
      const e = await failure(
        withSections(jointOpening(), { AccountType: { ...fixture('account-type', 'qrops-with-dfm-and-trustee'), IsJoint: true } }),
      );
      expect((e as Error).message).toBe('This account type has no investment profile.');
    });

    it("the holder count is the flow's rule, not the document's: a flow that lets a joint account have one holder card prints it", async () => {
      const flow = structuredClone(documentSchemas().flow);
      const joint = flow.stages.flatMap((st) => st.steps).find((st) => st.id === 'FirstAccountHolderDetails')!;
      for (const override of joint.uiOverrides ?? []) {
        const options = (override.ui as { Holders?: { 'ui:options'?: Record<string, unknown> } }).Holders?.['ui:options'];
        if (options?.minHolders === 2) options.minHolders = 1;
      }
      const input = { ...withSections(jointOpening(), { PersonalDetails: fixture('personal-details', 'single-employed-holder') }), flow };
      const context = { AccountTypeId: 400159, IsJoint: true };
      expect(holderCountProblem(flow, context, 1, documentSchemas().registry.conditions)).toBeNull();
      expect((await generateOpeningDocuments(input)).map((d) => d.kind)).toEqual(['ApplicationForm', 'FeeSchedule', 'BusinessConditions']);
      // The shipped flow refuses it (the sign call asks holderCountProblem before generating).
      expect(holderCountProblem(documentSchemas().flow, context, 1, documentSchemas().registry.conditions)).toBe(
        'A joint account needs the details of both account holders.',
      );
    });

    it('the fee schedule must match the access type and fee option', async () => {
      const e = await failure(withSections(jointOpening(), { AccountType: { AccountTypeId: 400159, IsJoint: true, FeeSchedulesId: 21 } }));
      expect((e as Error).message).toBe('The fee schedule does not match the chosen access type and fee option');
    });

    it('a date that is not one is a schema error too', async () => {
      expect(((await failure({ ...jointOpening(), generatedAt: 'not a date' })) as Error).message).toBe(
        'The date of the acknowledgement is missing',
      );
    });

    it('anything else answers "Sorry! Something wrong generating document."', async () => {
      expect(DOCUMENT_GENERATION_FAILED_MESSAGE).toBe('Sorry! Something wrong generating document.');
      let isolated!: typeof GenerateModule & typeof ErrorsModule;
      await jest.isolateModulesAsync(async () => {
        jest.doMock('../../../server/services/documents/render', () => ({
          ...jest.requireActual('../../../server/services/documents/render'),
          renderDocument: async () => {
            throw new Error('ENOSPC: no space left on device');
          },
        }));
        isolated = {
          ...(await import('../../../server/services/documents/generate')),
          ...(await import('../../../server/services/documents/errors')),
        };
      });
      const e = await isolated.generateOpeningDocuments(jointOpening()).then(
        () => null,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(isolated.DocumentGenerationError);
      expect((e as Error).message).toBe(DOCUMENT_GENERATION_FAILED_MESSAGE);
      expect(((e as Error).cause as Error).message).toBe('ENOSPC: no space left on device');
    });
  });
});

describe('stampSignature', () => {
  it("stamps each signer on the last page's signature area, one line per order, without overlap", async () => {
    const [form] = await generateOpeningDocuments(jointOpening());
    let pdf = await stampSignature(form.pdf, { name: 'Anna Schmidt', signedAt: new Date('2026-03-05T14:07:59Z'), order: 1 });
    pdf = await stampSignature(pdf, { name: 'Jonas Schmidt', signedAt: new Date('2026-03-06T08:00:00Z'), order: 2 });
    const { pages, pageCount } = await pdfText(pdf);
    expect(pageCount).toBe((await pdfText(form.pdf)).pageCount);
    const last = pages[pages.length - 1];
    const first = last.find((t) => t.text === 'Signed electronically by Anna Schmidt on 05/03/2026 14:07 UTC');
    const second = last.find((t) => t.text === 'Signed electronically by Jonas Schmidt on 06/03/2026 08:00 UTC');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first!.y - second!.y).toBeGreaterThanOrEqual(20);
    // Below the signer's own name line, above the next signer's.
    const name1 = last.find((t) => t.text === 'Account holder 1: Anna Schmidt')!;
    const name2 = last.find((t) => t.text === 'Account holder 2: Jonas Schmidt')!;
    expect(first!.y).toBeLessThan(name1.y);
    expect(first!.y).toBeGreaterThan(name2.y);
    expect(
      pages
        .slice(0, -1)
        .flat()
        .some((t) => t.text.startsWith('Signed electronically')),
    ).toBe(false);
  });

  it("stamps a name outside the fonts' characters", async () => {
    const [form] = await generateOpeningDocuments(jointOpening());
    const pdf = await stampSignature(form.pdf, { name: 'Zoë Łukasz', signedAt: new Date('2026-03-05T14:07:00Z'), order: 1 });
    expect((await pdfText(pdf)).text).toContain('Signed electronically by Zoë Lukasz on 05/03/2026 14:07 UTC');
  });

  it('refuses a signing order outside 1 to 4', async () => {
    const [form] = await generateOpeningDocuments(jointOpening());
    await expect(stampSignature(form.pdf, { name: 'A', signedAt: new Date(), order: 0 })).rejects.toThrow(
      'The signing order must be a whole number from 1 to 4.',
    );
  });
});

describe('toWinAnsi', () => {
  it('transliterates, strips accents the fonts lack and replaces other scripts, keeping Latin-1 letters', () => {
    expect(toWinAnsi('Zoë Łukasz')).toBe('Zoë Lukasz');
    expect(toWinAnsi('Erdős Ferenc, Ștefan, Đorđe')).toBe('Erdos Ferenc, Stefan, Dorde');
    expect(toWinAnsi('Zoe\u0308')).toBe('Zoë');
    expect(toWinAnsi('Line\nbreak\ttab')).toBe('Line break tab');
    expect(toWinAnsi('Иван 李 🙂')).toBe('???? ? ?');
    expect(toWinAnsi('€ – “quoted” … Œuvre')).toBe('€ – “quoted” … Œuvre');
  });

  it('returns only characters Helvetica can encode', async () => {
    const doc = await PDFDocument.create();
    const fonts = [
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      await doc.embedFont(StandardFonts.HelveticaOblique),
    ];
    let every = '';
    for (let c = 0; c < 0x3000; c++) every += String.fromCodePoint(c);
    const safe = toWinAnsi(every + '🙂\u200b\u00ad');
    for (const font of fonts) expect(() => font.encodeText(safe)).not.toThrow();
  });
});
