import type { BankLine } from '@ops/core/contract';
import { formatIsoDate } from '@ops/core/dates';
import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { bankStatementLines, divisions, merchants, payoutRequests } from '../../../db/schema/index.ts';

export type BankLineRow = typeof bankStatementLines.$inferSelect;

/** The merchant division of the payout request a line matched, when it matched one. */
export interface BankLineOwner {
  merchantName: string | null;
  divisionName: string | null;
}

const noOwner: BankLineOwner = { merchantName: null, divisionName: null };

/**
 * A line as the bank integration list shows it. A line the demo history booked has no statement behind it: its
 * settlement date is the day it was booked and its direction follows its type.
 */
export function toBankLine(row: BankLineRow, owner: BankLineOwner = noOwner): BankLine {
  const creditDebit =
    row.creditDebit ?? (row.type === 'RETURNED_TRANSACTION' || row.type === 'DEPOSIT' ? 'CRDT' : 'DBIT');
  const counterparty = row.creditorIban ?? row.counterpartyName;
  const account = row.accountIban ?? row.bankName;
  const reconciled = row.status === 'RECONCILED' || row.status === 'PARTIALLY_RECONCILED';
  return {
    code: row.code,
    bankName: row.bankName,
    type: row.type,
    status: row.status,
    pending: row.pending,
    settlementDate: row.bookingDate ?? formatIsoDate(row.bookedAt),
    creditDebit,
    currency: row.currency,
    amount: row.amount,
    reference: row.reference,
    payoutCode: row.payoutCode,
    from: creditDebit === 'CRDT' ? counterparty : account,
    toBank: creditDebit === 'CRDT' ? account : counterparty,
    creditorIban: row.creditorIban,
    counterpartyName: row.counterpartyName,
    description: row.remittance,
    ...owner,
    payoutRequestCode: row.payoutRequestCode,
    virtualAccountCode: row.virtualAccountCode,
    reconciledTransactions: reconciled ? row.transactionCount : 0,
    failureReason: row.failureReason,
    allocatedBy: row.allocatedBy,
    allocatedAt: row.allocatedAt?.toISOString() ?? null,
    bookedAt: row.bookedAt.toISOString(),
    fileCode: row.fileCode,
    statementId: row.statementId,
    rawData: row.rawXml,
  };
}

/** Lines with the merchant division of the payout request each matched: the query lists and answers start from. */
export function selectBankLines(runner: Queryable | Transaction) {
  return runner
    .select({ line: bankStatementLines, merchantName: merchants.displayName, divisionName: divisions.displayName })
    .from(bankStatementLines)
    .leftJoin(payoutRequests, eq(payoutRequests.code, bankStatementLines.payoutRequestCode))
    .leftJoin(merchants, eq(merchants.code, payoutRequests.merchantCode))
    .leftJoin(divisions, eq(divisions.code, payoutRequests.divisionCode));
}

/** One line as the list shows it. */
export async function readBankLine(runner: Queryable | Transaction, code: string): Promise<BankLine> {
  const [found] = await selectBankLines(runner).where(eq(bankStatementLines.code, code));
  if (!found) throw new Error(`bank statement line ${code} vanished`);
  return toBankLine(found.line, found);
}
