import { describe, expect, it } from 'vitest';
import { defaultPageSize, isPageSize, pageSizeFromQuery, pageSizeOptions } from './page-size.ts';

describe('page sizes', () => {
  it('offers 10, 25 and 50 with 25 as the default', () => {
    expect(pageSizeOptions).toEqual([10, 25, 50]);
    expect(defaultPageSize).toBe(25);
  });

  it('accepts only the offered sizes', () => {
    expect(isPageSize(50)).toBe(true);
    expect(isPageSize(20)).toBe(false);
  });

  it('reads the size of the URL, falling back to the default for sizes not offered', () => {
    expect(pageSizeFromQuery('10')).toBe(10);
    expect(pageSizeFromQuery('50')).toBe(50);
    for (const value of ['1000', '0', '', ' ', 'ten', null, undefined]) {
      expect(pageSizeFromQuery(value), String(value)).toBe(25);
    }
  });
});
