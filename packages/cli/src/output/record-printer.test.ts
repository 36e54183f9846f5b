import { describe, expect, it } from 'vitest';
import { printRecord, recordSection } from './record-printer.ts';
import type { OutputFormat } from './row-printer.ts';

interface Batch {
  code: string;
  total: number;
  items: { code: string; amount: number }[];
}

const batch: Batch = {
  code: 'PO-1',
  total: 1500,
  items: [
    { code: 'PR-1', amount: 500 },
    { code: 'PR-22', amount: 1000 },
  ],
};

function print(format: OutputFormat, shown: Batch) {
  let out = '';
  printRecord(
    (chunk) => {
      out += chunk;
    },
    format,
    {
      fields: [
        { header: 'Code', value: (row: Batch) => row.code },
        { header: 'Total amount', value: (row: Batch) => row.total },
      ],
      row: shown,
      document: shown,
      sections: [
        recordSection(
          'Items',
          [
            { header: 'Code', value: (item: Batch['items'][number]) => item.code },
            { header: 'Amount', value: (item: Batch['items'][number]) => item.amount },
          ],
          shown.items,
        ),
      ],
    },
    'No results found',
  );
  return out;
}

describe('printing one record', () => {
  it('shows label beside value on a terminal, then each section as a table', () => {
    expect(print('table', batch)).toBe(
      ['Code          PO-1', 'Total amount  1500', '', 'Items', 'Code   Amount', 'PR-1   500', 'PR-22  1000', ''].join(
        '\n',
      ),
    );
  });

  it('says a section is empty', () => {
    expect(print('table', { ...batch, items: [] })).toContain('Items\nNo results found\n');
  });

  it('writes the whole answer as JSON, on one line with --jsonl, and the fields as one CSV row', () => {
    expect(JSON.parse(print('json', batch))).toEqual(batch);
    expect(print('jsonl', batch).split('\n')).toHaveLength(2);
    expect(print('csv', batch)).toBe('Code,Total amount\r\nPO-1,1500\r\n');
  });
});
