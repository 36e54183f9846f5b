import type { Page, PageQuery, PspReportStatus, PspSettlementBatch } from '@ops/core/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { pageOf } from '../../db/page-of.ts';
import { pspReportFiles, pspReportLines } from '../../db/schema/index.ts';
import type { DivisionAddress } from '../account-owner/scope.ts';
import { requireDivision } from '../account-owner/scope.ts';
import { fileStatusOf } from './import-settlement-report.ts';

const lines = pspReportLines;
const sumOf = (column: typeof lines.grossAmount) => sql<number>`sum(${column})::bigint`.mapWith(Number);
const linesWith = (status: PspReportStatus) =>
  sql<number>`count(*) filter (where ${lines.status} = ${status})::int`.mapWith(Number);

/**
 * The division's settlement batches (PSP Settlements): its report lines grouped by report, batch number and
 * currency and summed in SQL, so a report of a hundred thousand lines is one row read, newest settlement first.
 */
export async function listPspSettlements(
  db: Queryable,
  address: DivisionAddress,
  paging: PageQuery,
): Promise<Page<PspSettlementBatch>> {
  await requireDivision(db, address);
  const where = and(eq(lines.merchantCode, address.merchantCode), eq(lines.divisionCode, address.divisionCode));
  const batches = db
    .select({ executionId: lines.executionId })
    .from(lines)
    .where(where)
    .groupBy(lines.executionId, lines.batchNumber, lines.currency)
    .as('batches');
  return pageOf(
    paging,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            executionId: lines.executionId,
            integrationCode: pspReportFiles.integrationCode,
            fileName: pspReportFiles.fileName,
            importedAt: pspReportFiles.importedAt,
            settlementDate: sql<string>`max(${lines.bookingDate})::text`,
            batchNumber: lines.batchNumber,
            currency: lines.currency,
            grossAmount: sumOf(lines.grossAmount),
            commission: sumOf(lines.commission),
            netAmount: sumOf(lines.netAmount),
            lineCount: sql<number>`count(*)::int`.mapWith(Number),
            reconciled: linesWith('RECONCILED'),
            failed: linesWith('FAILED'),
            unallocated: linesWith('UNALLOCATED'),
          })
          .from(lines)
          .innerJoin(pspReportFiles, eq(pspReportFiles.executionId, lines.executionId))
          .where(where)
          .groupBy(
            lines.executionId,
            lines.batchNumber,
            lines.currency,
            pspReportFiles.integrationCode,
            pspReportFiles.fileName,
            pspReportFiles.importedAt,
          )
          .orderBy(
            desc(sql`max(${lines.bookingDate})`),
            desc(pspReportFiles.importedAt),
            desc(lines.executionId),
            sql`${lines.batchNumber} desc nulls last`,
            desc(lines.currency),
          )
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(batches),
    },
    (rows) =>
      rows.map(({ reconciled, failed, unallocated, importedAt, ...batch }) => ({
        ...batch,
        reconciledCount: reconciled,
        importedAt: importedAt.toISOString(),
        status: fileStatusOf(
          new Map([
            ['RECONCILED', reconciled],
            ['FAILED', failed],
            ['UNALLOCATED', unallocated],
          ]),
        ),
      })),
  );
}
