import { describe, expect, it } from 'vitest';
import { sortFromQuery, tableQueryOf, withTableQuery } from './table-query-in-url.ts';

describe('withTableQuery', () => {
  it('keeps the merchant and division and goes back to page 1 on a new filter, sort or page size', () => {
    const search = '?merchantCode=M-1&divisionCode=D-1&page=3&status=ACTIVE';
    expect(withTableQuery(search, { filters: { status: 'INACTIVE' } }).toString()).toBe(
      'merchantCode=M-1&divisionCode=D-1&status=INACTIVE',
    );
    expect(withTableQuery(search, { sort: { id: 'name', desc: true } }).toString()).toBe(
      'merchantCode=M-1&divisionCode=D-1&status=ACTIVE&sort=-name',
    );
    expect(withTableQuery(search, { pageSize: 50 }).toString()).toBe(
      'merchantCode=M-1&divisionCode=D-1&status=ACTIVE&pageSize=50',
    );
    expect(withTableQuery(search, { page: 4 }).toString()).toBe(
      'merchantCode=M-1&divisionCode=D-1&page=4&status=ACTIVE',
    );
  });

  it('removes an emptied filter and a cleared sort', () => {
    expect(
      withTableQuery('?status=ACTIVE&sort=name', { filters: { status: undefined }, sort: undefined }).toString(),
    ).toBe('');
  });

  it('reads the sort back: name ascending, -name descending, nothing otherwise', () => {
    expect(sortFromQuery('name')).toEqual({ id: 'name', desc: false });
    expect(sortFromQuery('-name')).toEqual({ id: 'name', desc: true });
    expect(sortFromQuery('-')).toBeUndefined();
    expect(sortFromQuery(null)).toBeUndefined();
  });

  it('reads page, page size, sort and the named filters from an address, as a route prefetch does', () => {
    expect(tableQueryOf('merchantCode=M-1&page=3&pageSize=50&sort=-name&status=ACTIVE', ['status'])).toEqual({
      page: 3,
      pageSize: 50,
      sort: { id: 'name', desc: true },
      filters: { status: 'ACTIVE' },
    });
  });
});
