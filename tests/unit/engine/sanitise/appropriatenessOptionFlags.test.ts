/** @jest-environment node */
import { appropriatenessOptionFlags, type AppropriatenessOption } from '@/engine/sanitise/appropriatenessOptionFlags';

describe('appropriatenessOptionFlags', () => {
  test.each([
    [
      1,
      {
        isSummaryInstructionOption: 1,
        isSummaryInstructionOptionI: true,
        isSummaryInstructionOptionII: false,
        isSummaryInstructionOptionIII: false,
      },
    ],
    [
      2,
      {
        isSummaryInstructionOption: 2,
        isSummaryInstructionOptionI: false,
        isSummaryInstructionOptionII: true,
        isSummaryInstructionOptionIII: false,
      },
    ],
    [
      3,
      {
        isSummaryInstructionOption: 3,
        isSummaryInstructionOptionI: false,
        isSummaryInstructionOptionII: false,
        isSummaryInstructionOptionIII: true,
      },
    ],
  ] as const)('appropriatenessOptionFlags sets only the flag of option %i', (option, expected) => {
    expect(appropriatenessOptionFlags(option)).toEqual(expected);
  });

  test('appropriatenessOptionFlags sets exactly one option flag for every option', () => {
    for (const option of [1, 2, 3] as const) {
      const { isSummaryInstructionOption, ...flags } = appropriatenessOptionFlags(option);
      expect(isSummaryInstructionOption).toBe(option);
      expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    }
  });

  test.each([0, 4, '2', null, undefined, 1.5])('appropriatenessOptionFlags refuses %p rather than setting no flag', (option) => {
    expect(() => appropriatenessOptionFlags(option as unknown as AppropriatenessOption)).toThrow(RangeError);
  });
});
