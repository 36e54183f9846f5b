import { sql } from 'drizzle-orm';
import { chunksOf } from '../../../db/chunks-of.ts';
import type { Transaction } from '../../../db/database.ts';
import { jsonRecordset } from '../../../db/json-recordset.ts';
import { bankStatementLines } from '../../../db/schema/index.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { NewBankLine } from '../insert-bank-lines.ts';
import { sameEntry } from './same-entry.ts';

/**
 * The codes of new booked lines that book a tentatively matched pending line (`sameEntry`): the import leaves them
 * unsettled (not matched by reference), so that the tentative match confirms with them (`confirmTentativeMatches`)
 * rather than their items being settled twice over or the match left behind.
 */
export async function heldForConfirmation(tx: Transaction, lines: readonly NewBankLine[]): Promise<Set<string>> {
  const held = new Set<string>();
  // Tentative matches are few and usually none: a statement of booked lines then costs one indexed look.
  const [anyTentative] = await selectRows<{ found: number }>(
    tx,
    sql`select 1 as found from bank_statement_lines where status = 'TENTATIVE' limit 1`,
  );
  if (!anyTentative) return held;
  const booked = lines.filter((line) => !line.pending);
  for (const chunk of chunksOf(booked, 1_000)) {
    const rows = await selectRows<{ code: string }>(
      tx,
      sql`
      with line as materialized (select * from bank_statement_lines where status = 'TENTATIVE')
      select distinct booked.code
      from ${jsonRecordset(
        bankStatementLines,
        'booked',
        ['code', 'pending', 'accountIban', 'currency', 'creditDebit', 'entryKey', 'reference'],
        chunk,
      )}
      join line on ${sameEntry('line', 'booked')}`,
    );
    for (const row of rows) held.add(row.code);
  }
  return held;
}
