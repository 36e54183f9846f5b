import { encodeCsv } from '@ops/core/export';
import type { MachineRecord } from '@ops/core/lists';

/** What `--jq` or `--template` prints for a list's whole JSON document instead of it. */
export type DocumentFilter = (document: unknown) => string;

/** How a list prints for scripts: its records, the fields asked for, and `--jq` or `--template` when given. */
export interface MachinePrinting<Row> {
  format: 'json' | 'jsonl' | 'csv';
  recordOf(row: Row): MachineRecord;
  fields: readonly string[];
  filter?: DocumentFilter | undefined;
}

/**
 * Prints a list's machine records page by page: one JSON document (an array, an object a line), one object a line,
 * or CSV headed by the field names (core's guarded encoder: amounts are numbers, text that starts like a formula
 * is neutralised). With `--jq` or `--template` the JSON document is held until the last page, then filtered once.
 */
export function createMachinePrinter<Row>(write: (chunk: string) => void, printing: MachinePrinting<Row>) {
  const { format, fields, filter } = printing;
  const picked = (row: Row) => {
    const record = printing.recordOf(row);
    return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
  };
  const held: MachineRecord[] = [];
  let printed = 0;
  const csvHeader = () => encodeCsv(fields, []);
  return {
    page(rows: readonly Row[]) {
      if (filter) {
        for (const row of rows) held.push(picked(row));
      } else if (format === 'jsonl') {
        for (const row of rows) write(`${JSON.stringify(picked(row))}\n`);
      } else if (format === 'json') {
        for (const [index, row] of rows.entries())
          write(`${printed + index === 0 ? '[\n' : ',\n'}${JSON.stringify(picked(row))}`);
      } else if (rows.length > 0) {
        const csv = encodeCsv(
          fields,
          rows.map((row) => Object.values(picked(row))),
        );
        write(printed === 0 ? csv : csv.slice(csv.indexOf('\r\n') + 2));
      }
      printed += rows.length;
    },
    end() {
      if (filter) write(filter(held));
      else if (format === 'json') write(printed === 0 ? '[]\n' : '\n]\n');
      else if (format === 'csv' && printed === 0) write(csvHeader());
    },
  };
}
