import type { PspRecordType, PspReportStatus } from '@ops/core/contract';
import { toMajorString } from '@ops/core/money';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { type pspReportLines, splitTransactions } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import { reconcileSplits } from '../fund/splits/reconcile-splits.ts';
import { insertReportLines } from './insert-report-lines.ts';
import { pspMessages as messages } from './psp-messages.ts';

/** A report line to store, as the reader and the import made it. */
export type NewReportLine = typeof pspReportLines.$inferInsert;

/** The split kind each record type settles; fees and payouts to the bank settle none. */
export const kindOfRecord: Partial<Record<PspRecordType, (typeof splitTransactions.$inferSelect)['type']>> = {
  SETTLED: 'PAYMENT',
  REFUNDED: 'REFUND',
  CHARGEBACK: 'CHARGEBACK',
};

interface Candidate {
  code: string;
  type: (typeof splitTransactions.$inferSelect)['type'];
  currency: string;
  totalAmount: number;
  pspReference: string | null;
  reconciledAt: Date | null;
  cancelledAt: Date | null;
}

interface Outcome {
  code: string;
  status: PspReportStatus;
  splitCode: string | null;
  failureReason: string | null;
}

/** The reference a line names its transaction by: a payment's PSP reference, a refund's own (its modification). */
export const referenceOf = (line: Pick<NewReportLine, 'recordType' | 'pspReference' | 'modificationReference'>) =>
  (line.recordType === 'SETTLED' ? line.pspReference : (line.modificationReference ?? line.pspReference)) ?? null;

async function candidatesOf(tx: Transaction, divisionCode: string, references: string[]) {
  const byReference = new Map<string, Candidate[]>();
  if (references.length === 0) return byReference;
  const rows = await tx
    .select({
      code: splitTransactions.code,
      type: splitTransactions.type,
      currency: splitTransactions.currency,
      totalAmount: splitTransactions.totalAmount,
      pspReference: splitTransactions.pspReference,
      reconciledAt: splitTransactions.reconciledAt,
      cancelledAt: splitTransactions.cancelledAt,
    })
    .from(splitTransactions)
    .where(
      and(
        eq(splitTransactions.divisionCode, divisionCode),
        // By the division's PSP reference search index (lower case); the exact reference is kept below.
        inArray(sql`lower(${splitTransactions.pspReference})`, [...new Set(references.map((r) => r.toLowerCase()))]),
      ),
    );
  const wanted = new Set(references);
  for (const row of rows.filter((candidate) => wanted.has(candidate.pspReference ?? ''))) {
    const list = byReference.get(row.pspReference ?? '') ?? [];
    list.push(row);
    byReference.set(row.pspReference ?? '', list);
  }
  return byReference;
}

/** What a line's record says of the transaction it names: reconcile it, or why not. */
interface Verdict {
  status: PspReportStatus;
  reason: string | null;
  split?: Candidate;
}

function verdictOf(
  line: NewReportLine,
  reference: string | null,
  candidates: Candidate[] | undefined,
  done: Set<string>,
): Verdict {
  const kind = kindOfRecord[line.recordType];
  if (!kind) return { status: 'PARSED' as const, reason: null };
  const named = candidates?.find((candidate) => candidate.type === kind) ?? candidates?.[0];
  if (!reference || !named) {
    return { status: 'UNALLOCATED' as const, reason: messages.noTransaction({ reference: reference ?? '' }) };
  }
  if (named.type !== kind) {
    const reason = messages.wrongKind({ code: named.code, kind: named.type, recordType: line.recordType });
    return { status: 'FAILED' as const, reason };
  }
  const amount = Math.abs(line.grossAmount);
  if (named.currency !== line.currency || named.totalAmount !== amount) {
    const reported = `${line.currency} ${toMajorString(amount, line.currency)}`;
    const expected = `${named.currency} ${toMajorString(named.totalAmount, named.currency)}`;
    return { status: 'FAILED' as const, reason: messages.amountDiffers({ reported, expected }) };
  }
  if (named.cancelledAt) return { status: 'FAILED' as const, reason: messages.cancelled({ code: named.code }) };
  if (named.reconciledAt || done.has(named.code)) {
    return { status: 'FAILED' as const, reason: messages.alreadyReconciled({ code: named.code }) };
  }
  return { status: 'RECONCILED' as const, reason: null, split: named };
}

async function writeOutcomes(tx: Transaction, outcomes: Outcome[]) {
  if (outcomes.length === 0) return;
  const rows: SQL[] = outcomes.map(
    (outcome) =>
      sql`(${outcome.code}::text, ${outcome.status}::text, ${outcome.splitCode}::text, ${outcome.failureReason}::text)`,
  );
  await tx.execute(sql`
    update psp_report_lines set status = outcome.status, split_code = outcome.split_code,
      failure_reason = outcome.failure_reason
    from (values ${sql.join(rows, sql`, `)}) as outcome (code, status, split_code, failure_reason)
    where psp_report_lines.code = outcome.code`);
}

