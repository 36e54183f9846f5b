import type { MerchantScope } from '@ops/core/api';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { Skeleton } from '../../../ui/skeleton/index.ts';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { useWebhookEndpoints } from './use-webhooks.ts';
import { WebhookUrlCard } from './webhook-url-card.tsx';

/**
 * `/configurations/webhooks`: a URL per webhook type (spec section 3), the secret events are signed with, a test
 * event, and each endpoint's delivery log with redelivery.
 */
export function WebhooksConfig({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.configurations.webhooks;
  const endpoints = useWebhookEndpoints(scope);
  if (endpoints.isError) {
    return (
      <ConfigLoadFailure title={labels.getFailed()} error={endpoints.error} onRetry={() => void endpoints.refetch()} />
    );
  }
  return (
    <>
      <p className="configuration-intro">{labels.description()}</p>
      {endpoints.data ? (
        endpoints.data.elements.map((endpoint) => (
          <WebhookUrlCard key={`${endpoint.webhookType}:${endpoint.url ?? ''}`} endpoint={endpoint} />
        ))
      ) : (
        <Card title={labels.title()}>
          <Skeleton height="6rem" />
        </Card>
      )}
      <DeliveryLog scope={scope} />
    </>
  );
}
