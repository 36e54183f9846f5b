import type { BankLine } from '@ops/core/contract';
import type { bankStatementLines } from '../../../db/schema/index.ts';

export type BankLineRow = typeof bankStatementLines.$inferSelect;

export function toBankLine(row: BankLineRow): BankLine {
  return {
    code: row.code,
    bankName: row.bankName,
    type: row.type,
    currency: row.currency,
    amount: row.amount,
    reference: row.reference,
    payoutCode: row.payoutCode,
    creditorIban: row.creditorIban,
    status: row.status,
    payoutRequestCode: row.payoutRequestCode,
    failureReason: row.failureReason,
    allocatedBy: row.allocatedBy,
    allocatedAt: row.allocatedAt?.toISOString() ?? null,
    bookedAt: row.bookedAt.toISOString(),
  };
}
