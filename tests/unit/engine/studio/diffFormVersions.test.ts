/** @jest-environment node */
import type { FormSchema } from '@/engine/forms/types';
import { diffFormVersions } from '@/engine/studio/diffFormVersions';
import { definitionsResolver } from '@/engine/studio/resolveSchema';
import type { FormVersion } from '@/engine/studio/types';
import commonDefs from '../../../../schemas/forms/_defs/common.json';
import { allForms, at, forms, resolve } from './realSchemas';

const diff = (before: FormVersion, after: FormVersion) => diffFormVersions(before, after, resolve);

/** A small form written for one case (the real forms have no enum with ui:enumNames, no multipleOf of their own). */
function smallForm(
  properties: Record<string, unknown>,
  ui: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): FormVersion {
  const schema: FormSchema = {
    $id: 'https://tessera.example/schemas/forms/small',
    version: '1.0.0',
    title: 'Small',
    type: 'object',
    properties,
    ...extra,
  };
  return structuredClone({ schema, ui });
}

describe('diffFormVersions on the real forms', () => {
  it.each(allForms())('finds no change between form %s and its copy', (_id, version) => {
    expect(diff(version, structuredClone(version))).toEqual([]);
  });

  it('reports a maximum lowered beside a shared definition as a tightened bound (KYC proceeds)', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    at(after.schema, 'properties', 'FinancialInvestment').maximum = 5000000;
    expect(diff(before, after)).toEqual([
      {
        kind: 'bound-tightened',
        pointer: '/FinancialInvestment',
        labels: ['Proceeds (USD)'],
        detail: 'maximum',
        before: 1000000000,
        after: 5000000,
        sentence: "'Proceeds (USD)' maximum lowered from 1,000,000,000 to 5,000,000",
        breaking: true,
      },
    ]);
  });

  it('reports a maximum length raised as a loosened bound, not breaking, and a message change beside it', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    const field = at(after.schema, 'properties', 'SelfEmployed');
    field.maxLength = 500;
    field.errorMessage = { maxLength: 'Self-Employed Business Background must be at most 500 characters' };
    expect(diff(before, after)).toEqual([
      {
        kind: 'message-changed',
        pointer: '/SelfEmployed',
        labels: ['If self-employed, describe the business background'],
        detail: 'errorMessage.maxLength',
        before: 'Self-Employed Business Background must be at most 300 characters',
        after: 'Self-Employed Business Background must be at most 500 characters',
        sentence:
          '\'If self-employed, describe the business background\' error message for the maximum length rule changed from "Self-Employed Business Background must be at most 300 characters" to "Self-Employed Business Background must be at most 500 characters"',
        breaking: false,
      },
      {
        kind: 'bound-loosened',
        pointer: '/SelfEmployed',
        labels: ['If self-employed, describe the business background'],
        detail: 'maxLength',
        before: 300,
        after: 500,
        sentence: "'If self-employed, describe the business background' maximum length raised from 300 to 500 characters",
        breaking: false,
      },
    ]);
  });

  it('reports a message the parent keeps for a missing answer on the field it is about', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    at(after.schema, 'errorMessage', 'required').AmountIncome = 'Choose your annual disposable net assets';
    expect(diff(before, after)).toEqual([
      {
        kind: 'message-changed',
        pointer: '/AmountIncome',
        labels: ['Annual disposable net assets'],
        detail: 'errorMessage.required.AmountIncome',
        before: 'Annual Income is required',
        after: 'Choose your annual disposable net assets',
        sentence:
          '\'Annual disposable net assets\' error message for a missing answer changed from "Annual Income is required" to "Choose your annual disposable net assets"',
        breaking: false,
      },
    ]);
  });

  it('reports labels, help texts and widgets as not breaking', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    at(after.ui, 'AmountIncome')['ui:title'] = 'Annual income';
    at(after.ui, 'Inheritance')['ui:help'] = 'Assets inherited from an estate or a trust.';
    at(after.ui, 'Remarks')['ui:widget'] = 'text';
    expect(diff(before, after)).toEqual([
      {
        kind: 'label-changed',
        pointer: '/AmountIncome',
        labels: ['Annual income'],
        detail: 'ui:title',
        before: 'Annual disposable net assets',
        after: 'Annual income',
        sentence: "'Annual disposable net assets' renamed to 'Annual income'",
        breaking: false,
      },
      {
        kind: 'help-changed',
        pointer: '/Inheritance',
        labels: ['Inheritance'],
        detail: 'ui:help',
        before: 'Assets inherited from an estate.',
        after: 'Assets inherited from an estate or a trust.',
        sentence:
          '\'Inheritance\' help text changed from "Assets inherited from an estate." to "Assets inherited from an estate or a trust."',
        breaking: false,
      },
      {
        kind: 'widget-changed',
        pointer: '/Remarks',
        labels: ['Remarks'],
        detail: 'ui:widget',
        before: 'textarea',
        after: 'text',
        sentence: '\'Remarks\' widget changed from "textarea" to "text"',
        breaking: false,
      },
    ]);
  });

  it('reports required added as breaking and required removed as not', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    after.schema.required = ['AmountIncome', 'DeclaredNaturalPerson', 'Remarks'];
    expect(diff(before, after).map(({ kind, pointer, sentence, breaking }) => ({ kind, pointer, sentence, breaking }))).toEqual([
      { kind: 'required-removed', pointer: '/USPerson', sentence: "'US Persons' is no longer required", breaking: false },
      { kind: 'required-added', pointer: '/Remarks', sentence: "'Remarks' is now required", breaking: true },
    ]);
  });

  it('reports a field removed as breaking, once, with the order and sections it left', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    delete at(after.schema, 'properties').Remarks;
    delete after.ui.Remarks;
    after.ui['ui:order'] = (after.ui['ui:order'] as string[]).filter((name) => name !== 'Remarks');
    expect(
      diff(before, after).map(({ kind, pointer, detail, sentence, breaking }) => ({ kind, pointer, detail, sentence, breaking })),
    ).toEqual([
      { kind: 'order-changed', pointer: '', detail: 'ui:order', sentence: "The form's order of questions changed", breaking: false },
      { kind: 'field-removed', pointer: '/Remarks', detail: undefined, sentence: "Field 'Remarks' removed", breaking: true },
    ]);
  });

  it('reports a list removed once, without its entries, their fields or their rules', () => {
    const before = forms.personalDetails();
    const after = forms.personalDetails();
    delete at(after.schema, 'properties').Holders;
    after.schema.required = [];
    expect(diff(before, after).map(({ kind, pointer, sentence, breaking }) => ({ kind, pointer, sentence, breaking }))).toEqual([
      { kind: 'field-removed', pointer: '/Holders', sentence: "Field 'Account holders' removed", breaking: true },
    ]);
  });

  it('reports a new optional field as not breaking and a new required one as breaking', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    at(after.schema, 'properties').Occupation = { type: 'string', maxLength: 100 };
    at(after.schema, 'properties').TaxNumber = { type: 'string', title: 'Tax number' };
    (after.schema.required as string[]).push('TaxNumber');
    expect(
      diff(before, after).map(({ kind, pointer, labels, sentence, breaking }) => ({ kind, pointer, labels, sentence, breaking })),
    ).toEqual([
      { kind: 'field-added', pointer: '/Occupation', labels: ['Occupation'], sentence: "New field 'Occupation'", breaking: false },
      { kind: 'field-added', pointer: '/TaxNumber', labels: ['Tax number'], sentence: "New field 'Tax number' (required)", breaking: true },
    ]);
  });

  it('reports options of a oneOf removed (breaking), added and renamed (not breaking)', () => {
    const before = forms.appropriatenessTest();
    const after = forms.appropriatenessTest();
    const options = at(after.schema, 'properties', 'isSummaryInstructionOption').oneOf as Array<Record<string, unknown>>;
    options.splice(0, 1);
    options[0] = { const: 2, title: 'I/we have no or too little knowledge and experience of the instruments above' };
    options.push({ const: 4, title: 'I/we are professional clients' });
    expect(diff(before, after)).toEqual([
      {
        kind: 'option-removed',
        pointer: '/isSummaryInstructionOption',
        labels: ['Summary Client Instruction'],
        detail: '1',
        before: 1,
        sentence:
          "'Summary Client Instruction' option 'I/we do not wish to provide information about my/our knowledge and experience' (1) removed",
        breaking: true,
      },
      {
        kind: 'option-label-changed',
        pointer: '/isSummaryInstructionOption',
        labels: ['Summary Client Instruction'],
        detail: '2',
        before: 'I/we have no or insufficient knowledge and experience of the instruments above',
        after: 'I/we have no or too little knowledge and experience of the instruments above',
        sentence:
          "'Summary Client Instruction' option 2 renamed from 'I/we have no or insufficient knowledge and experience of the instruments above' to 'I/we have no or too little knowledge and experience of the instruments above'",
        breaking: false,
      },
      {
        kind: 'option-added',
        pointer: '/isSummaryInstructionOption',
        labels: ['Summary Client Instruction'],
        detail: '4',
        after: 4,
        sentence: "'Summary Client Instruction' option 'I/we are professional clients' (4) added",
        breaking: false,
      },
    ]);
  });

  it('reports an option removed from a shared definition through the resolver of each version', () => {
    const before = forms.kyc();
    const defs = structuredClone(commonDefs);
    const newResolver = definitionsResolver([
      defs,
      ...['compliance', 'account-opening'].map((name) => ({ $id: `https://tessera.example/schemas/forms/_defs/${name}` })),
    ]);
    // The changed shared definitions: proceeds may be at most 1,000,000.
    defs.$defs.proceeds.maximum = 1000000;
    const changes = diffFormVersions(before, forms.kyc(), {
      before: resolve,
      after: (ref, base) => newResolver(ref, base) ?? resolve(ref, base),
    });
    expect(changes.map((change) => [change.pointer, change.sentence, change.breaking])).toEqual([
      ['/FinancialInvestment', "'Proceeds (USD)' maximum lowered from 1,000,000,000 to 1,000,000", true],
      ['/Properties', "'Proceeds (USD)' maximum lowered from 1,000,000,000 to 1,000,000", true],
      ['/SaleOfCompany', "'Proceeds (USD)' maximum lowered from 1,000,000,000 to 1,000,000", true],
      ['/OtherSales', "'Proceeds (USD)' maximum lowered from 1,000,000,000 to 1,000,000", true],
    ]);
  });

  it('reports changes inside the entries of a list with the list and field labels (personal details)', () => {
    const before = forms.personalDetails();
    const after = forms.personalDetails();
    const holder = at(after.schema, 'properties', 'Holders', 'items', 'properties');
    at(holder, 'FirstName').maxLength = 50;
    at(holder, 'BirthYear').type = 'number';
    at(holder, 'PlaceOfBirth').pattern = '\\S';
    at(after.schema, 'properties', 'Holders').maxItems = 1;
    expect(
      diff(before, after).map(({ kind, pointer, labels, sentence, breaking }) => ({ kind, pointer, labels, sentence, breaking })),
    ).toEqual([
      {
        kind: 'bound-tightened',
        pointer: '/Holders',
        labels: ['Account holders'],
        sentence: "'Account holders' maximum number of entries lowered from 2 to 1",
        breaking: true,
      },
      {
        kind: 'bound-tightened',
        pointer: '/Holders/items/FirstName',
        labels: ['Account holders', 'First Name'],
        sentence: "'Account holders › First Name' maximum length lowered from 100 to 50 characters",
        breaking: true,
      },
      {
        kind: 'type-changed',
        pointer: '/Holders/items/BirthYear',
        labels: ['Account holders', 'Year of birth'],
        sentence: "'Account holders › Year of birth' type changed from integer to number",
        breaking: false,
      },
      {
        kind: 'pattern-changed',
        pointer: '/Holders/items/PlaceOfBirth',
        labels: ['Account holders', 'Place of Birth'],
        sentence: '\'Account holders › Place of Birth\' pattern set to "\\S"',
        breaking: true,
      },
    ]);
  });

  it('reports a type narrowed as breaking', () => {
    const before = forms.personalDetails();
    const after = forms.personalDetails();
    at(after.schema, 'properties', 'Holders', 'items', 'properties', 'PlaceOfBirth').type = 'null';
    expect(diff(before, after).map(({ kind, breaking, sentence }) => ({ kind, breaking, sentence }))).toEqual([
      { kind: 'type-changed', breaking: true, sentence: "'Account holders › Place of Birth' type changed from string to null" },
    ]);
  });

  it('reports changes in a field declared in a shared definition (due-diligence general details)', () => {
    const before = forms.generalDetails();
    const after = forms.generalDetails();
    at(after.ui, 'PrimaryAccountHolder', 'Name', 'FirstName')['ui:title'] = 'Given name';
    at(after.schema, 'properties', 'PrimaryAccountHolder').maxProperties = 8;
    expect(diff(before, after).map(({ kind, pointer, sentence, breaking }) => ({ kind, pointer, sentence, breaking }))).toEqual([
      {
        kind: 'bound-tightened',
        pointer: '/PrimaryAccountHolder',
        sentence: "'Primary Account Holder' maximum number of answers set to 8",
        breaking: true,
      },
      {
        kind: 'label-changed',
        pointer: '/PrimaryAccountHolder/Name/FirstName',
        sentence: "'Primary Account Holder › Name › First Name' renamed to 'Given name'",
        breaking: false,
      },
    ]);
  });
});

