import { formatTableDate } from '@ops/core/dates';
import { type CsvValue, encodeCsv } from '@ops/core/export';

/** One column of a list on a terminal or in CSV. */
export interface OutputColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
  /** An amount's currency, for machines: CSV writes it in a column of its own beside the amount (`csvColumnsOf`). */
  currency?: ((row: Row) => string | null) | undefined;
}

/**
 * The columns CSV writes: an amount with a `currency` is two, its minor units under its header and its currency
 * under the header and ' currency' ('Total volume', 'Total volume currency'), so a script reads a number.
 */
export function csvColumnsOf<Row>(columns: readonly OutputColumn<Row>[]): OutputColumn<Row>[] {
  return columns.flatMap(({ header, value, currency }) =>
    currency
      ? [
          { header, value },
          { header: `${header} currency`, value: currency },
        ]
      : [{ header, value }],
  );
}

export type OutputFormat = 'table' | 'json' | 'jsonl' | 'csv';

export function outputFormatOf(flags: {
  json?: boolean | string;
  jsonl?: boolean | string;
  csv?: boolean;
}): OutputFormat {
  if (flags.json) return 'json';
  if (flags.jsonl) return 'jsonl';
  if (flags.csv) return 'csv';
  return 'table';
}

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A cell as a terminal shows it: a timestamp as the web app's tables show it ('DD-MM-YYYY HH:mm', UTC); CSV and
 * JSON keep the ISO 8601 timestamp.
 */
export const text = (value: CsvValue) => {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && isoMoment.test(value) ? formatTableDate(value) : String(value);
};

/** The narrowest a cut column gets. */
const minimumWidth = 6;

/**
 * Column widths that fit `width` (two spaces between columns): the widest column is cut a character at a time
 * until the table fits, or until every column is as narrow as it may get.
 */
export function fittedWidths(natural: readonly number[], width: number | undefined): number[] {
  const widths = [...natural];
  if (!width) return widths;
  const total = () => widths.reduce((sum, each) => sum + each, 0) + 2 * (widths.length - 1);
  while (total() > width) {
    const widest = widths.indexOf(Math.max(...widths));
    if ((widths[widest] ?? 0) <= minimumWidth) break;
    widths[widest] = (widths[widest] ?? 0) - 1;
  }
  return widths;
}

/** A cell padded to its column, or cut to it with '…'. */
const fitted = (cell: string, width: number) =>
  cell.length > width ? `${cell.slice(0, Math.max(width - 1, 0))}…` : cell.padEnd(width);

/**
 * Prints a list page by page as it arrives (`--all` streams every page without holding them): an aligned table
 * (columns sized per page), one JSON document, one JSON object per line, or CSV. JSON and JSON lines carry the
 * platform's objects as they are (amounts in minor units); the table and CSV show the columns.
 */
export function createRowPrinter<Row>(
  write: (chunk: string) => void,
  format: OutputFormat,
  columns: readonly OutputColumn<Row>[],
  /** A terminal's width: a wider table has its widest columns cut to fit, ending in '…'. */
  width?: number,
) {
  let printed = 0;
  let csvHeaderWritten = false;
  const csvColumns = csvColumnsOf(columns);
  const headers = (format === 'csv' ? csvColumns : columns).map((column) => column.header);
  const csvHeader = () => {
    csvHeaderWritten = true;
    return encodeCsv(headers, []);
  };
  return {
    page(rows: readonly Row[]) {
      if (format === 'jsonl') {
        for (const row of rows) write(`${JSON.stringify(row)}\n`);
      } else if (format === 'json') {
        for (const [index, row] of rows.entries())
          write(`${printed + index === 0 ? '[\n' : ',\n'}${JSON.stringify(row)}`);
      } else if (format === 'csv') {
        const csv = encodeCsv(
          headers,
          rows.map((row) => csvColumns.map((column) => column.value(row))),
        );
        const body = csv.slice(csv.indexOf('\r\n') + 2);
        write(csvHeaderWritten ? body : `${csvHeader()}${body}`);
      } else if (rows.length > 0) {
        const cells = rows.map((row) => columns.map((column) => text(column.value(row))));
        const lines = printed === 0 ? [headers, ...cells] : cells;
        const widths = fittedWidths(
          headers.map((_, index) => Math.max(...[headers, ...cells].map((line) => line[index]?.length ?? 0))),
          width,
        );
        for (const line of lines)
          write(
            `${line
              .map((cell, index) => fitted(cell, widths[index] ?? 0))
              .join('  ')
              .trimEnd()}\n`,
          );
      }
      printed += rows.length;
    },
    end(emptyMessage: string) {
      if (format === 'json') write(printed === 0 ? '[]\n' : '\n]\n');
      else if (format === 'csv' && !csvHeaderWritten) write(csvHeader());
      else if (format === 'table' && printed === 0) write(`${emptyMessage}\n`);
    },
  };
}
