export const palette = {
  open: 'Open the command palette',
  title: 'Command palette',
  placeholder: 'Type a command, or a merchant name or code…',
  empty: 'No results found',
  back: 'Back',
  groups: {
    recent: 'Recently used',
    navigation: 'Go to',
    merchant: 'Merchant',
    session: 'Session',
    merchants: 'Merchants',
  },
  shortcut: 'Shortcut {keys:string}',
  searching: 'Searching merchants…',
  typeMore: 'Too many merchants match, type more',
  searchFailed: 'The merchants could not be loaded',
  merchantHint: '{code:string} · {count:number} division{{s}}',
};
