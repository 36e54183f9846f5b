/**
 * Seller status (spec section 4). Editing KYC-sensitive data moves an ACTIVE seller back to IN_PROGRESS. A module
 * without schemas, so code that only reads a status (the web's sellers-list filters, read as its route opens)
 * loads no validators.
 */
export const accountHolderStatuses = ['ACTIVE', 'IN_PROGRESS', 'MISSING_DATA', 'FAILED', 'REJECTED'] as const;
export type AccountHolderStatus = (typeof accountHolderStatuses)[number];
