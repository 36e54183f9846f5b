import type { BankLineStatus, PayoutBatchStatus } from '@ops/core/contract';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { auditEvents, payoutBatches, payoutRequests } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import { type LedgerTransactionInput, lockVirtualAccounts, postTransactions } from '../../ledger/post-transaction.ts';
import type { WorldAccount } from '../../ledger/world-account.ts';
import { type BankLineRow, toBankLine } from '../fund/payouts/bank-line-row.ts';
import { lineFailureOf, namesPayoutItem } from '../fund/payouts/bank-lines.ts';
import { refreshSettledBatch } from '../fund/payouts/batch-status.ts';
import { bankOf } from '../fund/payouts/payout-money.ts';
import {
  failureReasonOf,
  lineVerdict,
  type SettledRequest,
  settledMutation,
} from '../fund/payouts/settle-with-line.ts';

/** Rows a statement writes at once: a 10,000-line import is a few dozen statements besides the ledger's. */
const chunkSize = 500;

const chunksOf = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) =>
    items.slice(index * chunkSize, (index + 1) * chunkSize),
  );

interface LineOutcome {
  line: BankLineRow;
  status: BankLineStatus;
  payoutRequestCode: string | null;
  failureReason: string | null;
}

interface RequestChange {
  code: string;
  before: { status: string; failureReason: string | null };
  status: 'PROCESSED' | 'RETURNED';
  failureReason: string | null;
  bankLineCode: string;
}

/** The requests the lines name, locked in code order (every payout call locks requests before accounts). */
async function lockNamedRequests(tx: Transaction, codes: string[]): Promise<Map<string, SettledRequest>> {
  const requests = new Map<string, SettledRequest>();
  for (const chunk of chunksOf([...new Set(codes)].sort())) {
    const rows = await tx
      .select({
        code: payoutRequests.code,
        amount: payoutRequests.amount,
        sourceCurrency: payoutRequests.sourceCurrency,
        virtualAccountCode: payoutRequests.virtualAccountCode,
        status: payoutRequests.status,
        failureReason: payoutRequests.failureReason,
        payoutCode: payoutRequests.payoutCode,
      })
      .from(payoutRequests)
      .where(inArray(payoutRequests.code, chunk))
      .orderBy(asc(payoutRequests.code))
      .for('update');
    for (const row of rows) requests.set(row.code, row);
  }
  return requests;
}

async function batchStatusesOf(tx: Transaction, requests: Iterable<SettledRequest>) {
  const codes = [...new Set([...requests].flatMap((request) => (request.payoutCode ? [request.payoutCode] : [])))];
  const statuses = new Map<string, PayoutBatchStatus>();
  for (const chunk of chunksOf(codes)) {
    const rows = await tx
      .select({ code: payoutBatches.code, status: payoutBatches.status })
      .from(payoutBatches)
      .where(inArray(payoutBatches.code, chunk));
    for (const row of rows) statuses.set(row.code, row.status);
  }
  return statuses;
}

async function writeRequestChanges(tx: Transaction, changes: RequestChange[], run: { caller: Caller; action: string }) {
  // A request two lines settled (paid, then returned) is written as the last one left it; both are on the trail.
  const latest = [...new Map(changes.map((change) => [change.code, change])).values()];
  for (const chunk of chunksOf(latest)) {
    const rows = chunk.map(
      (change) => sql`(${change.code}::text, ${change.status}::text, ${change.failureReason}::text)`,
    );
    await tx.execute(sql`
      update payout_requests set status = settled.status, failure_reason = settled.failure_reason,
        settled_at = now(), updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as settled (code, status, failure_reason)
      where payout_requests.code = settled.code`);
  }
  for (const chunk of chunksOf(changes)) {
    await tx.insert(auditEvents).values(
      chunk.map((change) => ({
        actorEmail: run.caller.email,
        action: run.action,
        entityType: 'payoutRequest',
        entityId: change.code,
        before: change.before,
        after: { status: change.status, failureReason: change.failureReason, bankLineCode: change.bankLineCode },
      })),
    );
  }
}

/** Whether an outcome says something else than the line already does (a new line always does: it is PARSED). */
const changesLine = (outcome: LineOutcome) =>
  outcome.status !== outcome.line.status ||
  outcome.payoutRequestCode !== outcome.line.payoutRequestCode ||
  outcome.failureReason !== outcome.line.failureReason;

