import { type CsvValue, encodeCsv } from '@ops/core/export';

/** One column of a list on a terminal or in CSV. */
export interface OutputColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

export type OutputFormat = 'table' | 'json' | 'jsonl' | 'csv';

export function outputFormatOf(flags: { json?: boolean; jsonl?: boolean; csv?: boolean }): OutputFormat {
  if (flags.json) return 'json';
  if (flags.jsonl) return 'jsonl';
  if (flags.csv) return 'csv';
  return 'table';
}

const text = (value: CsvValue) => (value === null || value === undefined ? '' : String(value));

/**
 * Prints a list page by page as it arrives (`--all` streams every page without holding them): an aligned table
 * (columns sized per page), one JSON document, one JSON object per line, or CSV. JSON and JSON lines carry the
 * platform's objects as they are (amounts in minor units); the table and CSV show the columns.
 */
export function createRowPrinter<Row>(
  write: (chunk: string) => void,
  format: OutputFormat,
  columns: readonly OutputColumn<Row>[],
) {
  let printed = 0;
  const headers = columns.map((column) => column.header);
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
          rows.map((row) => columns.map((column) => column.value(row))),
        );
        write(printed === 0 ? csv : csv.slice(csv.indexOf('\r\n') + 2));
      } else if (rows.length > 0) {
        const cells = rows.map((row) => columns.map((column) => text(column.value(row))));
        const lines = printed === 0 ? [headers, ...cells] : cells;
        const widths = headers.map((_, index) =>
          Math.max(...[headers, ...cells].map((line) => line[index]?.length ?? 0)),
        );
        for (const line of lines)
          write(
            `${line
              .map((cell, index) => cell.padEnd(widths[index] ?? 0))
              .join('  ')
              .trimEnd()}\n`,
          );
      }
      printed += rows.length;
    },
    end(emptyMessage: string) {
      if (format === 'json') write(printed === 0 ? '[]\n' : '\n]\n');
      else if (format === 'csv' && printed === 0) write(encodeCsv(headers, []));
      else if (format === 'table' && printed === 0) write(`${emptyMessage}\n`);
    },
  };
}
