import type { CsvValue } from '@ops/core/export';
import type { PdfColumn } from '../../../../pdf/index.ts';
import { reportFileTexts as texts } from '../report-messages.ts';
import { currencyTotals, pagedRows, type ReportContent } from './report-content.ts';

/** The lines a list report reads from the database a page at a time. */
const pageSize = 5000;

/** A column of a list report: its header and width, and its cell of a line (text, a figure for an amount, or null). */
export interface ReportColumn<Line> extends PdfColumn {
  value(line: Line): CsvValue;
}

/**
 * The frame of a report that is one list (transactions, payouts, fees): the lines of a query read by keyset pages
 * of 5,000 (`readPage` answers at most `limit` lines after the one given, in order), each written as a row of its columns'
 * values, and under the table each currency's total of what the lines count. The statement is not a list: it has
 * balances before and after (`statement-content.ts`).
 */
export function tabularReport<Line>(frame: {
  title: string;
  facts: [string, string][];
  columns: readonly ReportColumn<Line>[];
  readPage(after: Line | undefined, limit: number): Promise<Line[]>;
  /** What a line adds to its currency's total, in minor units. */
  counts(line: Line): { currency: string; amount: number };
}): ReportContent {
  const { columns, readPage, counts } = frame;
  const totals = currencyTotals();
  async function* rows(): AsyncGenerator<readonly CsvValue[]> {
    for await (const line of pagedRows<Line>((after) => readPage(after, pageSize), pageSize)) {
      const { currency, amount } = counts(line);
      totals.add(currency, amount);
      yield columns.map((column) => column.value(line));
    }
  }
  return {
    title: frame.title,
    facts: frame.facts,
    columns,
    rows: rows(),
    totals: () => totals.lines(texts.total()),
  };
}
