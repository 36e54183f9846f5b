import { describe, expect, it } from 'vitest';
import { createRowPrinter, fittedWidths, type OutputFormat } from './row-printer.ts';

const columns = [
  { header: 'Code', value: (row: { code: string; amount: number }) => row.code },
  { header: 'Amount', value: (row: { code: string; amount: number }) => row.amount },
];

function print(format: OutputFormat, pages: { code: string; amount: number }[][]) {
  let out = '';
  const printer = createRowPrinter(
    (chunk) => {
      out += chunk;
    },
    format,
    columns,
  );
  for (const page of pages) printer.page(page);
  printer.end('No results found');
  return out;
}

const pages = [[{ code: 'S-1', amount: 5 }], [{ code: 'S-22', amount: 1000 }]];

describe('printing a list page by page', () => {
  it('writes one JSON document across pages, and [] for none', () => {
    expect(JSON.parse(print('json', pages))).toEqual(pages.flat());
    expect(print('json', [])).toBe('[]\n');
  });

  it('writes a JSON object per line', () => {
    expect(print('jsonl', pages)).toBe('{"code":"S-1","amount":5}\n{"code":"S-22","amount":1000}\n');
  });

  it('writes CSV with one header line, quoting as RFC 4180 asks', () => {
    expect(print('csv', [[{ code: 'S,1', amount: 5 }], [{ code: 'S-2', amount: 7 }]])).toBe(
      'Code,Amount\r\n"S,1",5\r\nS-2,7\r\n',
    );
  });

  it('aligns a table under one header, and says when there is nothing', () => {
    expect(print('table', [pages.flat()])).toBe('Code  Amount\nS-1   5\nS-22  1000\n');
    expect(print('table', [])).toBe('No results found\n');
  });

  it('writes the CSV header once when there are no rows, even across an empty page', () => {
    expect(print('csv', [[]])).toBe('Code,Amount\r\n');
    expect(print('csv', [])).toBe('Code,Amount\r\n');
  });

  it('shows timestamps on a terminal as the web app’s tables do, and keeps them in CSV', () => {
    const dated = [{ header: 'Created', value: (row: { at: string }) => row.at }];
    let table = '';
    const printer = createRowPrinter((chunk) => (table += chunk), 'table', dated);
    printer.page([{ at: '2026-03-04T05:06:07.000Z' }]);
    expect(table).toBe('Created\n04-03-2026 05:06\n');
  });

  it('cuts the widest columns to fit the terminal, to no narrower than six', () => {
    expect(fittedWidths([4, 30, 10], 40)).toEqual([4, 22, 10]);
    expect(fittedWidths([4, 30, 10], undefined)).toEqual([4, 30, 10]);
    expect(fittedWidths([8, 8], 4)).toEqual([6, 6]);
  });
});
