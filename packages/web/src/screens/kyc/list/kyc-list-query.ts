import { kycTaskStatuses, kycTiers } from '@ops/core/contract';
import {
  emptyListQuery,
  kycTaskQueryFields,
  type ListQuery,
  type QueryClause,
  withChosenValues,
} from '@ops/core/list-query';
import { addressQueryText, type ListQueryAddress } from '../../../ui/filter-bar/list-query-address.ts';

/** The ages the queue filters on: tasks opened at least so many days ago, `created<=-7d`. */
export const queueAges = [1, 3, 7, 14, 30] as const;

/** The filter parameters of an older link to the KYC checks list (and of a view saved from one). */
export const kycFilterKeys = ['status', 'tier', 'queueMerchant', 'olderThanDays'] as const;

/** The queue as it opens: its open tasks. */
export const openTasksQuery = withChosenValues(emptyListQuery, 'status', ['OPEN']);

const codePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const ageValue = /^-(\d+)d$/;

/** The age an age clause, `created<=-7d`, names: one of the queue's ages. */
function ageOf(clause: QueryClause): number | undefined {
  const isAge = clause.field === 'created' && !clause.negated && clause.operator === '<=';
  const days = Number(ageValue.exec(clause.values.length === 1 ? (clause.values[0] ?? '') : '')?.[1]);
  return isAge && (queueAges as readonly number[]).includes(days) ? days : undefined;
}

/** The age the age control shows: that of the query's first age clause. */
export const chosenAge = (query: ListQuery): number | undefined =>
  query.clauses.map(ageOf).find((days) => days !== undefined);

/** The query with the age control's choice: its age clauses replaced by one, or none for any age. */
export function withChosenAge(query: ListQuery, days: number | undefined): ListQuery {
  const kept = query.clauses.filter((clause) => ageOf(clause) === undefined);
  const age: QueryClause[] =
    days === undefined ? [] : [{ field: 'created', negated: false, operator: '<=', values: [`-${days}d`] }];
  return { ...query, clauses: [...kept, ...age] };
}

/**
 * The KYC checks list's query in the address. The bare address is the queue's open tasks; an older link's `status`
 * (`all` for any), `tier`, `queueMerchant` and `olderThanDays` read as the same query (what is not valid left out).
 * An emptied query stays in the address as `q=`: every task.
 */
export const kycAddress: ListQueryAddress = {
  fields: kycTaskQueryFields,
  olderKeys: kycFilterKeys,
  keepsEmptyQuery: true,
  olderQuery: (params) => {
    const given = params.get('status');
    const status = given === 'all' ? [] : [kycTaskStatuses.find((candidate) => candidate === given) ?? 'OPEN'];
    const tier = kycTiers.find((candidate) => candidate === params.get('tier'));
    const merchant = params.get('queueMerchant')?.trim() ?? '';
    const chosen = withChosenValues(
      withChosenValues(withChosenValues(emptyListQuery, 'status', status), 'tier', tier ? [tier] : []),
      'merchant',
      codePattern.test(merchant) ? [merchant] : [],
    );
    const age = Number(params.get('olderThanDays'));
    return withChosenAge(chosen, (queueAges as readonly number[]).includes(age) ? age : undefined);
  },
};

/** The query text the list call sends: `q` when it reads, else the bare address's or an older link's query. */
export const kycQueryText = (search: string) => addressQueryText(kycAddress, search);
