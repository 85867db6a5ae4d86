/** @jest-environment node */
import { formatLocalDateTime } from '@/engine/format/formatLocalDateTime';

describe('formatLocalDateTime', () => {
  it("shows a moment as the reader's day and clock, dd/MM/yyyy hh:mm", () => {
    const moment = new Date(2026, 10, 7, 9, 5);
    expect(formatLocalDateTime(moment.toISOString())).toBe('07/11/2026 09:05');
  });

  it('takes the local day, not UTC’s, near midnight', () => {
    const lateEvening = new Date(2026, 0, 31, 23, 59);
    expect(formatLocalDateTime(lateEvening.toISOString())).toBe('31/01/2026 23:59');
  });
});
