import { type SQL, sql } from 'drizzle-orm';
import { pspReportLines } from '../../../db/schema/index.ts';
import { kindOfRecord } from '../reconcile-report-lines.ts';

type ReportLine = Pick<typeof pspReportLines.$inferSelect, 'recordType' | 'status' | 'matchCode'>;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The transaction kind a line's record settles (a payment, refund or chargeback), or null for fees and payouts. */
export const kindToMatch = (line: Pick<ReportLine, 'recordType'>) => kindOfRecord[line.recordType] ?? null;

/**
 * Whether the workbench can match a report line: a record that settles a transaction, which the import and
 * auto-reconciliation left unallocated or failed, in no match.
 */
export const isMatchable = (line: ReportLine) =>
  kindToMatch(line) !== null && (line.status === 'UNALLOCATED' || line.status === 'FAILED') && line.matchCode === null;

/** What a line asks of its transactions, unsigned: the PSP reports money taken back as a negative gross. */
export const lineAmount = (line: { grossAmount: number }) => Math.abs(line.grossAmount);

/** The workbench's lines, as SQL: those it can match (`isMatchable`) and those in a workbench match, to unmatch. */
export function workbenchLines(): SQL {
  const line = pspReportLines;
  return sql`((${line.recordType} in (${inList(Object.keys(kindOfRecord))}) and ${line.status} in ('UNALLOCATED', 'FAILED')
      and ${line.matchCode} is null) or ${line.matchCode} is not null)`;
}
