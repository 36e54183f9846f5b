import type { BankLineStatus } from '@ops/core/contract';
import type { Caller } from '../../identity/caller.ts';
import type { BankLineRow } from '../fund/payouts/bank-line-row.ts';

/** What judging a line needs of it: a stored line, or a new one before it is written. */
export type JudgedLine = Pick<
  BankLineRow,
  | 'code'
  | 'type'
  | 'amount'
  | 'currency'
  | 'reference'
  | 'status'
  | 'payoutRequestCode'
  | 'failureReason'
  | 'allocatedBy'
  | 'pending'
>;

/** A line's outcome: what its row says once it is written. */
export interface LineOutcome<Line extends JudgedLine = JudgedLine> {
  line: Line;
  status: BankLineStatus;
  payoutRequestCode: string | null;
  failureReason: string | null;
}

/** Who reconciles, and the action the audit trail names. */
export interface ReconciliationRun {
  caller: Caller;
  action: string;
}

/** What a line's audit entry records of it: its outcome, not its whole row (the raw XML stays on the line). */
export const outcomeFacts = (outcome: Omit<LineOutcome, 'line'>, allocatedBy: string | null) => ({
  status: outcome.status,
  payoutRequestCode: outcome.payoutRequestCode,
  failureReason: outcome.failureReason,
  allocatedBy,
});
