/** How many pages `total` items fill at `limit` a page: total divided by limit, rounded up. */
export function pageCount(total: number, limit: number): number {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Not an item count: ${total}`);
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`Not a page size: ${limit}`);
  return Math.ceil(total / limit);
}

/**
 * The page to show after asking for `requested`: page numbers below 1 or above the last page (and anything
 * that is not a whole number) are ignored, leaving the current page.
 */
export function goToPage(current: number, requested: number, pages: number): number {
  return Number.isInteger(requested) && requested >= 1 && requested <= pages ? requested : current;
}
