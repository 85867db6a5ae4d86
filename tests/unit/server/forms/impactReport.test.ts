/** @jest-environment node */
/**
 * The impact check's report shaping (server/forms/impactReport.ts): the rule behind each message,
 * field labels through uiSchemas and `$ref`s, and the grouping with example ids.
 */
import { validateForm, type FormSchema } from '@/engine';
import { createCompilingRegistry } from '../../../../server/forms/compilingRegistry';
import {
  ExampleCounter,
  failuresOf,
  fieldLabel,
  ImpactTally,
  wildcardPath,
  type ImpactFailure,
  type RefResolver,
} from '../../../../server/forms/impactReport';

const DEFS = {
  $id: 'https://tessera.example/schemas/forms/_defs/unit',
  $defs: {
    email: { type: 'string', title: 'E-mail address', maxLength: 20, errorMessage: 'E-mail must be at most 20 characters' },
    holder: {
      type: 'object',
      properties: { Email: { $ref: '#/$defs/email' }, Name: { type: 'string', title: 'Name' } },
      required: ['Name'],
    },
  },
};
const SCHEMA: FormSchema = {
  $id: 'https://tessera.example/schemas/forms/unit-impact',
  title: 'Unit impact',
  version: '1.0.0',
  type: 'object',
  properties: {
    Amount: { type: 'number', title: 'Amount', maximum: 10, errorMessage: 'Amount must be at most 10' },
    Holders: { type: 'array', title: 'Holders', items: { $ref: 'https://tessera.example/schemas/forms/_defs/unit#/$defs/holder' } },
    Plain: { type: 'integer', title: 'Plain' },
  },
  required: ['Amount'],
  additionalProperties: false,
  errorMessage: { required: { Amount: 'Amount is required' } },
};
const UI = { Amount: { 'ui:title': 'Amount to invest' }, Holders: { items: { Email: { 'ui:title': 'Holder e-mail' } } } };

const registry = createCompilingRegistry();
registry.addDefinitions(DEFS);
registry.addForm(SCHEMA, UI);
const resolve: RefResolver = (ref, base) => registry.resolveRef(ref, base);
const failuresFor = (answers: unknown) => {
  const verdict = validateForm(registry, 'unit-impact', answers);
  return failuresOf(verdict.errors, registry.validator('unit-impact').errors ?? []);
};

describe('wildcardPath', () => {
  test('replaces every array index and nothing else', () => {
    expect(wildcardPath('/Holders/0/Email')).toBe('/Holders/*/Email');
    expect(wildcardPath('/Holders/12')).toBe('/Holders/*');
    expect(wildcardPath('/A1/B22x')).toBe('/A1/B22x');
    expect(wildcardPath('')).toBe('');
  });
});

describe('failuresOf', () => {
  test('pairs each message with the rule it came from, through errorMessage and $ref', () => {
    expect(failuresFor({ Amount: 11, Holders: [{ Name: 'A', Email: 'x'.repeat(21) }, {}], Plain: 1.5 })).toEqual([
      { keyword: 'maximum', schemaPath: '#/properties/Amount/maximum', path: '/Amount', message: 'Amount must be at most 10' },
      {
        keyword: 'maxLength',
        schemaPath: '#/$defs/email/maxLength',
        path: '/Holders/0/Email',
        message: 'E-mail must be at most 20 characters',
      },
      // ajv compiles a referenced definition on its own: its schema path starts at the definition.
      { keyword: 'required', schemaPath: '#/required', path: '/Holders/1/Name', message: 'Name is required' },
      { keyword: 'type', schemaPath: '#/properties/Plain/type', path: '/Plain', message: 'Plain must be integer' },
    ]);
  });

  test('gives a required property its errorMessage and its own path', () => {
    expect(failuresFor({})).toEqual([{ keyword: 'required', schemaPath: '#/required', path: '/Amount', message: 'Amount is required' }]);
  });
});

describe('fieldLabel', () => {
  const label = (path: string) => fieldLabel(SCHEMA, UI, path, resolve);

  test('prefers the ui:title, then the schema title, then the property name', () => {
    expect(label('/Amount')).toBe('Amount to invest');
    expect(label('/Plain')).toBe('Plain');
    expect(label('/Unknown')).toBe('Unknown');
  });

  test('follows array items and $refs into the shared definitions, parent labels first', () => {
    expect(label('/Holders/*/Email')).toBe('Holders › Holder e-mail');
    expect(label('/Holders/3/Name')).toBe('Holders › Name');
  });

  test('names the form itself by its title', () => {
    expect(label('')).toBe('Unit impact');
  });
});

describe('ImpactTally', () => {
  const maxAmount: ImpactFailure = { keyword: 'maximum', schemaPath: '#/a', path: '/Amount', message: 'Too much' };
  const email = (i: number): ImpactFailure => ({
    keyword: 'maxLength',
    schemaPath: '#/b',
    path: `/Holders/${i}/Email`,
    message: 'Too long',
  });

  test('counts a record once per group however many items fail, keeps a few example ids, sorts by records', () => {
    const tally = new ImpactTally((path) => `label of ${path}`, 2);
    tally.add('submission', 1, [email(0), email(1)]);
    tally.add('submission', 2, [maxAmount, email(0)]);
    tally.add('opening', 7, [email(1)]);
    tally.add('submission', 3, [email(0)]);
    expect(tally.result()).toEqual([
      {
        keyword: 'maxLength',
        schemaPath: '#/b',
        path: '/Holders/*/Email',
        label: 'label of /Holders/*/Email',
        message: 'Too long',
        submissions: { count: 3, exampleIds: [1, 2] },
        openings: { count: 1, exampleIds: [7] },
      },
      {
        keyword: 'maximum',
        schemaPath: '#/a',
        path: '/Amount',
        label: 'label of /Amount',
        message: 'Too much',
        submissions: { count: 1, exampleIds: [2] },
        openings: { count: 0, exampleIds: [] },
      },
    ]);
  });

  test('keeps one rule with two messages as two groups', () => {
    const tally = new ImpactTally((path) => path);
    tally.add('submission', 1, [maxAmount]);
    tally.add('submission', 2, [{ ...maxAmount, message: 'Other text' }]);
    expect(tally.result().map((g) => g.message)).toEqual(['Other text', 'Too much']);
  });
});

describe('ExampleCounter', () => {
  test('groups equal groups, caps the examples and sorts by count', () => {
    const counter = new ExampleCounter<{ stepId: string }>(1);
    counter.add({ stepId: 'A' }, 1);
    counter.add({ stepId: 'B' }, 2);
    counter.add({ stepId: 'B' }, 3);
    expect(counter.result()).toEqual([
      { stepId: 'B', count: 2, exampleIds: [2] },
      { stepId: 'A', count: 1, exampleIds: [1] },
    ]);
  });
});
