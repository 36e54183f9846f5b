import { type CsvFigure, type CsvValue, csvFigure } from '@ops/core/export';
import { toMajorString } from '@ops/core/money';
import type { PdfColumn } from '../../../../pdf/index.ts';

/**
 * Minor units as the files show them: '-12.34' for EUR, no thousands separators; a figure, so CSV writes it as a
 * number (never neutralised as a formula) and keeps its digits.
 */
export const money = (minor: number, currency: string): CsvFigure => csvFigure(toMajorString(minor, currency));

/**
 * What a report says, whatever its format: a title, the facts of its head (period, account, …), a table whose rows
 * arrive one at a time (read from the database in pages, never all at once), and the totals known once every row
 * was read (a statement's closing balance). Cells are typed for core's CSV encoder (`@ops/core/export`): what came
 * from a person (a seller's name, a reference) is text, which CSV neutralises when it starts like a formula, and
 * amounts are figures (`money`); a PDF shows each as its text.
 */
export interface ReportContent {
  title: string;
  facts: [string, string][];
  columns: readonly PdfColumn[];
  rows: AsyncIterable<readonly CsvValue[]>;
  totals(): [string, CsvFigure][];
}

/** The period a report covers, as instants: `[start, end)`, the end never later than when generation began. */
export interface ReportWindow {
  start: string;
  end: string;
}

/** Rows of a query read in pages by a key, so a table of any length never sits in memory. */
export async function* pagedRows<Row>(
  readPage: (after: Row | undefined) => Promise<Row[]>,
  pageSize: number,
): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const page = await readPage(after);
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}

/** Sums per currency, for the totals of a table that may hold several. */
export function currencyTotals(): {
  add(currency: string, amount: number): void;
  lines(label: string): [string, CsvFigure][];
} {
  const sums = new Map<string, number>();
  return {
    add(currency, amount) {
      sums.set(currency, (sums.get(currency) ?? 0) + amount);
    },
    lines(label) {
      return [...sums.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, amount]) => [`${label} ${currency}`, money(amount, currency)]);
    },
  };
}
