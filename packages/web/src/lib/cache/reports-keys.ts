import { cacheKey } from './cache-key.ts';

/** The reports screen's query keys. */
export const reportsKeys = {
  all: cacheKey('reports'),
  /** One page of a division's reports. */
  list: (scope: object, filters: object, listPage: object) =>
    [...cacheKey('reports'), 'list', scope, filters, listPage] as const,
  /** The accounts a report may be asked for, by scope and search. */
  accounts: (scope: object, accountScope: string, search: string) =>
    [...cacheKey('reports'), 'accounts', scope, accountScope, search] as const,
};
