import { feeScheduleIdOf, FEE_SCHEDULES } from '@/engine';

describe('feeScheduleIdOf', () => {
  it.each([
    [1, 1, 11],
    [1, 2, 12],
    [1, 3, 13],
    [2, 1, 21],
    [2, 2, 22],
    [2, 3, 23],
  ])('combines access type %i and fee option %i into %i', (access, option, id) => {
    expect(feeScheduleIdOf(access, option)).toBe(id);
  });

  it.each([
    [0, 1],
    [3, 1],
    [1, 0],
    [1, 4],
    [1.5, 1],
  ])('refuses access type %p with fee option %p', (access, option) => {
    expect(() => feeScheduleIdOf(access, option)).toThrow(RangeError);
  });

  it('lists the six schedules once each', () => {
    expect(FEE_SCHEDULES.map((s) => s.FeeSchedulesId)).toEqual([11, 12, 13, 21, 22, 23]);
    expect(FEE_SCHEDULES[4]).toEqual({ AccessTypeId: 2, FeeOptionId: 2, FeeSchedulesId: 22 });
  });
});
