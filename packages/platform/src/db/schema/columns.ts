/**
 * The column builders and checks the schema files share: each returns a new builder, since a drizzle column belongs
 * to one table. The merchant and division columns of a division's records are `divisionScope()` in
 * `account-owner.ts`, beside the tables they point at.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, customType, text, timestamp } from 'drizzle-orm/pg-core';
import { currenciesBesideTwoDigits } from '../currency-digits.ts';

/** Raw bytes of a stored file; PGlite hands back a Uint8Array, postgres.js a Buffer (also a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A moment in time: `timestamp with time zone`, a Date in TypeScript. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made: set by the database. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** When the row last changed: set at insert, then by each update that sets it. */
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** Minor units: bigint in SQL, a safe-integer number in TypeScript. */
/**
 * A partial index's rows of the currencies without two decimals (`currenciesBesideTwoDigits`): few rows, by currency
 * first, where an amount query finds them instead of reading a whole amount index for them.
 */
export const besideTwoDigits = (currency: AnyPgColumn): SQL =>
  sql`${currency} in (${sql.raw(currenciesBesideTwoDigits.map((code) => `'${code}'`).join(', '))})`;

export const minorUnits = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** Who made a workbench match and when, and who undid it, when and why (both sides of the workbench, issue 34). */
export const matchOutcomeColumns = () => ({
  matchedBy: text('matched_by').notNull(),
  matchedAt: moment('matched_at').notNull().defaultNow(),
  unmatchedBy: text('unmatched_by'),
  unmatchedAt: moment('unmatched_at'),
  unmatchReason: text('unmatch_reason'),
});

/**
 * The id of the transaction that wrote the row (`pg_current_xact_id()`, cluster-wide and never reused): a feed read
 * in this order, up to the oldest transaction still running, never skips a row that commits later (the events feed).
 */
export const writtenBy = () =>
  bigint('written_by', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`);

/** A generated bigint identity key. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** CHECK that a text column holds one of the contract's values; they are our constants, so inlined. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** An index for case-insensitive prefix search (`lower(x) like 'abc%'`), on PostgreSQL 15 and PGlite alike. */
export const lowerPrefix = (column: AnyPgColumn): SQL => sql`lower(${column}) text_pattern_ops`;

/** An index for a code's start as typed (`x like 'AH-00%'`, the list query's `seller:AH-00*`), in any collation. */
export const codePrefix = (column: AnyPgColumn): SQL => sql`${column} text_pattern_ops`;
