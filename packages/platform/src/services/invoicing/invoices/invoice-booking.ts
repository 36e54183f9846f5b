import { platformDivisionCode, platformMerchantCode } from '@ops/core/contract';
import { and, eq, sql } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { balanceTransfers, divisions, merchants, virtualAccounts } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/api-problem.ts';
import { postTransaction } from '../../../ledger/post-transaction.ts';
import { invoicingMessages as messages } from '../invoicing-messages.ts';

type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

/** The division's income account in a currency: where an invoice is paid from. */
export async function requireIncomeAccount(
  tx: Transaction,
  divisionCode: string,
  currency: string,
): Promise<VirtualAccountRow> {
  const [account] = await tx
    .select()
    .from(virtualAccounts)
    .where(
      and(
        eq(virtualAccounts.divisionCode, divisionCode),
        eq(virtualAccounts.currency, currency),
        eq(virtualAccounts.type, 'DIVISION_INCOME'),
      ),
    );
  if (!account)
    throw badRequest(messages.noIncomeAccount({ currency }), [
      { field: 'currency', message: messages.noIncomeAccount({ currency }) },
    ]);
  return account;
}

/**
 * The platform's own income account in a currency (merchant PLATFORM, division PLATFORM-OPS, spec section 7's
 * fixed platform merchant): where invoices are paid to. Made when first needed; two first invoices at once meet on
 * the unique keys, and the one that loses is retried or refused as a conflict.
 */
async function platformIncomeAccount(tx: Transaction, currency: string): Promise<VirtualAccountRow> {
  await tx
    .insert(merchants)
    .values({
      code: platformMerchantCode,
      displayName: 'Platform',
      description: 'The platform itself: invoices are paid to its income accounts',
      defaultKycTier: 'ADVANCED_KYC',
      countryCode: 'NLD',
    })
    .onConflictDoNothing();
  await tx
    .insert(divisions)
    .values({
      code: platformDivisionCode,
      merchantCode: platformMerchantCode,
      displayName: 'Platform operations',
      kycTier: 'ADVANCED_KYC',
    })
    .onConflictDoNothing();
  await tx
    .insert(virtualAccounts)
    .values({
      code: newCode('VA'),
      merchantCode: platformMerchantCode,
      divisionCode: platformDivisionCode,
      accountHolderCode: null,
      type: 'DIVISION_INCOME',
      displayName: `Platform income ${currency}`,
      currency,
    })
    .onConflictDoNothing({
      target: [virtualAccounts.divisionCode, virtualAccounts.currency],
      where: sql`${virtualAccounts.type} = 'DIVISION_INCOME'`,
    });
  const [account] = await tx
    .select()
    .from(virtualAccounts)
    .where(
      and(
        eq(virtualAccounts.divisionCode, platformDivisionCode),
        eq(virtualAccounts.currency, currency),
        eq(virtualAccounts.type, 'DIVISION_INCOME'),
      ),
    );
  if (!account) throw new Error(`the platform income account in ${currency} was not made`);
  return account;
}

export interface InvoiceBooking {
  invoiceCode: string;
  merchantCode: string;
  divisionCode: string;
  incomeAccount: VirtualAccountRow;
  currency: string;
  total: number;
  description: string;
  createdBy: string;
  idempotencyKeyId: number | null;
}

/**
 * Books an invoice's total as an INVOICE balance transfer from the division's income account to the platform's,
 * through the ledger (refused, writing nothing, when the income account's confirmed balance is short), so Home's
 * monthly Invoice column counts it. Answers the transfer's code.
 */
export async function bookInvoice(tx: Transaction, booking: InvoiceBooking): Promise<string> {
  const platformAccount = await platformIncomeAccount(tx, booking.currency);
  const transferCode = newCode('BT');
  const posted = await postTransaction(tx, {
    type: 'BALANCE_TRANSFER',
    status: 'CONFIRMED',
    currency: booking.currency,
    reference: transferCode,
    description: booking.description,
    idempotencyKeyId: booking.idempotencyKeyId,
    postings: [
      { virtualAccountCode: booking.incomeAccount.code, bucket: 'CONFIRMED', amount: -booking.total },
      { virtualAccountCode: platformAccount.code, bucket: 'CONFIRMED', amount: booking.total },
    ],
  });
  await tx.insert(balanceTransfers).values({
    code: transferCode,
    merchantCode: booking.merchantCode,
    divisionCode: booking.divisionCode,
    fromVirtualAccountCode: booking.incomeAccount.code,
    toVirtualAccountCode: platformAccount.code,
    amount: booking.total,
    currency: booking.currency,
    type: 'INVOICE',
    description: booking.description,
    createdBy: booking.createdBy,
    ledgerTransactionId: posted.id,
  });
  return transferCode;
}
