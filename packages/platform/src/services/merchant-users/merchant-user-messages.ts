import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The merchant users calls' refusals, worded as spec section 8, from the English dictionaries. */
export const merchantUserMessages = {
  notFound: en.merchantUsers.notFound(),
  noEmail: en.merchantUsers.noEmail(),
  usernameTaken: en.merchantUsers.usernameTaken(),
  emailTaken: en.merchantUsers.emailTaken(),
  passwordSignInUnavailable: en.merchantUsers.passwordSignInUnavailable(),
};