describe('diffFormVersions on the rules of a form (allOf, if-then-else)', () => {
  it('reports a rule with a changed message and a requirement dropped from its "then", with the rule named', () => {
    const before = forms.appropriatenessTest();
    const after = forms.appropriatenessTest();
    const rule = at(after.schema, 'allOf', 0);
    rule.errorMessage = 'Tick at least one financial instrument';
    at(rule, 'then').required = [];
    const name = '(rule "A ticked instrument box (either holder) sets isFinancialChecked.")';
    expect(diff(before, after)).toEqual([
      {
        kind: 'message-changed',
        pointer: '',
        labels: [],
        detail: 'errorMessage._',
        before: 'You must check at least one financial instrument field',
        after: 'Tick at least one financial instrument',
        sentence: `The form's error message changed from "You must check at least one financial instrument field" to "Tick at least one financial instrument" ${name}`,
        breaking: false,
      },
      {
        kind: 'required-removed',
        pointer: '/isFinancialChecked',
        labels: ['isFinancialChecked'],
        detail: 'required',
        before: true,
        after: false,
        sentence: `'isFinancialChecked' is no longer required ${name}`,
        breaking: false,
      },
    ]);
  });

  it('reports a bound tightened inside a rule, compared with no bound where the rule had none', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    // The Others rule now also caps the remarks.
    const then = at(after.schema, 'allOf', 2, 'then');
    then.properties = { Remarks: { maxLength: 100 } };
    expect(diff(before, after)).toEqual([
      {
        kind: 'bound-tightened',
        pointer: '/Remarks',
        labels: ['Remarks'],
        detail: 'maxLength',
        after: 100,
        sentence: '\'Remarks\' maximum length set to 100 characters (rule "With Others ticked, at least one of its sources is ticked.")',
        breaking: true,
      },
    ]);
  });

  it('reports a new rule as breaking, a rule removed as not, and a changed condition as both', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    const rules = after.schema.allOf as Array<Record<string, unknown>>;
    rules.splice(0, 1);
    at(rules, 1, 'if', 'properties', 'Other').const = false;
    rules.push({
      description: 'A US person gives remarks.',
      if: { properties: { USPerson: { const: false } }, required: ['USPerson'] },
      then: { required: ['Remarks'] },
    });
    expect(diff(before, after).map(({ kind, pointer, sentence, breaking }) => ({ kind, pointer, sentence, breaking }))).toEqual([
      {
        kind: 'rule-removed',
        pointer: '',
        sentence: 'Rule removed: "At least one of the three source categories is ticked."',
        breaking: false,
      },
      {
        kind: 'rule-removed',
        pointer: '',
        sentence: 'Rule removed: "With Others ticked, at least one of its sources is ticked."',
        breaking: false,
      },
      {
        kind: 'rule-added',
        pointer: '',
        sentence: 'New rule: "With Others ticked, at least one of its sources is ticked."',
        breaking: true,
      },
      { kind: 'rule-added', pointer: '', sentence: 'New rule: "A US person gives remarks."', breaking: true },
    ]);
  });

  it('reports the description of a rule changed as not breaking', () => {
    const before = forms.kyc();
    const after = forms.kyc();
    at(after.schema, 'allOf', 0).description = 'Tick a source category.';
    expect(diff(before, after).map(({ kind, sentence, breaking }) => ({ kind, sentence, breaking }))).toEqual([
      {
        kind: 'help-changed',
        sentence:
          'Description of a rule changed from "At least one of the three source categories is ticked." to "Tick a source category."',
        breaking: false,
      },
    ]);
  });
});

