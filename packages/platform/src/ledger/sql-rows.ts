import { type SQL, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/database.ts';

/** Something that runs SQL: the database's reader outside a transaction, or the transaction's handle inside one. */
export type SqlRunner = Queryable | Transaction;

/**
 * The rows of a raw statement: PGlite answers `{ rows }`, postgres.js an array. Raw statements skip drizzle's
 * column mapping, so they select numbers and timestamps as text and the caller converts them.
 */
export async function selectRows<Row>(runner: SqlRunner, query: SQL): Promise<Row[]> {
  const result = (await runner.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * A timestamp as the contract's ISO 8601 text in UTC with milliseconds, formatted by the database: the same text
 * JavaScript's `toISOString` gives for the value drizzle reads back.
 */
export const isoTimestamp = (timestamp: SQL): SQL =>
  sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
