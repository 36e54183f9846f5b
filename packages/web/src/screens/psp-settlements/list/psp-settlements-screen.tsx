import type { MerchantScope } from '@ops/core/api';
import type { PspSettlementBatch } from '@ops/core/contract';
import { pspSettlementColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { usePspSettlementPages, usePspSettlements } from '../common/use-psp-settlements.ts';
import '../common/psp-settlements.css';

const reportPath = (batch: PspSettlementBatch) => `/psp-settlements/${batch.executionId}`;

/**
 * PSP Settlements (a merchant-side screen of spec section 2, off the sidebar): the bound division's settlement
 * batches from its imported PSP reports, newest settlement first; a row opens its report's lines.
 */
export function PspSettlementsScreen() {
  const { t } = useI18n();
  const labels = t.pspReports.settlements;
  usePageTitle(labels.title());
  const scope = useMerchantScope();
  return (
    <div className="psp-settlements-screen">
      <PageHeader description={labels.description()} />
      {scope ? <SettlementTable scope={scope} /> : null}
    </div>
  );
}

function SettlementTable({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const navigate = useAppNavigate();
  const [query, changeQuery] = useTableQuery([]);
  const batches = usePspSettlements(scope, query.page, query.pageSize);
  const fetchPage = usePspSettlementPages(scope);
  const columns = useMemo<DataTableColumn<PspSettlementBatch>[]>(() => {
    const column = listTableColumns(pspSettlementColumns, t, locale);
    const money = (amount: (batch: PspSettlementBatch) => number) => ({
      kind: 'amount' as const,
      size: 130,
      cell: (batch: PspSettlementBatch) => <MoneyAmount amount={amount(batch)} currency={batch.currency} />,
    });
    return [
      column('settlementDate', { size: 130 }),
      column('batchNumber', {
        kind: 'code',
        size: 150,
        cell: (batch) => <AppLink to={reportPath(batch)}>{batch.batchNumber ?? batch.executionId}</AppLink>,
      }),
      column('currency', { size: 90 }),
      column(
        'grossAmount',
        money((batch) => batch.grossAmount),
      ),
      column(
        'commission',
        money((batch) => batch.commission),
      ),
      column(
        'netAmount',
        money((batch) => batch.netAmount),
      ),
      column('lineCount', { kind: 'amount', size: 90 }),
      column('reconciledCount', { kind: 'amount', size: 120 }),
      column('status', { size: 190, cell: (batch) => <StatusBadge status={batch.status} /> }),
      column('fileName', { size: 200 }),
      column('executionId', { kind: 'code', size: 170 }),
    ];
  }, [t, locale]);
  return (
    <DataTable<PspSettlementBatch>
      id="psp-settlements"
      label={t.pspReports.settlements.title()}
      columns={columns}
      query={query}
      onQueryChange={changeQuery}
      {...pageQueryState(batches)}
      rowKey={(batch) => `${batch.executionId}:${batch.batchNumber ?? ''}:${batch.currency}`}
      onOpenRow={(batch) => navigate(reportPath(batch))}
      csvExport={{ fileName: 'psp-settlements.csv', fetchPage }}
    />
  );
}
