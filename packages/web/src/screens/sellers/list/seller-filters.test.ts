import { describe, expect, it } from 'vitest';
import { sellerFiltersOf, withSellerFilters } from './seller-filters.ts';

describe('seller filters in the URL', () => {
  it('reads the filters, ignoring an unknown status', () => {
    expect(sellerFiltersOf('?search=ann&status=ACTIVE&hideNoBalance=true')).toEqual({
      search: 'ann',
      status: 'ACTIVE',
      hideNoBalance: true,
      showDeleted: false,
    });
    expect(sellerFiltersOf('?status=SLEEPING').status).toBeUndefined();
  });

  it('writes them beside the other parameters and goes back to the first page', () => {
    const query = withSellerFilters('?merchantCode=M-1&page=3&search=old', {
      search: ' bob ',
      status: undefined,
      hideNoBalance: false,
      showDeleted: true,
    });
    expect(query.toString()).toBe('merchantCode=M-1&search=bob&showDeleted=true');
  });
});
