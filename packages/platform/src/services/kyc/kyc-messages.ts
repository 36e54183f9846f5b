import { i18nObject } from '@ops/locales';

const en = i18nObject('en');
const {
  approvedAutomatically,
  merchantCodeNeeded,
  merchantConfigTakesTierOnly,
  callbackUnsigned,
  callbackBadSignature,
  callbackStale,
  callbackReplayed,
  ...withValues
} = en.kyc.wire;

/** The KYC service's refusals, from the English dictionaries: the spec's wording where it has one. */
export const kycMessages = {
  ...withValues,
  approvedAutomatically: approvedAutomatically(),
  merchantCodeNeeded: merchantCodeNeeded(),
  merchantConfigTakesTierOnly: merchantConfigTakesTierOnly(),
  callbackUnsigned: callbackUnsigned(),
  callbackBadSignature: callbackBadSignature(),
  callbackStale: callbackStale(),
  callbackReplayed: callbackReplayed(),
  noKycsToCheck: en.errors.noKycsToCheck(),
  sellerNotFound: en.accountOwner.sellerNotFound(),
  complianceSignOffNeeded: en.contract.complianceSignOffNeeded(),
};
