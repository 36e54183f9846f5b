import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The payout calls' refusals and reasons, from the English dictionaries: the spec's wording where it has one. */
export const payoutMessages = {
  ...en.payouts.wire,
  sellerNotActive: en.validation.sellerNotActive(),
  noSelectedExternalAccount: en.validation.noSelectedExternalAccount(),
  checkVirtualAccountCode: en.validation.checkVirtualAccountCode(),
  providerAccountOnly: en.errors.catalogue.providerAccountOnly(),
  dashboardNotBound: en.errors.payoutBatchCancelNeedsBinding(),
};
