import type { SplitTransaction } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';

/** Every field of the transaction (spec section 3), with its reconciliation and cancellation. */
export function TransactionFields({ split }: { split: SplitTransaction }) {
  const { t } = useI18n();
  const labels = t.transactionScreens.details;
  const columns = t.transactionScreens.columns;
  const money = (amount: number) => <MoneyAmount amount={amount} currency={split.currency} />;
  const reconciled = split.reconciledAt
    ? `${formatTableDate(split.reconciledAt)}${split.reconciledBy ? ` · ${t.transactions.reconciliationSources[split.reconciledBy]()}` : ''}`
    : labels.notReconciled();
  const fields: [string, ReactNode][] = [
    [columns.splitCode(), <code key="code">{split.code}</code>],
    [columns.type(), t.transactions.types[split.type]()],
    [columns.subtype(), t.transactions.subtypes[split.subtype]()],
    [columns.status(), <StatusBadge key="status" status={split.status} />],
    [labels.totalAmount(), money(split.totalAmount)],
    [labels.divisionAmount(), money(split.divisionAmount)],
    [columns.currency(), split.currency],
    [columns.processor(), split.psp],
    [columns.method(), split.paymentMethod],
    [columns.pspReference(), split.pspReference],
    [columns.reference(), split.reference],
    [columns.orderNumber(), split.orderNumber],
    [labels.description(), split.description],
    [labels.payment(), split.paymentCode ? <code key="payment">{split.paymentCode}</code> : null],
    [labels.refunded(), split.type === 'PAYMENT' ? money(split.refundedAmount) : null],
    [labels.pendingRefund(), split.type === 'PAYMENT' ? money(split.pendingRefundAmount) : null],
    [labels.reconciledAt(), reconciled],
    [labels.pspFee(), split.pspFee === null ? null : money(split.pspFee)],
    [labels.cancelledAt(), split.cancelledAt ? formatTableDate(split.cancelledAt) : null],
    [labels.createdBy(), split.createdBy],
    [columns.createdAt(), formatTableDate(split.createdAt)],
  ];
  return (
    <dl className="transaction-fields" aria-label={labels.fields()}>
      {fields
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
