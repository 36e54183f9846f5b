// What the auto-matching benchmark holds its run to: each line ends as its kind says (matched once, with the items
// it must hold, or in the exceptions queue with the reason it must have), what was matched is what the items booked,
// and the ledger's invariants hold.

import type { ExceptionReason } from '@ops/core/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bankLineMatches, bankStatementLines, payoutRequests } from '../../../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../../../ledger/ledger-invariants.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import type { PayoutTestKit } from '../../../fund/payouts/testing/payout-test-kit.ts';
import { divisionOf } from '../../workbench/testing/workbench-kit.ts';
import { type AutoMatchDataset, type ExpectedLine, type LineKind, rule } from './auto-match-dataset.ts';

const reasonOf: Partial<Record<LineKind, ExceptionReason>> = {
  several: 'SEVERAL_CANDIDATES',
  twin: 'ONE_CANDIDATE',
  outside: 'OUTSIDE_TOLERANCE',
};

const sameCodes = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && [...left].sort().join() === [...right].sort().join();

/** The division's sellers' payout balances, summed. */
export async function payoutTotal(kit: PayoutTestKit, divisionCode: string): Promise<number> {
  const [row] = await selectRows<{ total: string }>(
    kit.platform.database.db,
    sql`select coalesce(sum(payout_balance), 0)::text as total from virtual_accounts where division_code = ${divisionCode}`,
  );
  return Number(row?.total ?? 0);
}

/** The whole exceptions queue of the division, by line code. */
async function exceptionsOf(kit: PayoutTestKit, dataset: AutoMatchDataset) {
  const reasons = new Map<string, ExceptionReason>();
  for (let page = 1; ; page += 1) {
    const answer = await kit.reconciliation.listBankLineExceptions({
      params: divisionOf(dataset.division),
      query: { page, limit: 1_000 },
    });
    for (const exception of answer.elements) reasons.set(exception.line.code, exception.reason);
    if (page * 1_000 >= answer.totalCount) return reasons;
  }
}

/** What is wrong with one line's end, or null. */
function lineProblem(
  line: ExpectedLine & { code: string },
  row: typeof bankStatementLines.$inferSelect | undefined,
  holding: (typeof bankLineMatches.$inferSelect)[],
  reason: ExceptionReason | undefined,
): string | null {
  const expectedReason = reasonOf[line.kind];
  if (expectedReason) {
    if (row?.status !== 'UNALLOCATED' || row.matchCode !== null || holding.length > 0) return 'was matched';
    return reason === expectedReason ? null : `is in the exceptions queue as ${reason ?? 'nothing'}`;
  }
  if (row?.status !== 'RECONCILED') return `is ${row?.status}`;
  if (reason) return `is reconciled but in the exceptions queue as ${reason}`;
  if (line.kind === 'reference') {
    return row.payoutRequestCode === line.items[0] && holding.length === 0 ? null : 'settled the wrong item';
  }
  const [match] = holding;
  if (holding.length !== 1 || match?.code !== row.matchCode) return `is in ${holding.length} matches`;
  if (!sameCodes(match.payoutRequestCodes, line.items) || !sameCodes(match.bankLineCodes, [line.code])) {
    return 'is matched with the wrong items';
  }
  const difference = line.amount - line.itemsAmount;
  if (match.amount !== line.itemsAmount || match.difference !== difference) return 'books the wrong sums';
  return Math.abs(difference) <= rule.amountMinor ? null : 'is outside the rule';
}

/**
 * The problems of the run, empty when it did what it must: each line as its kind says, each item matched PROCESSED
 * and no other, the payout balances down by exactly the matched items' sum, and the ledger's invariants.
 */
export async function problemsOf(kit: PayoutTestKit, dataset: AutoMatchDataset, payoutBefore: number) {
  const { db } = kit.platform.database;
  const problems: string[] = [];
  const rows = new Map(
    (
      await db
        .select()
        .from(bankStatementLines)
        .where(
          inArray(
            bankStatementLines.code,
            dataset.lines.map((line) => line.code),
          ),
        )
    ).map((row) => [row.code, row]),
  );
  const matches = await db
    .select()
    .from(bankLineMatches)
    .where(and(eq(bankLineMatches.divisionCode, dataset.division.divisionCode), eq(bankLineMatches.status, 'MATCHED')));
  const holdingOf = new Map<string, (typeof matches)[number][]>();
  for (const match of matches) {
    for (const code of match.bankLineCodes) holdingOf.set(code, [...(holdingOf.get(code) ?? []), match]);
  }
  const reasons = await exceptionsOf(kit, dataset);
  for (const line of dataset.lines) {
    const problem = lineProblem(line, rows.get(line.code), holdingOf.get(line.code) ?? [], reasons.get(line.code));
    if (problem) problems.push(`a ${line.kind} line (${line.code}) ${problem}`);
  }
  const matched = dataset.lines.filter((line) => !reasonOf[line.kind]);
  const [processed] = await db
    .select({ count: sql<string>`count(*)`, total: sql<string>`coalesce(sum(${payoutRequests.amount}), 0)` })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.divisionCode, dataset.division.divisionCode), eq(payoutRequests.status, 'PROCESSED')));
  const itemsMatched = matched.reduce((sum, line) => sum + line.items.length, 0);
  const paid = matched.reduce((sum, line) => sum + line.itemsAmount, 0);
  if (Number(processed?.count) !== itemsMatched || Number(processed?.total) !== paid) {
    problems.push(`${processed?.count} items paid (${processed?.total}), not ${itemsMatched} (${paid})`);
  }
  const paidOut = payoutBefore - (await payoutTotal(kit, dataset.division.divisionCode));
  if (paidOut !== paid) problems.push(`the payout balances went down by ${paidOut}, not ${paid}`);
  await assertLedgerInvariants(db);
  return problems;
}
