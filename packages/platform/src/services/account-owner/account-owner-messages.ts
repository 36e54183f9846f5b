import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The account owner service's refusals, in English from the dictionaries like every API text. */
export const accountOwnerMessages = {
  selectMerchant: en.validation.selectMerchant(),
  noMatchingDivision: en.validation.noMatchingDivision(),
  merchantNotFound: en.accountOwner.merchantNotFound(),
  sellerNotFound: en.accountOwner.sellerNotFound(),
  lastDivision: en.accountOwner.lastDivision(),
  divisionHoldsBalance: en.accountOwner.divisionHoldsBalance(),
  merchantHoldsBalance: en.accountOwner.merchantHoldsBalance(),
  sellerHoldsBalance: en.accountOwner.sellerHoldsBalance(),
  sellerDeleted: en.accountOwner.sellerDeleted(),
  sameLegalForm: en.accountOwner.sameLegalForm(),
  ubosOnlyForOrganization: en.accountOwner.ubosOnlyForOrganization(),
  organizationDocumentsOnlyForOrganization: en.accountOwner.organizationDocumentsOnlyForOrganization(),
  documentNotFound: en.accountOwner.documentNotFound(),
  fileNotFound: en.accountOwner.fileNotFound(),
  uboNotFound: en.accountOwner.uboNotFound(),
  externalAccountNotFound: en.accountOwner.externalAccountNotFound(),
  nonEurViaHostedOnboarding: en.accountOwner.nonEurViaHostedOnboarding(),
  notAnIbanAccount: en.accountOwner.notAnIbanAccount(),
  notAnAccountNumberAccount: en.accountOwner.notAnAccountNumberAccount(),
  sellerHasIban: en.accountOwner.sellerHasIban(),
  sameExternalAccountStatus: en.accountOwner.sameExternalAccountStatus(),
};
