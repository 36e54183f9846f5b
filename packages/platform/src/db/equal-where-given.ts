import { type Column, eq, type SQL } from 'drizzle-orm';

/** A list filter by equality: a value that is not given filters nothing. */
export function equalWhereGiven<T>(column: Column, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}
