import type { BankLineMatch } from '@ops/core/contract';
import type { bankLineMatches } from '../../../db/schema/index.ts';

export type BankLineMatchRow = typeof bankLineMatches.$inferSelect;

/** A match's row as either workbench side keeps it: its total, difference and who made and undid it. */
type OutcomeRow = Pick<
  BankLineMatchRow,
  'currency' | 'amount' | 'difference' | 'matchedBy' | 'matchedAt' | 'unmatchedBy' | 'unmatchedAt' | 'unmatchReason'
>;

/** A match's total, difference and outcome as the contract answers them, for either side. */
export const matchOutcomeOf = (row: OutcomeRow) => ({
  currency: row.currency,
  amount: row.amount,
  difference: row.difference,
  matchedBy: row.matchedBy,
  matchedAt: row.matchedAt.toISOString(),
  unmatchedBy: row.unmatchedBy,
  unmatchedAt: row.unmatchedAt?.toISOString() ?? null,
  unmatchReason: row.unmatchReason,
});

/** A match as the contract answers it. */
export const toBankLineMatch = (row: BankLineMatchRow): BankLineMatch => ({
  code: row.code,
  status: row.status,
  bankLineCodes: row.bankLineCodes,
  payoutRequestCodes: row.payoutRequestCodes,
  ...matchOutcomeOf(row),
});
