import type { MerchantScope } from '@ops/core/api';
import type { BankLineException } from '@ops/core/contract';
import { bankLineExceptionColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import {
  type ExceptionsSide,
  ExceptionsTable,
} from '../../../domain-parts/reconciliation/workbench/exceptions-table.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { useBankLineExceptions } from './use-workbench.ts';

/** The bank workbench's exceptions queue (`ExceptionsTable`): the unmatched payment lines no rule placed, with why. */
export function BankLineExceptions({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const side = useMemo(
    (): ExceptionsSide<BankLineException> => ({
      id: 'bank-line-exceptions',
      description: t.bankIntegration.exceptions.description(),
      listColumns: bankLineExceptionColumns,
      lineColumns: (column) => [
        column('code', { kind: 'code', size: 150 }),
        column('amount', {
          kind: 'amount',
          size: 110,
          cell: (row) => <MoneyAmount amount={-row.line.amount} currency={row.line.currency} />,
        }),
        column('bookingDate', { size: 110 }),
      ],
      useExceptions: useBankLineExceptions,
      rowKey: (row) => row.line.code,
    }),
    [t],
  );
  return <ExceptionsTable scope={scope} side={side} />;
}
