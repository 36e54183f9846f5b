import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/**
 * Validation messages of the contract. The API speaks English: a rejected request's `message` and `details`
 * carry these texts, taken from the English dictionaries so the wording is the spec's and the web's.
 */
export const wireMessages = {
  required: en.validation.required(),
  invalidDateRange: en.validation.invalidDateRange(),
  invalidIban: en.validation.invalidIban(),
  invalidUrl: en.validation.invalidUrl(),
  invalidHexColor: en.validation.invalidHexColor(),
  logoTooHeavy: en.validation.logoTooHeavy(),
  logoTooLarge: en.validation.logoTooLarge(),
  logoWrongType: en.contract.logoWrongType(),
  missingUrl: en.validation.missingUrl(),
  pleaseSelectNewStatus: en.validation.pleaseSelectNewStatus(),
  selectNewStatus: en.validation.selectNewStatus(),
  merchantSearchTooShort: (min: number) => en.contract.merchantSearchTooShort({ min }),
  complianceSignOffNeeded: en.contract.complianceSignOffNeeded(),
  refundPeriodNeedsScheduler: en.contract.refundPeriodNeedsScheduler(),
  companyTypeRequired: en.contract.companyTypeRequired(),
  companyTypeForbidden: en.contract.companyTypeForbidden(),
  expiryBeforeIssue: en.contract.expiryBeforeIssue(),
  invalidPhone: en.contract.invalidPhone(),
  invalidEmail: en.contract.invalidEmail(),
  textTooLong: (max: number) => en.platform.wire.textTooLong({ max }),
  invalidCurrencyCode: en.contract.invalidCurrencyCode(),
  twoDecimalsAtMost: en.contract.twoDecimalsAtMost(),
  invalidCountryCode: en.contract.invalidCountryCode(),
  uploadTooLarge: (megabytes: number) => en.contract.uploadTooLarge({ megabytes }),
  uploadWrongType: en.contract.uploadWrongType(),
  usernameInvalid: en.validation.invalidUsername(),
  invalidEventCursor: en.events.wire.invalidCursor(),
  savedViewScopeHalf: en.savedViews.wire.scopeHalf(),
};
