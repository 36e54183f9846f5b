import { useEffect, useState } from 'react';

/** How long typing rests before the search is sent (spec section 9's search debounce). */
const debounceMs = 300;

/**
 * The search field of a list's filter bar: what is typed, handed to `onChange` with the other filters once the
 * typing rests; follows the filters' search when it changes from elsewhere (Back, a reset).
 */
export function useDebouncedSearch<Filters extends { search: string }>(
  filters: Filters,
  onChange: (filters: Filters) => void,
): [search: string, setSearch: (search: string) => void] {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), debounceMs);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  return [search, setSearch];
}
