import {
  type SplitTransactionType,
  splitTransactionTypes,
  type TransactionFilterStatus,
  type TransactionListQuery,
  transactionFilterStatuses,
} from '@ops/core/contract';

/** The URL parameters of the transactions list's filters; `status` and `type` hold comma-separated lists. */
export const transactionFilterKeys = ['status', 'type', 'createdFrom', 'createdTo', 'search'] as const;
export type TransactionFilterKey = (typeof transactionFilterKeys)[number];

/** The transactions list's filters (spec section 4): statuses, types, creation days (UTC, both included), search. */
export interface TransactionFilters {
  statuses: TransactionFilterStatus[];
  types: SplitTransactionType[];
  createdFrom: string | undefined;
  createdTo: string | undefined;
  search: string | undefined;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The known values of a comma-separated list, in the order of `known` (a hand-edited URL loses the rest). */
const listOf = <T extends string>(known: readonly T[], value: string | undefined): T[] => {
  const given = new Set((value ?? '').split(','));
  return known.filter((candidate) => given.has(candidate));
};

const dayOf = (value: string | undefined) => (value && isoDay.test(value) ? value : undefined);

export function transactionFiltersOf(query: Record<TransactionFilterKey, string | undefined>): TransactionFilters {
  const createdFrom = dayOf(query.createdFrom);
  const createdTo = dayOf(query.createdTo);
  // A range that ends before it starts would only be refused by the server: keep its start.
  const ordered = !createdFrom || !createdTo || createdFrom <= createdTo;
  return {
    statuses: listOf(transactionFilterStatuses, query.status),
    types: listOf(splitTransactionTypes, query.type),
    createdFrom,
    createdTo: ordered ? createdTo : undefined,
    search: query.search?.trim() || undefined,
  };
}

/** The filters as URL parameters; an empty one removes its parameter. */
export function transactionFilterParams(filters: TransactionFilters): Record<TransactionFilterKey, string | undefined> {
  return {
    status: filters.statuses.join(',') || undefined,
    type: filters.types.join(',') || undefined,
    createdFrom: filters.createdFrom,
    createdTo: filters.createdTo,
    search: filters.search?.trim() || undefined,
  };
}

/** The list call's filter query. */
export function transactionListFilters(
  filters: TransactionFilters,
): Pick<TransactionListQuery, 'status' | 'type' | 'createdFrom' | 'createdTo' | 'search'> {
  return {
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.types.length > 0 ? { type: filters.types } : {}),
    ...(filters.createdFrom ? { createdFrom: filters.createdFrom } : {}),
    ...(filters.createdTo ? { createdTo: filters.createdTo } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}
