/** @jest-environment node */
import { absoluteRefs, definitionsResolver, effectiveSchema } from '@/engine/studio/resolveSchema';
import commonDefs from '../../../../schemas/forms/_defs/common.json';
import { resolve } from './realSchemas';

const COMMON = 'https://tessera.example/schemas/forms/_defs/common';
const FORM = 'https://tessera.example/schemas/forms/kyc';

describe('definitionsResolver', () => {
  it('finds absolute and relative references and nothing else', () => {
    const find = definitionsResolver([commonDefs]);
    expect(find(`${COMMON}#/$defs/percentage`, FORM)?.schema).toEqual(commonDefs.$defs.percentage);
    expect(find('#/$defs/money', COMMON)).toEqual({ schema: commonDefs.$defs.money, baseId: COMMON });
    expect(find(`${COMMON}#/$defs/none`, FORM)).toBeUndefined();
    expect(find(`${COMMON}#notapointer`, FORM)).toBeUndefined();
    expect(find('https://elsewhere.example/x#/a', FORM)).toBeUndefined();
  });
});

describe('effectiveSchema', () => {
  it('merges a definition with the keywords beside the reference: the stricter bound, the nearer annotation', () => {
    const field = { $ref: `${COMMON}#/$defs/money`, description: 'Fee.', maximum: 500, minimum: -1 };
    expect(effectiveSchema(field, FORM, resolve)).toEqual({
      schema: { description: 'Fee.', type: 'number', minimum: 0, maximum: 500, multipleOf: 0.01 },
    });
  });

  it('joins required lists and properties, and keeps any other clash in an allOf so both still apply', () => {
    const holder = {
      $ref: `${COMMON}#/$defs/holderFlags`,
      properties: { FirstHolder: { const: true } },
      required: ['FirstHolder'],
      type: 'array',
    };
    expect(effectiveSchema(holder, FORM, resolve).schema).toEqual({
      description: commonDefs.$defs.holderFlags.description,
      type: 'object',
      properties: { FirstHolder: { allOf: [{ type: 'boolean' }, { const: true }] }, SecondHolder: { type: 'boolean' } },
      additionalProperties: false,
      required: ['FirstHolder'],
      allOf: [{ type: 'array' }],
    });
  });

  it('follows a chain of references, makes relative references absolute, and reports one it cannot resolve', () => {
    const chained = effectiveSchema(
      { $ref: 'https://tessera.example/schemas/forms/_defs/compliance#/$defs/accountHolder' },
      FORM,
      resolve,
    ).schema;
    expect(JSON.stringify(chained)).not.toContain('"#/');
    expect(effectiveSchema({ $ref: '#/$defs/missing' }, FORM, resolve)).toEqual({
      schema: { $ref: '#/$defs/missing' },
      unresolvedRef: `${FORM}#/$defs/missing`,
    });
    expect(absoluteRefs({ a: [{ $ref: '#/$defs/x' }] }, COMMON)).toEqual({ a: [{ $ref: `${COMMON}#/$defs/x` }] });
  });
});
