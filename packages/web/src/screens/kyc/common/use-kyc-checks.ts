import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { kycChecksKeys } from '../../../lib/cache/kyc-checks-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';

/** The list call's query: the list's query (the list query language) when there is one. */
const queueQuery = (query: string | undefined, page: number, limit: number) => ({
  ...(query ? { query } : {}),
  page,
  limit,
});

/** One page of the queue, oldest first, with the count of each status under the query. */
export function useKycQueue(query: string | undefined, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: kycChecksKeys.queue({ query }, listPage),
    queryFn: ({ signal }) =>
      clients.kyc.listKycTasks({ query: queueQuery(query, listPage.page, listPage.pageSize), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Any page of the same queue, for the CSV export. */
export function useKycQueuePages(query: string | undefined) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, limit: number) => clients.kyc.listKycTasks({ query: queueQuery(query, page, limit) }),
    [clients, query],
  );
}

/** The user's assigned tasks: what Continue opens. */
export function useMyKycTasks() {
  const { clients } = useConsoleServices();
  return useQuery({ queryKey: kycChecksKeys.mine(), queryFn: ({ signal }) => clients.kyc.myKycTasks({ signal }) });
}

/** A task with its seller, changes and allowed moves. */
export function useKycTask(taskCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: kycChecksKeys.task(taskCode),
    queryFn: ({ signal }) => clients.kyc.getKycTask({ params: { taskCode }, signal }),
  });
}
