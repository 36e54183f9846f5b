import type { MerchantScope } from '@ops/core/api';
import type { PspReportItemException } from '@ops/core/contract';
import { pspReportItemExceptionColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import {
  type ExceptionsSide,
  ExceptionsTable,
} from '../../../domain-parts/reconciliation/workbench/exceptions-table.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { usePspReportItemExceptions } from './use-psp-workbench.ts';

/**
 * The PSP workbench's exceptions queue (`ExceptionsTable`): the unmatched PSP report items no rule placed, with why,
 * and what failed a FAILED one (the import's or auto-matching's refusal).
 */
export function PspReportItemExceptions({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const side = useMemo(
    (): ExceptionsSide<PspReportItemException> => ({
      id: 'psp-report-item-exceptions',
      description: t.pspReports.exceptions.description(),
      listColumns: pspReportItemExceptionColumns,
      lineColumns: (column) => [
        column('code', { kind: 'code', size: 150 }),
        column('grossAmount', {
          kind: 'amount',
          size: 110,
          cell: (row) => <MoneyAmount amount={row.item.grossAmount} currency={row.item.currency} />,
        }),
        column('settlementDate', { size: 110 }),
      ],
      trailingColumns: (column) => [column('failureReason', { size: 320 })],
      useExceptions: usePspReportItemExceptions,
      rowKey: (row) => row.item.code,
    }),
    [t],
  );
  return <ExceptionsTable scope={scope} side={side} />;
}
