import {
  type PayoutBatchStatus,
  type PayoutRequestStatus,
  payoutBatchStatuses,
  payoutRequestStatuses,
} from '@ops/core/contract';
import { payoutBatchQueryText } from './payout-batch-query.ts';
import { payoutRequestQueryText } from './payout-request-query.ts';

/** The filters of the payouts lists as the URL holds them (`status`, `search`, and `q` on payout requests and batches). */
export interface PayoutFilters {
  /** The status filter of a payout request list. */
  requestStatus: PayoutRequestStatus | undefined;
  /** The status filter of the batch list. */
  batchStatus: PayoutBatchStatus | undefined;
  search: string | undefined;
  /** The payout requests list's query (`q`, when it reads), which holds its status and search once written. */
  query: string | undefined;
  /** The batch list's query (`q`, when it reads as one), which holds its status and search once written. */
  batchQuery: string | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function payoutFiltersOf(search: string): PayoutFilters {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  return {
    requestStatus: oneOf(payoutRequestStatuses, status),
    batchStatus: oneOf(payoutBatchStatuses, status),
    search: query.get('search')?.trim() || undefined,
    query: payoutRequestQueryText(search),
    batchQuery: payoutBatchQueryText(search),
  };
}

/** The query with a filter changed: the list goes back to its first page. */
export function withPayoutFilter(search: string, name: 'status' | 'search', value: string): URLSearchParams {
  const query = new URLSearchParams(search);
  if (value.trim()) query.set(name, value);
  else query.delete(name);
  query.delete('page');
  return query;
}
