import type { SplitShare, SplitTransaction } from '@ops/core/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { accountHolders, splitItemGroups, splitShares, splitTransactions } from '../../../db/schema/index.ts';
import type { SqlRunner } from '../../../ledger/sql-rows.ts';

export type SplitTransactionRow = typeof splitTransactions.$inferSelect;

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

export function toSplitTransaction(row: SplitTransactionRow, sellers: SplitShare[]): SplitTransaction {
  return {
    code: row.code,
    type: row.type,
    subtype: row.subtype,
    status: row.status,
    merchantCode: row.merchantCode,
    divisionCode: row.divisionCode,
    currency: row.currency,
    totalAmount: row.totalAmount,
    divisionAmount: row.divisionAmount,
    psp: row.psp,
    pspReference: row.pspReference,
    paymentMethod: row.paymentMethod,
    description: row.description,
    reference: row.reference,
    orderNumber: row.orderNumber,
    paymentCode: row.paymentCode,
    takenFrom: row.takenFrom,
    refundedAmount: row.refundedAmount,
    pendingRefundAmount: row.pendingRefundAmount,
    reconciledAt: iso(row.reconciledAt),
    reconciledBy: row.reconciledBy,
    pspFee: row.pspFee,
    cancelledAt: iso(row.cancelledAt),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sellers,
  };
}

/** The shares of these transactions with their item groups and sellers' names, by transaction, in order. */
async function readShares(runner: SqlRunner, codes: string[]): Promise<Map<string, SplitShare[]>> {
  const shares = await runner
    .select({ share: splitShares, sellerName: accountHolders.name })
    .from(splitShares)
    .innerJoin(accountHolders, eq(accountHolders.code, splitShares.accountHolderCode))
    .where(inArray(splitShares.transactionCode, codes))
    .orderBy(asc(splitShares.transactionCode), asc(splitShares.position));
  const groups =
    shares.length === 0
      ? []
      : await runner
          .select()
          .from(splitItemGroups)
          .where(
            inArray(
              splitItemGroups.shareId,
              shares.map(({ share }) => share.id),
            ),
          )
          .orderBy(asc(splitItemGroups.shareId), asc(splitItemGroups.position));
  const groupsByShare = new Map<number, (typeof groups)[number][]>();
  for (const group of groups) groupsByShare.set(group.shareId, [...(groupsByShare.get(group.shareId) ?? []), group]);
  const byTransaction = new Map<string, SplitShare[]>();
  for (const { share, sellerName } of shares) {
    const list = byTransaction.get(share.transactionCode) ?? [];
    const itemGroups = groupsByShare.get(share.id) ?? [];
    list.push({
      sellerCode: share.accountHolderCode,
      sellerName,
      virtualAccountCode: share.virtualAccountCode,
      amount: share.amount,
      fees: share.fees,
      platformDiscount: itemGroups.reduce((sum, group) => sum + group.platformDiscount, 0),
      netAmount: share.amount - share.fees,
      externalRef: share.externalRef,
      itemGroups: itemGroups.map((group) => ({
        externalRef: group.externalRef,
        productItemAmount: group.productItemAmount,
        shippingFee: group.shippingFee,
        discount: group.discount,
        platformDiscount: group.platformDiscount,
        commission: group.commission,
        handlingFee: group.handlingFee,
        vat: group.vat,
      })),
    });
    byTransaction.set(share.transactionCode, list);
  }
  return byTransaction;
}

/** These transactions' rows with their shares, in the order of `rows`. */
export async function withShares(runner: SqlRunner, rows: SplitTransactionRow[]): Promise<SplitTransaction[]> {
  if (rows.length === 0) return [];
  const shares = await readShares(
    runner,
    rows.map((row) => row.code),
  );
  return rows.map((row) => toSplitTransaction(row, shares.get(row.code) ?? []));
}

/** A transaction with its shares; undefined when no transaction has the code. */
export async function readSplitTransaction(runner: SqlRunner, code: string): Promise<SplitTransaction | undefined> {
  const rows = await runner.select().from(splitTransactions).where(eq(splitTransactions.code, code));
  const [split] = await withShares(runner, rows);
  return split;
}
