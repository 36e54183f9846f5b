import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefOf } from '../../lib/merchant-selection/query-codes.ts';
import { type TableQuery, type TableQueryChange, tableQueryOf, withTableQuery } from './table-query-in-url.ts';

/**
 * The table's query as wouter's search holds it, and a change that writes it back (every other parameter, such
 * as merchantCode and divisionCode, stays). `filterKeys` names the list's filter parameters.
 */
export function useTableQuery<K extends string>(
  filterKeys: readonly K[],
): [TableQuery<K>, (change: TableQueryChange<K>, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const keys = filterKeys.join(',');
  const current = useMemo(() => tableQueryOf(search, keys.split(',').filter(Boolean) as K[]), [search, keys]);
  const change = useCallback(
    (next: TableQueryChange<K>, options?: { replace?: boolean }) =>
      setLocation(hrefOf(location, withTableQuery(window.location.search, next)), options),
    [location, setLocation],
  );
  return [current, change];
}
