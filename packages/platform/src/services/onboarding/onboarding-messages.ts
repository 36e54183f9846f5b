import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The onboarding service's refusals, in the spec's English words (section 5). */
export const onboardingMessages = {
  logoTooHeavy: en.validation.logoTooHeavy(),
  logoTooLarge: en.validation.logoTooLarge(),
  logoWrongType: en.contract.logoWrongType(),
};
