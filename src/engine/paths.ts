/** Route paths in one place (portal-shell §2). */
export const PATHS = {
  home: '/',
  myAccount: '/my-account',
  openAccount: '/open-account',
  emailLogs: '/email-logs',
  currencyConverter: '/utilities/currency-converter',
  riskProfile: '/utilities/risk-profile',
  glossary: '/utilities/glossary',
  faqInvesting: '/faqs/investing',
  faqAlerts: '/faqs/alerts',
  faqTerminology: '/faqs/terminology',
  howToBuySell: '/how-to/buy-sell',
  howToRemitCash: '/how-to/remit-cash',
  howToSendCash: '/how-to/send-cash',
  resetPassword: '/reset-password',
  login: '/login',
  formStudio: '/studio/forms',
} as const;
