import type { MerchantScope } from '@ops/core/api';
import type { ActivityQuery } from '@ops/core/contract';
import {
  activityQueryFields,
  emptyListQuery,
  type ListQuery,
  parseListQuery,
  withChosenDays,
  withChosenValues,
} from '@ops/core/list-query';
import { addressQueryText, type ListQueryAddress } from '../../../ui/filter-bar/list-query-address.ts';

/** The filter parameters of an older link to the Activity screen (issue 30), and of a view saved from one. */
const olderFilterKeys = ['actor', 'entityType', 'entityId', 'action', 'source', 'from', 'to'] as const;

/** What a saved view keeps of the screen's address besides `q`: an older link's filters and whose changes. */
export const activityFilterKeys = [...olderFilterKeys, 'scope'] as const;

/** The query field each older filter parameter is (the days are `when`). */
const olderFields: Record<Exclude<(typeof olderFilterKeys)[number], 'from' | 'to'>, string> = {
  actor: 'who',
  entityType: 'type',
  entityId: 'object',
  action: 'action',
  source: 'source',
};

/**
 * A control's text as the one value of `field` it chooses, in the field's normal form (`cli` is `CLI`); none when
 * the text is empty or is no value of the field (a person's name with a space), so the query always reads.
 */
export function activityChoice(field: string, text: string | undefined): string[] {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '' || /[\s,]/.test(trimmed)) return [];
  const result = parseListQuery(activityQueryFields, `${field}:${trimmed}`);
  return result.ok && result.query.words.length === 0 ? (result.query.clauses[0]?.values ?? []) : [];
}

/** An older link's filters as the query: each a clause of its field, its days `when>=` and `when<=` (when valid). */
function olderActivityQuery(params: URLSearchParams): ListQuery {
  const chosen = Object.entries(olderFields).reduce(
    (query, [key, field]) => withChosenValues(query, field, activityChoice(field, params.get(key) ?? undefined)),
    emptyListQuery,
  );
  const day = (key: 'from' | 'to') => activityChoice('when', params.get(key) ?? undefined)[0];
  const [from, to] = [day('from'), day('to')];
  return withChosenDays(chosen, 'when', {
    ...(from ? { from } : {}),
    // A range that ends before it starts would only be refused by the server: keep its start.
    ...(to && !(from && to < from) ? { to } : {}),
  });
}

/** The Activity screen's query in the address; an older link's filters read as the same query. */
export const activityAddress: ListQueryAddress = {
  fields: activityQueryFields,
  olderKeys: olderFilterKeys,
  olderQuery: olderActivityQuery,
};

/** Whose changes: the bound division's (the default), the bound merchant's, or every merchant's (admins only). */
export const activityScopes = ['division', 'merchant', 'all'] as const;
export type ActivityScope = (typeof activityScopes)[number];

/** The address's `scope`; one wider than the account may read falls back to the division. */
export function activityScopeOf(search: string, isAdmin: boolean): ActivityScope {
  const scope = activityScopes.find((candidate) => candidate === new URLSearchParams(search).get('scope'));
  return scope && (isAdmin || scope === 'division') ? scope : 'division';
}

/** The query the feed sends: the address's `q` when it reads, else an older link's filters as a query. */
export const activityQueryTextOf = (search: string) => addressQueryText(activityAddress, search);

/** The platform's `listActivity` query of the address in the bound merchant and division (none for 'all'). */
export function activityQueryOf(search: string, isAdmin: boolean, scope: MerchantScope | undefined): ActivityQuery {
  const whose = activityScopeOf(search, isAdmin);
  const entries: [keyof ActivityQuery, string | undefined][] = [
    ['merchantCode', whose === 'all' ? undefined : scope?.merchantCode],
    ['divisionCode', whose === 'division' ? scope?.divisionCode : undefined],
    ['query', activityQueryTextOf(search)],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as ActivityQuery;
}
