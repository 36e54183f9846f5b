import { describe, expect, it } from 'vitest';
import type { ListedAccountHolder } from '../contract/index.ts';
import { csvFigure } from '../export/csv.ts';
import { bankLineColumns } from './bank-line-columns.ts';
import { listColumns } from './list-column.ts';
import { machineFieldsOf, machineRecordOf } from './machine-fields.ts';
import { sellerColumns } from './seller-columns.ts';

const balance = (confirmedBalance: number, currency: string) => ({ confirmedBalance, currency });
const seller = (balances: { confirmedBalance: number; currency: string }[]) =>
  ({
    code: 'AH-1',
    name: '=SUM(A1)',
    balances,
    createdAt: '2026-01-02T03:04:05.000Z',
  }) as unknown as ListedAccountHolder;

describe('the machine fields of a list', () => {
  it('split an amount into an integer in minor units and its currency, typed for ops schema', () => {
    const fields = machineFieldsOf(sellerColumns);
    expect(fields.map((field) => field.name)).toEqual([
      'code',
      'name',
      'email',
      'status',
      'kycStatus',
      'legalForm',
      'confirmedBalance',
      'confirmedBalanceCurrency',
      'createdAt',
    ]);
    expect(fields.find((field) => field.name === 'confirmedBalance')?.type).toBe('integer');
    expect(fields.find((field) => field.name === 'confirmedBalanceCurrency')?.type).toBe('currency');
    expect(fields.find((field) => field.name === 'createdAt')?.type).toBe('timestamp');
  });

  it('name the currency of `amount` `currency`, once, where the list has a currency column already', () => {
    const names = machineFieldsOf(bankLineColumns).map((field) => field.name);
    expect(names.filter((name) => name === 'currency')).toHaveLength(1);
    expect(names).not.toContain('amountCurrency');
  });

  it('write a row exactly: text as typed, several balances in one currency summed, mixed currencies as null', () => {
    const one = machineRecordOf(sellerColumns, seller([balance(-1_050, 'EUR'), balance(50_000, 'EUR')]));
    expect(one).toMatchObject({ code: 'AH-1', name: '=SUM(A1)', confirmedBalance: 48_950 });
    expect(one.confirmedBalanceCurrency).toBe('EUR');
    const mixed = machineRecordOf(sellerColumns, seller([balance(1, 'EUR'), balance(2, 'USD')]));
    expect(mixed).toMatchObject({ confirmedBalance: null, confirmedBalanceCurrency: null });
    expect(machineRecordOf(sellerColumns, seller([]))).toMatchObject({ confirmedBalance: null });
  });

  it('give a figure as its text and nothing as null', () => {
    const columns = listColumns<{ figure: string }>([
      { field: 'figure', headerKey: 'sellers.list.columns.code', value: (row) => csvFigure(row.figure) },
      { field: 'none', headerKey: 'sellers.list.columns.name', value: () => undefined },
    ]);
    expect(machineRecordOf(columns, { figure: '12.30' })).toEqual({ figure: '12.30', none: null });
  });
});
