import { cacheKey } from './cache-key.ts';

/** The Approvals screen's query keys: every approval request the caller sees spans every merchant. */
export const approvalsKeys = {
  all: cacheKey('approvals'),
  /** One page of a view's requests ('waiting' for me, or 'all' with a status filter). */
  list: (view: string, filters: object, listPage: object) =>
    [...cacheKey('approvals'), 'list', view, filters, listPage] as const,
  /** One request by its code. */
  request: (code: string) => [...cacheKey('approvals'), 'request', code] as const,
};
