import { cellText, csvLine } from '@ops/core/export';
import { type ListColumn, listColumns } from '@ops/core/lists';
import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import { listTableColumns } from './list-table-columns.ts';

interface Row {
  code: string;
  amount: number;
}

const columns: readonly ListColumn<Row>[] = listColumns<Row>([
  { field: 'code', headerKey: 'payoutScreens.columns.code', value: (row) => row.code },
  {
    field: 'amount',
    headerKey: 'payoutScreens.columns.amount',
    kind: 'money',
    value: (row) => ({ amount: row.amount, currency: 'EUR' }),
  },
]);

describe('listTableColumns', () => {
  const row = { code: 'PO-1', amount: 123_456 };

  it("takes the id, header and CSV value from core's column, amounts in core's CSV money format", () => {
    const column = listTableColumns(columns, i18nObject('en'), 'en');
    const amount = column('amount');
    expect(amount.id).toBe('amount');
    expect(amount.header).toBe('Amount');
    expect(cellText(amount.csv?.(row))).toBe('€1,234.56');
    expect(amount.cell(row)).toBe('€1,234.56');
    expect(cellText(listTableColumns(columns, i18nObject('nl'), 'nl')('amount').csv?.(row))).toMatch(/^€\s1\.234,56$/);
  });

  it('writes an amount as a figure, so a negative one is not neutralised in the CSV file', () => {
    const amount = listTableColumns(columns, i18nObject('en'), 'en')('amount');
    expect(csvLine([amount.csv?.({ code: 'PO-2', amount: -500 })])).toBe('-€5.00\r\n');
  });

  it("keeps the web's additions on top and refuses a field the list lacks", () => {
    const column = listTableColumns(columns, i18nObject('en'), 'en');
    const code = column('code', { cell: (shown) => `#${shown.code}`, size: 90, sortable: true });
    expect(code).toMatchObject({ id: 'code', size: 90, sortable: true });
    expect(code.cell(row)).toBe('#PO-1');
    expect(code.csv?.(row)).toBe('PO-1');
    expect(() => column('total')).toThrow("The list has no column 'total'");
  });
});
