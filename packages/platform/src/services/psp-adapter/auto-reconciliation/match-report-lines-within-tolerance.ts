import { sql } from 'drizzle-orm';
import { chunksOf } from '../../../db/chunks-of.ts';
import type { Transaction } from '../../../db/database.ts';
import type { Caller } from '../../../identity/caller.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { ruleRow } from '../../reconciliation/tolerance/tolerance-rule.ts';
import { refreshFileStatuses } from '../import-settlement-report.ts';
import { reportTolerancePairs } from './report-tolerance-pairs.ts';
import { matchReportPairs } from './write-report-pair-matches.ts';

/** Pairs locked and written at once: a 10,000-line run is a few dozen statements a step. */
const chunkSize = 500;

/**
 * Auto-matching of PSP report lines by the division's tolerance rule (issue 34), the rule the bank side applies
 * (`matchWithinTolerance`), after the lines naming their transactions were matched again by reference: each line
 * that exactly one open transaction fits (`reportTolerancePairs`, one statement) is matched with it as the workbench
 * matches one to one (the transaction reconciled through the ledger, the line RECONCILED in a match that records the
 * difference, audited), set-based as the bank side is: the pairs locked and written hundreds at a time
 * (`matchReportPairs`), then their reports' statuses refreshed once. A transaction the ledger cannot reconcile (a PSP
 * fee the division cannot pay) changes nothing and its line is FAILED with the reason, as an import fails it. A
 * division without a rule is matched by reference only. Run again, the matched lines are no longer open: nothing
 * changes. Answers the lines matched.
 */
export async function matchReportLinesWithinTolerance(
  tx: Transaction,
  division: DivisionAddress,
  run: { caller: Caller; action: string },
): Promise<number> {
  const rule = await ruleRow(tx, division.divisionCode);
  if (!rule) return 0;
  // The pairs' statement is a loop of index ranges the planner overestimates (each line's range as 500 rows): on
  // PostgreSQL it compiled it (JIT) for 3.4 s of its 4.2 s at 10,000 lines. For the rest of this run's transaction.
  await tx.execute(sql`set local jit = off`);
  let matched = 0;
  const reports = new Set<string>();
  for (const chunk of chunksOf(await reportTolerancePairs(tx, division, rule), chunkSize)) {
    const written = await matchReportPairs(tx, division, chunk, run);
    matched += written.matched.length;
    for (const { line } of [...written.matched, ...written.failed]) reports.add(line.executionId);
  }
  await refreshFileStatuses(tx, reports);
  return matched;
}
