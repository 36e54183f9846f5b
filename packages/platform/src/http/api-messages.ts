import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The API speaks English: the texts of its answers come from the English dictionaries, worded as the spec. */
export const apiMessages = {
  badRequest: en.errors.catalogue.badRequest(),
  unauthorized: en.errors.catalogue.unauthorized(),
  notAuthorizedForOps: en.errors.notAuthorizedForOps(),
  notFound: en.errors.catalogue.notFound(),
  conflict: en.errors.catalogue.conflict(),
  internalServerError: en.errors.catalogue.internalServerError(),
  serviceUnavailable: en.errors.catalogue.serviceUnavailable(),
  malformedJson: en.platform.wire.malformedJson(),
  nestedTooDeep: (max: number) => en.platform.wire.nestedTooDeep({ max }),
  bodyTooLarge: en.platform.wire.bodyTooLarge(),
  multipartExpected: en.platform.wire.multipartExpected(),
  malformedMultipart: en.platform.wire.malformedMultipart(),
  emptyPatch: en.platform.wire.emptyPatch(),
  malformedReason: en.platform.wire.malformedReason(),
  unknownActivityEntry: en.platform.wire.unknownActivityEntry(),
  selectMerchant: en.validation.selectMerchant(),
  unknownDemoAccount: en.platform.wire.unknownDemoAccount(),
};
