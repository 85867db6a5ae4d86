/** The three summary instructions of the appropriateness test (compliance §2.2), by number. */
export type AppropriatenessOption = 1 | 2 | 3;

export interface AppropriatenessOptionFlags {
  isSummaryInstructionOption: AppropriatenessOption;
  /** 1: no wish to provide information. */
  isSummaryInstructionOptionI: boolean;
  /** 2: no or insufficient knowledge. */
  isSummaryInstructionOptionII: boolean;
  /** 3: sufficient knowledge. */
  isSummaryInstructionOptionIII: boolean;
}

/**
 * The appropriateness submission carries the chosen summary instruction twice: as its number and
 * as three flags of which only the chosen one is true (compliance §3.2, §4). Deriving the flags
 * from the number keeps them from disagreeing.
 * @param option - 1, 2 or 3
 * @returns the number and exactly one true flag
 * @throws RangeError for any other value, rather than a submission with no flag set
 */
export function appropriatenessOptionFlags(option: AppropriatenessOption): AppropriatenessOptionFlags {
  if (option !== 1 && option !== 2 && option !== 3)
    throw new RangeError(`Summary instruction option must be 1, 2 or 3, not ${String(option)}`);
  return {
    isSummaryInstructionOption: option,
    isSummaryInstructionOptionI: option === 1,
    isSummaryInstructionOptionII: option === 2,
    isSummaryInstructionOptionIII: option === 3,
  };
}
