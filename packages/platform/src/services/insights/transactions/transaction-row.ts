import type { TransactionRow } from '@ops/core/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import { accountHolders, splitTransactions } from '../../../db/schema/index.ts';
import type { SqlRunner } from '../../../ledger/sql-rows.ts';

const rowColumns = {
  transaction: splitTransactions,
  sellerName: accountHolders.name,
};

type RowRecord = { transaction: typeof splitTransactions.$inferSelect; sellerName: string };

function toTransactionRow({ transaction, sellerName }: RowRecord): TransactionRow {
  return {
    splitCode: transaction.code,
    type: transaction.type,
    subtype: transaction.subtype,
    status: transaction.status,
    filterStatus: transaction.filterStatus,
    reference: transaction.reference,
    orderNumber: transaction.orderNumber,
    pspReference: transaction.pspReference,
    seller: { code: transaction.primaryAccountHolderCode, name: sellerName },
    sellerCount: transaction.sellerCount,
    amount: transaction.totalAmount,
    currency: transaction.currency,
    processor: transaction.psp,
    method: transaction.paymentMethod,
    createdAt: transaction.createdAt.toISOString(),
    paymentCode: transaction.paymentCode,
  };
}

/** Transactions as list rows, newest first, with their first seller's name. */
export async function selectTransactionRows(runner: SqlRunner, where: SQL | undefined): Promise<TransactionRow[]> {
  const rows = await runner
    .select(rowColumns)
    .from(splitTransactions)
    .innerJoin(accountHolders, eq(accountHolders.code, splitTransactions.primaryAccountHolderCode))
    .where(where)
    .orderBy(desc(splitTransactions.createdAt), desc(splitTransactions.code));
  return rows.map(toTransactionRow);
}

/**
 * One page of the transactions that match, newest first. The page's codes are found first, from the columns the
 * list's indexes hold (an index-only scan, however deep the page); only those rows are then read and joined.
 */
export async function selectTransactionPage(
  runner: SqlRunner,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<TransactionRow[]> {
  const pageCodes = runner
    .select({ code: splitTransactions.code, createdAt: splitTransactions.createdAt })
    .from(splitTransactions)
    .where(where)
    .orderBy(desc(splitTransactions.createdAt), desc(splitTransactions.code))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await runner
    .select(rowColumns)
    .from(pageCodes)
    .innerJoin(splitTransactions, eq(splitTransactions.code, pageCodes.code))
    .innerJoin(accountHolders, eq(accountHolders.code, splitTransactions.primaryAccountHolderCode))
    .orderBy(desc(pageCodes.createdAt), desc(pageCodes.code));
  return rows.map(toTransactionRow);
}
