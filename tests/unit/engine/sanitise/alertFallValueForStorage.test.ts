/** @jest-environment node */
import { ALERT_DEFAULTS, alertFallValueForStorage } from '@/engine/sanitise/alertFallValueForStorage';

describe('alertFallValueForStorage', () => {
  test('alert defaults are 5 % gain, 5 % fall and 5 % after reset', () => {
    expect(ALERT_DEFAULTS).toEqual({ gain: 5, fall: 5, afterReset: 5 });
    expect(Object.isFrozen(ALERT_DEFAULTS)).toBe(true);
  });

  test('alertFallValueForStorage stores a positive fall percentage as a negative number', () => {
    expect(alertFallValueForStorage(5)).toBe(-5);
    expect(alertFallValueForStorage(12.5)).toBe(-12.5);
  });

  test('alertFallValueForStorage keeps a value already stored negative, so saving twice does not flip it', () => {
    expect(alertFallValueForStorage(-5)).toBe(-5);
    expect(alertFallValueForStorage(alertFallValueForStorage(7))).toBe(-7);
  });

  test('alertFallValueForStorage reads the percentage from input text', () => {
    expect(alertFallValueForStorage('10')).toBe(-10);
    expect(alertFallValueForStorage('7.5 %')).toBe(-7.5);
    expect(alertFallValueForStorage('-3')).toBe(-3);
  });

  test('alertFallValueForStorage stores 0 as 0, not minus zero', () => {
    expect(Object.is(alertFallValueForStorage(0), 0)).toBe(true);
    expect(Object.is(alertFallValueForStorage('0'), 0)).toBe(true);
  });

  test.each([
    ['empty text', ''],
    ['letters', 'abc'],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('alertFallValueForStorage stores the default fall of -5 for %s', (_case, value) => {
    expect(alertFallValueForStorage(value)).toBe(-5);
  });
});
