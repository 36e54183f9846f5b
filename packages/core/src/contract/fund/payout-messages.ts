import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** Validation messages of the payout calls' contract, from the English dictionaries (the API speaks English). */
export const payoutContractMessages = {
  completePayoutTakesNoAmount: en.payouts.wire.completePayoutTakesNoAmount(),
  invalidAmount: en.validation.invalidAmount(),
  valueTooLow: en.validation.valueTooLow(),
};
