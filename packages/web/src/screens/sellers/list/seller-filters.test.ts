import { describe, expect, it } from 'vitest';
import { sellerFiltersOf, withSellerSwitches } from './seller-filters.ts';

describe('the sellers list’s filters in the URL', () => {
  it('reads q, or an older link’s search and status as the same query, and the switches', () => {
    expect(sellerFiltersOf('?q=kyc:passed%20balance>0&hideNoBalance=true')).toEqual({
      query: 'kyc:passed balance>0',
      hideNoBalance: true,
      showDeleted: false,
    });
    expect(sellerFiltersOf('?search=ann&status=ACTIVE&showDeleted=true')).toEqual({
      query: 'status:ACTIVE ann',
      hideNoBalance: false,
      showDeleted: true,
    });
    expect(sellerFiltersOf('?status=SLEEPING').query).toBeUndefined();
    // A query that does not read filters nothing: the field shows it with its error.
    expect(sellerFiltersOf('?q=type:payment&status=ACTIVE').query).toBeUndefined();
  });

  it('writes the switches beside the other parameters and goes back to the first page', () => {
    const query = withSellerSwitches('?merchantCode=M-1&page=3&q=kyc:passed&hideNoBalance=true', {
      hideNoBalance: false,
      showDeleted: true,
    });
    expect(query.toString()).toBe('merchantCode=M-1&q=kyc%3Apassed&showDeleted=true');
  });
});
