import type { MerchantScope } from '@ops/core/api';
import type { FeeContract } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { feeContractColumns } from '@ops/core/lists';
import { formatPercent } from '@ops/core/money';
import { useMemo } from 'react';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { DataTable, type DataTableColumn, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { pageOfRows } from '../common/page-of-rows.ts';
import { tierBounds } from '../common/tier-bounds.ts';
import { useFeeContracts } from '../common/use-invoicing.ts';
import '../invoicing.css';

/** `/contracts`: the bound division's contracts with their status (active, created, expired, error) and tiers. */
export function ContractsScreen() {
  const { t } = useI18n();
  usePageTitle(t.invoicing.contracts.title());
  const scope = useMerchantScope();
  return (
    <div className="invoicing-screen">
      <PageHeader description={t.invoicing.contracts.description()} />
      {scope ? <ContractTable scope={scope} /> : null}
    </div>
  );
}

function ContractTable({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const navigate = useAppNavigate();
  const [query, changeQuery] = useTableQuery([]);
  const contracts = useFeeContracts(scope);
  const columns = useMemo<DataTableColumn<FeeContract>[]>(() => {
    const column = listTableColumns(feeContractColumns, t, locale);
    const tiersOf = (row: FeeContract) =>
      tierBounds(row, t, locale)
        .map(
          (bound, index) =>
            `${bound}: ${formatPercent((row.volumeTiers[index]?.rateBasisPoints ?? 0) / 10_000, locale)}`,
        )
        .join(' · ');
    return [
      column('code', {
        kind: 'code',
        cell: (row) => <AppLink to={`/contracts/${row.code}`}>{row.code}</AppLink>,
      }),
      column('currency', { size: 100 }),
      column('status', { cell: (row) => <StatusBadge status={row.status} /> }),
      column('tiers', { size: 420, cell: tiersOf, csv: tiersOf }),
      column('createdAt', { cell: (row) => formatTableDate(row.createdAt) }),
    ];
  }, [t, locale]);
  const all = contracts.data?.elements;
  return (
    <DataTable
      id="contracts"
      label={t.invoicing.contracts.title()}
      columns={columns}
      rows={all && pageOfRows(all, query).elements}
      totalCount={all?.length ?? 0}
      status={contracts.isError ? 'error' : all ? 'loaded' : 'loading'}
      error={contracts.error}
      onRetry={() => void contracts.refetch()}
      query={query}
      onQueryChange={changeQuery}
      rowKey={(row) => row.code}
      onOpenRow={(row) => navigate(`/contracts/${row.code}`)}
    />
  );
}
