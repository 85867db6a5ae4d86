/** Route paths in one place (portal-shell §2). */
export const PATHS = {
  home: '/',
  myAccount: '/my-account',
  /** Staff two-factor sign-in (issue 15 item 6): turn it on with a QR code, or off. */
  twoFactor: '/my-account/two-factor',
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
  flowStudio: '/studio/flows',
} as const;
