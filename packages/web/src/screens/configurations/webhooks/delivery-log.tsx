import { redeliverWebhookAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { type WebhookDelivery, type WebhookType, webhookTypes } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { useMemo } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { SegmentedControl } from '../../../ui/segmented-control/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { useWebhookDeliveries } from './use-webhooks.ts';

const isWebhookType = (value: string | undefined): value is WebhookType => webhookTypes.some((type) => type === value);

/** An endpoint's delivery log (attempts, last status, duration, response excerpt), newest first, with redeliver. */
export function DeliveryLog({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.configurations.webhooks;
  const [query, changeQuery] = useTableQuery(['webhookType']);
  const webhookType: WebhookType = isWebhookType(query.filters.webhookType) ? query.filters.webhookType : 'PAYOUTS';
  const deliveries = useWebhookDeliveries(scope, webhookType, { page: query.page, pageSize: query.pageSize });
  const redeliver = useRegistryAction(redeliverWebhookAction, { success: labels.redelivered() });
  const columns = useMemo<DataTableColumn<WebhookDelivery>[]>(
    () => [
      { id: 'createdAt', header: labels.columns.createdAt(), cell: (row) => formatTableDate(row.createdAt), size: 150 },
      { id: 'event', header: labels.columns.event(), kind: 'code', cell: (row) => row.eventType, size: 200 },
      { id: 'state', header: labels.columns.state(), cell: (row) => <StatusBadge status={row.state} />, size: 120 },
      { id: 'attempts', header: labels.columns.attempts(), kind: 'amount', cell: (row) => row.attempts, size: 90 },
      {
        id: 'status',
        header: labels.columns.status(),
        kind: 'amount',
        cell: (row) => row.lastStatusCode ?? '—',
        size: 80,
      },
      {
        id: 'duration',
        header: labels.columns.duration(),
        kind: 'amount',
        cell: (row) => (row.lastDurationMs === null ? '—' : labels.durationMs({ ms: row.lastDurationMs })),
        size: 100,
      },
      { id: 'response', header: labels.columns.response(), cell: (row) => row.responseExcerpt ?? '—', size: 260 },
      {
        id: 'actions',
        header: labels.columns.actions(),
        cell: (row) =>
          redeliver.allowed ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={redeliver.busy}
              onClick={() => void redeliver.run({ deliveryId: row.id })}
            >
              {labels.redeliver()}
            </Button>
          ) : null,
        size: 130,
      },
    ],
    [labels, redeliver],
  );
  return (
    <Card
      title={labels.deliveries()}
      flush
      actions={
        <SegmentedControl
          label={labels.deliveries()}
          options={webhookTypes.map((type) => ({ value: type, label: labels.types[type]() }))}
          value={webhookType}
          onValueChange={(type) => changeQuery({ filters: { webhookType: type } })}
        />
      }
    >
      <FormFailure message={redeliver.failure} />
      <DataTable
        id="webhook-deliveries"
        label={labels.deliveries()}
        columns={columns}
        {...pageQueryState(deliveries)}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(row) => row.id}
      />
    </Card>
  );
}
