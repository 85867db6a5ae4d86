/** @jest-environment node */
import type { FormSchema } from '@/engine/forms/types';
import { diffFormVersions } from '@/engine/studio/diffFormVersions';
import {
  editOption,
  fieldLabel,
  fieldPointer,
  setBounds,
  setErrorMessage,
  setFieldLabel,
  setHelpText,
  setRequired,
} from '@/engine/studio/formEdits';
import type { EditResult, FormVersion, VersionChange } from '@/engine/studio/types';
import { at, forms, resolve } from './realSchemas';

/** The new version of a successful edit (the test fails with the refusal otherwise). */
function edited(result: EditResult<FormVersion>): FormVersion {
  if (!result.ok) throw new Error(`Edit refused: ${result.error}`);
  return result.value;
}

const brief = (changes: VersionChange[]) => changes.map(({ kind, pointer, sentence, breaking }) => ({ kind, pointer, sentence, breaking }));

/** Edits a copy of a form, checks the form given is unchanged, and answers the diff of the edit. */
function roundTrip(
  make: () => FormVersion,
  edit: (version: FormVersion) => EditResult<FormVersion>,
): { changes: VersionChange[]; after: FormVersion } {
  const before = make();
  const after = edited(edit(before));
  expect(before).toEqual(make());
  return { changes: diffFormVersions(before, after, resolve), after };
}

function smallForm(properties: Record<string, unknown>, ui: Record<string, unknown> = {}): () => FormVersion {
  const schema: FormSchema = {
    $id: 'https://tessera.example/schemas/forms/small',
    version: '1.0.0',
    title: 'Small',
    type: 'object',
    properties,
  };
  return () => structuredClone({ schema, ui });
}

describe('setFieldLabel', () => {
  it("changes the ui:title a field shows, and the diff shows just that label (KYC's annual income)", () => {
    const { changes, after } = roundTrip(forms.kyc, (v) => setFieldLabel(v, '/AmountIncome', '  Annual income ', resolve));
    expect(at(after.ui, 'AmountIncome')['ui:title']).toBe('Annual income');
    expect(brief(changes)).toEqual([
      {
        kind: 'label-changed',
        pointer: '/AmountIncome',
        sentence: "'Annual disposable net assets' renamed to 'Annual income'",
        breaking: false,
      },
    ]);
  });

  it('gives a field without any label a ui:title', () => {
    const { changes, after } = roundTrip(forms.appropriatenessTest, (v) =>
      setFieldLabel(v, '/isFinancialChecked', 'An instrument is ticked', resolve),
    );
    expect(at(after.ui, 'isFinancialChecked')['ui:title']).toBe('An instrument is ticked');
    expect(brief(changes)).toEqual([
      {
        kind: 'label-changed',
        pointer: '/isFinancialChecked',
        sentence: "'isFinancialChecked' renamed to 'An instrument is ticked'",
        breaking: false,
      },
    ]);
  });

  it('changes a schema title where that is the label, both where both are written, and the form title', () => {
    const make = smallForm({ A: { type: 'string', title: 'Alpha' }, B: { type: 'string', title: 'Beta' } }, { B: { 'ui:title': 'Bravo' } });
    const a = roundTrip(make, (v) => setFieldLabel(v, '/A', 'Apple', resolve));
    expect(at(a.after.schema, 'properties', 'A').title).toBe('Apple');
    expect(a.after.ui).toEqual(make().ui);
    expect(brief(a.changes)).toEqual([{ kind: 'label-changed', pointer: '/A', sentence: "'Alpha' renamed to 'Apple'", breaking: false }]);
    const b = roundTrip(make, (v) => setFieldLabel(v, '/B', 'Banana', resolve));
    expect([at(b.after.schema, 'properties', 'B').title, at(b.after.ui, 'B')['ui:title']]).toEqual(['Banana', 'Banana']);
    expect(b.changes.map((change) => change.sentence)).toEqual(["'Bravo' renamed to 'Banana'"]);
    const form = roundTrip(make, (v) => setFieldLabel(v, '', 'Tiny', resolve));
    expect(form.changes.map((change) => change.sentence)).toEqual(["The form's title changed from 'Small' to 'Tiny'"]);
  });

  it('labels a field declared in a shared definition through the uiSchema, leaving the schema as it was', () => {
    const { changes, after } = roundTrip(forms.generalDetails, (v) =>
      setFieldLabel(v, '/PrimaryAccountHolder/Name/FirstName', 'Given name', resolve),
    );
    expect(after.schema).toEqual(forms.generalDetails().schema);
    expect(changes.map((change) => change.sentence)).toEqual(["'Primary Account Holder › Name › First Name' renamed to 'Given name'"]);
  });

  it('refuses an unknown field and a blank label with a sentence', () => {
    expect(setFieldLabel(forms.kyc(), '/Nope', 'X', resolve)).toEqual({ ok: false, error: "The form has no field at '/Nope'" });
    expect(setFieldLabel(forms.kyc(), '/Remarks', '   ', resolve)).toEqual({ ok: false, error: "'Remarks' needs a label" });
  });
});

