import { createEngineValidator, fromRjsfError, propertyOf, toRjsfError } from '@/widgets/engineValidator';
import { renderSchemaFor } from '@/widgets/renderSchema';
import { SchemaRegistry, type FormError } from '@/engine';
import { createFormsAjv } from '../../../server/forms/createFormsAjv';
import { readdirSync } from 'node:fs';
import commonDefs from '../../../schemas/forms/_defs/common.json';
import { inlineForm, registryWith } from './support/widgets';

const COMMON = 'https://tessera.example/schemas/forms/_defs/common#/$defs/';

const order = inlineForm(
  'order',
  {
    Amount: { $ref: `${COMMON}money`, title: 'Amount', errorMessage: 'Amount must be a positive sum in cents' },
    Holder: {
      type: 'object',
      title: 'Holder',
      description: 'A note for developers',
      properties: { Name: { type: 'string', minLength: 1, errorMessage: 'Holder name is required' } },
    },
    Kind: { type: 'string', enum: ['a', 'b'] },
  },
  {
    required: ['Amount'],
    errorMessage: { required: { Amount: 'Amount is required' } },
    allOf: [{ anyOf: [{ required: ['Kind'] }, { required: ['Holder'] }], errorMessage: 'Give a kind or a holder' }],
  },
);

describe('the engine validator for RJSF', () => {
  test("validateFormData answers with the schema's messages in the engine's order, as RJSF errors and an error tree", () => {
    const validator = createEngineValidator(registryWith({ schema: order }), 'order');
    const { errors, errorSchema } = validator.validateFormData({ Holder: { Name: '' } }, {});
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.Amount', 'Amount is required'],
      ['.Holder.Name', 'Holder name is required'],
    ]);
    expect(errorSchema).toEqual({
      Amount: { __errors: ['Amount is required'] },
      Holder: { Name: { __errors: ['Holder name is required'] } },
    });
  });

  test("validateFormData never compiles again: the registry's compiled validator is reused", () => {
    const ajv = createFormsAjv();
    const compile = jest.spyOn(ajv, 'compile');
    const registry = new SchemaRegistry(ajv);
    registry.addDefinitions(commonDefs);
    registry.addForm(order);
    const validator = createEngineValidator(registry, 'order');
    for (let i = 0; i < 20; i++) validator.validateFormData({ Amount: i }, {});
    expect(compile).toHaveBeenCalledTimes(1);
  });

  test("customValidate and transformErrors still work on top of the engine's errors", () => {
    const validator = createEngineValidator(registryWith({ schema: order }), 'order');
    const result = validator.validateFormData(
      { Amount: 5, Kind: 'a' },
      {},
      (data, errors) => {
        if (data?.Kind === 'a') errors.Kind?.addError('Kind a is closed today');
        return errors;
      },
      (errors) => errors,
    );
    expect(result.errors.map((e) => e.stack)).toEqual(['.Kind Kind a is closed today']);
  });

  test("isValid answers RJSF's rendering questions with the registry's condition evaluator", () => {
    const validator = createEngineValidator(registryWith({ schema: order }), 'order');
    const condition = { $id: 'ignored', properties: { Kind: { const: 'a' } }, required: ['Kind'] };
    expect(validator.isValid(condition, { Kind: 'a' }, {})).toBe(true);
    expect(validator.isValid(condition, { Kind: 'b' }, {})).toBe(false);
    expect(validator.isValid({ $ref: '#/nowhere' }, {}, {})).toBe(false);
  });

  test('in the browser (nothing compiles) a condition the server did not precompile is "not valid" and reported', () => {
    // Forms compiled here for the test, conditions as in the browser: an evaluator without a compiler.
    const registry = new SchemaRegistry(createFormsAjv());
    registry.addDefinitions(commonDefs);
    registry.addForm(order);
    const validator = createEngineValidator(registry, 'order');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(validator.isValid({ properties: { Kind: { minLength: 2 } } }, { Kind: 'abc' }, {})).toBe(false);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The condition {"properties":{"Kind":{"minLength":2}}} was not precompiled by the server' }),
      );
      // A plain condition is still answered.
      expect(validator.isValid({ properties: { Kind: { const: 'a' } } }, { Kind: 'a' }, {})).toBe(true);
    } finally {
      error.mockRestore();
    }
  });

  test("rawValidation gives the compiled validator's own errors", () => {
    const validator = createEngineValidator(registryWith({ schema: order }), 'order');
    expect(validator.rawValidation({}, { Amount: -1, Kind: 'a' }).errors?.length).toBeGreaterThan(0);
    expect(validator.rawValidation({}, { Amount: 1, Kind: 'a' }).errors).toBeUndefined();
  });

  test("an engine error survives the trip through RJSF's shape", () => {
    const error: FormError = { path: '/Holder/Name', field: 'Holder', message: 'Holder name is required', keyword: 'minLength' };
    expect(fromRjsfError(toRjsfError(error))).toEqual(error);
    expect(propertyOf('/Holders/0/Name~1Alias')).toBe('.Holders.0.Name/Alias');
  });
});

describe('renderSchemaFor', () => {
  test('shared definitions are inlined, notes for developers and requirement-only alternatives left out', () => {
    const schema = renderSchemaFor(registryWith({ schema: order }), 'order') as {
      properties: Record<string, Record<string, unknown>>;
      allOf: Array<Record<string, unknown>>;
    };
    expect(schema.properties.Amount).toMatchObject({
      type: 'number',
      minimum: 0,
      title: 'Amount',
      errorMessage: 'Amount must be a positive sum in cents',
    });
    expect(schema.properties.Amount.$ref).toBeUndefined();
    expect(schema.properties.Holder.description).toBeUndefined();
    expect(schema.allOf[0].anyOf).toBeUndefined();
    expect(schema.properties.Kind.enum).toEqual(['a', 'b']);
  });

  test('the render schema is built once per schema version', () => {
    const registry = registryWith({ schema: order });
    const first = renderSchemaFor(registry, 'order');
    expect(renderSchemaFor(registry, 'order')).toBe(first);
    registry.addForm({ ...order, version: '1.0.1', title: 'Order, second version' });
    const second = renderSchemaFor(registry, 'order');
    expect(second).not.toBe(first);
    expect(second.title).toBe('Order, second version');
  });

  test('every served form renders without an unresolved reference', () => {
    const ids = readdirSync('schemas/forms').filter((f: string) => !f.startsWith('_'));
    const registry = registryWith(...ids);
    for (const id of ids) expect(JSON.stringify(renderSchemaFor(registry, id))).not.toContain('"$ref"');
  });
});
