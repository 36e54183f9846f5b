import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageFromQuery, toServerPage, toUiPage, withUiPageNumber } from './page-number.ts';

describe('page numbers between UI and server', () => {
  it('sends UI page 1 as server page 0 and shows server page 0 as UI page 1', () => {
    expect(toServerPage(1)).toBe(0);
    expect(toServerPage(7)).toBe(6);
    expect(toUiPage(0)).toBe(1);
    expect(toUiPage(6)).toBe(7);
  });

  it('round-trips every UI page through the server and back', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (page) => toUiPage(toServerPage(page)) === page));
  });

  it('round-trips every server page through the UI and back', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (page) => toServerPage(toUiPage(page)) === page));
  });

  it('refuses pages that do not exist on either side', () => {
    expect(() => toServerPage(0)).toThrow(RangeError);
    expect(() => toServerPage(1.5)).toThrow(RangeError);
    expect(() => toUiPage(-1)).toThrow(RangeError);
    expect(() => toUiPage(Number.NaN)).toThrow(RangeError);
  });

  it("adds 1 to a paged answer's pageNumber and keeps the rest", () => {
    const answer = { elements: ['a', 'b'], pageNumber: 2, pageSize: 2, totalCount: 9 };
    expect(withUiPageNumber(answer)).toEqual({ ...answer, pageNumber: 3 });
    expect(answer.pageNumber).toBe(2);
  });
});

describe('pageFromQuery', () => {
  it('reads the page of the URL', () => {
    expect(pageFromQuery('4')).toBe(4);
    expect(pageFromQuery(' 12 ')).toBe(12);
  });

  it('falls back to the first page for a missing, empty or nonsensical page', () => {
    for (const value of [null, undefined, '', '0', '-2', '2.5', 'abc', '1e3', '99999999999999999999']) {
      expect(pageFromQuery(value), String(value)).toBe(1);
    }
  });

  it('reads back any page it would write', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (page) => pageFromQuery(String(page)) === page));
  });
});
