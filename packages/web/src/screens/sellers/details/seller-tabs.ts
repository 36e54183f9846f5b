/** The tabs of seller details, as their path segment (spec section 2). */
export const sellerTabs = [
  'balance',
  'identity',
  'external-accounts',
  'transactions',
  'payout-requests',
  'payouts',
  'history',
  'kyc-history',
  'external-kyc-history',
] as const;
export type SellerTab = (typeof sellerTabs)[number];

export const isSellerTab = (tab: string | undefined): tab is SellerTab =>
  (sellerTabs as readonly string[]).includes(tab ?? '');

/** The tab's key in the `sellers.details.tabs` dictionary. */
export const tabLabelKeys = {
  history: 'history',
  balance: 'balance',
  identity: 'identity',
  'external-accounts': 'externalAccounts',
  transactions: 'transactions',
  'payout-requests': 'payoutRequests',
  payouts: 'payouts',
  'kyc-history': 'kycHistory',
  'external-kyc-history': 'externalKycHistory',
} as const satisfies Record<SellerTab, string>;
