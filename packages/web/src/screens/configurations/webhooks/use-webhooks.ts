import type { MerchantScope } from '@ops/core/api';
import type { WebhookType } from '@ops/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The division's endpoints: URL, signing secret, last delivery per type. */
export function useWebhookEndpoints(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.webhooks(scope),
    queryFn: ({ signal }) => clients.accountOwner.listWebhookEndpoints({ params: scope, signal }),
  });
}

/** One endpoint's delivery log, newest first, a page (1-based) at a time. */
export function useWebhookDeliveries(
  scope: MerchantScope,
  webhookType: WebhookType,
  listPage: { page: number; pageSize: number },
) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.webhookDeliveries(scope, webhookType, listPage),
    queryFn: ({ signal }) =>
      clients.accountOwner.listWebhookDeliveries({
        params: { ...scope, webhookType },
        query: { page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
