/** @jest-environment node */
import { toMobileField } from '@/engine/sanitise/toMobileField';

/** The due-diligence schema's shape of MobileNo (schemas/forms/_defs/common.json, mobileNumber). */
const MOBILE_FIELD = /^\+[0-9]{1,4}-[0-9]{4,15}$/;

describe('toMobileField', () => {
  test("toMobileField joins the dial code and the number with a hyphen, as in the spec's example", () => {
    expect(toMobileField('+49', '123456789')).toBe('+49-123456789');
  });

  test('toMobileField removes the spaces the mobile field does not allow', () => {
    expect(toMobileField('+49', '123 456 789')).toBe('+49-123456789');
    expect(toMobileField(' +44 ', '7700 900 123')).toBe('+44-7700900123');
  });

  test('toMobileField removes punctuation from the number and the dial code', () => {
    expect(toMobileField('+1-684', '(258) 123-4')).toBe('+1684-2581234');
    expect(toMobileField('353', '87.123.4567')).toBe('+353-871234567');
  });

  test('toMobileField uses +1 when no dial code is chosen', () => {
    expect(toMobileField('', '5550100')).toBe('+1-5550100');
  });

  test('toMobileField returns an empty text when the number has no digit', () => {
    expect(toMobileField('+49', '')).toBe('');
    expect(toMobileField('+49', ' - ')).toBe('');
  });

  test.each([
    ['+49', '123456789'],
    ['+44', '07700 900123'],
    ['+1', '(555) 010-0999'],
    ['+353', '87 123 4567'],
  ])('toMobileField(%s, %s) has the shape the schema checks', (code, number) => {
    expect(toMobileField(code, number)).toMatch(MOBILE_FIELD);
  });
});
