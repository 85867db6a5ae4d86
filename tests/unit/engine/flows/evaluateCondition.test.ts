/** @jest-environment node */
import { evaluateCondition } from '@/engine/flows/evaluateCondition';

describe('evaluateCondition', () => {
  test('evaluateCondition holds when there is no condition', () => {
    expect(evaluateCondition(undefined, { anything: 1 })).toBe(true);
  });

  test('evaluateCondition reads a condition as a JSON Schema over the context', () => {
    const qrops = { properties: { AccountTypeId: { const: 400160 } }, required: ['AccountTypeId'] };
    expect(evaluateCondition(qrops, { AccountTypeId: 400160 })).toBe(true);
    expect(evaluateCondition(qrops, { AccountTypeId: 400159 })).toBe(false);
    expect(evaluateCondition(qrops, {})).toBe(false);
  });

  test('evaluateCondition supports enum, not and combined conditions', () => {
    const trustees = { properties: { AccountTypeId: { enum: [400160, 400164, 400166] } }, required: ['AccountTypeId'] };
    expect(evaluateCondition(trustees, { AccountTypeId: 400166 })).toBe(true);
    expect(evaluateCondition({ not: trustees }, { AccountTypeId: 400166 })).toBe(false);
    const bondOrNote = { anyOf: [{ properties: { ProductType: { const: 'Bonds' } } , required: ['ProductType'] }, { properties: { IsNote: { const: true } }, required: ['IsNote'] }] };
    expect(evaluateCondition(bondOrNote, { ProductType: 'Funds', IsNote: true })).toBe(true);
    expect(evaluateCondition(bondOrNote, { ProductType: 'Funds', IsNote: false })).toBe(false);
  });

  test('evaluateCondition accepts notes such as title and description in a condition', () => {
    expect(evaluateCondition({ title: 'joint accounts', description: 'two holders', properties: { IsJoint: { const: true } } }, { IsJoint: true })).toBe(true);
  });

  test('evaluateCondition gives the same answer for a condition it has seen before', () => {
    const condition = { properties: { IsJoint: { const: true } } };
    expect(evaluateCondition(condition, { IsJoint: true })).toBe(true);
    expect(evaluateCondition({ ...condition }, { IsJoint: false })).toBe(false);
    expect(evaluateCondition(condition, { IsJoint: true })).toBe(true);
  });
});

describe('evaluateCondition answers plain conditions directly, as ajv would', () => {
  const Ajv2020 = require('ajv/dist/2020').default;
  const ajv = new Ajv2020({ strict: false });
  const conditions: Array<Record<string, unknown>> = [
    { const: 1, title: 'Mr' },
    { const: { a: [1, 'x'] } },
    { enum: [400160, 400164, '400166', null] },
    { type: 'integer' },
    { type: ['string', 'null'] },
    { type: 'number' },
    { type: 'object' },
    { type: 'array' },
    { properties: { IsJoint: { const: true } }, required: ['IsJoint'] },
    { properties: { A: { enum: [1, 2] }, B: { type: 'boolean' } }, required: ['A'] },
    { properties: { Nested: { properties: { X: { const: 'y' } }, required: ['X'] } } },
    { properties: { Any: true, None: false } },
    { required: [] },
    { anyOf: [{ properties: { A: { const: 1 } }, required: ['A'] }, { properties: { IsJoint: { const: true } }, required: ['IsJoint'] }] },
    { allOf: [{ type: 'object' }, { required: ['A'] }, true] },
    { oneOf: [{ type: 'number' }, { type: 'integer' }] },
    { not: { properties: { IsJoint: { const: true } }, required: ['IsJoint'] } },
    { not: false },
    // RJSF's probe ("is the answer an object of this option?").
    { type: 'object', properties: { __not_really_there__: { type: 'number' } }, anyOf: [{ required: ['__not_really_there__'] }] },
  ];
  const contexts: unknown[] = [
    undefined, null, 0, 1, 1.5, -3, '1', 'x', true, false, [], [1, 'x'], {}, { a: [1, 'x'] }, { a: [1, 'x'], b: 1 },
    400160, '400166', 400166, { IsJoint: true }, { IsJoint: false }, { IsJoint: 'true' }, { A: 1 }, { A: 3 }, { A: 2, B: true }, { A: 2, B: 'no' },
    { Nested: { X: 'y' } }, { Nested: { X: 'z' } }, { Nested: {} }, { Nested: 'text' }, { Any: 1 }, { None: 1 }, { None: undefined },
  ];

  test.each(conditions.map((c) => [JSON.stringify(c), c]))('%s gives ajv\'s answer for every context', (_, condition) => {
    const validate = ajv.compile(condition);
    for (const context of contexts) expect([context, evaluateCondition(condition, context)]).toEqual([context, validate(context)]);
  });

  test('a plain condition is never compiled, and a condition asked about again is looked up by the object', () => {
    const compile = jest.spyOn(Ajv2020.prototype, 'compile');
    const option = { const: 7, title: 'Seven' };
    for (let i = 0; i < 50; i++) evaluateCondition(option, i);
    const ifCondition = { properties: { Kind: { const: 'a' } }, required: ['Kind'] };
    for (let i = 0; i < 50; i++) evaluateCondition(ifCondition, { Kind: i % 2 ? 'a' : 'b' });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });

  test('conditions outside the plain subset still go to ajv (compiled once per distinct condition)', () => {
    const condition = { properties: { Amount: { type: 'number', minimum: 10 } }, required: ['Amount'] };
    expect(evaluateCondition(condition, { Amount: 12 })).toBe(true);
    expect(evaluateCondition({ ...condition }, { Amount: 9 })).toBe(false);
    expect(evaluateCondition({ not: { const: 1 } }, 2)).toBe(true);
  });

  test('a malformed condition still fails as ajv fails on it', () => {
    expect(() => evaluateCondition({ type: 'integr' }, 1)).toThrow();
    expect(() => evaluateCondition({ required: 'Name' }, {})).toThrow();
  });
});
