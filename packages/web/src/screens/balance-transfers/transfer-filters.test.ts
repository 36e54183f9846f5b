import { describe, expect, it } from 'vitest';
import { transferListQueryOf, withTransferFilters, withTransferPage } from './transfer-filters.ts';

describe('balance transfer list query', () => {
  it('reads the filters, page and page size from the URL, ignoring what is not valid', () => {
    expect(
      transferListQueryOf(
        '?merchantCode=M-1&search=VA-1&type=VAT&currency=EUR&createdFrom=2026-01-01&createdTo=bad&page=3&limit=50',
      ),
    ).toEqual({
      filters: { search: 'VA-1', type: 'VAT', currency: 'EUR', createdFrom: '2026-01-01', createdTo: '' },
      page: 3,
      limit: 50,
    });
    expect(transferListQueryOf('?type=NOPE&currency=euro&page=0&limit=7')).toEqual({
      filters: { search: '', type: undefined, currency: '', createdFrom: '', createdTo: '' },
      page: 1,
      limit: 25,
    });
  });

  it('writes changed filters back to the first page, keeping the merchant and the page size', () => {
    const query = withTransferFilters('?merchantCode=M-1&divisionCode=D-1&page=4&limit=10&type=VAT', {
      search: '  BT-9 ',
      type: undefined,
      currency: 'USD',
      createdFrom: '',
      createdTo: '2026-02-01',
    });
    expect(query.toString()).toBe(
      'merchantCode=M-1&divisionCode=D-1&limit=10&search=BT-9&currency=USD&createdTo=2026-02-01',
    );
  });

  it('moves between pages, and a new page size starts at the first page', () => {
    expect(withTransferPage('?search=x', 2).toString()).toBe('search=x&page=2');
    expect(withTransferPage('?search=x&page=2', 1).toString()).toBe('search=x');
    expect(withTransferPage('?page=5', 3, 50).toString()).toBe('limit=50');
  });
});
