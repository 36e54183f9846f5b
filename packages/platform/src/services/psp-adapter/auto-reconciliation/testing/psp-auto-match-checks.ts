// What the PSP auto-matching benchmark holds its run to: each line ends as its kind says (matched once with its
// payment and the difference recorded, or left open in no match), only the matched payments reconciled, the seller's
// pending money moved to confirmed by exactly their shares, and the ledger's invariants.

import { and, eq, inArray, sql } from 'drizzle-orm';
import { pspReportLineMatches, pspReportLines, splitTransactions } from '../../../../db/schema/index.ts';
import type { PspTestKit } from '../../testing/psp-test-kit.ts';
import type { ExpectedReportLine, PspAutoMatchDataset } from './psp-auto-match-dataset.ts';

type LineRow = typeof pspReportLines.$inferSelect;
type MatchRow = typeof pspReportLineMatches.$inferSelect;

/** What is wrong with one line's end, or null. */
function lineProblem(line: ExpectedReportLine, row: LineRow | undefined, holding: MatchRow[]): string | null {
  const { payment } = line;
  if (!payment) {
    return row?.status === 'UNALLOCATED' && row.matchCode === null && holding.length === 0 ? null : 'was matched';
  }
  if (row?.status !== 'RECONCILED') return `is ${row?.status}`;
  const [match] = holding;
  if (holding.length !== 1 || match?.code !== row.matchCode || row.splitCode !== payment.code) {
    return `is in ${holding.length} matches`;
  }
  if (match.splitCodes.join() !== payment.code || match.status !== 'MATCHED')
    return 'is matched with the wrong payment';
  return match.amount === payment.amount && match.difference === line.gross - payment.amount
    ? null
    : 'records the wrong sums';
}

/**
 * The problems of the run, empty when it did what it must: each line as its kind says, the matched payments and no
 * other reconciled, the seller's pending balance down and its confirmed balance up by exactly their shares, and the
 * ledger's invariants (`assertHolds`).
 */
export async function pspProblemsOf(
  kit: PspTestKit,
  dataset: PspAutoMatchDataset,
  sellerBefore: { pending: number; confirmed: number },
): Promise<string[]> {
  const { db } = kit.platform.database;
  const problems: string[] = [];
  const codes = dataset.lines.map((line) => line.code);
  const rows = new Map(
    (await db.select().from(pspReportLines).where(inArray(pspReportLines.code, codes))).map((row) => [row.code, row]),
  );
  const matches = await db
    .select()
    .from(pspReportLineMatches)
    .where(eq(pspReportLineMatches.divisionCode, dataset.shop.divisionCode));
  const holdingOf = new Map<string, MatchRow[]>();
  for (const match of matches) {
    for (const code of match.reportLineCodes) holdingOf.set(code, [...(holdingOf.get(code) ?? []), match]);
  }
  for (const line of dataset.lines) {
    const problem = lineProblem(line, rows.get(line.code), holdingOf.get(line.code) ?? []);
    if (problem) problems.push(`a ${line.kind} line (${line.code}) ${problem}`);
  }
  const matched = dataset.lines.flatMap((line) => (line.payment ? [line.payment] : []));
  const [reconciled] = await db
    .select({ count: sql<string>`count(*)`, total: sql<string>`coalesce(sum(${splitTransactions.totalAmount}), 0)` })
    .from(splitTransactions)
    .where(
      and(eq(splitTransactions.divisionCode, dataset.shop.divisionCode), eq(splitTransactions.status, 'RECONCILED')),
    );
  const paid = matched.reduce((sum, payment) => sum + payment.amount, 0);
  if (Number(reconciled?.count) !== matched.length || Number(reconciled?.total) !== paid) {
    problems.push(`${reconciled?.count} payments reconciled (${reconciled?.total}), not ${matched.length} (${paid})`);
  }
  const net = matched.reduce((sum, payment) => sum + payment.net, 0);
  const seller = await kit.balancesOf(dataset.shop.sellerAccounts[0] ?? '');
  if (sellerBefore.pending - seller.pending !== net || seller.confirmed - sellerBefore.confirmed !== net) {
    problems.push(`the seller's pending went down by ${sellerBefore.pending - seller.pending}, not ${net}`);
  }
  await kit.assertHolds();
  return problems;
}
