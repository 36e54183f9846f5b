import { chunksOf } from '../../../db/chunks-of.ts';
import type { Transaction } from '../../../db/database.ts';
import type { Caller } from '../../../identity/caller.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { refreshSettledBatches } from '../../fund/payouts/batch-status.ts';
import { matchBankLines } from '../workbench/match-bank-lines.ts';
import { lockPairs } from './locked-pairs.ts';
import { tolerancePairs } from './tolerance-pairs.ts';
import { ruleRow, type ToleranceRuleRow } from './tolerance-rule.ts';
import { writePairMatches } from './write-pair-matches.ts';

/** Pairs locked and written at once: a 10,000-line run is a few dozen statements a step. */
const chunkSize = 500;

/**
 * Auto-matching by the division's tolerance rule (issue 34), after the lines naming their payout requests were
 * matched by reference: each unmatched payment line that exactly one open candidate fits (`tolerancePairs`) is matched
 * with it as the workbench matches one to one (the items paid out through the ledger, the line RECONCILED, audited,
 * the difference kept on the match), set-based: the pairs are locked and written hundreds at a time (`lockPairs`,
 * `writePairMatches`), then the batches whose items were paid have their status refreshed at once (`refreshSettledBatches`). A division without a
 * rule is matched by reference only. Pending lines are left to the last and matched tentatively
 * (`matchPendingWithinTolerance`). Run again, the matched lines are no longer open: nothing changes. Answers the
 * lines matched.
 */
export async function matchWithinTolerance(
  tx: Transaction,
  division: DivisionAddress,
  run: { caller: Caller; action: string },
): Promise<number> {
  const rule = await ruleRow(tx, division.divisionCode);
  if (!rule) return 0;
  const pairs = await tolerancePairs(tx, division, rule);
  const batches = new Set<string>();
  for (const chunk of chunksOf(pairs, chunkSize)) {
    const locked = await lockPairs(tx, division, chunk);
    for (const batch of await writePairMatches(tx, division, locked, run)) batches.add(batch);
  }
  await refreshSettledBatches(tx, [...batches], { actorEmail: run.caller.email, action: run.action });
  return pairs.length + (await matchPendingWithinTolerance(tx, division, rule, run));
}

/**
 * The pending lines that exactly one open candidate fits, once the booked lines took theirs: each matched TENTATIVE
 * as the workbench matches it (`matchBankLines`: nothing posts until its booked line confirms it). Pending lines are
 * few (the bank books them within days), so one at a time. Answers the lines matched.
 */
async function matchPendingWithinTolerance(
  tx: Transaction,
  division: DivisionAddress,
  rule: ToleranceRuleRow,
  run: { caller: Caller; action: string },
): Promise<number> {
  const pairs = await tolerancePairs(tx, division, rule, true);
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
