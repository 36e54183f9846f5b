import type { PayoutBatchStatus } from '@ops/core/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { recordAudits } from '../../audit/record-audit.ts';
import { anyOf } from '../../db/any-of.ts';
import { chunksOf } from '../../db/chunks-of.ts';
import type { Transaction } from '../../db/database.ts';
import { jsonRecordset } from '../../db/json-recordset.ts';
import { bankStatementLines, payoutBatches, payoutRequests } from '../../db/schema/index.ts';
import { type LedgerTransactionInput, lockVirtualAccounts, postTransactions } from '../../ledger/post-transaction.ts';
import type { WorldAccount } from '../../ledger/world-account.ts';
import type { BankLineRow } from '../fund/payouts/bank-line-row.ts';
import { lineFailureOf, namesPayoutItem } from '../fund/payouts/bank-lines.ts';
import { refreshSettledBatches } from '../fund/payouts/batch-status.ts';
import { bankOf } from '../fund/payouts/payout-money.ts';
import {
  failureReasonOf,
  lineVerdict,
  type SettledRequest,
  settledMutation,
} from '../fund/payouts/settle-with-line.ts';
import { type JudgedLine, type LineOutcome, outcomeFacts, type ReconciliationRun } from './bank-line-outcome.ts';
import { insertBankLines, type NewBankLine, withoutKnownEntries } from './insert-bank-lines.ts';
import { heldForConfirmation } from './tentative/held-for-confirmation.ts';

/** Rows a statement writes at once: a 10,000-line import is a few dozen statements besides the ledger's. */
const chunkSize = 500;

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
  for (const chunk of chunksOf([...new Set(codes)].sort(), chunkSize)) {
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
      .where(anyOf(payoutRequests.code, chunk))
      .orderBy(asc(payoutRequests.code))
      .for('update');
    for (const row of rows) requests.set(row.code, row);
  }
  return requests;
}

async function batchStatusesOf(tx: Transaction, requests: Iterable<SettledRequest>) {
  const codes = [...new Set([...requests].flatMap((request) => (request.payoutCode ? [request.payoutCode] : [])))];
  const statuses = new Map<string, PayoutBatchStatus>();
  for (const chunk of chunksOf(codes, chunkSize)) {
    const rows = await tx
      .select({ code: payoutBatches.code, status: payoutBatches.status })
      .from(payoutBatches)
      .where(inArray(payoutBatches.code, chunk));
    for (const row of rows) statuses.set(row.code, row.status);
  }
  return statuses;
}

