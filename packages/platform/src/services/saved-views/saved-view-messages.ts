import { i18nObject } from '@ops/locales';

const wire = i18nObject('en').savedViews.wire;

/** The saved views calls' refusals, from the English dictionaries. */
export const savedViewMessages = {
  notFound: wire.notFound(),
  notOwner: (owner: string) => wire.notOwner({ owner }),
  nameTaken: wire.nameTaken(),
  noSuchDivision: (merchantCode: string, divisionCode: string) => wire.noSuchDivision({ merchantCode, divisionCode }),
};
