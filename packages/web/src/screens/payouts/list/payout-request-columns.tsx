import type { PayoutRequest } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { payoutRequestColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { PayoutRequestLink } from './payout-request-link.tsx';
import { PayoutRequestRowActions } from './payout-request-row-actions.tsx';

export type PayoutRequestColumnId =
  | 'code'
  | 'merchant'
  | 'merchantOnly'
  | 'division'
  | 'seller'
  | 'account'
  | 'iban'
  | 'amount'
  | 'status'
  | 'type'
  | 'createdAt'
  | 'processedAt'
  | 'description'
  | 'actions';

/**
 * The columns of a payout request list, in the order `ids` names them: core's payout request columns (header and
 * CSV value) with the screen's cells, and the web's own (account, IBAN, processed, description, row actions); the
 * row actions report what they did through `onMessage`.
 */
export function usePayoutRequestColumns(
  ids: readonly PayoutRequestColumnId[],
  onMessage: (message: string) => void,
): DataTableColumn<PayoutRequest>[] {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const key = ids.join(',');
  return useMemo(() => {
    const column = listTableColumns(payoutRequestColumns, t, locale);
    const columns: Record<PayoutRequestColumnId, DataTableColumn<PayoutRequest>> = {
      code: column('code', { kind: 'code', cell: (request) => <PayoutRequestLink request={request} /> }),
      merchant: column('merchant', {
        cell: (request) => (
          <>
            {request.merchantName}
            <span className="payout-division">{request.divisionName}</span>
          </>
        ),
        size: 200,
      }),
      merchantOnly: column('merchant', {
        cell: (request) => request.merchantName,
        csv: (request) => request.merchantName,
      }),
      division: {
        id: 'division',
        header: labels.columns.division(),
        cell: (request) => request.divisionName,
        csv: (request) => request.divisionName,
      },
      seller: column('seller'),
      account: {
        id: 'account',
        kind: 'code',
        header: labels.columns.account(),
        cell: (request) => <code>{request.virtualAccountCode}</code>,
        csv: (request) => request.virtualAccountCode,
      },
      iban: {
        id: 'iban',
        header: labels.columns.iban(),
        cell: (request) => request.iban ?? '',
        csv: (request) => request.iban ?? '',
        size: 200,
      },
      amount: column('amount', { kind: 'amount' }),
      status: column('status', { cell: (request) => <StatusBadge status={request.status} />, size: 120 }),
      type: column('type', {
        cell: (request) => labels.types[request.type](),
        size: 120,
      }),
      createdAt: column('createdAt', { cell: (request) => formatTableDate(request.createdAt) }),
      processedAt: {
        id: 'processedAt',
        header: labels.columns.processedAt(),
        cell: (request) => (request.processedAt ? formatTableDate(request.processedAt) : ''),
        csv: (request) => request.processedAt ?? '',
      },
      description: {
        id: 'description',
        header: labels.columns.description(),
        cell: (request) => request.description ?? '',
        csv: (request) => request.description ?? '',
      },
      actions: {
        id: 'actions',
        header: labels.columns.actions(),
        cell: (request) => <PayoutRequestRowActions request={request} onMessage={onMessage} />,
        size: 320,
      },
    };
    return key.split(',').map((id) => columns[id as PayoutRequestColumnId]);
  }, [key, t, labels, locale, onMessage]);
}
