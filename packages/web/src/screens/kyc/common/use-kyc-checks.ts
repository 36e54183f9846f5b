import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { kycChecksKeys } from '../../../lib/cache/kyc-checks-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';
import { type KycQueueFilters, kycQueueQuery } from '../list/kyc-queue-filters.ts';

/** One page of the queue, oldest first, with the count of each status. */
export function useKycQueue(filters: KycQueueFilters, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: kycChecksKeys.queue(filters, listPage),
    queryFn: ({ signal }) =>
      clients.kyc.listKycTasks({
        query: { ...kycQueueQuery(filters), page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Any page of the same queue, for the CSV export. */
export function useKycQueuePages(filters: KycQueueFilters) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, limit: number) => clients.kyc.listKycTasks({ query: { ...kycQueueQuery(filters), page, limit } }),
    [clients, filters],
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
