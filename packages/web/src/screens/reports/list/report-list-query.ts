import { reportStatuses, reportTypes } from '@ops/core/contract';
import {
  chosenValues,
  emptyListQuery,
  type ListQuery,
  reportQueryFields,
  withChosenDays,
  withChosenValues,
} from '@ops/core/list-query';
import { addressQueryText, type ListQueryAddress } from '../../../ui/filter-bar/list-query-address.ts';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The filter parameters of an older link to the reports list (and of a view saved from one). */
export const reportFilterKeys = ['type', 'status', 'from', 'to', 'account'] as const;

/**
 * The reports list's query in the address; an older link's `type`, `status`, `from` and `to` (the period) and
 * `account` read as the same query (what is not valid left out).
 */
export const reportAddress: ListQueryAddress = {
  fields: reportQueryFields,
  olderKeys: reportFilterKeys,
  olderQuery: (params) => {
    const known = (values: readonly string[], name: string) => values.filter((value) => value === params.get(name));
    const day = (name: 'from' | 'to') => {
      const value = params.get(name) ?? '';
      return isoDay.test(value) ? { [name]: value } : {};
    };
    const account = params.get('account') ?? '';
    const chosen = withChosenValues(
      withChosenValues(emptyListQuery, 'type', known(reportTypes, 'type')),
      'status',
      known(reportStatuses, 'status'),
    );
    return withChosenValues(
      withChosenDays(chosen, 'period', { ...day('from'), ...day('to') }),
      'account',
      account ? [account] : [],
    );
  },
};

/** The query text the list call sends: the address's `q` when it reads, else an older link's filters as a query. */
export const reportQueryText = (search: string) => addressQueryText(reportAddress, search);

/** The one account the query chooses (`account:VA-1`), not a start (`account:VA-1*`): the tab's picked account. */
export function chosenAccount(query: ListQuery): string | undefined {
  const values = chosenValues(query, 'account');
  return values.length === 1 && !values[0]?.endsWith('*') ? values[0] : undefined;
}
