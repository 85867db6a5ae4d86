/** @jest-environment node */
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import type { FormSchema, UiSchema } from '@/engine/forms/types';
import { validateForm } from '@/engine/forms/validateForm';
import { createCompilingRegistry } from '../../../../server/forms/compilingRegistry';

const BASE = 'https://tessera.example/schemas/forms/';

function form(id: string, body: Record<string, unknown>): FormSchema {
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: `${BASE}${id}`, version: '1.0.0', type: 'object', ...body };
}

function registryWith(
  schema: FormSchema,
  ui: UiSchema = {},
  definitions: Array<{ $id: string } & Record<string, unknown>> = [],
): SchemaRegistry {
  const registry = createCompilingRegistry();
  for (const d of definitions) registry.addDefinitions(d);
  registry.addForm(schema, ui);
  return registry;
}

const messages = (registry: SchemaRegistry, id: string, data: unknown) => validateForm(registry, id, data).errors.map((e) => e.message);
/** The messages of a form validated for a step showing `ui`. */
const stepMessages = (schema: FormSchema, data: unknown, ui: UiSchema) =>
  validateForm(registryWith(schema), schema.$id.slice(BASE.length), data, { ui }).errors.map((e) => e.message);
const paths = (registry: SchemaRegistry, id: string, data: unknown) => validateForm(registry, id, data).errors.map((e) => e.path);

/** Four string fields, each too long when given 'toolong'. */
const FOUR = form('four', {
  properties: {
    A: { type: 'string', maxLength: 3, errorMessage: 'A is too long' },
    B: { type: 'string', maxLength: 3, errorMessage: 'B is too long' },
    C: { type: 'string', maxLength: 3, errorMessage: 'C is too long' },
    D: { type: 'string', maxLength: 3, errorMessage: 'D is too long' },
  },
  additionalProperties: false,
});
const ALL_TOO_LONG = { A: 'toolong', B: 'toolong', C: 'toolong', D: 'toolong' };

