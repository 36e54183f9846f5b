import type { PayoutRequest } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney, toMajorString } from '@ops/core/money';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
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
 * The columns of a payout request list, in the order `ids` names them; the row actions report what they did
 * through `onMessage`.
 */
export function usePayoutRequestColumns(
  ids: readonly PayoutRequestColumnId[],
  onMessage: (message: string) => void,
): DataTableColumn<PayoutRequest>[] {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const key = ids.join(',');
  return useMemo(() => {
    const columns: Record<PayoutRequestColumnId, DataTableColumn<PayoutRequest>> = {
      code: {
        id: 'code',
        header: labels.columns.code(),
        cell: (request) => <PayoutRequestLink request={request} />,
        csv: (request) => request.code,
      },
      merchant: {
        id: 'merchant',
        header: labels.columns.merchant(),
        cell: (request) => (
          <>
            {request.merchantName}
            <span className="payout-division">{request.divisionName}</span>
          </>
        ),
        csv: (request) => `${request.merchantName} ${request.divisionName}`,
        size: 200,
      },
      merchantOnly: {
        id: 'merchant',
        header: labels.columns.merchant(),
        cell: (request) => request.merchantName,
        csv: (request) => request.merchantName,
      },
      division: {
        id: 'division',
        header: labels.columns.division(),
        cell: (request) => request.divisionName,
        csv: (request) => request.divisionName,
      },
      seller: {
        id: 'seller',
        header: labels.columns.seller(),
        cell: (request) => request.accountHolderName ?? '',
        csv: (request) => request.accountHolderName ?? '',
      },
      account: {
        id: 'account',
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
      amount: {
        id: 'amount',
        header: labels.columns.amount(),
        cell: (request) => formatMoney(request.amount, request.sourceCurrency, locale),
        csv: (request) => `${toMajorString(request.amount, request.sourceCurrency)} ${request.sourceCurrency}`,
      },
      status: {
        id: 'status',
        header: labels.columns.status(),
        cell: (request) => <StatusBadge status={request.status} />,
        csv: (request) => request.status,
        size: 120,
      },
      type: {
        id: 'type',
        header: labels.columns.type(),
        cell: (request) => labels.types[request.type](),
        csv: (request) => labels.types[request.type](),
        size: 120,
      },
      createdAt: {
        id: 'createdAt',
        header: labels.columns.createdAt(),
        cell: (request) => formatTableDate(request.createdAt),
        csv: (request) => request.createdAt,
      },
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
  }, [key, labels, locale, onMessage]);
}
