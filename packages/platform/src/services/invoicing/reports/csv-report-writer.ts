import { csvLine } from '@ops/core/export';
import type { ReportContent } from './content/report-content.ts';
import type { ReportFileSink } from './report-file-store.ts';

const flushCharacters = 64 * 1024;

/**
 * Writes the table as CSV while its rows arrive, through core's encoder (`@ops/core/export`: text that starts like a
 * formula is neutralised, amounts are figures written as they are): the header line, one line a row, then the
 * totals, each with its label first and its value in the last column. Answers the number of rows.
 */
export async function writeCsvReport(content: ReportContent, sink: ReportFileSink): Promise<number> {
  const width = content.columns.length;
  let buffered = csvLine(content.columns.map((column) => column.header));
  let rowCount = 0;
  for await (const row of content.rows) {
    buffered += csvLine(row);
    rowCount += 1;
    if (buffered.length >= flushCharacters) {
      await sink.write(buffered);
      buffered = '';
    }
  }
  for (const [label, value] of content.totals()) {
    buffered += csvLine([label, ...Array.from({ length: width - 2 }, () => ''), value]);
  }
  await sink.write(buffered);
  return rowCount;
}
