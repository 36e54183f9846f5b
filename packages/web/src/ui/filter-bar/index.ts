export { CurrencyFilterField } from './currency-filter-field.tsx';
export { type ActiveFilter, FilterBar, type FilterBarProps } from './filter-bar.tsx';
export { FilterSelect } from './filter-select.tsx';
export { ListQueryField, type ListQueryFieldProps } from './list-query-field.tsx';
export { useAddressListQuery } from './use-address-list-query.ts';