describe('setHelpText', () => {
  it('changes, adds and removes a help text, none of them breaking', () => {
    const changed = roundTrip(forms.kyc, (v) => setHelpText(v, '/Inheritance', 'Assets inherited from an estate or a trust.', resolve));
    expect(brief(changed.changes)).toEqual([
      {
        kind: 'help-changed',
        pointer: '/Inheritance',
        sentence:
          '\'Inheritance\' help text changed from "Assets inherited from an estate." to "Assets inherited from an estate or a trust."',
        breaking: false,
      },
    ]);
    const added = roundTrip(forms.kyc, (v) => setHelpText(v, '/Remarks', 'Anything else we should know.', resolve));
    expect(added.changes.map((change) => change.sentence)).toEqual(['\'Remarks\' help text set to "Anything else we should know."']);
    const removed = roundTrip(forms.kyc, (v) => setHelpText(v, '/Inheritance', null, resolve));
    expect(at(removed.after.ui, 'Inheritance')['ui:help']).toBeUndefined();
    expect(removed.changes.map((change) => change.sentence)).toEqual([
      '\'Inheritance\' help text removed (was "Assets inherited from an estate.")',
    ]);
  });

  it('changes a ui:description where the form uses that one', () => {
    const make = smallForm({ A: { type: 'string' } }, { A: { 'ui:description': 'Old' } });
    const { changes } = roundTrip(make, (v) => setHelpText(v, '/A', 'New', resolve));
    expect(changes.map((change) => [change.detail, change.sentence])).toEqual([
      ['ui:description', '\'A\' description changed from "Old" to "New"'],
    ]);
  });

  it('refuses a blank help text and an unknown field', () => {
    expect(setHelpText(forms.kyc(), '/Remarks', ' ', resolve)).toEqual({
      ok: false,
      error: "'Remarks': a help text cannot be blank (remove it instead)",
    });
    expect(setHelpText(forms.kyc(), '/Holders', 'x', resolve)).toEqual({ ok: false, error: "The form has no field at '/Holders'" });
  });
});

