/** @jest-environment node */
import { ConditionEvaluator, plainConditions } from '@/engine/flows/ConditionEvaluator';
import { conditionKey } from '@/engine/flows/conditionKey';
import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { canonicalJson, sha256 } from '@/engine/forms/sha256';
import { compilingConditionEvaluator } from '../../../../server/forms/conditionAjv';

// The server's evaluator: plain conditions answered directly, any other compiled by ajv.
const conditions = compilingConditionEvaluator();
const evaluateCondition = (condition: Record<string, unknown> | undefined, context: unknown) => conditions.evaluate(condition, context);

describe('ConditionEvaluator', () => {
  test('a condition evaluator holds when there is no condition', () => {
    expect(evaluateCondition(undefined, { anything: 1 })).toBe(true);
  });

  test('a condition evaluator reads a condition as a JSON Schema over the context', () => {
    const qrops = { properties: { AccountTypeId: { const: 400160 } }, required: ['AccountTypeId'] };
    expect(evaluateCondition(qrops, { AccountTypeId: 400160 })).toBe(true);
    expect(evaluateCondition(qrops, { AccountTypeId: 400159 })).toBe(false);
    expect(evaluateCondition(qrops, {})).toBe(false);
  });

  test('a condition evaluator supports enum, not and combined conditions', () => {
    const trustees = { properties: { AccountTypeId: { enum: [400160, 400164, 400166] } }, required: ['AccountTypeId'] };
    expect(evaluateCondition(trustees, { AccountTypeId: 400166 })).toBe(true);
    expect(evaluateCondition({ not: trustees }, { AccountTypeId: 400166 })).toBe(false);
    const bondOrNote = {
      anyOf: [
        { properties: { ProductType: { const: 'Bonds' } }, required: ['ProductType'] },
        { properties: { IsNote: { const: true } }, required: ['IsNote'] },
      ],
    };
    expect(evaluateCondition(bondOrNote, { ProductType: 'Funds', IsNote: true })).toBe(true);
    expect(evaluateCondition(bondOrNote, { ProductType: 'Funds', IsNote: false })).toBe(false);
  });

  test('a condition evaluator accepts notes such as title and description in a condition', () => {
    expect(
      evaluateCondition(
        { title: 'joint accounts', description: 'two holders', properties: { IsJoint: { const: true } } },
        { IsJoint: true },
      ),
    ).toBe(true);
  });

  test('a condition evaluator gives the same answer for a condition it has seen before', () => {
    const condition = { properties: { IsJoint: { const: true } } };
    expect(evaluateCondition(condition, { IsJoint: true })).toBe(true);
    expect(evaluateCondition({ ...condition }, { IsJoint: false })).toBe(false);
    expect(evaluateCondition(condition, { IsJoint: true })).toBe(true);
  });
});

