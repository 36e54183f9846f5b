import type { BankLineMatch } from '@ops/core/contract';
import type { bankLineMatches } from '../../../db/schema/index.ts';

export type BankLineMatchRow = typeof bankLineMatches.$inferSelect;

/** A match as the contract answers it. */
export const toBankLineMatch = (row: BankLineMatchRow): BankLineMatch => ({
  code: row.code,
  status: row.status,
  bankLineCodes: row.bankLineCodes,
  payoutRequestCodes: row.payoutRequestCodes,
  currency: row.currency,
  amount: row.amount,
  difference: row.difference,
  matchedBy: row.matchedBy,
  matchedAt: row.matchedAt.toISOString(),
  unmatchedBy: row.unmatchedBy,
  unmatchedAt: row.unmatchedAt?.toISOString() ?? null,
  unmatchReason: row.unmatchReason,
});
