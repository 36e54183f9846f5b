import { describe, expect, it } from 'vitest';
import { bankLineFilterParams, bankLineFiltersOf, bankLineListFilters } from './bank-line-filters.ts';

describe('the bank integration filters', () => {
  it('keeps a known status and type from the URL and drops anything else', () => {
    expect(bankLineFiltersOf({ status: 'FAILED', type: 'DEPOSIT' })).toEqual({ status: 'FAILED', type: 'DEPOSIT' });
    expect(bankLineFiltersOf({ status: 'failed', type: 'WIRE' })).toEqual({ status: undefined, type: undefined });
  });

  it('writes back to the URL and to the list call only what is set', () => {
    const filters = bankLineFiltersOf({ status: 'UNALLOCATED', type: undefined });
    expect(bankLineFilterParams(filters)).toEqual({ status: 'UNALLOCATED', type: undefined });
    expect(bankLineListFilters(filters)).toEqual({ status: 'UNALLOCATED' });
  });
});
