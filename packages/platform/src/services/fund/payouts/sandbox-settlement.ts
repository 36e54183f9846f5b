import type { SandboxSettlement } from '@ops/core/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { bankStatementLines, payoutBatches } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import { allocateBankLine } from './bank-lines.ts';
import { readPayoutBatch } from './payout-batch-queries.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import type { LineSettlement } from './settle-with-line.ts';

/**
 * The sandbox bank settles an instructed batch at once: every statement line it booked for the batch and that
 * is still unallocated goes through the same allocation as a real statement's line.
 */
export async function settleSandboxBatch(
  tx: Transaction,
  payoutCode: string,
  settlement: LineSettlement,
): Promise<SandboxSettlement> {
  const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.code, payoutCode)).for('update');
  if (!batch) throw notFound(messages.payoutNotFound({ code: payoutCode }));
  if (batch.instructedAt === null) throw conflict(messages.batchNotInstructed({ status: batch.status }));
  const unallocated = await tx
    .select({ code: bankStatementLines.code })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.payoutCode, payoutCode), eq(bankStatementLines.status, 'UNALLOCATED')))
    .orderBy(asc(bankStatementLines.code));
  const lines = [];
  for (const { code } of unallocated) lines.push(await allocateBankLine(tx, code, settlement));
  const payout = await readPayoutBatch(tx, { ...batch, payoutCode });
  return { payout, lines };
}
