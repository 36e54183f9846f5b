import { toMajorString } from '@ops/core/money';
import type { PdfColumn } from '../../../../pdf/index.ts';

/** Minor units as the files show them: '-12.34' for EUR, no thousands separators. */
export const money = toMajorString;

/**
 * What a report says, whatever its format: a title, the facts of its head (period, account, …), a table whose rows
 * arrive one at a time (read from the database in pages, never all at once), and the totals known once every row
 * was read (a statement's closing balance).
 */
export interface ReportContent {
  title: string;
  facts: [string, string][];
  columns: readonly PdfColumn[];
  rows: AsyncIterable<readonly string[]>;
  totals(): [string, string][];
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
  lines(label: string): [string, string][];
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
