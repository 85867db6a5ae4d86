/** @jest-environment node */
import { alertSelectionCode } from '@/engine/trading/alertSelectionCode';

describe('alertSelectionCode', () => {
  test.each([
    ['AutoEmail', 1],
    ['AutoReset', 3],
    ['No Alert', 4],
    ['noalert', 4],
    ['AutoSell', 2],
    [1, 1],
    [4, 4],
    ['3', 3],
  ])('alertSelectionCode reads %p as action %p', (selection, code) => {
    expect(alertSelectionCode(selection)).toBe(code);
  });

  test('alertSelectionCode leaves anything else undefined for the form to refuse', () => {
    expect(alertSelectionCode('Sometimes')).toBeUndefined();
    expect(alertSelectionCode(1.5)).toBeUndefined();
    expect(alertSelectionCode(null)).toBeUndefined();
  });
});
