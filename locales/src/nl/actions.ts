import type { Translation } from '../i18n-types.js';

export const actions = {
  selectMerchant: 'Merchant en divisie kiezen',
  clearMerchant: 'Merchantselectie wissen',
  createMerchant: 'Merchant aanmaken',
  deleteMerchant: 'Merchant verwijderen',
  switchLanguage: 'Taal wisselen',
  switchLanguageTo: 'Taal wisselen naar {language}',
  signOut: 'Afmelden',
  notPermitted: 'Deze handeling kan alleen vanuit OPS',
} satisfies Translation['actions'];
