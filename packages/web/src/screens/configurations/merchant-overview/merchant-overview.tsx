import { deleteMerchantAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { DivisionConfig } from '@ops/core/contract';
import { divisionConfigFields } from '@ops/core/lists';
import { useMemo } from 'react';
import { useMerchant } from '../../../domain-parts/division/division-queries.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, type DataTableColumn, useTableQuery } from '../../../ui/data-table/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';
import { useDivisionConfigs } from './use-division-configs.ts';

interface DivisionSettings {
  division: { code: string; displayName: string };
  config: DivisionConfig | undefined;
}

/**
 * `/configurations/merchant-overview`: the bound merchant's divisions, each one's settings side by side (the same
 * fields as `ops config show`), and the ops tool to delete the merchant.
 */
export function MerchantOverview({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.configurations.merchantOverview;
  const merchant = useMerchant(scope);
  const divisions = merchant.data?.divisions ?? [];
  const configs = useDivisionConfigs(scope.merchantCode, divisions);
  const [query, changeQuery] = useTableQuery([]);
  // Asks first with core's confirmation (the merchant's code typed), as from the palette.
  const remove = useRegistryAction(deleteMerchantAction, {
    names: merchant.data ? { [scope.merchantCode]: merchant.data.displayName } : {},
  });
  const failed = merchant.error ?? configs.find((result) => result.isError)?.error;

  const columns = useMemo<DataTableColumn<DivisionSettings>[]>(
    () => [
      {
        id: 'division',
        header: t.configurations.fields.division(),
        cell: ({ division }) => `${division.displayName} (${division.code})`,
        size: 220,
      },
      ...divisionConfigFields.map((field) => ({
        id: field.id,
        header: field.header(t),
        cell: ({ config }: DivisionSettings) => (config ? field.value(config, t) || '—' : '…'),
        size: field.id.startsWith('webhook') ? 240 : 150,
      })),
    ],
    [t],
  );

  if (failed) {
    return (
      <ConfigLoadFailure
        title={labels.getFailed()}
        error={failed}
        onRetry={() => {
          void merchant.refetch();
          for (const result of configs) if (result.isError) void result.refetch();
        }}
      />
    );
  }
  const rows = divisions.map((division, index) => ({ division, config: configs[index]?.data }));
  return (
    <Card
      title={labels.title()}
      description={labels.description()}
      flush
      actions={
        remove.allowed ? (
          <Button
            variant="danger"
            size="sm"
            busy={remove.busy}
            onClick={() => void remove.run({ merchantCode: scope.merchantCode })}
            disabled={!merchant.data}
          >
            {labels.delete()}
          </Button>
        ) : undefined
      }
    >
      <DataTable
        id="merchant-overview"
        label={labels.title()}
        columns={columns}
        rows={merchant.data ? rows : undefined}
        totalCount={rows.length}
        status={merchant.data ? 'loaded' : 'loading'}
        onRetry={() => void merchant.refetch()}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(row) => row.division.code}
      />
      <FormFailure message={remove.failure} />
    </Card>
  );
}
