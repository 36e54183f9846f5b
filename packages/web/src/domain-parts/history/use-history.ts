import type { CacheDomain } from '@ops/core/actions';
import { useInfiniteQuery } from '@tanstack/react-query';
import { historyKeys } from '../../lib/cache/history-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

/** Events a page of the History panel: "Show more" adds the next page below. */
export const historyPageSize = 10;

/** The entity whose history is shown, and the cache domain of the screen that shows it. */
export interface HistorySubject {
  domain: CacheDomain;
  /** The audit trail's entity type, e.g. 'accountHolder' or 'payoutRequest'. */
  entityType: string;
  entityId: string;
}

/** The entity's audit trail, newest first, a page (1-based) at a time. */
export function useHistory({ domain, entityType, entityId }: HistorySubject) {
  const { clients } = useConsoleServices();
  return useInfiniteQuery({
    queryKey: historyKeys.trail(domain, entityType, entityId),
    queryFn: ({ pageParam, signal }) =>
      clients.audit.listAuditEvents({
        params: { entityType, entityId },
        query: { page: pageParam, limit: historyPageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNumber * last.pageSize < last.totalCount ? last.pageNumber + 1 : undefined),
  });
}
