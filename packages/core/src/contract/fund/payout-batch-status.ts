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

/**
 * The type of a bank statement line (spec section 4, PSP/bank integration types): a SEPA batch booked as one entry,
 * a payout item the bank paid (confirmed) or sent back (returned), money that came in (deposit), a PSP's
 * settlement, or a line the reader could not place (unknown).
 */
export const bankLineTypes = [
  'SEPA_BATCH',
  'CONFIRMED_TRANSACTION',
  'RETURNED_TRANSACTION',
  'DEPOSIT',
  'SETTLEMENT',
  'UNKNOWN',
] as const;

/**
 * The status of a bank statement line (spec section 4): PARSED when imported and not yet matched; RECONCILED once
 * matched to what it settles (PARTIALLY_RECONCILED when a batch line settled only some items); FAILED when a match
 * was tried and refused (the reason is kept); UNALLOCATED when nothing it could settle exists, until allocated.
 * TENTATIVE (issue 34) when a pending entry (camt.053 `PDNG`) was matched: nothing is settled until the bank books
 * it, and its booked line confirms the match on import.
 */
export const bankLineStatuses = [
  'UNALLOCATED',
  'FAILED',
  'PARSED',
  'TENTATIVE',
  'PARTIALLY_RECONCILED',
  'RECONCILED',
] as const;

export type BankLineType = (typeof bankLineTypes)[number];
export type BankLineStatus = (typeof bankLineStatuses)[number];
