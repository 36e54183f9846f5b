/**
 * What moved a balance (spec section 4: balance transfer, payout, PSP fee, split), plus the kinds the ledger's
 * flows need: a split refund, a returned payout, and a direct deposit.
 */
export const balanceMutationTypes = [
  'BALANCE_TRANSFER',
  'PAYOUT',
  'PSP_FEE',
  'SPLIT',
  'SPLIT_REFUND',
  'PAYOUT_RETURN',
  'DEPOSIT',
] as const;

/** Balance mutation statuses (spec section 4). A mutation keeps its status: a change of state is a new mutation. */
export const balanceMutationStatuses = ['CONFIRMED', 'PENDING', 'PENDING_CANCELLED', 'PROCESSED'] as const;

/** The three balances of a virtual account. */
export const balanceBuckets = ['CONFIRMED', 'PENDING', 'PAYOUT'] as const;

export type BalanceMutationType = (typeof balanceMutationTypes)[number];
export type BalanceMutationStatus = (typeof balanceMutationStatuses)[number];
export type BalanceBucket = (typeof balanceBuckets)[number];
