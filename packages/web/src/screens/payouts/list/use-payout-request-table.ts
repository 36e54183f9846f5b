import type { MerchantScope } from '@ops/core/api';
import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { useFocusedRow } from '../../../ui/data-table/use-focused-row.ts';
import { useToast } from '../../../ui/toast/index.ts';
import { payoutFiltersOf } from './payout-filters.ts';
import {
  type divisionPayoutRequestList,
  type payoutRequestList,
  usePayoutList,
  usePayoutListPages,
} from './payout-queries.ts';
import { type PayoutRequestColumnId, usePayoutRequestColumns } from './payout-request-columns.tsx';

/**
 * What a payout request tab's table needs: the URL's filters and paging, the page of the list, every page for the
 * CSV export, and the columns (a row's action tells its outcome in a toast). The request whose row has the focus is
 * what the palette's payout request actions (Return, Delete) are about, in its own division.
 */
export function usePayoutRequestTable(
  list: typeof payoutRequestList | typeof divisionPayoutRequestList,
  scope: MerchantScope | undefined,
  columnIds: readonly PayoutRequestColumnId[],
) {
  const filters = payoutFiltersOf(useSearch());
  const [query, changeQuery] = useTableQuery([]);
  const requests = usePayoutList(list, scope, filters, { page: query.page, pageSize: query.pageSize });
  const fetchPage = usePayoutListPages(list, scope, filters);
  const { show } = useToast();
  const tell = useCallback((title: string) => show({ title }), [show]);
  const columns = usePayoutRequestColumns(columnIds, tell);
  const [focused, onFocus] = useFocusedRow(requests.data?.elements);
  useActionSubject(
    focused
      ? { payoutRequestCode: focused.code, merchantCode: focused.merchantCode, divisionCode: focused.divisionCode }
      : undefined,
  );
  return {
    /** For an element around the table: the row with the focus is the palette's subject. */
    onFocus,
    filters,
    requests,
    fetchPage,
    /** The DataTable's props every payout request tab passes alike. */
    table: {
      columns,
      ...pageQueryState(requests),
      query,
      onQueryChange: changeQuery,
      rowKey: (request: { code: string }) => request.code,
    },
  };
}
