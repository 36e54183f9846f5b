/**
 * Seller status (spec section 4). Editing KYC-sensitive data moves an ACTIVE seller back to IN_PROGRESS. A module
 * without schemas, so code that only reads a status (the web's sellers-list filters, read as its route opens)
 * loads no validators; the KYC statuses too, for the seller list's query.
 */
export const accountHolderStatuses = ['ACTIVE', 'IN_PROGRESS', 'MISSING_DATA', 'FAILED', 'REJECTED'] as const;
export type AccountHolderStatus = (typeof accountHolderStatuses)[number];

/** State of the seller's latest KYC check. */
export const kycStatuses = [
  'WAITING_DATA',
  'PENDING',
  'REVIEW',
  'EXTERNAL_REVIEW',
  'PASSED',
  'FAILED',
  'REJECTED',
] as const;
