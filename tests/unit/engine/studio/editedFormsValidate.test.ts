/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateForm } from '@/engine/forms/validateForm';
import { editOption, setBounds, setErrorMessage, setFieldLabel, setRequired } from '@/engine/studio/formEdits';
import type { EditResult, FormVersion } from '@/engine/studio/types';
import accountOpeningDefs from '../../../../schemas/forms/_defs/account-opening.json';
import commonDefs from '../../../../schemas/forms/_defs/common.json';
import complianceDefs from '../../../../schemas/forms/_defs/compliance.json';
import { createCompilingRegistry } from '../../../../server/forms/compilingRegistry';
import { forms, resolve } from './realSchemas';

// The edits' output is a real form: the server's strict ajv compiles it and validates answers.

function verdicts(version: FormVersion, answers: unknown[]): Array<{ valid: boolean; messages: string[] }> {
  const registry = createCompilingRegistry();
  for (const defs of [commonDefs, complianceDefs, accountOpeningDefs]) registry.addDefinitions(defs);
  registry.addForm(version.schema, version.ui);
  const id = version.schema.$id.split('/').pop() as string;
  return answers.map((data) => {
    const verdict = validateForm(registry, id, data);
    return { valid: verdict.valid, messages: verdict.errors.map((error) => error.message) };
  });
}

function fixtures(formId: string): unknown[] {
  const dir = join(__dirname, '../../../../schemas/forms', formId, 'fixtures');
  return ['valid', 'invalid'].flatMap((kind) =>
    readdirSync(join(dir, kind)).map((file) => (JSON.parse(readFileSync(join(dir, kind, file), 'utf8')) as { data: unknown }).data),
  );
}

function edited(result: EditResult<FormVersion>): FormVersion {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('forms edited in the studio still compile and validate', () => {
  it('copying shared definitions into the form changes no verdict or message of any KYC fixture', () => {
    // Setting bounds to the values they have copies the definitions in and changes nothing else.
    let version = forms.kyc();
    version = edited(setBounds(version, '/FinancialInvestment', { maximum: 1000000000 }, resolve));
    version = edited(editOption(version, '/AmountIncome', { action: 'rename', value: 43, label: '0-24,999 EUR' }, resolve));
    expect(version.schema.properties?.AmountIncome).not.toHaveProperty('$ref');
    const answers = fixtures('kyc');
    expect(verdicts(version, answers)).toEqual(verdicts(forms.kyc(), answers));
  });

  it('copying a shared object definition into the due-diligence form changes no verdict or message of its fixtures', () => {
    // Optional, then required again: the holder's name is now written in the form, as it was.
    const optional = edited(setRequired(forms.generalDetails(), '/PrimaryAccountHolder/Name/LastName', false, resolve));
    const restored = edited(setRequired(optional, '/PrimaryAccountHolder/Name/LastName', true, resolve));
    expect(restored.schema.properties?.PrimaryAccountHolder).not.toHaveProperty('$ref');
    const answers = fixtures('due-diligence-general-details');
    expect(verdicts(restored, answers)).toEqual(verdicts(forms.generalDetails(), answers));
  });

  it('a tightened bound, a new message, a removed option and a new requirement reject what they should', () => {
    let version = forms.kyc();
    version = edited(setBounds(version, '/SelfEmployed', { maxLength: 10 }, resolve));
    version = edited(setErrorMessage(version, '/SelfEmployed', 'maxLength', 'At most 10 characters', resolve));
    version = edited(editOption(version, '/AmountIncome', { action: 'remove', value: 47 }, resolve));
    version = edited(setRequired(version, '/Remarks', true, resolve));
    version = edited(setErrorMessage(version, '/Remarks', 'required', 'Remarks are required', resolve));
    version = edited(setFieldLabel(version, '/Remarks', 'Your remarks', resolve));
    const answers = { AmountIncome: 47, Saving: true, SelfEmployed: 'Freelance translator', USPerson: true, DeclaredNaturalPerson: true };
    expect(verdicts(forms.kyc(), [answers])).toEqual([{ valid: true, messages: [] }]);
    expect(verdicts(version, [answers])).toEqual([
      { valid: false, messages: ['Annual Income must be one of the five income bands', 'At most 10 characters', 'Remarks are required'] },
    ]);
  });
});
