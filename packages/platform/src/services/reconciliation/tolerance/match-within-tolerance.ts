import type { Transaction } from '../../../db/database.ts';
import type { Caller } from '../../../identity/caller.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { matchBankLines } from '../workbench/match-bank-lines.ts';
import { tolerancePairs } from './tolerance-pairs.ts';
import { ruleRow } from './tolerance-rule.ts';

/**
 * Auto-matching by the division's tolerance rule (issue 34), after the lines naming their payout requests were
 * matched by reference: each unmatched payment line that exactly one open candidate fits (`tolerancePairs`) is matched
 * with it as the workbench matches one to one (`matchBankLines`: the items paid out through the ledger, the line
 * RECONCILED, audited), the difference kept on the match. A division without a rule is matched by reference only.
 * Run again, the matched lines are no longer open: nothing changes. Answers the lines matched.
 */
export async function matchWithinTolerance(
  tx: Transaction,
  division: DivisionAddress,
  run: { caller: Caller; action: string },
): Promise<number> {
  const rule = await ruleRow(tx, division.divisionCode);
  if (!rule) return 0;
  const pairs = await tolerancePairs(tx, division, rule);
  for (const pair of pairs) {
    await matchBankLines(
      tx,
      division,
      { bankLineCodes: [pair.lineCode], candidates: [{ kind: pair.kind, code: pair.candidateCode }] },
      { ...run, idempotencyKeyId: null },
      pair.allowed,
    );
  }
  return pairs.length;
}
