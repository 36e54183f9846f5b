import type { PspReportMatch } from '@ops/core/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { pspReportLineMatches, pspReportLines, splitTransactions } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import { postTransactions } from '../../../ledger/post-transaction.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';
import type { SplitTransactionRow } from '../../fund/splits/read-splits.ts';
import { updateSplit } from '../../fund/splits/update-split.ts';
import { recordMatchTrail } from '../../reconciliation/workbench/match-trail.ts';
import { refreshFileStatuses } from '../import-settlement-report.ts';
import { pspMessages as messages } from '../psp-messages.ts';
import { reversalsOf } from './match-ledger.ts';
import { pspTrail, toPspReportMatch } from './psp-match-answer.ts';

/** The match a line of the division is in, locked. */
async function lockMatchOf(tx: Transaction, division: { divisionCode: string }, reportItemCode: string) {
  const [line] = await tx
    .select({ matchCode: pspReportLines.matchCode })
    .from(pspReportLines)
    .where(and(eq(pspReportLines.code, reportItemCode), eq(pspReportLines.divisionCode, division.divisionCode)))
    .for('update');
  if (!line) throw notFound(messages.reportItemNotFound({ code: reportItemCode }));
  const [match] = line.matchCode
    ? await tx
        .select()
        .from(pspReportLineMatches)
        .where(
          and(
            eq(pspReportLineMatches.code, line.matchCode),
            eq(pspReportLineMatches.divisionCode, division.divisionCode),
          ),
        )
        .for('update')
    : [];
  if (match?.status !== 'MATCHED') throw conflict(messages.notMatched({ code: reportItemCode }));
  return match;
}

const lockSplits = async (tx: Transaction, codes: readonly string[]) =>
  codes.length === 0
    ? []
    : tx
        .select()
        .from(splitTransactions)
        .where(inArray(splitTransactions.code, [...new Set(codes)]))
        .orderBy(asc(splitTransactions.code))
        .for('update');

/**
 * The match's transactions and the payments of its refunds, locked in the order every change of a refund takes
 * (payments first, then refunds); each must be as the match left it (nothing changed it since: not refunded, not
 * reconciled again), or the match can no longer be undone.
 */
async function lockMatched(tx: Transaction, splitCodes: readonly string[], matchedAt: Date) {
  const named = await tx
    .select({ code: splitTransactions.code, type: splitTransactions.type, paymentCode: splitTransactions.paymentCode })
    .from(splitTransactions)
    .where(inArray(splitTransactions.code, [...splitCodes]));
  const refunds = named.filter((split) => split.type !== 'PAYMENT');
  const payments = await lockSplits(tx, [
    ...named.filter((split) => split.type === 'PAYMENT').map((split) => split.code),
    ...refunds.flatMap((refund) => refund.paymentCode ?? []),
  ]);
  const rows = [
    ...payments,
    ...(await lockSplits(
      tx,
      refunds.map((refund) => refund.code),
    )),
  ];
  const matched = splitCodes.map((code) => rows.find((row) => row.code === code));
  for (const [index, split] of matched.entries()) {
    if (split?.reconciledAt?.getTime() !== matchedAt.getTime() || split.updatedAt.getTime() !== matchedAt.getTime()) {
      throw conflict(messages.changedSince({ code: splitCodes[index] ?? '' }));
    }
  }
  return { matched: matched as SplitTransactionRow[], payments: new Map(payments.map((row) => [row.code, row])) };
}

/**
 * Undoes the workbench match a PSP report line is in, with a reason (issue 34): the ledger transactions the match
 * posted are reversed (a settlement's confirmed amounts back to pending, a PSP fee back to the division's income),
 * the transactions are unreconciled (a refund's or chargeback's amount waits on its payment again), the lines are
 * UNALLOCATED outside any match and their reports' statuses refreshed; the match is kept as UNMATCHED with who and
 * why. The balances are then as if the match never happened. A transaction changed since cannot be unmatched.
 */
export async function unmatchPspReportItems(
  tx: Transaction,
  params: { merchantCode: string; divisionCode: string; reportItemCode: string },
  reason: string,
  settlement: LineSettlement,
): Promise<PspReportMatch> {
  const match = await lockMatchOf(tx, params, params.reportItemCode);
  const lines = await tx
    .select()
    .from(pspReportLines)
    .where(inArray(pspReportLines.code, match.reportLineCodes))
    .orderBy(pspReportLines.code)
    .for('update');
  const { matched, payments } = await lockMatched(tx, match.splitCodes, match.matchedAt);

  await postTransactions(tx, await reversalsOf(tx, match.ledgerTransactionCodes, settlement.idempotencyKeyId));
  const audit = { caller: settlement.caller, action: settlement.action };
  for (const split of matched) {
    await updateSplit(tx, split, { unreconciled: true }, audit);
    const payment = split.paymentCode ? payments.get(split.paymentCode) : undefined;
    if (!payment) continue;
    const change = {
      pendingRefundAmount: payment.pendingRefundAmount + split.totalAmount,
      refundedAmount: payment.refundedAmount - split.totalAmount,
    };
    await updateSplit(tx, payment, change, audit);
    payments.set(payment.code, { ...payment, ...change });
  }
  await tx
    .update(pspReportLines)
    .set({ status: 'UNALLOCATED', matchCode: null, splitCode: null, failureReason: null })
    .where(inArray(pspReportLines.code, match.reportLineCodes));
  await refreshFileStatuses(
    tx,
    lines.map((line) => line.executionId),
  );
  const [undone] = await tx
    .update(pspReportLineMatches)
    .set({ status: 'UNMATCHED', unmatchedBy: settlement.caller.email, unmatchedAt: sql`now()`, unmatchReason: reason })
    .where(eq(pspReportLineMatches.code, match.code))
    .returning();
  if (!undone) throw new Error('the match was not undone');
  const answer = toPspReportMatch(undone);
  await recordMatchTrail(tx, settlement, {
    types: pspTrail,
    lines,
    lineChange: (line) => ({
      before: { status: line.status, splitCode: line.splitCode, matchCode: match.code },
      after: { status: 'UNALLOCATED', splitCode: null, matchCode: null, unmatchReason: reason },
    }),
    matchCode: match.code,
    match: { before: toPspReportMatch(match), after: answer },
  });
  return answer;
}