/** Lines judged by their records, and the split each matched line settles (by the line's code). */
async function judgeLines(tx: Transaction, divisionCode: string, lines: readonly NewReportLine[]) {
  const candidates = await candidatesOf(
    tx,
    divisionCode,
    lines.flatMap((line) => {
      const reference = referenceOf(line);
      return reference ? [reference] : [];
    }),
  );
  const done = new Set<string>();
  const matched = new Map<string, Candidate>();
  const judged = lines.map((line): NewReportLine => {
    const reference = referenceOf(line);
    const verdict = verdictOf(line, reference, reference ? candidates.get(reference) : undefined, done);
    if (verdict.split) {
      done.add(verdict.split.code);
      matched.set(line.code, verdict.split);
    }
    return { ...line, status: verdict.status, splitCode: verdict.split?.code ?? null, failureReason: verdict.reason };
  });
  return { judged, matched };
}

/**
 * Settles the splits the written lines matched, all at once (`reconcileSplits`): a match moves the payment's
 * pending shares to confirmed and charges the commission as the PSP fee; a line whose split cannot settle (a fee
 * the division's income cannot pay) is FAILED with the reason and settles nothing, the others settle all the same.
 */
async function settleMatched(
  tx: Transaction,
  written: readonly { code: string; status: PspReportStatus; commission: number }[],
  matched: Map<string, Candidate>,
  caller: Caller,
): Promise<Map<PspReportStatus, number>> {
  const settling = written.flatMap((line) => {
    const split = matched.get(line.code);
    return split ? [{ line, split }] : [];
  });
  const refusals = await reconcileSplits(
    tx,
    settling.map(({ line, split }) => ({
      code: split.code,
      kind: split.type === 'PAYMENT' ? 'payment' : 'refund',
      match: { matchedBy: 'PSP_REPORT', pspFee: line.commission > 0 ? line.commission : undefined },
    })),
    caller,
  );
  const refused = new Map(
    settling.flatMap(({ line }, index) => {
      const refusal = refusals[index];
      return refusal ? [[line.code, refusal] as const] : [];
    }),
  );
  const counts = new Map<PspReportStatus, number>();
  for (const line of written) {
    const status = refused.has(line.code) ? 'FAILED' : line.status;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  await writeOutcomes(
    tx,
    [...refused].map(([code, failureReason]) => ({ code, status: 'FAILED', splitCode: null, failureReason })),
  );
  return counts;
}

/**
 * Stores a chunk of report lines of one division and reconciles the new ones: a settled line with the payment its
 * PSP reference names, a refunded or chargeback line with the refund or chargeback its modification reference (else
 * PSP reference) names, when the amount and currency agree. Each line is judged first and written with its status,
 * so a line is written once; a line another report already brought (its key) is skipped and moves nothing. A match
 * moves the payment's pending shares to confirmed and charges the commission as the PSP fee (`reconcileSplits`);
 * the line is RECONCILED. A line naming nothing is UNALLOCATED, one that disagrees FAILED with the reason, a fee or
 * payout line PARSED.
 */
export async function storeAndReconcile(
  tx: Transaction,
  divisionCode: string,
  lines: readonly NewReportLine[],
  caller: Caller,
): Promise<{ newLines: number; counts: Map<PspReportStatus, number> }> {
  if (lines.length === 0) return { newLines: 0, counts: new Map() };
  const { judged, matched } = await judgeLines(tx, divisionCode, lines);
  const { reconciled, otherCounts, total } = await insertReportLines(tx, judged);
  const counts = await settleMatched(tx, reconciled, matched, caller);
  for (const [status, lines] of otherCounts) counts.set(status, (counts.get(status) ?? 0) + lines);
  return { newLines: total, counts };
}

/**
 * Judges stored lines of one division again by the same rules (a split may have arrived since), locked by the
 * caller: a line whose verdict is what it already says is left alone, so judging it twice changes nothing; any
 * other is written with its new status and, when it now names its split, settles it. Answers the lines changed and
 * how many of them are now reconciled.
 */
export async function reconcileStoredLines(
  tx: Transaction,
  divisionCode: string,
  lines: readonly NewReportLine[],
  caller: Caller,
): Promise<{ changed: { code: string; executionId: string }[]; reconciled: number }> {
  if (lines.length === 0) return { changed: [], reconciled: 0 };
  const { judged, matched } = await judgeLines(tx, divisionCode, lines);
  const changed = judged.filter((line, index) => {
    const stored = lines[index];
    return line.status !== stored?.status || line.failureReason !== stored?.failureReason;
  });
  await writeOutcomes(
    tx,
    changed.map((line) => ({
      code: line.code,
      status: line.status,
      splitCode: line.splitCode ?? null,
      failureReason: line.failureReason ?? null,
    })),
  );
  const counts = await settleMatched(tx, changed, matched, caller);
  return {
    changed: changed.map((line) => ({ code: line.code, executionId: line.executionId })),
    reconciled: counts.get('RECONCILED') ?? 0,
  };
}
