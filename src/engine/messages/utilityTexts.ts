/** The utilities pages' own texts (issue 14 item 7). The pages' content itself is data: schemas/content. */
export const UTILITY_TEXTS = {
  /** In the words of compliance §8's loading failures ('…while getting available documents', '…while loading fees'). */
  loadFailed: 'Sorry! Looks like something went wrong while loading this page',
  retry: 'Try again',
  loading: 'Loading…',
  glossarySearch: 'Search the glossary',
  glossaryNoMatch: 'No term matches your search.',
  glossaryLetters: 'Terms by first letter',
  glossaryCount: (n: number) => (n === 1 ? '1 term' : `${n} terms`),
  riskLevel: (level: number) => `Risk level ${level} of 5`,
  riskSuits: 'May suit',
  stepsLabel: 'Steps',
  step: (n: number) => `Step ${n}`,
  converterIntro:
    'Estimate an amount in another currency at the platform’s reference rates. Conversion goes through the euro: the amount is converted into EUR, then into the currency you choose. The result is an estimate; the rate applied to a trade or transfer is the one on the day it is processed.',
  amount: 'Amount',
  from: 'From',
  to: 'To',
  swap: 'Swap currencies',
  result: 'Converted amount',
  ratesAsOf: (when: string) => `Reference rates read ${when}.`,
  rateLine: (from: string, to: string, rate: string) => `1 ${from} = ${rate} ${to}`,
} as const;
