import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database.ts';

/** Rows per statement: one JSON parameter of a few hundred kilobytes. */
const rowsPerStatement = 2_000;

/** A value as JSON that PostgreSQL reads back into its column: bytes in bytea's hex form. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  return value;
}

/**
 * Inserts many rows with few statements: each statement sends its rows as one JSON array, which
 * `json_populate_recordset` turns into rows of the table's own column types. (Drizzle's multi-row VALUES spends
 * seconds per thousand rows building the statement, longer than the database takes to insert them.) Columns no
 * row sets get their defaults; a column some rows set is null in the rows that leave it out. A row whose code (or other unique key) is already there is skipped: the
 * demo data has fixed codes, so a rerun writes only what is missing.
 */
export async function insertMissingRows<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: ReadonlyArray<PgInsertValue<T>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const names = keys.map((key) => columns[key]?.name ?? key);
  const columnList = sql.raw(names.map((name) => `"${name}"`).join(', '));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const records = rows.slice(start, start + rowsPerStatement).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, position) => {
        record[names[position] as string] = jsonValue((row as Record<string, unknown>)[key] ?? null);
      });
      return record;
    });
    await tx.execute(
      sql`insert into ${table} (${columnList}) select ${columnList} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) on conflict do nothing`,
    );
  }
}
