import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import { translate } from '../actions/message-key.ts';
import { cellText, csvLine } from '../export/csv.ts';
import { balanceTransferColumns } from './balance-transfer-columns.ts';
import { cellValue, csvMoney } from './list-column.ts';
import { payoutBatchColumns } from './payout-batch-columns.ts';
import { payoutRequestColumns } from './payout-request-columns.ts';
import { sellerColumns } from './seller-columns.ts';
import { transactionColumns } from './transaction-columns.ts';

const lists = [payoutRequestColumns, payoutBatchColumns, balanceTransferColumns, sellerColumns, transactionColumns];

describe('the list columns', () => {
  it('have a header in English and Dutch and a field each, none twice in a list', () => {
    for (const columns of lists) {
      const fields = columns.map((column) => column.field);
      expect(new Set(fields).size).toBe(fields.length);
      for (const locale of ['en', 'nl'] as const) {
        for (const column of columns) expect(translate(i18nObject(locale), column.headerKey).trim()).not.toBe('');
      }
    }
    expect(payoutRequestColumns.map((column) => translate(i18nObject('en'), column.headerKey))).toContain('Amount');
  });

  it('write amounts in one CSV money format: as the screens show them, or in minor units when raw', () => {
    const money = { amount: 123_456, currency: 'EUR' };
    expect(cellText(csvMoney(money, { locale: 'en' }))).toBe('€1,234.56');
    expect(cellText(csvMoney(money, { locale: 'nl' }))).toMatch(/^€\s1\.234,56$/);
    expect(csvMoney(money, { locale: 'en', raw: true })).toBe(123_456);
    expect(cellText(cellValue([money, { amount: 500, currency: 'USD' }], { locale: 'en' }))).toBe('€1,234.56 · $5.00');
    expect(cellValue('PO-1', { locale: 'en', raw: true })).toBe('PO-1');
    expect(cellValue(null, { locale: 'en' })).toBeNull();
  });

  it('write amounts as figures, so a negative one is not neutralised as a formula in CSV', () => {
    const refund = { amount: -500, currency: 'EUR' };
    expect(csvLine([csvMoney(refund, { locale: 'en' }), cellValue([refund], { locale: 'en' })])).toBe(
      '-€5.00,-€5.00\r\n',
    );
    expect(csvLine([csvMoney(refund, { locale: 'en', raw: true })])).toBe('-500\r\n');
  });
});