async function writeRequestChanges(tx: Transaction, changes: RequestChange[], run: ReconciliationRun) {
  // A request two lines settled (paid, then returned) is written as the last one left it; both are on the trail.
  const latest = [...new Map(changes.map((change) => [change.code, change])).values()];
  for (const chunk of chunksOf(latest, chunkSize)) {
    await tx.execute(sql`
      update payout_requests set status = settled.status, failure_reason = settled.failure_reason,
        settled_at = now(), updated_at = now()
      from ${jsonRecordset(payoutRequests, 'settled', ['code', 'status', 'failureReason'], chunk)}
      where payout_requests.code = settled.code`);
  }
  for (const chunk of chunksOf(changes, chunkSize)) {
    await recordAudits(
      tx,
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

/** Writes the outcomes of stored lines matched again, with their audit entries. */
async function updateLineOutcomes(tx: Transaction, outcomes: LineOutcome[], run: ReconciliationRun) {
  for (const chunk of chunksOf(outcomes, chunkSize)) {
    const rows = chunk.map(({ line, status, payoutRequestCode, failureReason }) => ({
      code: line.code,
      status,
      payoutRequestCode,
      failureReason,
    }));
    await tx.execute(sql`
      update bank_statement_lines set status = outcome.status, payout_request_code = outcome.payout_request_code,
        failure_reason = outcome.failure_reason,
        allocated_by = case when outcome.status = 'UNALLOCATED' then null else ${run.caller.email} end,
        allocated_at = case when outcome.status = 'UNALLOCATED' then null else now() end
      from ${jsonRecordset(bankStatementLines, 'outcome', ['code', 'status', 'payoutRequestCode', 'failureReason'], rows)}
      where bank_statement_lines.code = outcome.code`);
    await recordAudits(
      tx,
      chunk.map(({ line, ...outcome }) => ({
        actorEmail: run.caller.email,
        action: run.action,
        entityType: 'bankStatementLine',
        entityId: line.code,
        before: outcomeFacts(line, line.allocatedBy),
        after: outcomeFacts(outcome, outcome.status === 'UNALLOCATED' ? null : run.caller.email),
      })),
    );
  }
}

/** The payout requests lines name, locked with their accounts, and their batches' statuses. */
interface LockedRequests {
  requests: Map<string, SettledRequest>;
  batchStatuses: Map<string, PayoutBatchStatus>;
}

/** Locks the requests the lines name in code order, then their accounts (every payout call locks in this order). */
async function lockRequestsOf(tx: Transaction, lines: readonly JudgedLine[]): Promise<LockedRequests> {
  const requests = await lockNamedRequests(
    tx,
    lines.flatMap((line) => (namesPayoutItem(line) && !line.pending ? [line.reference] : [])),
  );
  const batchStatuses = await batchStatusesOf(tx, requests.values());
  await lockVirtualAccounts(
    tx,
    [...new Set([...requests.values()].map((request) => request.virtualAccountCode))].sort(),
  );
  return { requests, batchStatuses };
}

/** What the lines do, judged in order: each line's outcome, and the requests they settle with their postings. */
interface Judgement<Line extends JudgedLine> {
  outcomes: LineOutcome<Line>[];
  changes: RequestChange[];
  mutations: LedgerTransactionInput[];
}

/**
 * Judges lines by the rules of one line's allocation (`lineVerdict`): a line that names a payout item settles it
 * (one posting each) and is RECONCILED, or is FAILED with the reason; a line that names none, or a pending one (the
 * bank has not booked it: it settles nothing, the workbench may match it tentatively), is UNALLOCATED. A
 * later line sees a request as an earlier one left it (a payment, then its return).
 */
async function judge<Line extends JudgedLine>(
  tx: Transaction,
  lines: readonly Line[],
  { requests, batchStatuses }: LockedRequests,
  held: ReadonlySet<string> = new Set(),
): Promise<Judgement<Line>> {
  const banks = new Map<string, WorldAccount>();
  const judgement: Judgement<Line> = { outcomes: [], changes: [], mutations: [] };
  for (const line of lines) {
    if (line.pending || held.has(line.code) || !namesPayoutItem(line)) {
      judgement.outcomes.push({ line, status: 'UNALLOCATED', payoutRequestCode: null, failureReason: null });
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
      judgement.outcomes.push({ line, status: 'FAILED', payoutRequestCode: null, failureReason });
      continue;
    }
    const bank = banks.get(request.sourceCurrency) ?? (await bankOf(tx, request.sourceCurrency));
    banks.set(request.sourceCurrency, bank);
    judgement.mutations.push(settledMutation(request, verdict, bank, null));
    const failureReason = failureReasonOf(verdict.status);
    judgement.changes.push({
      code: request.code,
      before: { status: request.status, failureReason: request.failureReason },
      status: verdict.status,
      failureReason,
      bankLineCode: line.code,
    });
    request.status = verdict.status;
    request.failureReason = failureReason;
    judgement.outcomes.push({ line, status: 'RECONCILED', payoutRequestCode: request.code, failureReason: null });
  }
  return judgement;
}

/** Posts the settlements, writes the requests and their audit entries, and refreshes each batch's status once. */
async function settle(
  tx: Transaction,
  { changes, mutations }: Judgement<JudgedLine>,
  { requests }: LockedRequests,
  run: ReconciliationRun,
) {
  await postTransactions(tx, mutations);
  await writeRequestChanges(tx, changes, run);
  await refreshSettledBatches(
    tx,
    changes.flatMap((change) => requests.get(change.code)?.payoutCode ?? []),
    { actorEmail: run.caller.email, action: run.action },
  );
}

/** Whether an outcome says something else than the line already does. */
const changesLine = (outcome: LineOutcome) =>
  outcome.status !== outcome.line.status ||
  outcome.payoutRequestCode !== outcome.line.payoutRequestCode ||
  outcome.failureReason !== outcome.line.failureReason;

/**
 * Reconciles stored lines again at once (an auto-reconciliation), by the import's rules: a line whose outcome is
 * what it already says is not written again, so matching a line twice changes nothing. Answers how many lines
 * settled their request.
 */
export async function reconcileStoredBankLines(
  tx: Transaction,
  lines: readonly BankLineRow[],
  run: ReconciliationRun,
): Promise<number> {
  const locked = await lockRequestsOf(tx, lines);
  const judgement = await judge(tx, lines, locked);
  await settle(tx, judgement, locked, run);
  await updateLineOutcomes(tx, judgement.outcomes.filter(changesLine), run);
  return judgement.changes.length;
}

/**
 * Writes a statement's new lines with their outcomes, judged before they are written, so each line is written
 * once: the requests they name are locked first, then the entries the account already has are left out (another
 * file brought them), then the rest are judged (a booked line whose pending line is tentatively matched is left to
 * confirm that match: `heldForConfirmation`), inserted with their outcome (`insertBankLines`) and settled.
 * Answers the lines written.
 */
export async function reconcileNewBankLines(
  tx: Transaction,
  lines: readonly NewBankLine[],
  run: ReconciliationRun,
): Promise<number> {
  const locked = await lockRequestsOf(tx, lines);
  const fresh = await withoutKnownEntries(tx, lines);
  const judgement = await judge(tx, fresh, locked, await heldForConfirmation(tx, fresh));
  const written = await insertBankLines(tx, judgement.outcomes, run);
  await settle(tx, judgement, locked, run);
  return written;
}