describe('setErrorMessage', () => {
  it("changes a keyword's message of a field", () => {
    const { changes } = roundTrip(forms.kyc, (v) =>
      setErrorMessage(v, '/SelfEmployed', 'maxLength', 'At most 300 characters, please', resolve),
    );
    expect(brief(changes)).toEqual([
      {
        kind: 'message-changed',
        pointer: '/SelfEmployed',
        sentence:
          '\'If self-employed, describe the business background\' error message for the maximum length rule changed from "Self-Employed Business Background must be at most 300 characters" to "At most 300 characters, please"',
        breaking: false,
      },
    ]);
  });

  it("changes the message of a missing answer, kept on the parent's errorMessage.required", () => {
    const { changes, after } = roundTrip(forms.kyc, (v) => setErrorMessage(v, '/AmountIncome', 'required', 'Choose a band', resolve));
    expect(at(after.schema, 'errorMessage', 'required').AmountIncome).toBe('Choose a band');
    expect(brief(changes)).toEqual([
      {
        kind: 'message-changed',
        pointer: '/AmountIncome',
        sentence:
          '\'Annual disposable net assets\' error message for a missing answer changed from "Annual Income is required" to "Choose a band"',
        breaking: false,
      },
    ]);
  });

  it('keeps a single message for every error as "_" when one keyword gets its own, and the diff shows only the new one', () => {
    const { changes, after } = roundTrip(forms.kyc, (v) =>
      setErrorMessage(v, '/USPerson', 'oneOf', 'Choose one of the two answers', resolve),
    );
    expect(at(after.schema, 'properties', 'USPerson').errorMessage).toEqual({
      _: 'Please state whether you are a US person',
      oneOf: 'Choose one of the two answers',
    });
    expect(changes.map((change) => change.sentence)).toEqual([
      '\'US Persons\' error message for the oneOf rule set to "Choose one of the two answers"',
    ]);
    const back = edited(setErrorMessage(after, '/USPerson', 'oneOf', null, resolve));
    expect(at(back.schema, 'properties', 'USPerson').errorMessage).toBe('Please state whether you are a US person');
  });

  it('changes the message for every error where the field has one text', () => {
    const { changes } = roundTrip(forms.appropriatenessTest, (v) =>
      setErrorMessage(v, '/isFinancialChecked', '_', 'Tick an instrument', resolve),
    );
    expect(changes.map((change) => [change.detail, change.sentence])).toEqual([
      [
        'errorMessage._',
        '\'isFinancialChecked\' error message changed from "You must check at least one financial instrument field" to "Tick an instrument"',
      ],
    ]);
  });

  it('sets a message inside the entries of a list on the field itself', () => {
    const { changes, after } = roundTrip(forms.personalDetails, (v) =>
      setErrorMessage(v, '/Holders/items/PlaceOfBirth', 'maxLength', 'Place of Birth: 45 characters at most', resolve),
    );
    expect(at(after.schema, 'properties', 'Holders', 'items', 'properties', 'PlaceOfBirth').errorMessage).toEqual({
      maxLength: 'Place of Birth: 45 characters at most',
    });
    expect(changes.map((change) => change.pointer)).toEqual(['/Holders/items/PlaceOfBirth']);
  });

  it('refuses a rule the field does not have, an unknown keyword, a missing-answer message for an optional field, a blank text', () => {
    const kyc = forms.kyc();
    expect(setErrorMessage(kyc, '/SelfEmployed', 'minimum', 'x', resolve)).toEqual({
      ok: false,
      error: "'If self-employed, describe the business background' has no 'minimum' rule",
    });
    expect(setErrorMessage(kyc, '/SelfEmployed', 'bogus', 'x', resolve)).toEqual({
      ok: false,
      error: "'bogus' is not a rule a message can be set for",
    });
    expect(setErrorMessage(kyc, '/Remarks', 'required', 'x', resolve)).toEqual({
      ok: false,
      error: "'Remarks' is not required, so it has no message for a missing answer",
    });
    expect(setErrorMessage(kyc, '/Remarks', 'maxLength', '', resolve)).toEqual({
      ok: false,
      error: "'Remarks': an error message cannot be blank (remove it instead)",
    });
  });
});

describe('setBounds', () => {
  it('lowers a maximum that comes from a shared definition: the field gets its own copy, and the diff shows only the bound (breaking)', () => {
    const { changes, after } = roundTrip(forms.kyc, (v) => setBounds(v, '/FinancialInvestment', { maximum: 5000000 }, resolve));
    expect(at(after.schema, 'properties', 'FinancialInvestment')).toEqual({
      description: 'Proceeds from financial investments in USD (up to three decimals while typing, stored with two).',
      type: 'number',
      minimum: 0,
      maximum: 5000000,
    });
    expect(brief(changes)).toEqual([
      {
        kind: 'bound-tightened',
        pointer: '/FinancialInvestment',
        sentence: "'Proceeds (USD)' maximum lowered from 1,000,000,000 to 5,000,000",
        breaking: true,
      },
    ]);
  });

  it('raises a maximum above the shared definition (loosened, not breaking)', () => {
    const { changes } = roundTrip(forms.kyc, (v) => setBounds(v, '/Properties', { maximum: 2000000000 }, resolve));
    expect(brief(changes)).toEqual([
      {
        kind: 'bound-loosened',
        pointer: '/Properties',
        sentence: "'Proceeds (USD)' maximum raised from 1,000,000,000 to 2,000,000,000",
        breaking: false,
      },
    ]);
  });

  it('sets and removes lengths of a text, and bounds inside the entries of a list', () => {
    const text = roundTrip(forms.kyc, (v) => setBounds(v, '/Remarks', { minLength: 2, maxLength: null }, resolve));
    expect(brief(text.changes)).toEqual([
      { kind: 'bound-tightened', pointer: '/Remarks', sentence: "'Remarks' minimum length set to 2 characters", breaking: true },
      { kind: 'bound-loosened', pointer: '/Remarks', sentence: "'Remarks' maximum length removed (was 300 characters)", breaking: false },
    ]);
    const year = roundTrip(forms.personalDetails, (v) => setBounds(v, '/Holders/items/BirthYear', { minimum: 1910 }, resolve));
    expect(year.changes.map((change) => [change.sentence, change.breaking])).toEqual([
      ["'Account holders › Year of birth' minimum raised from 1,900 to 1,910", true],
    ]);
  });

  it('refuses a minimum above the maximum, a bound of another type, a length that is not a whole number, nothing to change', () => {
    const kyc = forms.kyc();
    expect(setBounds(kyc, '/FinancialInvestment', { minimum: 10, maximum: 5 }, resolve)).toEqual({
      ok: false,
      error: "'Proceeds (USD)': the minimum (10) must not be above the maximum (5)",
    });
    expect(setBounds(kyc, '/FinancialInvestment', { minimum: 2000000000 }, resolve)).toEqual({
      ok: false,
      error: "'Proceeds (USD)': the minimum (2,000,000,000) must not be above the maximum (1,000,000,000)",
    });
    expect(setBounds(kyc, '/Remarks', { minLength: 400 }, resolve)).toEqual({
      ok: false,
      error: "'Remarks': the minimum length (400) must not be above the maximum length (300)",
    });
    expect(setBounds(kyc, '/Remarks', { maximum: 5 }, resolve)).toEqual({
      ok: false,
      error: "'Remarks' is not a number, so it has no maximum",
    });
    expect(setBounds(kyc, '/FinancialInvestment', { maxLength: 5 }, resolve)).toEqual({
      ok: false,
      error: "'Proceeds (USD)' is not a text, so it has no maximum length",
    });
    expect(setBounds(kyc, '/Remarks', { maxLength: 2.5 }, resolve)).toEqual({
      ok: false,
      error: "'Remarks': the maximum length must be a whole number of characters from 0",
    });
    expect(setBounds(kyc, '/FinancialInvestment', { maximum: Number.NaN }, resolve)).toEqual({
      ok: false,
      error: "'Proceeds (USD)': the maximum must be a number",
    });
    expect(setBounds(kyc, '/Remarks', {}, resolve)).toEqual({ ok: false, error: 'No bound to change' });
    expect(setBounds(kyc, '/Nope', { maximum: 1 }, resolve)).toEqual({ ok: false, error: "The form has no field at '/Nope'" });
  });
});

