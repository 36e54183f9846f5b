import type { Page } from '@ops/core/contract';

/** Which page of a list is asked for: 0-based pages on the wire, `limit` rows each. */
export interface Paging {
  page: number;
  limit: number;
}

/** How a list is read: the rows of one window of it, and how many rows it has in all. */
export interface PagedRead<Row> {
  rows(window: { limit: number; offset: number }): PromiseLike<Row[]>;
  total: PromiseLike<{ value: number }[]>;
}

/** One page of a list, its rows and its total read at the same time. */
export async function pageOf<Row, Element>(
  paging: Paging,
  read: PagedRead<Row>,
  toElements: (rows: Row[]) => Element[] | Promise<Element[]>,
): Promise<Page<Element>> {
  const [rows, [total]] = await Promise.all([
    read.rows({ limit: paging.limit, offset: paging.page * paging.limit }),
    read.total,
  ]);
  return {
    elements: await toElements(rows),
    pageNumber: paging.page,
    pageSize: paging.limit,
    totalCount: total?.value ?? 0,
  };
}
