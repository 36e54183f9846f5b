import type { BalanceTransfer } from '@ops/core/contract';
import type { balanceTransfers } from '../../db/schema/index.ts';

export type BalanceTransferRow = typeof balanceTransfers.$inferSelect;

export function toBalanceTransfer(row: Omit<BalanceTransferRow, 'ledgerTransactionId'>): BalanceTransfer {
  return {
    code: row.code,
    merchantCode: row.merchantCode,
    divisionCode: row.divisionCode,
    fromVirtualAccountCode: row.fromVirtualAccountCode,
    toVirtualAccountCode: row.toVirtualAccountCode,
    amount: row.amount,
    currency: row.currency,
    type: row.type,
    description: row.description,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
