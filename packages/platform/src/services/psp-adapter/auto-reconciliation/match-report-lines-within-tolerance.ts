import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { pspReportLines } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { ruleRow } from '../../reconciliation/tolerance/tolerance-rule.ts';
import { refreshFileStatuses } from '../import-settlement-report.ts';
import { tryMatchPspReportItems } from '../workbench/match-psp-report-items.ts';
import { reportTolerancePairs } from './report-tolerance-pairs.ts';

/**
 * Auto-matching of PSP report lines by the division's tolerance rule (issue 34), the rule the bank side applies
 * (`matchWithinTolerance`), after the lines naming their transactions were matched again by reference: each line
 * that exactly one open transaction fits (`reportTolerancePairs`) is matched with it as the workbench matches one to
 * one (`tryMatchPspReportItems`: the transaction reconciled through the ledger, the line RECONCILED in a match,
 * audited), the difference within what the rule allows the line. A transaction the ledger cannot reconcile (a PSP
 * fee the division cannot pay) changes nothing and its line is FAILED with the reason, as an import fails it. A
 * division without a rule is matched by reference only. Run again, the matched lines are no longer open: nothing
 * changes. Lines one at a time, as the workbench matches them. Answers the lines matched.
 */
export async function matchReportLinesWithinTolerance(
  tx: Transaction,
  division: DivisionAddress,
  run: { caller: Caller; action: string },
): Promise<number> {
  const rule = await ruleRow(tx, division.divisionCode);
  if (!rule) return 0;
  let matched = 0;
  for (const pair of await reportTolerancePairs(tx, division, rule)) {
    const made = await tryMatchPspReportItems(
      tx,
      division,
      { reportItemCodes: [pair.lineCode], splitCodes: [pair.splitCode] },
      run,
      pair.allowed,
    );
    if (!('refusal' in made)) {
      matched += 1;
      continue;
    }
    const [failed] = await tx
      .update(pspReportLines)
      .set({ status: 'FAILED', failureReason: made.refusal })
      .where(eq(pspReportLines.code, pair.lineCode))
      .returning({ executionId: pspReportLines.executionId });
    await refreshFileStatuses(tx, failed ? [failed.executionId] : []);
  }
  return matched;
}
