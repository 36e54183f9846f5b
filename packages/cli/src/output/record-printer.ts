import { encodeCsv } from '@ops/core/export';
import { createRowPrinter, csvColumnsOf, type OutputColumn, type OutputFormat, text } from './row-printer.ts';

/** A list that belongs to a shown record, e.g. a division's virtual accounts or a batch's items. */
export interface RecordSection {
  title: string;
  /** Prints the section's rows as an aligned table. */
  print(write: (chunk: string) => void, emptyMessage: string): void;
}

export function recordSection<Row>(
  title: string,
  columns: readonly OutputColumn<Row>[],
  rows: readonly Row[],
): RecordSection {
  return {
    title,
    print(write, emptyMessage) {
      const printer = createRowPrinter(write, 'table', columns);
      printer.page(rows);
      printer.end(emptyMessage);
    },
  };
}

/**
 * Prints one record (`ops … show <code>`): on a terminal its fields one a line, label beside value, then its
 * sections as tables; `--json` the whole answer as one document, `--jsonl` the same on one line; `--csv` the
 * fields as one row under their headers, an amount as its minor units beside a column of its currency.
 */
export function printRecord<Row>(
  write: (chunk: string) => void,
  format: OutputFormat,
  record: { fields: readonly OutputColumn<Row>[]; row: Row; document: unknown; sections?: readonly RecordSection[] },
  emptyMessage: string,
): void {
  const { fields, row, document, sections = [] } = record;
  if (format === 'json') {
    write(`${JSON.stringify(document, null, 2)}\n`);
  } else if (format === 'jsonl') {
    write(`${JSON.stringify(document)}\n`);
  } else if (format === 'csv') {
    const columns = csvColumnsOf(fields);
    write(
      encodeCsv(
        columns.map((field) => field.header),
        [columns.map((field) => field.value(row))],
      ),
    );
  } else {
    const width = Math.max(...fields.map((field) => field.header.length));
    for (const field of fields) {
      const line = `${field.header.padEnd(width)}  ${text(field.value(row))}`;
      write(`${line.trimEnd()}\n`);
    }
    for (const section of sections) {
      write(`\n${section.title}\n`);
      section.print(write, emptyMessage);
    }
  }
}
