import { getTableColumns, type InferInsertModel, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Row<Table extends PgTable> = InferInsertModel<Table>;
/** A column of the table by its name in TypeScript (an identity column too, which inserts leave out). */
type Key<Table extends PgTable> = keyof Table['_']['columns'] & string;

/** The table's columns of these keys, in the keys' order. */
function columnsOf<Table extends PgTable>(table: Table, keys: readonly Key<Table>[]): [Key<Table>, PgColumn][] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return [key, column];
  });
}

/** A row's value at a position of its JSON array, as the column's type (a JSON null is SQL null). */
function valueAt(column: PgColumn, position: number): SQL {
  const type = column.getSQLType();
  const at = sql.raw(String(position));
  return type === 'jsonb' ? sql`nullif(value -> ${at}, 'null')` : sql`(value ->> ${at})::${sql.raw(type)}`;
}

/**
 * `(select … from jsonb_array_elements(<rows>)) as <alias>`: these columns of a table for rows of a bulk statement,
 * passed as one JSON parameter (a thousand rows of two dozen columns bound one by one cost more to build and parse
 * than to store), each row an array of its values in the keys' order (half the bytes of objects that repeat every
 * column's name), each column named and typed as the table declares it (drizzle's): no list is written by hand. A
 * row's missing (undefined) value is null.
 */
export function jsonRecordset<Table extends PgTable>(
  table: Table,
  alias: string,
  keys: readonly Key<Table>[],
  rows: readonly Partial<Row<Table>>[],
): SQL {
  const columns = columnsOf(table, keys);
  const values = rows.map((row: Record<string, unknown>) => columns.map(([key]) => row[key]));
  const selected = sql.join(
    columns.map(([, column], position) => sql`${valueAt(column, position)} as ${sql.identifier(column.name)}`),
    sql`, `,
  );
  return sql`(select ${selected} from jsonb_array_elements(${JSON.stringify(values)}::jsonb) as listed (value))
    as ${sql.identifier(alias)}`;
}

export interface JsonInsertOptions<Table extends PgTable> {
  /** The name the rows go by in `computed`, their columns by the table's names (`line.allocated_by`). */
  alias: string;
  /** Columns the database fills: an identity, a default such as now(). */
  omit?: readonly Key<Table>[];
  /** Columns written from an expression over the rows (by `alias`) instead of a value of their own. */
  computed?: Partial<Record<Key<Table>, SQL>>;
}

/**
 * `insert into <table> (<columns>) select … from <rows>`: rows written by one statement with one parameter
 * (`jsonRecordset`), every column of the table but the omitted ones, in the rows' order. The caller adds
 * `on conflict` and `returning` as it needs.
 */
export function insertJsonRows<Table extends PgTable>(
  table: Table,
  rows: readonly Partial<Row<Table>>[],
  { alias, omit = [], computed = {} }: JsonInsertOptions<Table>,
): SQL {
  const keys = Object.keys(getTableColumns(table)) as Key<Table>[];
  const given = keys.filter((key) => !omit.includes(key) && !(key in computed));
  const written = columnsOf(table, [...given, ...keys.filter((key) => key in computed)]);
  const names = sql.join(
    written.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    written.map(([key, column]) => computed[key] ?? sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${values} from ${jsonRecordset(table, alias, given, rows)}`;
}
