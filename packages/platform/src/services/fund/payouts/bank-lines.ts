import type { BankLine, BankLineListQuery, Page } from '@ops/core/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { pageOf } from '../../../db/page-of.ts';
import { bankStatementLines } from '../../../db/schema/index.ts';
import { ApiProblem, conflict, notFound } from '../../../http/api-problem.ts';
import { type BankLineRow, toBankLine } from './bank-line-row.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { type LineSettlement, settleWithLine } from './settle-with-line.ts';

/** Bank statement lines, newest first, by batch, status and type (0-based pages on the wire). */
export async function listBankLines(db: Queryable, query: BankLineListQuery): Promise<Page<BankLine>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.payoutCode) conditions.push(eq(bankStatementLines.payoutCode, query.payoutCode));
  if (query.status) conditions.push(eq(bankStatementLines.status, query.status));
  if (query.type) conditions.push(eq(bankStatementLines.type, query.type));
  const where = and(...conditions);
  return pageOf(
    query,
    {
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(bankStatementLines)
          .where(where)
          .orderBy(desc(bankStatementLines.bookedAt), desc(bankStatementLines.code))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(bankStatementLines).where(where),
    },
    (rows) => rows.map(toBankLine),
  );
}

async function lockBankLine(tx: Transaction, code: string): Promise<BankLineRow> {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.code, code)).for('update');
  if (!line) throw notFound(messages.bankLineNotFound({ code }));
  if (line.status === 'RECONCILED') throw conflict(messages.bankLineReconciled({ code }));
  return line;
}

async function markLine(
  tx: Transaction,
  line: BankLineRow,
  outcome: { payoutRequestCode: string | null; failureReason: string | null },
  settlement: LineSettlement,
): Promise<BankLine> {
  const status = outcome.failureReason === null ? 'RECONCILED' : 'FAILED';
  const [after] = await tx
    .update(bankStatementLines)
    .set({ status, ...outcome, allocatedBy: settlement.caller.email, allocatedAt: sql`now()` })
    .where(eq(bankStatementLines.code, line.code))
    .returning();
  if (!after) throw new Error(`bank statement line ${line.code} vanished`);
  const answer = toBankLine(after);
  await recordAudit(tx, {
    actorEmail: settlement.caller.email,
    action: settlement.action,
    entityType: 'bankStatementLine',
    entityId: line.code,
    before: toBankLine(line),
    after: answer,
  });
  return answer;
}

/**
 * Allocates a bank statement line: the payout request its reference names is settled and the line RECONCILED.
 * When no request matches (a truncated reference) or the line cannot settle it, the line is FAILED with the reason
 * and nothing else changes; it can be allocated again, or linked by hand with `confirmPayoutWithBankLine`.
 */
export async function allocateBankLine(tx: Transaction, code: string, settlement: LineSettlement): Promise<BankLine> {
  const line = await lockBankLine(tx, code);
  const result = await settleWithLine(tx, line, line.reference, settlement);
  if (!result.settled) {
    const failureReason = result.unknownRequest
      ? messages.noMatchingPayoutRequest({ reference: line.reference })
      : result.reason;
    return markLine(tx, line, { payoutRequestCode: null, failureReason }, settlement);
  }
  return markLine(tx, line, { payoutRequestCode: line.reference, failureReason: null }, settlement);
}

/**
 * Links a line to a payout request by its full code and settles it (spec section 5): only for a line whose
 * reference arrived truncated, so its reference must be the start of the full code. A refusal changes nothing.
 */
export async function confirmPayoutWithBankLine(
  tx: Transaction,
  code: string,
  payoutRequestCode: string,
  settlement: LineSettlement,
): Promise<BankLine> {
  const line = await lockBankLine(tx, code);
  if (line.reference === payoutRequestCode || !payoutRequestCode.startsWith(line.reference)) {
    throw conflict(messages.notTruncated({ reference: line.reference, payoutCode: payoutRequestCode }));
  }
  const result = await settleWithLine(tx, line, payoutRequestCode, settlement);
  if (!result.settled) throw new ApiProblem(409, result.reason);
  return markLine(tx, line, { payoutRequestCode, failureReason: null }, settlement);
}
