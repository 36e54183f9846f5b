import { formatListQuery, type ListQuery, withSearchText } from '@ops/core/list-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefOf } from '../../lib/merchant-selection/query-codes.ts';
import { type ListQueryAddress, listQueryStateOf, withListQuery } from './list-query-address.ts';
import { useDebouncedSearch } from './use-debounced-search.ts';

/**
 * A filter bar's hold on its list's query in the address (`q`): the state, edits that write it (back on the first
 * page), and the search field over the query's words, written 300 ms after the last key into the query as it is then
 * (a control may have changed it meanwhile). `address` must keep its identity between renders (a module constant).
 */
export function useAddressListQuery(address: ListQueryAddress) {
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const state = listQueryStateOf(address, search);
  const applyText = (text: string) =>
    setLocation(hrefOf(location, withListQuery(address, window.location.search, text)));
  const apply = (query: ListQuery) => applyText(formatListQuery(query));
  const words = state.query.words.join(' ');
  const searched = useMemo(() => ({ search: words }), [words]);
  const searchWords = useCallback(
    ({ search: typed }: { search: string }) => {
      const current = listQueryStateOf(address, window.location.search).query;
      const text = formatListQuery(withSearchText(current, typed));
      setLocation(hrefOf(location, withListQuery(address, window.location.search, text)));
    },
    [address, location, setLocation],
  );
  const [searchText, setSearchText] = useDebouncedSearch(searched, searchWords);
  return { state, words, apply, applyText, searchText, setSearchText };
}
