import { describe, expect, it } from 'vitest';
import { payoutFiltersOf, withPayoutFilter } from './payout-filters.ts';

describe('payout filters in the URL', () => {
  it('reads a known status for the list it belongs to and ignores an unknown one', () => {
    expect(payoutFiltersOf('?status=ACCEPTED&search=PR-1')).toEqual({
      requestStatus: 'ACCEPTED',
      batchStatus: undefined,
      search: 'PR-1',
      // An older link's filters filter the rows as the query they read as, on either tab.
      query: 'status:ACCEPTED PR-1',
      batchQuery: 'PR-1',
    });
    expect(payoutFiltersOf('?q=status:waiting%20amount>=10').query).toBe('status:waiting amount>=10');
    expect(payoutFiltersOf('?q=status:nope').query).toBeUndefined();
    expect(payoutFiltersOf('?q=status:ready').batchQuery).toBe('status:ready');
    expect(payoutFiltersOf('?q=status:ready').query).toBeUndefined();
    expect(payoutFiltersOf('?status=READY').batchStatus).toBe('READY');
    expect(payoutFiltersOf('?status=NOPE')).toEqual({
      requestStatus: undefined,
      batchStatus: undefined,
      search: undefined,
      query: undefined,
      batchQuery: undefined,
    });
  });

  it('goes back to the first page when a filter changes and drops an emptied filter', () => {
    const next = withPayoutFilter('?merchantCode=M-1&page=4&search=PR', 'search', '');
    expect(next.toString()).toBe('merchantCode=M-1');
    expect(withPayoutFilter('?page=2', 'status', 'FAILED').toString()).toBe('status=FAILED');
  });
});
