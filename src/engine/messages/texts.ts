/** Texts of the spec's error catalogue and notices, word for word (portal-shell §2, §5, §8). */
export const TEXTS = {
  loginRequired: 'Log in to access this page',
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',
  usernamePrefix: 'Sorry, something went wrong. Please check your username and url to make sure it is valid',
  loginFailed: 'Sorry! Looks like something went wrong while trying to login, please try again',
  timeout: 'Sorry you have been logged out due to inactivity or timeout, please login again',
  inactivity: 'Sorry you have been logged out due to inactivity, please login again',
  unknownBrand: 'Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid',
  companyAddressFailed: 'Sorry! Looks like something went wrong while trying to get your company address details',
  requestFailed:
    'Sorry! Looks like something went wrong while trying to process your request. Our support team has been notified of this error.',
  limitedFunctionality: 'Your account currently has limited functionality. Please contact your financial advisor for assistance.',
  leaveAccountOpening: 'Are you sure you want to leave the account opening section? Any unsaved progress on the current step will be lost',
  seeAddress: 'See Address Details',
  hideAddress: 'Hide Address Details',
} as const;
