import { type createInvoiceBodySchema, type Invoice, invoiceTotals } from '@ops/core/contract';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../../audit/record-audit.ts';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { invoices } from '../../../db/schema/index.ts';
import { badRequest, conflict } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { activeFeeContract } from '../contracts/fee-contract-queries.ts';
import { invoicingMessages as messages } from '../invoicing-messages.ts';
import { readBillingActivity } from './billing-activity.ts';
import { bookInvoice, requireIncomeAccount } from './invoice-booking.ts';

interface InvoiceRequest {
  address: DivisionAddress;
  body: z.output<typeof createInvoiceBodySchema>;
  caller: Caller;
  idempotencyKeyId: number | null;
  action: string;
}

/** Refuses a period that shares a day with an invoice the division already has in the currency. */
async function refuseOverlap(tx: Transaction, divisionCode: string, period: InvoiceRequest['body']): Promise<void> {
  const [overlapping] = await tx
    .select({ periodFrom: invoices.periodFrom, periodTo: invoices.periodTo })
    .from(invoices)
    .where(
      and(
        eq(invoices.divisionCode, divisionCode),
        eq(invoices.currency, period.currency),
        lte(invoices.periodFrom, period.to),
        gte(invoices.periodTo, period.from),
      ),
    )
    .limit(1);
  if (overlapping) {
    throw conflict(
      messages.overlappingPeriod({
        currency: period.currency,
        from: overlapping.periodFrom,
        to: overlapping.periodTo,
      }),
    );
  }
}

/**
 * Create invoice: the period's lines under the division's active contract in the currency, from the ledger's
 * activity, booked in the same transaction as an INVOICE balance transfer from the division income account. The
 * division's invoices are made one at a time (a transaction-scoped advisory lock), so two overlapping requests
 * cannot both pass the overlap check, and money never moves twice for a day of a division.
 */
export async function createInvoice(tx: Transaction, request: InvoiceRequest): Promise<Invoice> {
  const { address, body, caller } = request;
  const division = await requireDivision(tx, address);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${division.code}`}))`);
  await refuseOverlap(tx, division.code, body);
  const contract = await activeFeeContract(tx, division.code, body.currency);
  if (!contract) {
    const message = messages.noActiveContract({ currency: body.currency });
    throw conflict(message, [{ field: 'currency', message }]);
  }
  const incomeAccount = await requireIncomeAccount(tx, division.code, body.currency);
  const activity = await readBillingActivity(tx, { divisionCode: division.code, ...body });
  const totals = invoiceTotals(contract, activity);
  if (totals.total === 0) throw badRequest(messages.nothingToInvoice());
  const code = newCode('INV');
  const balanceTransferCode = await bookInvoice(tx, {
    invoiceCode: code,
    merchantCode: division.merchantCode,
    divisionCode: division.code,
    incomeAccount,
    currency: body.currency,
    total: totals.total,
    description: messages.transferDescription({ code, from: body.from, to: body.to }),
    createdBy: caller.email,
    idempotencyKeyId: request.idempotencyKeyId,
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      code,
      merchantCode: division.merchantCode,
      divisionCode: division.code,
      currency: body.currency,
      periodFrom: body.from,
      periodTo: body.to,
      accountCode: incomeAccount.code,
      contractCode: contract.code,
      status: 'PAID',
      lines: totals.lines,
      subtotal: totals.subtotal,
      vatBasisPoints: contract.vatBasisPoints,
      vat: totals.vat,
      total: totals.total,
      balanceTransferCode,
      createdBy: caller.email,
    })
    .returning();
  if (!row) throw new Error('the invoice was not inserted');
  const invoice = { ...row, accountName: incomeAccount.displayName, createdAt: row.createdAt.toISOString() };
  await recordAudit(tx, {
    actorEmail: caller.email,
    action: request.action,
    entityType: 'invoice',
    entityId: code,
    before: null,
    after: invoice,
  });
  return invoice;
}
