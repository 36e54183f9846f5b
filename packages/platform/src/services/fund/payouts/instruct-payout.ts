import type { PayoutBatch } from '@ops/core/contract';
import { formatIsoDate } from '@ops/core/dates';
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { payoutBatches } from '../../../db/schema/index.ts';
import { conflict } from '../../../http/api-problem.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { BatchAddress, BatchChange } from './batch-actions.ts';
import { auditBatchChange } from './batch-audit.ts';
import { batchItemsIn } from './batch-items.ts';
import { lockPayoutBatch, readPayoutBatch } from './payout-batch-queries.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { sandboxBank } from './sandbox-bank.ts';
import { buildSepaCreditTransfer } from './sepa-file.ts';

/** The accepted items of a batch and their count and sum, counted by the database in integers. */
async function batchItems(runner: Queryable | Transaction, payoutCode: string) {
  const [items, [totals]] = await Promise.all([
    batchItemsIn(runner, payoutCode, ['ACCEPTED']),
    selectRows<{ count: number; sum: string }>(
      runner,
      sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as sum from payout_requests
        where payout_code = ${payoutCode} and status = 'ACCEPTED'`,
    ),
  ]);
  return { items, count: Number(totals?.count ?? 0), sum: BigInt(totals?.sum ?? '0') };
}

/** The batch's pain.001.001.03 file: its `NbOfTxs` and `CtrlSum` are the database's count and sum of its items. */
export async function sepaFileOf(
  runner: Queryable | Transaction,
  batch: PayoutBatch,
  moment: { createdAt: Date; requestedExecutionDate: string },
): Promise<string> {
  if (batch.currency !== 'EUR') throw conflict(messages.sepaEurOnly({ currency: batch.currency }));
  const { items, count, sum } = await batchItems(runner, batch.code);
  if (count === 0) throw conflict(messages.emptyBatch());
  return buildSepaCreditTransfer({
    payoutCode: batch.code,
    createdAt: moment.createdAt,
    requestedExecutionDate: moment.requestedExecutionDate,
    initiatingParty: sandboxBank.accountName,
    ultimateDebtor: `${batch.merchantName} ${batch.divisionName}`,
    debtor: { name: sandboxBank.accountName, iban: sandboxBank.iban, bic: sandboxBank.bic },
    transfers: items.map((item) => ({
      endToEndId: item.code,
      amount: item.amount,
      creditorName: item.creditorName,
      creditorIban: item.iban ?? '',
      remittance: item.description ?? item.code,
    })),
    numberOfTransactions: count,
    controlSum: sum,
  });
}

/**
 * Instructs an approved batch: makes its SEPA file, keeps it as what went to the bank, and moves the batch to IN
 * PROGRESS. The bank answers with a statement (camt.053; the sandbox bank's is `sandboxStatementFile`) whose import
 * reconciles its lines with the items and settles them.
 */
export async function instructPayoutBatch(
  tx: Transaction,
  address: BatchAddress,
  change: BatchChange,
): Promise<PayoutBatch> {
  const batch = await lockPayoutBatch(tx, address);
  const before = await readPayoutBatch(tx, address);
  if (batch.status !== 'APPROVED') throw conflict(messages.instructNotAllowed({ status: batch.status }));
  const instructedAt = new Date();
  const requestedExecutionDate = formatIsoDate(instructedAt);
  const sepaXml = await sepaFileOf(tx, before, { createdAt: instructedAt, requestedExecutionDate });
  await tx
    .update(payoutBatches)
    .set({
      status: 'IN_PROGRESS',
      instructedBy: change.caller.email,
      instructedAt,
      requestedExecutionDate,
      sepaXml,
      updatedAt: sql`now()`,
    })
    .where(eq(payoutBatches.code, batch.code));
  return auditBatchChange(tx, address, change, before);
}

/**
 * The batch's SEPA file as a download: once instructed, the file that went to the bank, byte for byte; before
 * that, a preview of its current items, dated now.
 */
export async function sepaDownload(
  db: Queryable,
  address: { merchantCode: string; divisionCode: string; payoutCode: string },
): Promise<File> {
  const batch = await readPayoutBatch(db, address);
  const [stored] = await db
    .select({ sepaXml: payoutBatches.sepaXml })
    .from(payoutBatches)
    .where(eq(payoutBatches.code, batch.code));
  const now = new Date();
  const xml =
    stored?.sepaXml ?? (await sepaFileOf(db, batch, { createdAt: now, requestedExecutionDate: formatIsoDate(now) }));
  return new File([xml], `${batch.code}.xml`, { type: 'application/xml' });
}
