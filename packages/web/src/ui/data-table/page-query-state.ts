import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableProps, TablePage } from './data-table-types.ts';

/** A data table's rows, total, state (stale while a kept previous page shows), error and retry from the React Query result of its current page. */
export function pageQueryState<T>(
  result: UseQueryResult<TablePage<T>>,
): Pick<DataTableProps<T>, 'rows' | 'totalCount' | 'status' | 'stale' | 'error' | 'onRetry'> {
  return {
    rows: result.data?.elements,
    totalCount: result.data?.totalCount ?? 0,
    status: result.isError ? 'error' : result.data ? 'loaded' : 'loading',
    stale: result.isPlaceholderData,
    error: result.error,
    onRetry: () => void result.refetch(),
  };
}