describe('setRequired', () => {
  it('makes a field required (breaking) and optional (not breaking)', () => {
    const on = roundTrip(forms.kyc, (v) => setRequired(v, '/Remarks', true, resolve));
    expect(on.after.schema.required).toEqual(['AmountIncome', 'USPerson', 'DeclaredNaturalPerson', 'Remarks']);
    expect(brief(on.changes)).toEqual([
      { kind: 'required-added', pointer: '/Remarks', sentence: "'Remarks' is now required", breaking: true },
    ]);
    const off = roundTrip(forms.kyc, (v) => setRequired(v, '/USPerson', false, resolve));
    expect(brief(off.changes)).toEqual([
      { kind: 'required-removed', pointer: '/USPerson', sentence: "'US Persons' is no longer required", breaking: false },
    ]);
  });

  it('changes a field inside a shared definition by giving its parent its own copy', () => {
    const { changes } = roundTrip(forms.generalDetails, (v) => setRequired(v, '/PrimaryAccountHolder/Name/LastName', false, resolve));
    expect(brief(changes)).toEqual([
      {
        kind: 'required-removed',
        pointer: '/PrimaryAccountHolder/Name/LastName',
        sentence: "'Primary Account Holder › Name › Last Name' is no longer required",
        breaking: false,
      },
    ]);
  });

  it('refuses the form itself, the entries of a list and a field already so', () => {
    expect(setRequired(forms.kyc(), '', true, resolve)).toEqual({ ok: false, error: 'The form itself cannot be required' });
    expect(setRequired(forms.personalDetails(), '/Holders/items', true, resolve)).toEqual({
      ok: false,
      error: "'Account holders' is the entries of a list: set the list's number of entries instead",
    });
    expect(setRequired(forms.kyc(), '/USPerson', true, resolve)).toEqual({ ok: false, error: "'US Persons' is already required" });
  });
});

