/**
 * Payout batch status (spec section 4): OPEN takes accepted requests; READY is closed for new ones and waits for
 * approval; APPROVED waits to be instructed; IN_PROGRESS was sent to the bank; COMPLETE, PARTIALLY_FAILED and
 * FAILED say how the bank's lines settled its items. A batch cancelled before it was instructed is CANCELLED, a
 * status the badge colours know.
 */
export const payoutBatchStatuses = [
  'OPEN',
  'READY',
  'APPROVED',
  'IN_PROGRESS',
  'COMPLETE',
  'PARTIALLY_FAILED',
  'FAILED',
  'CANCELLED',
] as const;

export type PayoutBatchStatus = (typeof payoutBatchStatuses)[number];

/** A bank statement line about a payout item: the bank paid it, or the bank sent it back. */
export const bankLineTypes = ['CONFIRMED_TRANSACTION', 'RETURNED_TRANSACTION'] as const;

/** UNALLOCATED until allocated; RECONCILED once linked to its payout request; FAILED when no request matched. */
export const bankLineStatuses = ['UNALLOCATED', 'FAILED', 'RECONCILED'] as const;

export type BankLineType = (typeof bankLineTypes)[number];
export type BankLineStatus = (typeof bankLineStatuses)[number];
