/** @jest-environment node */
import { reachedTarget } from '../../../server/services/alertEvaluation';
import { nextBusinessDay } from '../../../server/services/demoPrices';

const alert = (over: Partial<Parameters<typeof reachedTarget>[0]> = {}) => ({
  start_value: 100,
  gain_rate: 5,
  fall_rate: -5,
  gain_action: 1,
  fall_action: 1,
  ...over,
});

describe('reachedTarget', () => {
  test('reachedTarget fires the gain at exactly the gain target and not just below it', () => {
    expect(reachedTarget(alert(), 105)).toEqual({ direction: 'gain', change: 5 });
    expect(reachedTarget(alert(), 104.999)).toBeNull();
  });

  test('reachedTarget fires the fall at the negative fall target and not just above it', () => {
    expect(reachedTarget(alert(), 95)).toEqual({ direction: 'fall', change: -5 });
    expect(reachedTarget(alert(), 95.001)).toBeNull();
  });

  test('reachedTarget ignores No Alert directions, missing targets and a zero start value; auto-sell directions are watched', () => {
    expect(reachedTarget(alert({ gain_action: 4 }), 150)).toBeNull();
    expect(reachedTarget(alert({ fall_action: 4 }), 50)).toBeNull();
    expect(reachedTarget(alert({ fall_action: 2 }), 50)).toEqual({ direction: 'fall', change: -50 });
    expect(reachedTarget(alert({ gain_action: 3 }), 150)).toEqual({ direction: 'gain', change: 50 });
    expect(reachedTarget(alert({ gain_rate: null }), 150)).toBeNull();
    expect(reachedTarget(alert({ start_value: 0 }), 150)).toBeNull();
  });
});

describe('nextBusinessDay', () => {
  test('nextBusinessDay skips the weekend', () => {
    expect(nextBusinessDay('2026-11-19')).toBe('2026-11-20'); // Thursday → Friday
    expect(nextBusinessDay('2026-11-20')).toBe('2026-11-23'); // Friday → Monday
    expect(nextBusinessDay('2026-11-21')).toBe('2026-11-23'); // Saturday → Monday
  });
});
