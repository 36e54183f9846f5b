import type {
  BalanceTransfer,
  createBalanceTransferBodySchema,
  ErrorDetail,
  VirtualAccountType,
} from '@ops/core/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/database.ts';
import { accountHolders, auditEvents, balanceTransfers, divisions, virtualAccounts } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import { newCode } from '../../ledger/ledger-codes.ts';
import { type LockedAccount, postTransaction } from '../../ledger/post-transaction.ts';
import { isoTimestamp } from '../../ledger/sql-rows.ts';
import { toBalanceTransfer } from './balance-transfer-row.ts';
import { fundMessages as messages } from './fund-messages.ts';

type TransferRequest = z.output<typeof createBalanceTransferBodySchema>;

/** Spec section 4: seller to seller, seller to division income account, division income account to seller. */
const allowedDirections = new Set(['SELLER>SELLER', 'SELLER>DIVISION_INCOME', 'DIVISION_INCOME>SELLER']);
const isAllowedDirection = (from: VirtualAccountType, to: VirtualAccountType) => allowedDirections.has(`${from}>${to}`);

interface TransferAccount extends LockedAccount {
  code: string;
  type: VirtualAccountType;
  merchantCode: string;
  divisionCode: string;
  transfersEnabled: boolean;
  live: boolean;
}

/**
 * Both accounts with their division's config, locked for the move as the ledger wants them: in code order, FOR NO
 * KEY UPDATE. One round trip for the rules and the lock.
 */
async function lockAccounts(tx: Transaction, codes: string[]): Promise<Map<string, TransferAccount>> {
  const rows = await tx
    .select({
      code: virtualAccounts.code,
      type: virtualAccounts.type,
      currency: virtualAccounts.currency,
      merchantCode: virtualAccounts.merchantCode,
      divisionCode: virtualAccounts.divisionCode,
      confirmed: virtualAccounts.confirmedBalance,
      pending: virtualAccounts.pendingBalance,
      payout: virtualAccounts.payoutBalance,
      transfersEnabled: divisions.balanceTransfersEnabled,
      divisionDeletedAt: divisions.deletedAt,
      sellerDeletedAt: accountHolders.deletedAt,
    })
    .from(virtualAccounts)
    .innerJoin(divisions, eq(divisions.code, virtualAccounts.divisionCode))
    .leftJoin(accountHolders, eq(accountHolders.code, virtualAccounts.accountHolderCode))
    .where(inArray(virtualAccounts.code, codes))
    .orderBy(virtualAccounts.code)
    .for('no key update', { of: virtualAccounts });
  return new Map(
    rows.map(({ divisionDeletedAt, sellerDeletedAt, ...account }) => [
      account.code,
      { ...account, live: divisionDeletedAt === null && sellerDeletedAt === null },
    ]),
  );
}

/**
 * Checks a transfer against the rules of spec sections 4 and 5 and moves its amount from one confirmed balance to
 * the other, inside the request's transaction: the ledger transaction, the transfer and its audit entry are
 * written together, or not at all.
 */
export async function createBalanceTransfer(
  tx: Transaction,
  transfer: TransferRequest,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<BalanceTransfer> {
  const accounts = await lockAccounts(tx, [transfer.fromVirtualAccountCode, transfer.toVirtualAccountCode]);
  const unknown: ErrorDetail[] = [];
  const live = (field: 'fromVirtualAccountCode' | 'toVirtualAccountCode') => {
    const account = accounts.get(transfer[field]);
    if (!account?.live) unknown.push({ field, message: messages.checkVirtualAccountCode });
    return account;
  };
  const from = live('fromVirtualAccountCode');
  const to = live('toVirtualAccountCode');
  if (!from || !to || unknown.length > 0) throw badRequest(messages.checkVirtualAccountCode, unknown);

  for (const account of [from, to]) {
    if (account.currency !== transfer.currency) {
      const message = messages.currencyMismatch({
        code: account.code,
        accountCurrency: account.currency,
        currency: transfer.currency,
      });
      throw badRequest(message, [{ field: 'currency', message }]);
    }
  }
  if (!isAllowedDirection(from.type, to.type)) {
    throw badRequest(messages.directionNotAllowed(), [
      { field: 'toVirtualAccountCode', message: messages.directionNotAllowed() },
    ]);
  }
  if (from.merchantCode !== to.merchantCode || from.divisionCode !== to.divisionCode) {
    throw badRequest(messages.differentDivisions(), [
      { field: 'toVirtualAccountCode', message: messages.differentDivisions() },
    ]);
  }
  if (!from.transfersEnabled) throw conflict(messages.transfersDisabled());

  const code = newCode('BT');
  const row = {
    code,
    merchantCode: from.merchantCode,
    divisionCode: from.divisionCode,
    fromVirtualAccountCode: from.code,
    toVirtualAccountCode: to.code,
    amount: transfer.amount,
    currency: transfer.currency,
    type: transfer.type,
    description: transfer.description,
    createdBy: caller.email,
  };
  // The transfer row and its audit entry are written in the ledger's statement: one round trip for the whole move.
  const posted = await postTransaction(
    tx,
    {
      type: 'BALANCE_TRANSFER',
      status: 'CONFIRMED',
      currency: transfer.currency,
      reference: code,
      description: transfer.description,
      idempotencyKeyId,
      postings: [
        { virtualAccountCode: from.code, bucket: 'CONFIRMED', amount: -transfer.amount },
        { virtualAccountCode: to.code, bucket: 'CONFIRMED', amount: transfer.amount },
      ],
    },
    {
      locked: accounts,
      alongside: ({ id }) => [
        tx.insert(balanceTransfers).values({ ...row, ledgerTransactionId: id }),
        tx.insert(auditEvents).values({
          actorEmail: caller.email,
          action: 'createBalanceTransfer',
          entityType: 'balanceTransfer',
          entityId: code,
          before: null,
          // The entry as the caller gets it, with the creation time the database gives the transfer row.
          after: sql`${JSON.stringify(row)}::jsonb || jsonb_build_object('createdAt', ${isoTimestamp(sql`now()`)})`,
        }),
      ],
    },
  );
  return toBalanceTransfer({ ...row, createdAt: posted.createdAt });
}
