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

const line = pspReportLines;

/** `isMatchable` as SQL, of `psp_report_lines` under its own name. */
export const matchableReportLines = (): SQL =>
  sql`(${line.recordType} in (${inList(Object.keys(kindOfRecord))}) and ${line.status} in ('UNALLOCATED', 'FAILED')
      and ${line.matchCode} is null)`;

/** `kindToMatch` as SQL: the transaction type a line's record settles (null for fees and payouts). */
export const kindToMatchSql = (): SQL =>
  sql`(case ${line.recordType} ${sql.join(
    Object.entries(kindOfRecord).map(([record, kind]) => sql`when ${record} then ${kind}`),
    sql` `,
  )} end)`;

/** `referenceOf` as SQL: a payment's PSP reference, a refund's or chargeback's own (its modification). */
export const referenceSql = (): SQL =>
  sql`(case when ${line.recordType} = 'SETTLED' then ${line.pspReference}
      else coalesce(${line.modificationReference}, ${line.pspReference}) end)`;

/** The workbench's lines, as SQL: those it can match (`isMatchable`) and those in a workbench match, to unmatch. */
export const workbenchLines = (): SQL => sql`(${matchableReportLines()} or ${line.matchCode} is not null)`;
