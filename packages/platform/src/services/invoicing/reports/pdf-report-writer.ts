import { cellText } from '@ops/core/export';
import { createPdfDocument, drawPdfHeader, numberPdfPages, startPdfTable } from '../../../pdf/index.ts';
import type { ReportContent } from './content/report-content.ts';
import type { ReportFileSink } from './report-file-store.ts';
import { reportFileTexts as texts } from './report-messages.ts';

/**
 * Writes the report as a PDF a person can hand to an auditor: the title and facts (merchant, division, account,
 * period), the table with its header on every page, the totals, and 'Page n of m' on each page. Answers the
 * number of rows. The pages are kept until the end to number them, so a PDF is for statements people read; a
 * report of millions of lines is asked for as CSV.
 */
export async function writePdfReport(content: ReportContent, sink: ReportFileSink): Promise<number> {
  const document = createPdfDocument({ title: content.title, layout: 'landscape' });
  drawPdfHeader(document, content.title, content.facts);
  const table = startPdfTable(document, content.columns);
  let rowCount = 0;
  for await (const row of content.rows) {
    table.row(row.map(cellText));
    rowCount += 1;
  }
  const totals = content.totals().map(([label, value]): [string, string] => [label, value.text]);
  table.totals([...totals, [texts.total(), texts.rows({ count: rowCount })]]);
  numberPdfPages(document, (page, pages) => texts.page({ page, pages }));
  document.end();
  for await (const bytes of document as AsyncIterable<Uint8Array>) await sink.write(bytes);
  return rowCount;
}