describe('diffFormVersions on each kind of keyword', () => {
  const sentences = (before: FormVersion, after: FormVersion) =>
    diff(before, after).map(({ kind, sentence, breaking }) => [kind, sentence, breaking]);

  it('words the bounds: set, removed, exclusive, step of a multiple', () => {
    const before = smallForm({
      Amount: { type: 'number', minimum: 0, maximum: 100, multipleOf: 0.01 },
      Code: { type: 'string', minLength: 2 },
    });
    const after = smallForm({
      Amount: { type: 'number', exclusiveMinimum: 0, maximum: 100, multipleOf: 0.001 },
      Code: { type: 'string', minLength: 3, maxLength: 5 },
    });
    expect(sentences(before, after)).toEqual([
      ['bound-loosened', "'Amount' minimum removed (was 0)", false],
      ['bound-tightened', "'Amount' lower limit (exclusive) set to 0", true],
      ['bound-loosened', "'Amount' must now be a multiple of 0.001 (was 0.01)", false],
      ['bound-tightened', "'Code' minimum length raised from 2 to 3 characters", true],
      ['bound-tightened', "'Code' maximum length set to 5 characters", true],
    ]);
    expect(sentences(after, before).map(([kind, , breaking]) => [kind, breaking])).toEqual([
      ['bound-tightened', true],
      ['bound-loosened', false],
      ['bound-tightened', true],
      ['bound-loosened', false],
      ['bound-loosened', false],
    ]);
  });

  it('reads options of an enum with their ui:enumNames', () => {
    const before = smallForm({ Colour: { type: 'string', enum: ['r', 'g'] } }, { Colour: { 'ui:enumNames': ['Red', 'Green'] } });
    const after = smallForm({ Colour: { type: 'string', enum: ['g', 'b'] } }, { Colour: { 'ui:enumNames': ['Dark green', 'Blue'] } });
    expect(sentences(before, after)).toEqual([
      ['option-removed', "'Colour' option 'Red' (\"r\") removed", true],
      ['option-label-changed', "'Colour' option \"g\" renamed from 'Green' to 'Dark green'", false],
      ['option-added', "'Colour' option 'Blue' (\"b\") added", false],
    ]);
  });

  it('words a list of options added or dropped as a whole', () => {
    const before = smallForm({ Colour: { type: 'string' } });
    const after = smallForm({ Colour: { type: 'string', oneOf: [{ const: 'r', title: 'Red' }] } });
    expect(sentences(before, after)).toEqual([['rule-changed', "'Colour' now only accepts 'Red'", true]]);
    expect(sentences(after, before)).toEqual([['rule-changed', "'Colour' no longer limited to a list of options", false]]);
  });

  it('words a fixed value, a format, a default, a description and a readOnly', () => {
    const before = smallForm({
      Agreed: { type: 'boolean' },
      Day: { type: 'string', format: 'date', default: '2026-01-01', readOnly: true },
    });
    const after = smallForm({
      Agreed: { type: 'boolean', const: true },
      Day: { type: 'string', format: 'date-time', description: 'The day.' },
    });
    expect(sentences(before, after)).toEqual([
      ['value-fixed', "'Agreed' must now be true", true],
      ['help-changed', '\'Day\' description set to "The day."', false],
      ['format-changed', '\'Day\' format changed from "date" to "date-time"', true],
      ['default-changed', '\'Day\' default answer removed (was "2026-01-01")', false],
      ['ui-option-changed', "'Day' readOnly removed (was true)", false],
    ]);
    expect(sentences(after, before).slice(0, 1)).toEqual([['value-fixed', "'Agreed' no longer has to be true", false]]);
  });

  it('treats any other new constraint as breaking and one removed or emptied as not', () => {
    const before = smallForm({ Tags: { type: 'array', items: { type: 'string' } } }, {}, { additionalProperties: false });
    const after = smallForm({ Tags: { type: 'array', items: { type: 'string' }, uniqueItems: true } }, {}, { additionalProperties: true });
    expect(sentences(before, after)).toEqual([
      ['rule-changed', "The form's rule 'additionalProperties' changed", false],
      ['rule-changed', "'Tags' rule 'uniqueItems' added", true],
    ]);
    expect(sentences(after, before)).toEqual([
      ['rule-changed', "The form's rule 'additionalProperties' changed", true],
      ['rule-changed', "'Tags' rule 'uniqueItems' removed", false],
    ]);
  });

  it('compares the entries of a list that gained a schema with no constraints before', () => {
    const before = smallForm({ Tags: { type: 'array' } });
    const after = smallForm({ Tags: { type: 'array', items: { type: 'string', maxLength: 20 } } });
    expect(sentences(before, after)).toEqual([
      ['type-changed', "'Tags' type changed from any type to string", true],
      ['bound-tightened', "'Tags' maximum length set to 20 characters", true],
    ]);
  });

  it('words display options, the order and other ui settings as not breaking', () => {
    const before = smallForm({ Note: { type: 'string' } }, { Note: { 'ui:options': { rows: 3 }, 'ui:placeholder': 'Type here' } });
    const after = smallForm({ Note: { type: 'string' } }, { Note: { 'ui:options': { rows: 5 }, 'ui:readonly': true } });
    expect(sentences(before, after)).toEqual([
      ['help-changed', '\'Note\' placeholder removed (was "Type here")', false],
      ['ui-option-changed', "'Note' display option 'rows' changed from 3 to 5", false],
      ['ui-option-changed', "'Note' display setting 'readonly' set to true", false],
    ]);
  });

  it('words a schema title the ui:title hides, and the form title', () => {
    const before = smallForm({ Note: { type: 'string', title: 'Note' } }, { Note: { 'ui:title': 'Your note' } });
    const after = smallForm({ Note: { type: 'string', title: 'Remark' } }, { Note: { 'ui:title': 'Your note' } });
    after.schema.title = 'Smaller';
    expect(sentences(before, after)).toEqual([
      ['label-changed', "The form's title changed from 'Small' to 'Smaller'", false],
      ['label-changed', '\'Your note\' title in the schema changed from "Note" to "Remark" (the form shows \'Your note\')', false],
    ]);
  });

  it('reports a reference the resolver does not know instead of failing', () => {
    const before = smallForm({ Band: { $ref: 'https://tessera.example/schemas/forms/_defs/unknown#/$defs/band' } });
    const after = smallForm({ Band: { $ref: 'https://tessera.example/schemas/forms/_defs/unknown#/$defs/other' } });
    expect(sentences(before, after)).toEqual([
      [
        'definition-changed',
        '\'Band\' refers to a shared definition the studio cannot read: changed from "https://tessera.example/schemas/forms/_defs/unknown#/$defs/band" to "https://tessera.example/schemas/forms/_defs/unknown#/$defs/other"',
        true,
      ],
    ]);
  });
});
