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
