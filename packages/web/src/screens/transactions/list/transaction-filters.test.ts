import { describe, expect, it } from 'vitest';
import { transactionFiltersOf } from './transaction-filters.ts';

const none = { status: undefined, type: undefined, createdFrom: undefined, createdTo: undefined, search: undefined };

describe('transaction filters', () => {
  it('reads the URL: known statuses and types in the filter order, ISO days, a trimmed search', () => {
    expect(
      transactionFiltersOf({
        status: 'RECONCILED,bogus,PENDING_SPLIT',
        type: 'REFUND,PAYMENT',
        createdFrom: '2026-03-01',
        createdTo: '2026-03-31',
        search: '  SP-12 ',
      }),
    ).toEqual({
      statuses: ['PENDING_SPLIT', 'RECONCILED'],
      types: ['PAYMENT', 'REFUND'],
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
      search: 'SP-12',
    });
  });

  it('drops dates that are not ISO days, and an end before the start', () => {
    expect(transactionFiltersOf({ ...none, createdFrom: '01-03-2026', createdTo: '2026-03-31' })).toMatchObject({
      createdFrom: undefined,
      createdTo: '2026-03-31',
    });
    expect(transactionFiltersOf({ ...none, createdFrom: '2026-03-31', createdTo: '2026-03-01' })).toMatchObject({
      createdFrom: '2026-03-31',
      createdTo: undefined,
    });
  });
});