describe('a condition evaluator answers plain conditions directly, as ajv would', () => {
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
    {
      anyOf: [
        { properties: { A: { const: 1 } }, required: ['A'] },
        { properties: { IsJoint: { const: true } }, required: ['IsJoint'] },
      ],
    },
    { allOf: [{ type: 'object' }, { required: ['A'] }, true] },
    { oneOf: [{ type: 'number' }, { type: 'integer' }] },
    { not: { properties: { IsJoint: { const: true } }, required: ['IsJoint'] } },
    { not: false },
    // RJSF's probe ("is the answer an object of this option?").
    { type: 'object', properties: { __not_really_there__: { type: 'number' } }, anyOf: [{ required: ['__not_really_there__'] }] },
  ];
  const contexts: unknown[] = [
    undefined,
    null,
    0,
    1,
    1.5,
    -3,
    '1',
    'x',
    true,
    false,
    [],
    [1, 'x'],
    {},
    { a: [1, 'x'] },
    { a: [1, 'x'], b: 1 },
    400160,
    '400166',
    400166,
    { IsJoint: true },
    { IsJoint: false },
    { IsJoint: 'true' },
    { A: 1 },
    { A: 3 },
    { A: 2, B: true },
    { A: 2, B: 'no' },
    { Nested: { X: 'y' } },
    { Nested: { X: 'z' } },
    { Nested: {} },
    { Nested: 'text' },
    { Any: 1 },
    { None: 1 },
    { None: undefined },
  ];

  test.each(conditions.map((c) => [JSON.stringify(c), c]))("%s gives ajv's answer for every context", (_, condition) => {
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

describe('a condition evaluator belongs to its registry: no state shared between evaluators', () => {
  const pattern = { properties: { Country: { type: 'string', pattern: '^DE' } }, required: ['Country'] };

  test("one without a compiler (the browser's) answers plain conditions and throws, naming it, for any other", () => {
    const browser = new ConditionEvaluator();
    expect(browser.compiles).toBe(false);
    expect(browser.evaluate({ properties: { IsJoint: { const: true } }, required: ['IsJoint'] }, { IsJoint: true })).toBe(true);
    expect(() => browser.evaluate(pattern, { Country: 'DE' })).toThrow(
      'The condition {"properties":{"Country":{"pattern":"^DE","type":"string"}},"required":["Country"]} was not precompiled by the server',
    );
  });

  test('one without a compiler answers a precompiled condition by its content, and only its own', () => {
    const check = jest.fn((context: unknown) => (context as { Country?: string }).Country === 'DE');
    const browser = new ConditionEvaluator({ precompiled: { [conditionKey(pattern)]: check } });
    expect(browser.evaluate({ ...pattern, title: 'German', $comment: 'the same condition, noted' }, { Country: 'DE' })).toBe(true);
    expect(browser.evaluate(pattern, { Country: 'FR' })).toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
    // Another evaluator (another registry) was given nothing: the checks are not global.
    expect(() => new ConditionEvaluator().evaluate(pattern, { Country: 'DE' })).toThrow(/was not precompiled by the server/);
  });

  test("a browser registry's evaluator takes the conditions of the precompiled forms added to it, and another registry's does not", () => {
    const check = (context: unknown) => (context as { Country?: string }).Country === 'DE';
    const schema = { $id: 'https://tessera.example/schemas/forms/probe', version: '1', type: 'object' as const };
    const precompiled = {
      formId: 'probe',
      hash: sha256(canonicalJson(schema)),
      validate: (() => true) as unknown as ValidateFunction,
      conditions: { [conditionKey(pattern)]: check },
    };
    const browser = new SchemaRegistry(null);
    browser.addForm(schema, {}, { precompiled });
    expect(browser.conditions.evaluate(pattern, { Country: 'DE' })).toBe(true);
    expect(browser.conditions.evaluate(pattern, { Country: 'FR' })).toBe(false);
    expect(() => new SchemaRegistry(null).conditions.evaluate(pattern, { Country: 'DE' })).toThrow(/was not precompiled by the server/);
  });

  test("one with a compiler (the server's) compiles once per distinct condition, however often and as whatever object it is asked", () => {
    const ajv = new Ajv2020({ strict: false });
    const compile = jest.fn((condition: Record<string, unknown>) => {
      const validate = ajv.compile(condition);
      return (context: unknown) => validate(context);
    });
    const server = new ConditionEvaluator({ compile });
    expect(server.compiles).toBe(true);
    for (let i = 0; i < 20; i++) server.evaluate(pattern, { Country: i % 2 ? 'DE' : 'FR' });
    expect(server.evaluate({ ...pattern }, { Country: 'DE' })).toBe(true);
    expect(server.evaluate({ ...pattern, description: 'noted' }, { Country: 'FR' })).toBe(false);
    expect(compile).toHaveBeenCalledTimes(1);
    server.evaluate({ properties: { Amount: { type: 'number', minimum: 10 } } }, { Amount: 3 });
    expect(compile).toHaveBeenCalledTimes(2);
    // Plain conditions never reach the compiler.
    server.evaluate({ properties: { IsJoint: { const: true } } }, { IsJoint: true });
    expect(compile).toHaveBeenCalledTimes(2);
  });

  test('plainConditions answers plain conditions, refuses any other naming it, and cannot be given more', () => {
    expect(plainConditions.evaluate(undefined, {})).toBe(true);
    expect(plainConditions.evaluate({ not: { properties: { IsNote: { const: true } }, required: ['IsNote'] } }, { IsNote: false })).toBe(
      true,
    );
    expect(() => plainConditions.evaluate(pattern, { Country: 'DE' })).toThrow(
      'The condition {"properties":{"Country":{"pattern":"^DE","type":"string"}},"required":["Country"]} is not plain: it needs a forms registry\'s condition evaluator',
    );
    expect(Object.isFrozen(plainConditions)).toBe(true);
    expect('addPrecompiled' in plainConditions).toBe(false);
  });
});
