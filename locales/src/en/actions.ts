export const actions = {
  selectMerchant: 'Select merchant and division',
  clearMerchant: 'Clear merchant selection',
  createMerchant: 'Create merchant',
  deleteMerchant: 'Delete merchant',
  switchLanguage: 'Switch language',
  switchLanguageTo: 'Switch language to {language:string}',
  signOut: 'Sign out',
  notPermitted: 'This operation is only possible from OPS',
};
