import { CsvFigure } from '../export/csv.ts';
import type { ListCell, ListColumn, MoneyCell } from './list-column.ts';

/** A field's type in the machine formats (`--json`, `--jsonl`, `--csv`), as `ops schema` names it. */
export type MachineType = 'string' | 'integer' | 'boolean' | 'timestamp' | 'date' | 'currency';

/** One field of a list's machine record. */
export interface MachineField {
  name: string;
  type: MachineType;
}

/** A value of a machine record: exact and unformatted, whatever the reader's language. */
export type MachineValue = string | number | boolean | null;

/** A list's row for scripts: each field by name, an amount as an integer in minor units beside its currency. */
export type MachineRecord = Record<string, MachineValue>;

/** A column's name in the machine formats. */
const nameOf = (column: ListColumn<never>) => column.machineField ?? column.field;

/** The currency field beside an amount: `amount` has `currency`, any other `<name>` has `<name>Currency`. */
const currencyFieldOf = (amountField: string) => (amountField === 'amount' ? 'currency' : `${amountField}Currency`);

/**
 * The machine fields of a list's columns, in the columns' order: a money column is two, its amount (an integer in
 * minor units) and its currency (left out when the list has a column of that name already, as a bank line's
 * `currency`); any other column is one, typed by its `kind`.
 */
export function machineFieldsOf<Row>(columns: readonly ListColumn<Row>[]): MachineField[] {
  const names = new Set(columns.map(nameOf));
  return columns.flatMap((column): MachineField[] => {
    const name = nameOf(column);
    const kind = column.kind ?? 'text';
    if (kind !== 'money') return [{ name, type: kind === 'text' ? 'string' : kind }];
    const currency = currencyFieldOf(name);
    return names.has(currency)
      ? [{ name, type: 'integer' }]
      : [
          { name, type: 'integer' },
          { name: currency, type: 'currency' },
        ];
  });
}

const isMoney = (cell: ListCell): cell is MoneyCell =>
  typeof cell === 'object' && cell !== null && !Array.isArray(cell) && 'currency' in cell;

/**
 * An amount cell as one amount: itself, or several in one currency summed (a seller's balances over its virtual
 * accounts); nothing when empty, or when the amounts are in different currencies (no one figure is exact then).
 */
export function singleAmountOf(cell: ListCell): MoneyCell | null {
  if (isMoney(cell)) return cell;
  if (!Array.isArray(cell) || cell.length === 0) return null;
  const amounts = cell as readonly MoneyCell[];
  const currency = amounts[0]?.currency ?? '';
  if (amounts.some((money) => money.currency !== currency)) return null;
  return { amount: amounts.reduce((sum, money) => sum + money.amount, 0), currency };
}

/** A cell that is not an amount as a machine value: text as it is, a figure as its text, nothing as null. */
function plainValueOf(cell: ListCell): MachineValue {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof CsvFigure) return cell.text;
  if (typeof cell === 'bigint') return Number(cell);
  if (typeof cell === 'object') return JSON.stringify(cell);
  return cell;
}

/** A row as its machine record, with the fields `machineFieldsOf` names. */
export function machineRecordOf<Row>(columns: readonly ListColumn<Row>[], row: Row): MachineRecord {
  const names = new Set(columns.map(nameOf));
  const record: MachineRecord = {};
  for (const column of columns) {
    const name = nameOf(column);
    const cell = column.value(row);
    if ((column.kind ?? 'text') !== 'money') {
      record[name] = plainValueOf(cell);
      continue;
    }
    const money = singleAmountOf(cell);
    record[name] = money?.amount ?? null;
    const currency = currencyFieldOf(name);
    if (!names.has(currency)) record[currency] = money?.currency ?? null;
  }
  return record;
}
