import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { bankStatementLines, payoutRequests } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import { reconcileStoredBankLines } from './reconcile-bank-lines.ts';

/** Lines matched again at once. */
const chunk = 500;

/**
 * Matches the division's unmatched bank statement lines again (an auto-reconciliation): the UNALLOCATED and FAILED
 * lines whose end-to-end id names one of its payout requests, since the request may have reached the bank since
 * (or been paid before its return arrived). Through `reconcileStoredBankLines`, the import's own rules; a line that
 * still cannot settle keeps what it says and nothing is written. Answers the lines that settled their request.
 */
export async function rematchBankLines(
  tx: Transaction,
  divisionCode: string,
  run: { caller: Caller; action: string },
): Promise<number> {
  let matched = 0;
  let after = '';
  for (;;) {
    const lines = await tx
      .select({ line: bankStatementLines })
      .from(bankStatementLines)
      .innerJoin(payoutRequests, eq(payoutRequests.code, bankStatementLines.reference))
      .where(
        and(
          eq(payoutRequests.divisionCode, divisionCode),
          inArray(bankStatementLines.status, ['UNALLOCATED', 'FAILED']),
          gt(bankStatementLines.code, after),
        ),
      )
      .orderBy(asc(bankStatementLines.code))
      .limit(chunk)
      .for('update', { of: bankStatementLines });
    if (lines.length === 0) return matched;
    matched += await reconcileStoredBankLines(
      tx,
      lines.map((row) => row.line),
      run,
    );
    after = lines.at(-1)?.line.code ?? after;
    if (lines.length < chunk) return matched;
  }
}
