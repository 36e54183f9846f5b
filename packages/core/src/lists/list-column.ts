import type { Locales, TranslationFunctions } from '@ops/locales';
import { type MessageKey, translate } from '../actions/message-key.ts';
import { type CsvFigure, type CsvValue, csvFigure } from '../export/csv.ts';
import { formatMoney } from '../money/formatting.ts';

/** An amount in minor units of its currency (EUR 10.00 is 1000). */
export interface MoneyCell {
  amount: number;
  currency: string;
}

/** What a cell holds: text, a number, a flag, nothing, an amount, or several amounts (a seller's balances). */
export type ListCell = CsvValue | MoneyCell | readonly MoneyCell[];

/**
 * What a column holds: text, a whole number, a flag, a moment (ISO 8601), a calendar day, or an amount (a
 * `MoneyCell`, or several: a seller's balances).
 */
export type ColumnKind = 'text' | 'integer' | 'boolean' | 'timestamp' | 'date' | 'money';

/** What every column has: the row's field it shows (the web's column id) and its header (a dictionary key). */
interface ColumnOf {
  field: string;
  headerKey: MessageKey;
  /** Its name in the machine formats when not `field` (the sellers' `balance` is `confirmedBalance` there). */
  machineField?: string;
}

/** A column of text, a number, a flag, a moment or a day: its kind says which, for `ops schema` (text unless said). */
export interface PlainListColumn<Row> extends ColumnOf {
  kind?: Exclude<ColumnKind, 'money'>;
  value(row: Row): CsvValue;
}

/**
 * A column of amounts: its kind is 'money', which the machine formats split into the amount in minor units and its
 * currency (`machine-fields.ts`); a column whose value is an amount does not compile without it.
 */
export interface MoneyListColumn<Row> extends ColumnOf {
  kind: 'money';
  value(row: Row): MoneyCell | readonly MoneyCell[] | null;
}

/** One column of a list, the same in the web's tables and the cli's. */
export type ListColumn<Row> = PlainListColumn<Row> | MoneyListColumn<Row>;

/**
 * A column's header in the reader's language. The cli takes it from here rather than from the action registry's
 * module, whose bundle chunk would load every action (and its schemas) with a reading command.
 */
export function columnHeader(t: TranslationFunctions, column: { headerKey: MessageKey }): string {
  return translate(t, column.headerKey);
}

/**
 * How cells are written: in the reader's language, or with amounts in minor units (`--raw`). The machine formats
 * write an amount's minor units and its currency apart (`machine-fields.ts`).
 */
export interface CellFormat {
  locale: Locales;
  raw?: boolean | undefined;
}

const isMoney = (cell: ListCell): cell is MoneyCell =>
  typeof cell === 'object' && cell !== null && !Array.isArray(cell) && 'currency' in cell;

/**
 * The CSV money format of a list a reader exports: the amount as the screens show it in the reader's language
 * ('€500.00', '€ 500,00'; RFC 4180 quotes it when it holds a comma) or its minor units (`raw`: 50000). A number or
 * a figure (`@ops/core/export`), never text, so a negative amount is written as it is ('-€5.00'), not neutralised
 * as a formula.
 */
export function csvMoney(money: MoneyCell, format: CellFormat): CsvFigure | number {
  return format.raw ? money.amount : csvFigure(formatMoney(money.amount, money.currency, format.locale));
}

/** A cell as CSV writes it (text, a number, a figure), on a terminal and in CSV alike; several amounts join with ' · '. */
export function cellValue(cell: ListCell, format: CellFormat): CsvValue {
  if (Array.isArray(cell)) {
    return cell.length === 0 ? '' : csvFigure(cell.map((money: MoneyCell) => csvMoney(money, format)).join(' · '));
  }
  if (isMoney(cell)) return csvMoney(cell, format);
  return cell as CsvValue;
}

/** `ListColumn`s with the row type checked against each one's value. */
export const listColumns = <Row>(columns: readonly ListColumn<Row>[]): readonly ListColumn<Row>[] => columns;
