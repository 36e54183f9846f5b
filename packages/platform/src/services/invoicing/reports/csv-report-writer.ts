import type { ReportContent } from './content/report-content.ts';
import type { ReportFileSink } from './report-file-store.ts';

const flushCharacters = 64 * 1024;
const numeric = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet would run as a
 * formula (=, +, -, @ first) is prefixed with an apostrophe; amounts such as -12.34 are left as numbers.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !numeric.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Writes the table as CSV while its rows arrive: the header line, one line a row, then the totals, each with its
 * label first and its value in the last column. Answers the number of rows.
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
