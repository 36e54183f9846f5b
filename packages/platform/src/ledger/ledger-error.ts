import type { BalanceBucket } from '@ops/core/contract';
import { ApiProblem } from '../http/api-problem.ts';
import { bucketNames, ledgerMessages } from './ledger-messages.ts';

export type LedgerErrorReason =
  | 'INSUFFICIENT_BALANCE'
  | 'UNBALANCED'
  | 'CURRENCY_MISMATCH'
  | 'INVALID_POSTING'
  | 'UNKNOWN_ACCOUNT';

/**
 * A ledger transaction the ledger refuses; nothing of it is written. It is an API problem, so a route that lets it
 * through answers it in the error shape: 409 when the balances do not allow the move (it may succeed later), 422
 * when the transaction itself is wrong.
 */
export class LedgerError extends ApiProblem {
  override name = 'LedgerError';
  readonly reason: LedgerErrorReason;

  constructor(reason: LedgerErrorReason, message: string) {
    super(reason === 'INSUFFICIENT_BALANCE' ? 409 : 422, message);
    this.reason = reason;
  }

  static insufficientBalance(code: string, bucket: BalanceBucket, available: number, needed: number): LedgerError {
    return new LedgerError(
      'INSUFFICIENT_BALANCE',
      ledgerMessages.insufficientBalance({ bucket: bucketNames[bucket](), code, available, needed }),
    );
  }
}