describe('editOption', () => {
  it('adds, renames and removes an option of a oneOf, each diffed as exactly that change', () => {
    const pointer = '/isSummaryInstructionOption';
    const added = roundTrip(forms.appropriatenessTest, (v) =>
      editOption(v, pointer, { action: 'add', value: 4, label: 'I/we are professional clients' }, resolve),
    );
    expect(brief(added.changes)).toEqual([
      {
        kind: 'option-added',
        pointer,
        sentence: "'Summary Client Instruction' option 'I/we are professional clients' (4) added",
        breaking: false,
      },
    ]);
    const renamed = roundTrip(forms.appropriatenessTest, (v) =>
      editOption(v, pointer, { action: 'rename', value: 1, label: 'No information given' }, resolve),
    );
    expect(renamed.changes.map((change) => [change.kind, change.after, change.breaking])).toEqual([
      ['option-label-changed', 'No information given', false],
    ]);
    const removed = roundTrip(forms.appropriatenessTest, (v) => editOption(v, pointer, { action: 'remove', value: 1 }, resolve));
    expect(removed.changes.map((change) => [change.kind, change.before, change.breaking])).toEqual([['option-removed', 1, true]]);
  });

  it('removes an option of a band defined in the shared definitions (the field gets its own copy)', () => {
    const { changes } = roundTrip(forms.kyc, (v) => editOption(v, '/AmountIncome', { action: 'remove', value: 47 }, resolve));
    expect(brief(changes)).toEqual([
      {
        kind: 'option-removed',
        pointer: '/AmountIncome',
        sentence: "'Annual disposable net assets' option '150,000 EUR or more' (47) removed",
        breaking: true,
      },
    ]);
  });

  it('keeps the labels of an enum in ui:enumNames, making them when a label differs from its value', () => {
    const withNames = smallForm({ Colour: { type: 'string', enum: ['r', 'g'] } }, { Colour: { 'ui:enumNames': ['Red', 'Green'] } });
    const added = roundTrip(withNames, (v) => editOption(v, '/Colour', { action: 'add', value: 'b', label: 'Blue' }, resolve));
    expect(at(added.after.ui, 'Colour')['ui:enumNames']).toEqual(['Red', 'Green', 'Blue']);
    const removed = roundTrip(withNames, (v) => editOption(v, '/Colour', { action: 'remove', value: 'r' }, resolve));
    expect([at(removed.after.schema, 'properties', 'Colour').enum, at(removed.after.ui, 'Colour')['ui:enumNames']]).toEqual([
      ['g'],
      ['Green'],
    ]);
    const plain = smallForm({ Size: { type: 'string', enum: ['S', 'M'] } });
    const renamed = roundTrip(plain, (v) => editOption(v, '/Size', { action: 'rename', value: 'M', label: 'Medium' }, resolve));
    expect(at(renamed.after.ui, 'Size')['ui:enumNames']).toEqual(['S', 'Medium']);
    expect(renamed.changes.map((change) => change.sentence)).toEqual(["'Size' option \"M\" renamed from 'M' to 'Medium'"]);
    const large = roundTrip(plain, (v) => editOption(v, '/Size', { action: 'add', value: 'L', label: 'Large' }, resolve));
    expect([at(large.after.schema, 'properties', 'Size').enum, at(large.after.ui, 'Size')['ui:enumNames']]).toEqual([
      ['S', 'M', 'L'],
      ['S', 'M', 'Large'],
    ]);
  });

  it('refuses a field without options, a duplicate, a value of the wrong type, an unknown value, a blank label, the last option', () => {
    const test = forms.appropriatenessTest();
    const pointer = '/isSummaryInstructionOption';
    const place = "'Summary Client Instruction'";
    expect(editOption(test, '/remarks', { action: 'add', value: 'x', label: 'X' }, resolve)).toEqual({
      ok: false,
      error: "'Remarks' has no list of options",
    });
    expect(editOption(test, pointer, { action: 'add', value: 2, label: 'Two' }, resolve)).toEqual({
      ok: false,
      error: `${place} already has the option 2`,
    });
    expect(editOption(test, pointer, { action: 'add', value: '5', label: 'Five' }, resolve)).toEqual({
      ok: false,
      error: `${place}: the option "5" is not a whole number`,
    });
    expect(editOption(test, pointer, { action: 'add', value: 4.5, label: 'Half' }, resolve)).toEqual({
      ok: false,
      error: `${place}: the option 4.5 is not a whole number`,
    });
    expect(editOption(test, pointer, { action: 'remove', value: 9 }, resolve)).toEqual({ ok: false, error: `${place} has no option 9` });
    expect(editOption(test, pointer, { action: 'rename', value: 1, label: ' ' }, resolve)).toEqual({
      ok: false,
      error: `${place}: an option needs a label`,
    });
    const single = smallForm({ Only: { type: 'string', enum: ['x'] } })();
    expect(editOption(single, '/Only', { action: 'remove', value: 'x' }, resolve)).toEqual({
      ok: false,
      error: "'Only': the last option cannot be removed",
    });
  });
});

describe('fieldLabel and fieldPointer', () => {
  it('name a field as the form shows it and build its pointer', () => {
    expect(fieldPointer(['Holders', 'items', 'Address', 'a/b'])).toBe('/Holders/items/Address/a~1b');
    expect(fieldLabel(forms.personalDetails(), fieldPointer(['Holders', 'items', 'Address', 'PostalCode']), resolve)).toBe('Postal Code');
    expect(fieldLabel(forms.kyc(), '/Nope', resolve)).toBeUndefined();
  });
});
