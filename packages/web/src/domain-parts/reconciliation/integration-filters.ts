import { bankLineStatuses, bankLineTypes } from '@ops/core/contract';
import { type ListQuery, withChosenValues } from '@ops/core/list-query';
import { statusAndSearchQuery } from '../../ui/filter-bar/list-query-address.ts';

/**
 * The filter parameters of an older link to the bank or PSP lines list (and of a view saved from one): status and
 * type (spec section 4, the same for both lists).
 */
export const integrationFilterKeys = ['status', 'type'] as const;

/** An older link's `status` and `type` as the lists' query; an unknown value is left out. */
export function integrationOlderQuery(params: URLSearchParams): ListQuery {
  const type = bankLineTypes.find((candidate) => candidate === params.get('type'));
  return withChosenValues(statusAndSearchQuery(params, bankLineStatuses), 'type', type ? [type] : []);
}
