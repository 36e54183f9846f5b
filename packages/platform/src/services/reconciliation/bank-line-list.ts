import type { BankLine, BankLineListQuery, Page } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { bankLineQueryFields, type ListQuery } from '@ops/core/list-query';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { amountBandsAnswer, countByAmountBands } from '../../db/list-query/amount-band-counts.ts';
import { readListQuery } from '../../db/list-query/read-list-query.ts';
import { pageOf } from '../../db/page-of.ts';
import {
  bankLineMatches,
  bankStatementLineAmountCounts,
  bankStatementLineCounts,
  bankStatementLines,
  payoutBatches,
  payoutRequests,
  virtualAccounts,
} from '../../db/schema/index.ts';
import { selectBankLines, toBankLine } from '../fund/payouts/bank-line-row.ts';
import { bankLineCountCondition, bankLineQueryCondition, lineCountsAnswer } from './bank-line-query-sql.ts';
import { workbenchLines } from './workbench/matchable-line.ts';

/**
 * A line of the merchant division: the payout request it matched, the batch it names, the virtual account money
 * was allocated to or the workbench match it is in is the division's.
 */
export function ofDivision({
  merchantCode,
  divisionCode,
}: {
  merchantCode: string;
  divisionCode: string;
}): SQL | undefined {
  const inDivision = (
    table: typeof payoutRequests | typeof payoutBatches | typeof virtualAccounts | typeof bankLineMatches,
  ) => and(eq(table.merchantCode, merchantCode), eq(table.divisionCode, divisionCode));
  return or(
    sql`exists (select 1 from ${payoutRequests} where ${payoutRequests.code} = ${bankStatementLines.payoutRequestCode} and ${inDivision(payoutRequests)})`,
    sql`exists (select 1 from ${payoutBatches} where ${payoutBatches.code} = ${bankStatementLines.payoutCode} and ${inDivision(payoutBatches)})`,
    sql`exists (select 1 from ${virtualAccounts} where ${virtualAccounts.code} = ${bankStatementLines.virtualAccountCode} and ${inDivision(virtualAccounts)})`,
    sql`exists (select 1 from ${bankLineMatches} where ${bankLineMatches.code} = ${bankStatementLines.matchCode} and ${inDivision(bankLineMatches)})`,
  );
}

/**
 * How many lines the list's filters and query match. Across divisions, with no batch asked for: from the counts kept
 * per settlement day, file, status, type and currency when every filter is on one of those, or an amount range alone
 * (and currencies) from the counts kept per amount band, a few rows however many lines. Else counted (`rowsMatching`):
 * a division's lines are found through what they settled.
 */
async function countLines(
  db: Queryable,
  query: BankLineListQuery,
  listQuery: ListQuery | undefined,
  { across, today, rowsMatching }: { across: boolean; today: Date; rowsMatching: SQL | undefined },
): Promise<number> {
  const keyed = across && !query.payoutCode;
  if (keyed && !query.fileCode && !query.status && !query.type && amountBandsAnswer(listQuery)) {
    const bands = bankStatementLineAmountCounts;
    return countByAmountBands(
      db,
      {
        counts: {
          table: bands,
          scope: undefined,
          currency: bands.currency,
          low: bands.bandLow,
          high: bands.bandHigh,
          count: bands.lines,
        },
        rows: {
          table: bankStatementLines,
          condition: rowsMatching,
          amount: bankStatementLines.amount,
          currency: bankStatementLines.currency,
        },
      },
      listQuery,
    );
  }
  if (keyed && lineCountsAnswer(listQuery)) {
    const counts = bankStatementLineCounts;
    const [total] = await db
      .select({ value: sql<string>`coalesce(sum(${counts.lines}), 0)::text` })
      .from(counts)
      .where(
        and(
          query.fileCode ? eq(counts.fileCode, query.fileCode) : undefined,
          query.status ? eq(counts.status, query.status) : undefined,
          query.type ? eq(counts.type, query.type) : undefined,
          listQuery ? bankLineCountCondition(listQuery, today) : undefined,
        ),
      );
    return Number(total?.value ?? 0);
  }
  const [total] = await db.select({ value: count() }).from(bankStatementLines).where(rowsMatching);
  return total?.value ?? 0;
}

/**
 * The bank integration list: statement lines, newest first, by status, type, batch, file and a query in the list query
 * language (a 400 when it cannot be read) (0-based pages); of one merchant division when `division` is given
 * (`ofDivision`), or its workbench's lines (`workbenchLines`).
 */
export async function listBankLines(
  db: Queryable,
  query: BankLineListQuery,
  division?: { merchantCode: string; divisionCode: string },
): Promise<Page<BankLine>> {
  const listQuery = readListQuery(bankLineQueryFields, query.query);
  const conditions: (SQL | undefined)[] = [];
  if (division) conditions.push(query.workbench ? workbenchLines(division) : ofDivision(division));
  if (query.payoutCode) conditions.push(eq(bankStatementLines.payoutCode, query.payoutCode));
  if (query.fileCode) conditions.push(eq(bankStatementLines.fileCode, query.fileCode));
  if (query.status) conditions.push(eq(bankStatementLines.status, query.status));
  if (query.type) conditions.push(eq(bankStatementLines.type, query.type));
  const today = calendarDayOf(new Date());
  if (listQuery) conditions.push(bankLineQueryCondition(listQuery, today));
  const where = and(...conditions);
  return pageOf(
    query,
    {
      rows: ({ limit, offset }) =>
        selectBankLines(db)
          .where(where)
          .orderBy(desc(bankStatementLines.bookedAt), desc(bankStatementLines.code))
          .limit(limit)
          .offset(offset),
      total: countLines(db, query, listQuery, { across: !division, today, rowsMatching: where }).then((value) => [
        { value },
      ]),
    },
    (rows) => rows.map((row) => toBankLine(row.line, row)),
  );
}
