/** Sign-in, the sign-in callback, the end of a session and the Unauthorised screen of the web app. */
export const auth = {
  login: {
    title: 'Operations Dashboard',
    intro: 'Sign in with your workspace account to continue.',
    signIn: 'Sign in',
    redirecting: 'Taking you to sign in…',
    configFailed: 'The sign-in settings could not be loaded. Please refresh the page.',
    signedOut: {
      logout: 'You have signed out.',
      inactivity: 'You were signed out after 20 minutes without activity.',
      expired: 'Your session has expired. Please sign in again.',
    },
  },
  callback: {
    title: 'Signing in',
    completing: 'Completing the sign-in…',
    checkingAccess: 'Checking your access…',
    retry: 'Try again',
    failures: {
      cancelled: 'The sign-in was cancelled.',
      refused: 'The identity provider refused the sign-in.',
      invalidResponse: 'The answer of the identity provider could not be verified. Please sign in again.',
      notStarted: 'This sign-in was not started here or has expired. Please sign in again.',
    },
  },
  unauthorised: {
    title: 'Unauthorised',
    contactSupport: 'Contact support',
    otherAccount: 'Sign in with a different account',
    returnToLogin: 'Return to the login page',
    dataMissing: '[data missing]',
    mailSubject: 'Access to the Ops Console',
    mailBody:
      'Hello,\n\nPlease give me access to the Ops Console.\n\nE-mail: {email:string}\nFirst name: {firstName:string}\nLast name: {lastName:string}\nMerchant: {merchantName:string}\n',
  },
};
