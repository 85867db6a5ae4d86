import { PATHS } from './paths';

/** Footer quick links (portal-shell §2), in the spec's order: each utilities page is named by its link. */
export const QUICK_LINKS: Array<[string, string]> = [
  ['Currency Converter', PATHS.currencyConverter],
  ['Risk Profile', PATHS.riskProfile],
  ['Glossary', PATHS.glossary],
  ['Investing FAQs', PATHS.faqInvesting],
  ['Terminology', PATHS.faqTerminology],
  ['My Alerts Overview', PATHS.faqAlerts],
  ['How to - Cash Transfer', PATHS.howToSendCash],
  ['How to - Remit Cash Out', PATHS.howToRemitCash],
  ['How to - Buy & Sell Funds', PATHS.howToBuySell],
];

/** The quick link's name of a utilities path. */
export const quickLinkName = (path: string): string => QUICK_LINKS.find(([, p]) => p === path)?.[0] ?? '';
