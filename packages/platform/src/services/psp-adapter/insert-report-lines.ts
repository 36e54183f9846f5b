import type { PspReportStatus } from '@ops/core/contract';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { pspReportLines } from '../../db/schema/index.ts';
import { selectRows } from '../../ledger/sql-rows.ts';

type NewReportLine = typeof pspReportLines.$inferInsert;

/** The columns a report line is written with, and their SQL types (the table's own, by drizzle). */
const written = Object.entries(getTableColumns(pspReportLines)).filter(([key]) => key !== 'importedAt');
const recordType = sql.raw(written.map(([, column]) => `${column.name} ${column.getSQLType()}`).join(', '));
const names = sql.raw(written.map(([, column]) => column.name).join(', '));

/**
 * Writes report lines in one statement with one parameter (a JSON array read by `jsonb_to_recordset`): a thousand
 * lines of two dozen columns bound one by one cost more to build and parse than to store. A line whose key the
 * integration already has is skipped; the answer is the lines written.
 */
export async function insertReportLines(
  tx: Transaction,
  lines: readonly NewReportLine[],
): Promise<{ code: string; status: PspReportStatus; commission: number }[]> {
  const records = lines.map((line) =>
    Object.fromEntries(written.map(([key, column]) => [column.name, line[key as keyof NewReportLine] ?? null])),
  );
  const rows = await selectRows<{ code: string; status: PspReportStatus; commission: string }>(
    tx,
    sql`insert into psp_report_lines (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as line (${recordType})
      on conflict (integration_code, line_key) do nothing
      returning code, status, commission::text`,
  );
  return rows.map((row) => ({ ...row, commission: Number(row.commission) }));
}
