import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goToPage, pageCount } from './page-count.ts';

describe('pageCount', () => {
  it('is the number of items divided by the page size, rounded up', () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(1, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(101, 10)).toBe(11);
  });

  it('leaves room for every item and no empty page at the end', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 1, max: 1000 }), (total, limit) => {
        const pages = pageCount(total, limit);
        return pages * limit >= total && (pages === 0 || (pages - 1) * limit < total);
      }),
    );
  });

  it('refuses a page size below 1 and negative totals', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(-1, 10)).toThrow(RangeError);
  });
});

describe('goToPage', () => {
  it('moves to a page that exists', () => {
    expect(goToPage(1, 3, 5)).toBe(3);
    expect(goToPage(3, 1, 5)).toBe(1);
    expect(goToPage(3, 5, 5)).toBe(5);
  });

  it('ignores page numbers below 1 or above the last page', () => {
    expect(goToPage(2, 0, 5)).toBe(2);
    expect(goToPage(2, -1, 5)).toBe(2);
    expect(goToPage(2, 6, 5)).toBe(2);
    expect(goToPage(2, 2.5, 5)).toBe(2);
    expect(goToPage(1, 1, 0)).toBe(1);
  });

  it('never leaves the pages that exist when it starts on one', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((pages) => fc.tuple(fc.constant(pages), fc.integer({ min: 1, max: pages }))),
        fc.integer({ min: -1000, max: 1000 }),
        ([pages, current], requested) => {
          const page = goToPage(current, requested, pages);
          return page >= 1 && page <= pages && (page === requested || page === current);
        },
      ),
    );
  });
});
