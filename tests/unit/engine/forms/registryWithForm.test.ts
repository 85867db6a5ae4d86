/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormSchema, UiSchema } from '@/engine';
import { registryWithForm } from '@/engine/forms/registryWithForm';
import { registryWith } from '../../widgets/support/widgets';

const SCHEMAS = join(__dirname, '../../../../schemas');
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')) as T;

describe('registryWithForm', () => {
  test("holds another version of one form beside the base's definitions and conditions, leaving the base as it is", () => {
    const base = registryWith('kyc', 'appropriateness-test');
    const ui = readJson<UiSchema>('forms/kyc/ui.json');
    const old = { schema: readJson<FormSchema>('forms/kyc/schema.json'), ui: { ...ui, Remarks: { 'ui:title': 'Earlier remarks' } } };
    const registry = registryWithForm(base, old);
    expect(registry.formIds()).toEqual(['kyc']);
    expect((registry.ui('kyc').Remarks as Record<string, unknown>)['ui:title']).toBe('Earlier remarks');
    expect((base.ui('kyc').Remarks as Record<string, unknown>)['ui:title']).toBe('Remarks');
    expect(registry.definitionSchemas().map((d) => d.$id)).toEqual(base.definitionSchemas().map((d) => d.$id));
    expect(registry.conditions).toBe(base.conditions);
    // It compiles nothing: it draws and prints; a validator comes only with a precompiled one.
    expect(registry.compiles).toBe(false);
    expect(() => registry.validator('kyc')).toThrow('has no precompiled validator');
    const validate = base.validator('kyc');
    const withValidator = registryWithForm(base, old, {
      precompiled: { formId: 'kyc', hash: base.hash('kyc'), validate, conditions: {} },
    });
    expect(withValidator.validator('kyc')).toBe(validate);
  });
});
