/** @jest-environment node */
import { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { canonicalJson, sha256 } from '@/engine/forms/sha256';
import type { FormSchema } from '@/engine/forms/types';
import { validateForm } from '@/engine/forms/validateForm';
import { createCompilingRegistry } from '../../../../server/forms/compilingRegistry';
import { createFormsAjv } from '../../../../server/forms/createFormsAjv';

const BASE = 'https://tessera.example/schemas/forms/';

function nameForm(version = '1.0.0', maxLength = 10): FormSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${BASE}name`,
    title: 'Name',
    version,
    type: 'object',
    properties: { Name: { type: 'string', maxLength, errorMessage: `Name must be at most ${maxLength} characters` } },
    required: ['Name'],
    additionalProperties: false,
  };
}

const COMMON = {
  $id: `${BASE}_defs/common`,
  $defs: {
    money: { type: 'number', minimum: 0, errorMessage: 'Amount may not be negative' },
    wrapper: { type: 'object', properties: { Inner: { $ref: '#/$defs/money' } } },
  },
};

/** The same value with every object's keys in reverse order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    );
  return value;
}

function spiedRegistry() {
  const ajv = createFormsAjv();
  const compile = jest.spyOn(ajv, 'compile');
  return { registry: new SchemaRegistry(ajv), compile };
}

describe('SchemaRegistry', () => {
  test('SchemaRegistry compiles a form once however often it validates', () => {
    const { registry, compile } = spiedRegistry();
    registry.addForm(nameForm());
    const first = registry.validator('name');
    for (let i = 0; i < 5; i++) validateForm(registry, 'name', { Name: `n${i}` });
    expect(registry.validator('name')).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  test('SchemaRegistry compiles nothing until a validator is asked for', () => {
    const { registry, compile } = spiedRegistry();
    registry.addForm(nameForm());
    expect(compile).not.toHaveBeenCalled();
  });

  test('SchemaRegistry recompiles when a form is replaced by a new version', () => {
    const { registry, compile } = spiedRegistry();
    registry.addForm(nameForm('1.0.0', 10));
    const old = registry.validator('name');
    expect(validateForm(registry, 'name', { Name: 'Maximilian' }).valid).toBe(true);

    registry.addForm(nameForm('1.1.0', 5));
    const fresh = registry.validator('name');
    expect(fresh).not.toBe(old);
    expect(compile).toHaveBeenCalledTimes(2);
    expect(registry.schema('name').version).toBe('1.1.0');
    expect(validateForm(registry, 'name', { Name: 'Maximilian' }).errors[0].message).toBe('Name must be at most 5 characters');
  });

  test('SchemaRegistry keeps the compiled validator when the same content is added again, in any key order', () => {
    const { registry, compile } = spiedRegistry();
    registry.addForm(nameForm());
    const validator = registry.validator('name');
    const reordered = reverseKeys(nameForm()) as FormSchema;
    expect(Object.keys(reordered)).toEqual(Object.keys(nameForm()).reverse());
    registry.addForm(reordered, { 'ui:order': ['Name'] });
    expect(registry.validator('name')).toBe(validator);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  test('SchemaRegistry takes the new ui.json when the same schema is added again', () => {
    const registry = createCompilingRegistry();
    registry.addForm(nameForm(), { Name: { 'ui:title': 'Old' } });
    registry.addForm(nameForm(), { Name: { 'ui:title': 'New' } });
    expect(registry.ui('name')).toEqual({ Name: { 'ui:title': 'New' } });
  });

  test('SchemaRegistry gives a form without ui.json an empty uiSchema', () => {
    const registry = createCompilingRegistry();
    registry.addForm(nameForm());
    expect(registry.ui('name')).toEqual({});
  });

  test('SchemaRegistry hashes the canonical schema JSON with SHA-256', () => {
    const registry = createCompilingRegistry();
    registry.addForm(nameForm());
    expect(registry.hash('name')).toBe(sha256(canonicalJson(nameForm())));
    expect(registry.hash('name')).toMatch(/^[0-9a-f]{64}$/);
  });

  test("SchemaRegistry's hash is the same whatever the key order, at every depth", () => {
    const a = createCompilingRegistry();
    const b = createCompilingRegistry();
    a.addForm(nameForm());
    const schema = nameForm();
    const shuffled: FormSchema = {
      additionalProperties: false,
      required: ['Name'],
      properties: { Name: { errorMessage: 'Name must be at most 10 characters', maxLength: 10, type: 'string' } },
      type: 'object',
      version: schema.version,
      title: 'Name',
      $id: schema.$id,
      $schema: schema.$schema,
    };
    b.addForm(shuffled);
    expect(b.hash('name')).toBe(a.hash('name'));
  });

  test("SchemaRegistry's hash changes with the content", () => {
    const registry = createCompilingRegistry();
    registry.addForm(nameForm('1.0.0', 10));
    const before = registry.hash('name');
    registry.addForm(nameForm('1.0.0', 11));
    expect(registry.hash('name')).not.toBe(before);
    registry.addForm(nameForm('1.0.1', 10));
    expect(registry.hash('name')).not.toBe(before);
  });

  test.each([
    ['schema', (r: SchemaRegistry) => r.schema('missing')],
    ['ui', (r: SchemaRegistry) => r.ui('missing')],
    ['hash', (r: SchemaRegistry) => r.hash('missing')],
    ['validator', (r: SchemaRegistry) => r.validator('missing')],
  ])('SchemaRegistry.%s throws for an unknown form', (_name, call) => {
    expect(() => call(createCompilingRegistry())).toThrow('Unknown form "missing"');
  });

  test('SchemaRegistry refuses a form without $id or version', () => {
    const registry = createCompilingRegistry();
    const { version: _version, ...noVersion } = nameForm();
    expect(() => registry.addForm(noVersion as FormSchema)).toThrow('A form schema needs $id and version (Name)');
    expect(() => registry.addForm({ ...nameForm(), $id: '' })).toThrow(/needs \$id and version/);
  });

  test('SchemaRegistry knows its forms by the id ending their $id, sorted', () => {
    const registry = createCompilingRegistry();
    registry.addForm({ ...nameForm(), $id: `${BASE}zeta` });
    registry.addForm({ ...nameForm(), $id: `${BASE}alpha` });
    expect(registry.formIds()).toEqual(['alpha', 'zeta']);
    expect(registry.has('alpha')).toBe(true);
    expect(registry.has('name')).toBe(false);
  });

  test('SchemaRegistry.compileAll compiles every form once, so later validation compiles nothing', () => {
    const { registry, compile } = spiedRegistry();
    registry.addForm(nameForm());
    registry.addForm({ ...nameForm(), $id: `${BASE}other` });
    registry.compileAll();
    expect(compile).toHaveBeenCalledTimes(2);
    validateForm(registry, 'name', { Name: 'x' });
    validateForm(registry, 'other', { Name: 'x' });
    registry.compileAll();
    expect(compile).toHaveBeenCalledTimes(2);
  });

  test("SchemaRegistry.compileAll fails on a schema ajv's strict mode refuses", () => {
    const registry = createCompilingRegistry();
    registry.addForm({ ...nameForm(), properties: { Name: { type: 'string', maxLenght: 3 } } });
    expect(() => registry.compileAll()).toThrow(/unknown keyword/);
  });

  test('SchemaRegistry validates forms that reference shared definitions, added once', () => {
    const registry = createCompilingRegistry();
    registry.addDefinitions(COMMON);
    registry.addDefinitions(COMMON);
    registry.addForm({ ...nameForm(), properties: { Amount: { $ref: `${BASE}_defs/common#/$defs/money` } }, required: [] });
    expect(validateForm(registry, 'name', { Amount: -1 }).errors[0].message).toBe('Amount may not be negative');
    expect(validateForm(registry, 'name', { Amount: 1 }).valid).toBe(true);
  });

  describe('resolveRef', () => {
    const registry = createCompilingRegistry();
    registry.addDefinitions(COMMON);
    registry.addForm({ ...nameForm(), $defs: { local: { type: 'string' } } });

    test('resolveRef finds an absolute reference into a _defs file', () => {
      expect(registry.resolveRef(`${BASE}_defs/common#/$defs/wrapper`, `${BASE}name`)).toEqual({
        schema: COMMON.$defs.wrapper,
        baseId: `${BASE}_defs/common`,
      });
    });

    test('resolveRef resolves a relative reference against the document it is written in', () => {
      expect(registry.resolveRef('#/$defs/money', `${BASE}_defs/common`)?.schema).toBe(COMMON.$defs.money);
      expect(registry.resolveRef('#/$defs/local', `${BASE}name`)?.schema).toEqual({ type: 'string' });
    });

    test('resolveRef returns undefined for a document or pointer it does not hold', () => {
      expect(registry.resolveRef('https://elsewhere.example/x#/a', `${BASE}name`)).toBeUndefined();
      expect(registry.resolveRef('#/$defs/nothing', `${BASE}_defs/common`)).toBeUndefined();
      expect(registry.resolveRef('#anchor', `${BASE}_defs/common`)).toBeUndefined();
    });
  });
});
