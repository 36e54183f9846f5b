import type { PspReportStatus } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { insertJsonRows } from '../../db/json-recordset.ts';
import { pspReportLines } from '../../db/schema/index.ts';
import { selectRows } from '../../ledger/sql-rows.ts';

type NewReportLine = typeof pspReportLines.$inferInsert;

/** What a statement of new lines wrote: the reconciled lines (to settle), and how many of each other status. */
export interface WrittenLines {
  reconciled: { code: string; status: 'RECONCILED'; commission: number }[];
  otherCounts: Map<PspReportStatus, number>;
  total: number;
}

/**
 * Writes report lines in one statement with one parameter (`insertJsonRows`). A line whose key the integration
 * already has is skipped. The answer names only the reconciled lines written (the ones to settle) and
 * counts the others, so a report of 100,000 lines is not read back whole.
 */
export async function insertReportLines(tx: Transaction, lines: readonly NewReportLine[]): Promise<WrittenLines> {
  const rows = await selectRows<{
    code: string | null;
    status: PspReportStatus;
    commission: string | null;
    lines: string;
  }>(
    tx,
    sql`with inserted as (
        ${insertJsonRows(pspReportLines, lines, { alias: 'line', omit: ['importedAt'] })}
        on conflict (integration_code, line_key) do nothing
        returning code, status, commission)
      select code, status, commission::text as commission, '1' as lines from inserted where status = 'RECONCILED'
      union all
      select null, status, null, count(*)::text from inserted where status <> 'RECONCILED' group by status`,
  );
  const answer: WrittenLines = { reconciled: [], otherCounts: new Map(), total: 0 };
  for (const row of rows) {
    answer.total += Number(row.lines);
    if (row.code !== null && row.status === 'RECONCILED') {
      answer.reconciled.push({ code: row.code, status: 'RECONCILED', commission: Number(row.commission) });
    } else answer.otherCounts.set(row.status, Number(row.lines));
  }
  return answer;
}