describe('validateForm', () => {
  test('validateForm says valid with no errors for good answers', () => {
    expect(validateForm(registryWith(FOUR), 'four', { A: 'ok', B: 'ok' })).toEqual({ valid: true, errors: [] });
  });

  test("validateForm orders errors by the schema's properties when ui.json gives no order", () => {
    expect(messages(registryWith(FOUR), 'four', { D: 'toolong', B: 'toolong', A: 'toolong', C: 'toolong' })).toEqual([
      'A is too long',
      'B is too long',
      'C is too long',
      'D is too long',
    ]);
  });

  test('validateForm orders errors by ui:order first, then the properties ui:order does not name', () => {
    const registry = registryWith(FOUR, { 'ui:order': ['C', 'A'] });
    expect(messages(registry, 'four', ALL_TOO_LONG)).toEqual(['C is too long', 'A is too long', 'B is too long', 'D is too long']);
  });

  test('validateForm puts the properties ui:order does not name where its "*" stands', () => {
    const registry = registryWith(FOUR, { 'ui:order': ['C', '*', 'A'] });
    expect(messages(registry, 'four', ALL_TOO_LONG)).toEqual(['C is too long', 'B is too long', 'D is too long', 'A is too long']);
  });

  test('validateForm orders by the uiSchema it is given each time (the order is remembered per schema and uiSchema object)', () => {
    const registry = registryWith(FOUR, { 'ui:order': ['D', '*'] });
    const step = (order: string[]) =>
      validateForm(registry, 'four', ALL_TOO_LONG, { ui: { 'ui:order': order } }).errors.map((e) => e.field);
    expect(messages(registry, 'four', ALL_TOO_LONG)).toEqual(['D is too long', 'A is too long', 'B is too long', 'C is too long']);
    expect(step(['B', '*'])).toEqual(['B', 'A', 'C', 'D']);
    expect(step(['C', '*'])).toEqual(['C', 'A', 'B', 'D']);
    expect(messages(registry, 'four', ALL_TOO_LONG)).toEqual(['D is too long', 'A is too long', 'B is too long', 'C is too long']);
  });

  test("validateForm reports each error's JSON pointer, top-level field and original keyword", () => {
    expect(validateForm(registryWith(FOUR), 'four', { B: 'toolong' }).errors).toEqual([
      { path: '/B', field: 'B', message: 'B is too long', keyword: 'maxLength' },
    ]);
  });

  describe('nested paths', () => {
    const NESTED = form('nested', {
      properties: {
        Name: { type: 'string', minLength: 1, errorMessage: 'Name is required' },
        Rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              Amount: { type: 'number', minimum: 0, errorMessage: 'Amount may not be negative' },
              Remarks: { type: 'string', maxLength: 5, errorMessage: 'Remarks must be at most 5 characters' },
            },
            required: ['Amount'],
            errorMessage: { required: { Amount: 'Amount is required' } },
          },
        },
        Note: { type: 'string', maxLength: 3, errorMessage: 'Note is too long' },
      },
    });

    test('validateForm orders array items by index and their fields by the item schema', () => {
      const data = {
        Note: 'toolong',
        Rows: [{ Amount: 1, Remarks: 'too long' }, { Remarks: 'far too long', Amount: -1 }, { Remarks: 'x' }],
        Name: '',
      };
      expect(validateForm(registryWith(NESTED), 'nested', data).errors).toEqual([
        { path: '/Name', field: 'Name', message: 'Name is required', keyword: 'minLength' },
        { path: '/Rows/0/Remarks', field: 'Rows', message: 'Remarks must be at most 5 characters', keyword: 'maxLength' },
        { path: '/Rows/1/Amount', field: 'Rows', message: 'Amount may not be negative', keyword: 'minimum' },
        { path: '/Rows/1/Remarks', field: 'Rows', message: 'Remarks must be at most 5 characters', keyword: 'maxLength' },
        { path: '/Rows/2/Amount', field: 'Rows', message: 'Amount is required', keyword: 'required' },
        { path: '/Note', field: 'Note', message: 'Note is too long', keyword: 'maxLength' },
      ]);
    });

    test('validateForm orders item 10 after item 2 (indexes compare as numbers)', () => {
      const rows = Array.from({ length: 11 }, () => ({ Amount: 1 }));
      rows[2] = { Amount: -1 };
      rows[10] = { Amount: -1 };
      expect(paths(registryWith(NESTED), 'nested', { Rows: rows })).toEqual(['/Rows/2/Amount', '/Rows/10/Amount']);
    });

    test('validateForm follows a nested ui:order', () => {
      const registry = registryWith(NESTED, { Rows: { items: { 'ui:order': ['Remarks', 'Amount'] } } });
      expect(paths(registry, 'nested', { Rows: [{ Amount: -1, Remarks: 'too long' }] })).toEqual(['/Rows/0/Remarks', '/Rows/0/Amount']);
    });

    test('validateForm orders the fields of an object declared in a shared _defs file by that declaration', () => {
      const defs = {
        $id: `${BASE}_defs/people`,
        $defs: {
          address: {
            type: 'object',
            properties: {
              Street: { type: 'string', minLength: 1 },
              PostalCode: { type: 'string', maxLength: 10, errorMessage: 'Postal Code must be at most 10 characters' },
            },
            required: ['Street'],
            errorMessage: { required: { Street: 'Street is required' } },
          },
          holder: { type: 'object', properties: { Address: { $ref: '#/$defs/address' } } },
        },
      };
      const schema = form('holder', { properties: { Holder: { $ref: `${BASE}_defs/people#/$defs/holder` } } });
      const registry = registryWith(schema, {}, [defs]);
      // ajv reports the object-level required message after the property's own: the order comes from the declaration.
      expect(messages(registry, 'holder', { Holder: { Address: { PostalCode: '12345678901' } } })).toEqual([
        'Street is required',
        'Postal Code must be at most 10 characters',
      ]);
    });
  });

  describe('required errors', () => {
    const REQUIRED = form('required', {
      properties: {
        A: { type: 'string', maxLength: 3, errorMessage: 'A is too long' },
        B: { type: 'string' },
        C: { type: 'string', maxLength: 3, errorMessage: 'C is too long' },
        D: { type: 'boolean' },
        E: { type: 'string' },
        F: { type: 'string' },
      },
      required: ['B', 'F'],
      errorMessage: { required: { B: 'B is required' } },
      if: { properties: { D: { const: true } }, required: ['D'] },
      then: { required: ['E'], errorMessage: { required: { E: 'E is required when D is ticked' } } },
    });

    test('validateForm sorts a required error at the position of the missing property', () => {
      expect(validateForm(registryWith(REQUIRED), 'required', { A: 'toolong', C: 'toolong', F: 'x' }).errors).toEqual([
        { path: '/A', field: 'A', message: 'A is too long', keyword: 'maxLength' },
        { path: '/B', field: 'B', message: 'B is required', keyword: 'required' },
        { path: '/C', field: 'C', message: 'C is too long', keyword: 'maxLength' },
      ]);
    });

    test('validateForm sorts a requirement added inside then at the missing property, with the message given there', () => {
      expect(validateForm(registryWith(REQUIRED), 'required', { B: 'x', D: true, F: 'toolong-but-fine', C: 'toolong' }).errors).toEqual([
        { path: '/C', field: 'C', message: 'C is too long', keyword: 'maxLength' },
        { path: '/E', field: 'E', message: 'E is required when D is ticked', keyword: 'required' },
      ]);
    });

    test('validateForm names the missing property when the schema gives no required message', () => {
      expect(messages(registryWith(REQUIRED), 'required', { B: 'x' })).toEqual(['F is required']);
    });

    test('validateForm sorts a dependentRequired error at the missing property', () => {
      const schema = form('dependent', {
        properties: { A: { type: 'string' }, B: { type: 'string' }, C: { type: 'string', maxLength: 1, errorMessage: 'C is too long' } },
        dependentRequired: { A: ['B'] },
        errorMessage: { dependentRequired: 'B is required when A is given' },
      });
      expect(validateForm(registryWith(schema), 'dependent', { A: 'x', C: 'toolong' }).errors).toEqual([
        { path: '/B', field: 'B', message: 'B is required when A is given', keyword: 'dependentRequired' },
        { path: '/C', field: 'C', message: 'C is too long', keyword: 'maxLength' },
      ]);
    });
  });

  describe('form-level errors', () => {
    test('validateForm puts errors on the form itself after every field error', () => {
      const schema = form('whole', {
        properties: { A: { type: 'string' }, Z: { type: 'string', maxLength: 1, errorMessage: 'Z is too long' } },
        minProperties: 3,
        errorMessage: { minProperties: 'Answer at least three questions' },
      });
      expect(validateForm(registryWith(schema), 'whole', { Z: 'toolong' }).errors).toEqual([
        { path: '/Z', field: 'Z', message: 'Z is too long', keyword: 'maxLength' },
        { path: '', field: '', message: 'Answer at least three questions', keyword: 'minProperties' },
      ]);
    });

    test('validateForm reports an unknown field on the form, after the field errors', () => {
      const errors = validateForm(registryWith(FOUR), 'four', { Unknown: 1, D: 'toolong' }).errors;
      expect(errors.map((e) => [e.path, e.keyword])).toEqual([
        ['/D', 'maxLength'],
        ['', 'additionalProperties'],
      ]);
      expect(errors[1].message).toBe('This form must NOT have additional properties');
    });

    test('validateForm sorts an array-level rule (contains) with its array field', () => {
      const schema = form('sources', {
        properties: {
          Sources: {
            type: 'array',
            items: { type: 'object', properties: { Ticked: { type: 'boolean' } } },
            contains: { type: 'object', properties: { Ticked: { const: true } }, required: ['Ticked'] },
            errorMessage: { contains: 'At least one source is required' },
          },
          Remarks: { type: 'string', maxLength: 1, errorMessage: 'Remarks is too long' },
        },
        minProperties: 3,
        errorMessage: { minProperties: 'Too few answers' },
      });
      // The items that are not ticked are not errors one by one: only the contains message speaks.
      expect(messages(registryWith(schema), 'sources', { Remarks: 'toolong', Sources: [{ Ticked: false }, { Ticked: false }] })).toEqual([
        'At least one source is required',
        'Remarks is too long',
        'Too few answers',
      ]);
    });
  });

  describe('messages', () => {
    const MESSAGES = form('messages', {
      properties: {
        Name: {
          type: 'string',
          minLength: 1,
          maxLength: 5,
          pattern: '\\S',
          errorMessage: { minLength: 'Name is required', pattern: 'Name is required', maxLength: 'Name must be at most 5 characters' },
        },
        Email: { type: 'string', format: 'email', errorMessage: 'must be a valid email' },
        Age: { type: 'integer', minimum: 18 },
      },
    });

    test("validateForm uses the schema's errorMessage texts per keyword and as a single string", () => {
      expect(messages(registryWith(MESSAGES), 'messages', { Name: 'toolongname', Email: 'nope' })).toEqual([
        'Name must be at most 5 characters',
        'must be a valid email',
      ]);
    });

    test('validateForm reports one message once per field, even when two keywords share it', () => {
      expect(validateForm(registryWith(MESSAGES), 'messages', { Name: '' }).errors).toEqual([
        { path: '/Name', field: 'Name', message: 'Name is required', keyword: 'minLength' },
      ]);
    });

    test("validateForm prefixes ajv's text with the field name when the schema gives no message", () => {
      expect(messages(registryWith(MESSAGES), 'messages', { Age: 12.5 })).toEqual(['Age must be integer', 'Age must be >= 18']);
    });
  });

  describe('noise keywords', () => {
    const NOISY = form('noisy', {
      properties: {
        Kind: { type: 'string', enum: ['person', 'company'] },
        Code: {
          type: 'string',
          anyOf: [{ pattern: '^[A-Z]{2}$' }, { pattern: '^[0-9]{4}$' }],
          errorMessage: { anyOf: 'Code must be two capitals or four digits' },
        },
        Number: {
          oneOf: [
            { type: 'integer', minimum: 10 },
            { type: 'string', minLength: 3 },
          ],
        },
        Forbidden: { type: 'string', not: { const: 'x' } },
      },
      if: { properties: { Kind: { const: 'company' } }, required: ['Kind'] },
      then: { required: ['Number'] },
      allOf: [{ properties: { Kind: { type: 'string', maxLength: 7, errorMessage: 'Kind is too long' } } }],
    });

    test('validateForm drops the "a sub-schema failed" errors of if, oneOf and allOf and keeps what the failing branches say', () => {
      expect(validateForm(registryWith(NOISY), 'noisy', { Kind: 'company-ltd', Number: 1 }).errors).toEqual([
        { path: '/Kind', field: 'Kind', message: 'Kind is too long', keyword: 'maxLength' },
        { path: '/Kind', field: 'Kind', message: 'Kind must be equal to one of the allowed values', keyword: 'enum' },
        { path: '/Number', field: 'Number', message: 'Number must be >= 10', keyword: 'minimum' },
        { path: '/Number', field: 'Number', message: 'Number must be string', keyword: 'type' },
      ]);
    });

    test("validateForm gives an anyOf's own message alone, without what each branch says", () => {
      expect(validateForm(registryWith(NOISY), 'noisy', { Code: 'abc' }).errors).toEqual([
        { path: '/Code', field: 'Code', message: 'Code must be two capitals or four digits', keyword: 'anyOf' },
      ]);
    });

    test('validateForm reports an if/then requirement at the missing property, without the if', () => {
      expect(validateForm(registryWith(NOISY), 'noisy', { Kind: 'company' }).errors).toEqual([
        { path: '/Number', field: 'Number', message: 'Number is required', keyword: 'required' },
      ]);
    });

    test("validateForm keeps a compound keyword's error when it is the only one", () => {
      expect(validateForm(registryWith(NOISY), 'noisy', { Forbidden: 'x' }).errors).toEqual([
        { path: '/Forbidden', field: 'Forbidden', message: 'Forbidden must NOT be valid', keyword: 'not' },
      ]);
    });
  });

  describe("a step's uiSchema", () => {
    const STEP = form('step', {
      properties: {
        Shown: { type: 'string', maxLength: 3, errorMessage: 'Shown is too long' },
        Hidden: { type: 'string', maxLength: 3, errorMessage: 'Hidden is too long' },
        Other: { type: 'string', maxLength: 3, errorMessage: 'Other is too long' },
      },
      required: ['Hidden'],
      errorMessage: { required: { Hidden: 'Hidden is required' } },
    });
    const HIDE_HIDDEN = { Hidden: { 'ui:widget': 'hidden' } };

    test('validateForm leaves out the errors of top-level fields the step hides', () => {
      expect(stepMessages(STEP, { Shown: 'toolong', Other: 'toolong' }, HIDE_HIDDEN)).toEqual(['Shown is too long', 'Other is too long']);
    });

    test('validateForm says valid when only hidden fields are at fault in a step', () => {
      expect(validateForm(registryWith(STEP), 'step', { Shown: 'ok' }, { ui: HIDE_HIDDEN })).toEqual({ valid: true, errors: [] });
    });

    test("validateForm keeps every error without a step's uiSchema, whatever ui.json hides", () => {
      expect(messages(registryWith(STEP, HIDE_HIDDEN), 'step', { Shown: 'toolong' })).toEqual(['Shown is too long', 'Hidden is required']);
    });

    test("validateForm orders errors by the step's uiSchema instead of ui.json", () => {
      const registry = registryWith(STEP, { 'ui:order': ['Shown', 'Hidden', 'Other'] });
      const data = { Shown: 'toolong', Hidden: 'toolong', Other: 'toolong' };
      expect(messages(registry, 'step', data)).toEqual(['Shown is too long', 'Hidden is too long', 'Other is too long']);
      expect(validateForm(registry, 'step', data, { ui: { 'ui:order': ['Other', '*'] } }).errors.map((e) => e.field)).toEqual([
        'Other',
        'Shown',
        'Hidden',
      ]);
    });

    test('validateForm keeps errors on the form itself in a step', () => {
      const whole = form('wholestep', {
        properties: STEP.properties,
        minProperties: 2,
        errorMessage: { minProperties: 'Answer two questions' },
      });
      expect(stepMessages(whole, { Shown: 'ok' }, HIDE_HIDDEN)).toEqual(['Answer two questions']);
    });

    test('validateForm hides only whole top-level fields: a nested field marked hidden still reports', () => {
      const nested = form('nestedstep', {
        properties: { Holder: { type: 'object', properties: { Tax: { type: 'string', maxLength: 1, errorMessage: 'Tax is too long' } } } },
      });
      expect(stepMessages(nested, { Holder: { Tax: 'toolong' } }, { Holder: { Tax: { 'ui:widget': 'hidden' } } })).toEqual([
        'Tax is too long',
      ]);
    });
  });

  test("validateForm keeps ajv's order for errors on the same field", () => {
    const schema = form('ties', { properties: { Age: { type: 'number', minimum: 18, multipleOf: 5 } } });
    expect(messages(registryWith(schema), 'ties', { Age: 12 })).toEqual(['Age must be >= 18', 'Age must be multiple of 5']);
  });

  test('validateForm throws for a form the registry does not hold', () => {
    expect(() => validateForm(createCompilingRegistry(), 'nowhere', {})).toThrow('Unknown form "nowhere"');
  });
});
