import type { MerchantScope } from '@ops/core/api';
import { type ActivityQuery, type ActivitySource, activitySources } from '@ops/core/contract';

/** The URL parameters of the Activity screen's filters (issue 30), so a view can be shared and Back works. */
export const activityFilterKeys = [
  'scope',
  'actor',
  'entityType',
  'entityId',
  'action',
  'source',
  'from',
  'to',
] as const;
export type ActivityFilterKey = (typeof activityFilterKeys)[number];

/** Whose changes: the bound division's (the default), the bound merchant's, or every merchant's (admins only). */
export const activityScopes = ['division', 'merchant', 'all'] as const;
export type ActivityScope = (typeof activityScopes)[number];

/** The feed's filters as the screen reads them from the URL; a value the URL cannot mean is left out. */
export interface ActivityFilters {
  scope: ActivityScope;
  actor: string | undefined;
  entityType: string | undefined;
  entityId: string | undefined;
  action: string | undefined;
  source: ActivitySource | undefined;
  /** ISO days, UTC, both included. */
  from: string | undefined;
  to: string | undefined;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | undefined) => (value && isoDay.test(value) ? value : undefined);
const textOf = (value: string | undefined) => value?.trim() || undefined;

/** The filters of the URL's parameters; a scope wider than the account may read falls back to the division. */
export function activityFiltersOf(
  query: Record<ActivityFilterKey, string | undefined>,
  isAdmin: boolean,
): ActivityFilters {
  const scope = activityScopes.find((candidate) => candidate === query.scope) ?? 'division';
  const from = dayOf(query.from);
  const to = dayOf(query.to);
  return {
    scope: isAdmin || scope === 'division' ? scope : 'division',
    actor: textOf(query.actor),
    entityType: textOf(query.entityType),
    entityId: textOf(query.entityId),
    action: textOf(query.action),
    source: activitySources.find((candidate) => candidate === query.source),
    from,
    // A range that ends before it starts would only be refused by the server: keep its start.
    to: from && to && to < from ? undefined : to,
  };
}

/** The platform's `listActivity` query of these filters in the bound merchant and division (none for 'all'). */
export function activityQueryOf(filters: ActivityFilters, scope: MerchantScope | undefined): ActivityQuery {
  const entries: [keyof ActivityQuery, string | undefined][] = [
    ['merchantCode', filters.scope === 'all' ? undefined : scope?.merchantCode],
    ['divisionCode', filters.scope === 'division' ? scope?.divisionCode : undefined],
    ['actor', filters.actor],
    ['entityType', filters.entityType],
    ['entityId', filters.entityId],
    ['action', filters.action],
    ['source', filters.source],
    ['from', filters.from && `${filters.from}T00:00:00.000Z`],
    ['to', filters.to && `${filters.to}T23:59:59.999Z`],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as ActivityQuery;
}
