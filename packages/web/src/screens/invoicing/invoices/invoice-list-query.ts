import { emptyListQuery, invoiceQueryFields } from '@ops/core/list-query';
import { addressQueryText, type ListQueryAddress } from '../../../ui/filter-bar/list-query-address.ts';

/** The invoices list had no filter parameters before its query: an older link (or view) has none to read. */
export const invoiceFilterKeys: readonly string[] = [];

/** The invoices list's query in the address (`q`). */
export const invoiceAddress: ListQueryAddress = {
  fields: invoiceQueryFields,
  olderKeys: invoiceFilterKeys,
  olderQuery: () => emptyListQuery,
};

/** The query text the list call sends: the address's `q` when it reads, else an older link's filters as a query. */
export const invoiceQueryText = (search: string) => addressQueryText(invoiceAddress, search);
