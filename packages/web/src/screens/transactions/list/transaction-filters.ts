import {
  type SplitTransactionType,
  splitTransactionTypes,
  type TransactionFilterStatus,
  transactionFilterStatuses,
} from '@ops/core/contract';

/** The filter parameters of an older link to the transactions list; `status` and `type` hold comma-separated lists. */
export type TransactionFilterKey = 'status' | 'type' | 'createdFrom' | 'createdTo' | 'search';

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
