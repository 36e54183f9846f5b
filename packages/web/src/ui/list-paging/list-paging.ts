import type { PageSize } from '@ops/core/paging';

/** A list's page (counted from 1) and page size, as the URL holds them (`page`, `pageSize`). */
export interface ListPage {
  page: number;
  pageSize: PageSize;
}
