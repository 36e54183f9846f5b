import { requestExternalKycAction } from '@ops/core/actions';
import type { AccountHolderDetails, ExternalKycEntry } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { kycChecksKeys } from '../../../lib/cache/kyc-checks-keys.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { statusColumn } from '../../../ui/status-badge/index.ts';

/**
 * The External KYC History tab: the seller's verifications by the external provider, newest first (spec section 3:
 * verification id, provider, last update, external reference, message count), and Trigger external provider.
 */
export function ExternalKycHistoryTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t } = useI18n();
  const labels = t.kyc.external;
  const { clients } = useConsoleServices();
  const [query, changeQuery] = useTableQuery([]);
  const trigger = useRegistryAction(requestExternalKycAction, {
    fallback: t.errors.requestIssue(),
    success: labels.sent({ count: 1 }),
  });
  const history = useQuery({
    queryKey: kycChecksKeys.externalHistory(seller.code, { page: query.page, pageSize: query.pageSize }),
    queryFn: ({ signal }) =>
      clients.kyc.getExternalKycHistory({
        params: { ...scope, accountHolderCode: seller.code },
        query: { page: query.page, limit: query.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<DataTableColumn<ExternalKycEntry>[]>(
    () => [
      {
        id: 'verificationId',
        kind: 'code',
        header: labels.verificationId(),
        cell: (row) => row.verificationId,
        csv: (row) => row.verificationId,
      },
      { id: 'provider', header: labels.provider(), cell: (row) => row.provider, csv: (row) => row.provider },
      statusColumn(labels.status()),
      {
        id: 'lastUpdate',
        header: labels.lastUpdate(),
        cell: (row) => formatTableDate(row.lastUpdate),
        csv: (row) => row.lastUpdate,
      },
      {
        id: 'externalReference',
        kind: 'code',
        header: labels.externalReference(),
        cell: (row) => row.externalReference ?? '',
        csv: (row) => row.externalReference ?? '',
      },
      {
        id: 'messageCount',
        kind: 'amount',
        header: labels.messageCount(),
        cell: (row) => row.messageCount,
        csv: (row) => row.messageCount,
        size: 100,
      },
      {
        id: 'requestedBy',
        header: labels.requestedBy(),
        cell: (row) => row.requestedBy,
        csv: (row) => row.requestedBy,
      },
    ],
    [labels],
  );
  return (
    <div className="kyc-history">
      {seller.deleted || !trigger.allowed ? null : (
        <div className="kyc-history-tools">
          <Button busy={trigger.busy} onClick={() => void trigger.run({ accountHolderCodes: [seller.code] })}>
            {t.kyc.actions.providerRequest()}
          </Button>
        </div>
      )}
      <FormFailure message={trigger.failure} />
      <DataTable
        id="external-kyc-history"
        label={t.sellers.details.tabs.externalKycHistory()}
        columns={columns}
        {...pageQueryState(history)}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(row) => row.verificationId}
      />
    </div>
  );
}
