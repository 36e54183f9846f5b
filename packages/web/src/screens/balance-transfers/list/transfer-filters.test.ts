import { describe, expect, it } from 'vitest';
import { transferFiltersOf, withTransferFilters } from './transfer-filters.ts';

describe('balance transfer list filters', () => {
  it('reads the filters from the URL, ignoring what is not valid', () => {
    expect(
      transferFiltersOf('?merchantCode=M-1&search=VA-1&type=VAT&currency=EUR&createdFrom=2026-01-01&createdTo=bad'),
    ).toEqual({ search: 'VA-1', type: 'VAT', currency: 'EUR', createdFrom: '2026-01-01', createdTo: '' });
    expect(transferFiltersOf('?type=NOPE&currency=euro')).toEqual({
      search: '',
      type: undefined,
      currency: '',
      createdFrom: '',
      createdTo: '',
    });
  });

  it('writes changed filters back to the first page, keeping the merchant and the page size', () => {
    const query = withTransferFilters('?merchantCode=M-1&divisionCode=D-1&page=4&pageSize=10&type=VAT', {
      search: '  BT-9 ',
      type: undefined,
      currency: 'USD',
      createdFrom: '',
      createdTo: '2026-02-01',
    });
    expect(query.toString()).toBe(
      'merchantCode=M-1&divisionCode=D-1&pageSize=10&search=BT-9&currency=USD&createdTo=2026-02-01',
    );
  });
});
