/** @jest-environment node */
import { describeCondition } from '@/engine/studio/describeCondition';
import { flows } from './realSchemas';

describe('describeCondition', () => {
  it('words the conditions of the real flows', () => {
    const buy = flows.buyCheckout();
    expect(describeCondition(buy.stages[0]?.steps[0]?.when)).toBe('HasCashRebate is true');
    expect(describeCondition(buy.stages[1]?.when)).toBe(
      'not ((ProductType is one of "Bonds", "Fixed Income Bond", "Hybrid, Structured Instruments" or IsNote is true))',
    );
    expect(describeCondition(flows.accountOpening().stages[2]?.when)).toBe('not (AccountTypeId is one of 400160, 400164)');
  });

  it('words bounds, answered facts, all-of and what it cannot word', () => {
    expect(describeCondition({ properties: { Count: { minimum: 1, exclusiveMaximum: 10 } }, required: ['Count', 'Name'] })).toBe(
      'Count is at least 1 and Count is less than 10 and Name is answered',
    );
    expect(describeCondition({ allOf: [{ required: ['A'] }, { properties: { B: { not: { const: 2 } } } }] })).toBe(
      '(A is answered and B is not answered or not (B is 2))',
    );
    expect(describeCondition({ properties: { C: { pattern: '^x' } }, required: ['C'] })).toBe('C meets a custom rule');
    expect(describeCondition({ minProperties: 2 })).toBe('a custom condition holds');
    expect([describeCondition(undefined), describeCondition(true), describeCondition(false), describeCondition('x')]).toEqual([
      'always',
      'always',
      'never',
      'a custom condition',
    ]);
  });
});
