/** The palette's server search: sellers, transactions and payout requests by code or name, as you type. */
export const paletteSearch = {
  sellers: 'Sellers',
  transactions: 'Transactions',
  payoutRequests: 'Payout requests',
  searching: 'Searching…',
  failed: 'The search failed. Check your connection and type again.',
  sellerHint: '{code:string} · {email:string}',
  transactionHint: '{code:string} · {seller:string}',
  payoutRequestHint: '{code:string} · {merchant:string} / {division:string}',
};
