/** @jest-environment node */
import { createFormsAjv } from '../../../../server/forms/createFormsAjv';

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

describe('createFormsAjv', () => {
  test('createFormsAjv refuses an unknown keyword (strict mode)', () => {
    expect(() => createFormsAjv().compile({ $schema: DRAFT, type: 'string', maxLenght: 3 })).toThrow(/unknown keyword/);
  });

  test('createFormsAjv accepts version as an annotation and errorMessage as a keyword', () => {
    const validate = createFormsAjv().compile({ $schema: DRAFT, version: '1.0.0', type: 'string', maxLength: 1, errorMessage: 'Too long' });
    expect(validate('ab')).toBe(false);
    expect(validate.errors?.[0].message).toBe('Too long');
  });

  test('createFormsAjv lets a requirement inside then name a top-level property (strictRequired off)', () => {
    const validate = createFormsAjv().compile({
      $schema: DRAFT,
      type: 'object',
      properties: { A: { type: 'boolean' }, B: { type: 'string' } },
      if: { properties: { A: { const: true } }, required: ['A'] },
      then: { required: ['B'] },
    });
    expect(validate({ A: true })).toBe(false);
    expect(validate({ A: true, B: 'x' })).toBe(true);
  });

  test('createFormsAjv allows union types and checks formats', () => {
    const validate = createFormsAjv().compile({
      $schema: DRAFT,
      type: 'object',
      properties: {
        Note: { type: ['string', 'null'] },
        Email: { type: 'string', format: 'email' },
        Day: { type: 'string', format: 'date' },
      },
    });
    expect(validate({ Note: null, Email: 'a@b.example', Day: '2024-02-29' })).toBe(true);
    expect(validate({ Email: 'nope' })).toBe(false);
    expect(validate({ Day: '2023-02-29' })).toBe(false);
  });

  test.each([0.07, 0.29, 1234.56, 1e9 - 0.01])('createFormsAjv accepts %p as a multiple of 0.01 (money)', (amount) => {
    expect(createFormsAjv().compile({ $schema: DRAFT, type: 'number', multipleOf: 0.01 })(amount)).toBe(true);
  });

  test('createFormsAjv refuses a third decimal as a multiple of 0.01', () => {
    expect(createFormsAjv().compile({ $schema: DRAFT, type: 'number', multipleOf: 0.01 })(0.075)).toBe(false);
  });

  test('createFormsAjv gives a fresh instance each time, so registries do not share schemas', () => {
    const a = createFormsAjv();
    a.addSchema({ $id: 'https://tessera.example/schemas/forms/_defs/x', $defs: {} });
    expect(createFormsAjv().getSchema('https://tessera.example/schemas/forms/_defs/x')).toBeUndefined();
  });
});
