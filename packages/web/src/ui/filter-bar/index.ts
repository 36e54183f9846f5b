export { type ActiveFilter, FilterBar, type FilterBarProps } from './filter-bar.tsx';
export { FilterSelect } from './filter-select.tsx';
export { useDebouncedSearch } from './use-debounced-search.ts';