async function writeLineOutcomes(tx: Transaction, outcomes: LineOutcome[], run: { caller: Caller; action: string }) {
  const allocatedAt = new Date();
  for (const chunk of chunksOf(outcomes)) {
    const rows: SQL[] = chunk.map(
      (outcome) =>
        sql`(${outcome.line.code}::text, ${outcome.status}::text, ${outcome.payoutRequestCode}::text, ${outcome.failureReason}::text)`,
    );
    await tx.execute(sql`
      update bank_statement_lines set status = outcome.status, payout_request_code = outcome.payout_request_code,
        failure_reason = outcome.failure_reason,
        allocated_by = case when outcome.status = 'UNALLOCATED' then null else ${run.caller.email} end,
        allocated_at = case when outcome.status = 'UNALLOCATED' then null else now() end
      from (values ${sql.join(rows, sql`, `)}) as outcome (code, status, payout_request_code, failure_reason)
      where bank_statement_lines.code = outcome.code`);
    await tx.insert(auditEvents).values(
      chunk.map(({ line, ...outcome }) => {
        const tried = outcome.status !== 'UNALLOCATED';
        const after = {
          ...line,
          ...outcome,
          allocatedBy: tried ? run.caller.email : null,
          allocatedAt: tried ? allocatedAt : null,
        };
        return {
          actorEmail: run.caller.email,
          action: run.action,
          entityType: 'bankStatementLine',
          entityId: line.code,
          before: toBankLine(line),
          after: toBankLine(after),
        };
      }),
    );
  }
}

/**
 * Reconciles lines at once (the new lines of an import, or lines matched again by an auto-reconciliation), by the
 * rules of one line's allocation (`lineVerdict`): each line that names a payout item settles it through the ledger
 * (one posting each) and is RECONCILED, or is FAILED with the reason; a line that names none is UNALLOCATED. A line
 * whose outcome is what it already says is not written again, so matching a line twice changes nothing. Requests
 * are locked in code order before their accounts, the rows and the audit trail are written a few hundred a
 * statement, and each batch's status is refreshed once. Answers how many lines it reconciled.
 */
export async function reconcileImportedLines(
  tx: Transaction,
  lines: readonly BankLineRow[],
  run: { caller: Caller; action: string },
): Promise<number> {
  const requests = await lockNamedRequests(
    tx,
    lines.flatMap((line) => (namesPayoutItem(line) ? [line.reference] : [])),
  );
  const batchStatuses = await batchStatusesOf(tx, requests.values());
  await lockVirtualAccounts(
    tx,
    [...new Set([...requests.values()].map((request) => request.virtualAccountCode))].sort(),
  );
  const banks = new Map<string, WorldAccount>();
  const outcomes: LineOutcome[] = [];
  const changes: RequestChange[] = [];
  const mutations: LedgerTransactionInput[] = [];
  for (const line of lines) {
    if (!namesPayoutItem(line)) {
      outcomes.push({ line, status: 'UNALLOCATED', payoutRequestCode: null, failureReason: null });
      continue;
    }
    const request = requests.get(line.reference);
    const verdict = lineVerdict(
      line,
      line.reference,
      request,
      request?.payoutCode ? batchStatuses.get(request.payoutCode) : undefined,
    );
    if (!verdict.settled || !request) {
      const failureReason = verdict.settled ? null : lineFailureOf(line.reference, verdict);
      outcomes.push({ line, status: 'FAILED', payoutRequestCode: null, failureReason });
      continue;
    }
    const bank = banks.get(request.sourceCurrency) ?? (await bankOf(tx, request.sourceCurrency));
    banks.set(request.sourceCurrency, bank);
    mutations.push(settledMutation(request, verdict, bank, null));
    const failureReason = failureReasonOf(verdict.status);
    changes.push({
      code: request.code,
      before: { status: request.status, failureReason: request.failureReason },
      status: verdict.status,
      failureReason,
      bankLineCode: line.code,
    });
    // A later line of the same file sees the request as this one left it (a payment, then its return).
    request.status = verdict.status;
    request.failureReason = failureReason;
    outcomes.push({ line, status: 'RECONCILED', payoutRequestCode: request.code, failureReason: null });
  }
  await postTransactions(tx, mutations);
  await writeRequestChanges(tx, changes, run);
  await writeLineOutcomes(tx, outcomes.filter(changesLine), run);
  const settledBatches = new Set(changes.flatMap((change) => requests.get(change.code)?.payoutCode ?? []));
  for (const payoutCode of [...settledBatches].sort()) {
    await refreshSettledBatch(tx, payoutCode, { actorEmail: run.caller.email, action: run.action });
  }
  return changes.length;
}
