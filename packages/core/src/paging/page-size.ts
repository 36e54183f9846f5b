/** The page sizes a table offers (spec section 9). */
export const pageSizeOptions = [10, 25, 50] as const;

export type PageSize = (typeof pageSizeOptions)[number];

/** The data table's default page size; payout-request details use it too. */
export const defaultPageSize: PageSize = 25;

export function isPageSize(value: number): value is PageSize {
  return (pageSizeOptions as readonly number[]).includes(value);
}

/** The page size named by a query parameter such as `limit`, or the default when it is not one of the options. */
export function pageSizeFromQuery(value: string | null | undefined): PageSize {
  const size = Number(value);
  return value != null && value.trim() !== '' && isPageSize(size) ? size : defaultPageSize;
}
