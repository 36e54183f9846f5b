import { type Column, or, sql } from 'drizzle-orm';

/** `%`, `_` and the escape character itself are wildcards to LIKE; a search for them means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`);

/** LIKE pattern of a case-insensitive prefix search, to compare with `lower(column)`. */
export const startsWithPattern = (text: string) => `${escapeLike(text.toLowerCase())}%`;

/** LIKE pattern of a case-insensitive search anywhere in the text, to compare with `lower(column)`. */
export const containsPattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/**
 * A case-insensitive prefix search over several codes: a row matches when any of them starts with the text. Compared
 * as `lower(column) like`, which an index on `lower(column) text_pattern_ops` answers (`lowerPrefix` of the schema's
 * columns); `ilike` is read row by row.
 */
export const anyStartsWith = (text: string, columns: Column[]) =>
  or(...columns.map((column) => sql`lower(${column}) like ${startsWithPattern(text)}`));
