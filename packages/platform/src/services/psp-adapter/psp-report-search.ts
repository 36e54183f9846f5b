import type { Page, PspReportFilter, PspReportItem, PspReportSearchQuery } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { type ListQuery, pspLineQueryFields } from '@ops/core/list-query';
import { and, type Column, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { amountBandsAnswer, countByAmountBands } from '../../db/list-query/amount-band-counts.ts';
import { readListQuery } from '../../db/list-query/read-list-query.ts';
import { pageOf } from '../../db/page-of.ts';
import {
  pspIntegrations,
  pspReportLineAmountCounts,
  pspReportLineCounts,
  pspReportLineMatches,
  pspReportLines,
} from '../../db/schema/index.ts';
import { lineCountsAnswer, pspLineCountCondition, pspLineQueryCondition } from './psp-line-query-sql.ts';
import { workbenchLines } from './workbench/matchable-report-line.ts';

/** A report line with its integration's PSP and the transactions of its workbench match, as the list reads it. */
export type ReportLineRow = {
  line: typeof pspReportLines.$inferSelect;
  provider: PspReportItem['provider'];
  matchedTransactions: number | null;
  matchDifference: number | null;
};

/**
 * The list's columns: the line, its PSP, and how many transactions its workbench match holds and the difference it
 * records (null: in no match).
 */
export const reportLineColumns = {
  line: pspReportLines,
  provider: pspIntegrations.provider,
  matchedTransactions: sql<number | null>`(select cardinality(${pspReportLineMatches.splitCodes})
    from ${pspReportLineMatches} where ${pspReportLineMatches.code} = ${pspReportLines.matchCode})`.mapWith(Number),
  matchDifference: sql<number | null>`(select ${pspReportLineMatches.difference}
    from ${pspReportLineMatches} where ${pspReportLineMatches.code} = ${pspReportLines.matchCode})`.mapWith(Number),
};

/** A report line as the contract answers it (a PSP report item). */
export function toPspReportItem({
  line,
  provider,
  matchedTransactions,
  matchDifference,
}: ReportLineRow): PspReportItem {
  return {
    code: line.code,
    integrationCode: line.integrationCode,
    executionId: line.executionId,
    lineNumber: line.lineNumber,
    provider,
    merchantCode: line.merchantCode,
    divisionCode: line.divisionCode,
    merchantAccount: line.merchantAccount,
    pspReference: line.pspReference,
    merchantReference: line.merchantReference,
    recordType: line.recordType,
    type: line.type,
    status: line.status,
    settlementDate: line.bookingDate,
    batchNumber: line.batchNumber,
    currency: line.currency,
    grossAmount: line.grossAmount,
    commission: line.commission,
    netAmount: line.netAmount,
    toBank: line.recordType === 'MERCHANT_PAYOUT',
    description: line.failureReason ?? line.merchantReference,
    splitCode: line.splitCode,
    // A workbench match of one line with several transactions names no one of them on the line.
    reconciledTransactions: matchedTransactions ?? (line.splitCode ? 1 : 0),
    matchDifference,
    failureReason: line.failureReason,
    importedAt: line.importedAt.toISOString(),
    rawData: line.rawLine,
  };
}

/** The filter's fields the kept counts are keyed by, on the lines or on their counts (the same column names). */
type KeyedColumns = Record<
  'merchantCode' | 'divisionCode' | 'integrationCode' | 'executionId' | 'status' | 'type',
  Column
>;

/** The filter's fields of `KeyedColumns` as conditions on those columns. */
const keyedFilter = (columns: KeyedColumns, filter: PspReportFilter): (SQL | undefined)[] =>
  (['merchantCode', 'divisionCode', 'integrationCode', 'executionId', 'status', 'type'] as const).map((field) => {
    const value = filter[field];
    return value ? eq(columns[field], value) : undefined;
  });

/** Whether the filter asks for no more than a merchant and a division: the keys of the counts per amount band. */
const merchantOrDivisionAlone = (filter: PspReportFilter) =>
  !filter.integrationCode &&
  !filter.executionId &&
  !filter.status &&
  !filter.type &&
  !filter.pspReference &&
  !filter.workbench;

/**
 * How many lines the list's filter and query match: from the counts kept per division, report, status, type,
 * currency, day, batch, merchant and integration when every filter is on one of those (a few rows, however many
 * lines); an amount range alone (and currencies) in a merchant or division from the counts kept per amount band; else
 * counted (`rowsMatching`).
 */
async function countLines(
  db: Queryable,
  filter: PspReportFilter,
  listQuery: ListQuery | undefined,
  { today, rowsMatching }: { today: Date; rowsMatching: SQL | undefined },
): Promise<number> {
  if (merchantOrDivisionAlone(filter) && amountBandsAnswer(listQuery)) {
    const bands = pspReportLineAmountCounts;
    return countByAmountBands(
      db,
      {
        counts: {
          table: bands,
          scope: and(
            filter.merchantCode ? eq(bands.merchantCode, filter.merchantCode) : undefined,
            filter.divisionCode ? eq(bands.divisionCode, filter.divisionCode) : undefined,
          ),
          division: bands.divisionCode,
          currency: bands.currency,
          low: bands.bandLow,
          high: bands.bandHigh,
          count: bands.lines,
        },
        rows: {
          table: pspReportLines,
          condition: rowsMatching,
          division: pspReportLines.divisionCode,
          amount: pspReportLines.grossAmount,
          currency: pspReportLines.currency,
        },
      },
      listQuery,
    );
  }
  if (filter.pspReference || filter.workbench || !lineCountsAnswer(listQuery)) {
    const [total] = await db.select({ value: count() }).from(pspReportLines).where(rowsMatching);
    return total?.value ?? 0;
  }
  const counts = pspReportLineCounts;
  const [total] = await db
    .select({ value: sql<number>`coalesce(sum(${counts.lines}), 0)::int` })
    .from(counts)
    .where(and(...keyedFilter(counts, filter), listQuery ? pspLineCountCondition(listQuery, today) : undefined));
  return total?.value ?? 0;
}

/**
 * The PSP integration list (`psp-reports/search`): report items, newest first, by the filter's fields and a query in
 * the list query language (a 400 when it cannot be read); `workbench` keeps the PSP workbench's items
 * (`workbenchLines`).
 */
export async function searchPspReports(
  db: Queryable,
  filter: PspReportFilter,
  paging: PspReportSearchQuery,
): Promise<Page<PspReportItem>> {
  const listQuery = readListQuery(pspLineQueryFields, paging.query);
  const today = calendarDayOf(new Date());
  const conditions: (SQL | undefined)[] = [
    ...keyedFilter(pspReportLines, filter),
    filter.pspReference ? eq(pspReportLines.pspReference, filter.pspReference) : undefined,
    filter.workbench ? workbenchLines() : undefined,
    listQuery ? pspLineQueryCondition(listQuery, today) : undefined,
  ];
  const where = and(...conditions);
  return pageOf(
    paging,
    {
      rows: ({ limit, offset }) =>
        db
          .select(reportLineColumns)
          .from(pspReportLines)
          .innerJoin(pspIntegrations, eq(pspIntegrations.code, pspReportLines.integrationCode))
          .where(where)
          .orderBy(desc(pspReportLines.importedAt), desc(pspReportLines.lineNumber), desc(pspReportLines.code))
          .limit(limit)
          .offset(offset),
      total: countLines(db, filter, listQuery, { today, rowsMatching: where }).then((value) => [{ value }]),
    },
    (rows) => rows.map(toPspReportItem),
  );
}
