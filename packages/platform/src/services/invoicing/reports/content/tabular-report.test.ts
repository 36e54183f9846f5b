import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { writeCsvReport } from '../csv-report-writer.ts';
import type { ReportFileSink } from '../report-file-store.ts';
import { money } from './report-content.ts';
import { tabularReport } from './tabular-report.ts';

interface Line {
  code: string;
  seller: string;
  reference: string | null;
  amount: number;
  currency: string;
}

/** Lines in code order, answered a page at a time as a keyset query would. */
function pagesOf(lines: readonly Line[]) {
  const asked: number[] = [];
  const readPage = async (after: Line | undefined, limit: number) => {
    const start = after ? lines.indexOf(after) + 1 : 0;
    asked.push(start);
    return lines.slice(start, start + limit);
  };
  return { readPage, asked };
}

async function csvOf(lines: readonly Line[]) {
  const { readPage, asked } = pagesOf(lines);
  const content = tabularReport<Line>({
    title: 'Test',
    facts: [],
    columns: [
      { header: 'Code', weight: 1, value: (line) => line.code },
      { header: 'Seller', weight: 1, value: (line) => line.seller },
      { header: 'Reference', weight: 1, value: (line) => line.reference },
      { header: 'Amount', weight: 1, align: 'right', value: (line) => money(line.amount, line.currency) },
    ],
    readPage,
    counts: (line) => ({ currency: line.currency, amount: line.amount }),
  });
  let text = '';
  const sink: ReportFileSink = {
    async write(chunk) {
      text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    },
    async close() {
      return text.length;
    },
  };
  const rowCount = await writeCsvReport(content, sink);
  return { text, rowCount, asked };
}

describe('a list report (tabularReport through the CSV writer)', () => {
  it("writes each line as its columns' cells, a seller's formula as inert text and amounts as numbers", async () => {
    const { text, rowCount } = await csvOf([
      { code: 'TX-1', seller: '=HYPERLINK("http://evil.example","x")', reference: '-1', amount: -500, currency: 'EUR' },
      { code: 'TX-2', seller: 'Bakker', reference: null, amount: 1_250, currency: 'EUR' },
      { code: 'TX-3', seller: '@Shop', reference: 'order 7', amount: 300, currency: 'GBP' },
    ]);
    expect(rowCount).toBe(3);
    expect(text.split('\r\n')).toEqual([
      'Code,Seller,Reference,Amount',
      `TX-1,"'=HYPERLINK(""http://evil.example"",""x"")","'-1",-5.00`,
      'TX-2,Bakker,,12.50',
      `TX-3,"'@Shop",order 7,3.00`,
      'Total EUR,,,7.50',
      'Total GBP,,,3.00',
      '',
    ]);
    const [, first] = parse(text) as string[][];
    expect(first?.[1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it('reads the lines in pages of 5,000, each after the last of the one before', async () => {
    const lines = Array.from({ length: 10_001 }, (_, index) => ({
      code: `TX-${index}`,
      seller: 'Bakker',
      reference: null,
      amount: 1,
      currency: 'EUR',
    }));
    const { text, rowCount, asked } = await csvOf(lines);
    expect(asked).toEqual([0, 5_000, 10_000]);
    expect(rowCount).toBe(10_001);
    expect(text.endsWith('Total EUR,,,100.01\r\n')).toBe(true);
  });
});
