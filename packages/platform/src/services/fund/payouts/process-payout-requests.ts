import type { FundPayoutRequest, ProcessedPayoutRequest } from '@ops/core/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudits } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import { payoutRequests } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import { LedgerError } from '../../../ledger/ledger-error.ts';
import { lockVirtualAccounts, postTransaction } from '../../../ledger/post-transaction.ts';
import { openBatchCache } from './open-batch.ts';
import { type Payee, payeeOf, readPayeeFacts } from './payee.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { type PayoutRequestWithNames, selectPayoutRequests, toFundPayoutRequest } from './payout-request-row.ts';

export interface ProcessRun {
  caller: Caller;
  idempotencyKeyId: number | null;
  /** The contract route id the audit trail names. */
  action: string;
}

interface Decision {
  code: string;
  status: 'ACCEPTED' | 'FAILED';
  reason: string | null;
  payoutCode: string | null;
  payee: Payee | null;
}

const updateChunk = 500;

function compareKeys(left: string[], right: string[]): number {
  for (const [index, value] of left.entries()) {
    const other = right[index] ?? '';
    if (value !== other) return value < other ? -1 : 1;
  }
  return 0;
}

/**
 * Processes payout requests in one transaction (spec sections 4 and 5). Every waiting request row is locked
 * first, in code order, then every virtual account they pay out from, in code order, then the open batches,
 * division by division; the other payout calls take virtual accounts before batches too, so no two calls wait on
 * each other in a circle, and a request another call is processing is seen only once that call has committed, so its
 * money moves once. A waiting request whose seller is active, whose external account is selected and whose
 * confirmed balance covers it is accepted: the amount moves to the payout balance and the request joins its
 * division's open batch. Otherwise it fails with the reason. Anything not waiting is left as it is.
 */
export async function processPayoutRequests(
  tx: Transaction,
  requestedCodes: string[],
  run: ProcessRun,
): Promise<ProcessedPayoutRequest[]> {
  const codes = [...new Set(requestedCodes)].sort();
  // Only waiting requests are locked: one that is not waiting is reported, not touched.
  const locked = await selectPayoutRequests(tx)
    .where(and(inArray(payoutRequests.code, codes), eq(payoutRequests.status, 'WAITING')))
    .orderBy(asc(payoutRequests.code))
    .for('update', { of: payoutRequests });
  const lockedCodes = new Set(locked.map((row) => row.request.code));
  const others = await selectPayoutRequests(tx).where(
    inArray(
      payoutRequests.code,
      codes.filter((code) => !lockedCodes.has(code)),
    ),
  );
  const byCode = new Map([...locked, ...others].map((row) => [row.request.code, row]));
  // Division by division, so the open batches are locked in one order by every call.
  const waiting = [...locked].sort((a, b) =>
    compareKeys(
      [a.request.divisionCode, a.request.sourceCurrency, a.request.code],
      [b.request.divisionCode, b.request.sourceCurrency, b.request.code],
    ),
  );
  await lockVirtualAccounts(tx, [...new Set(waiting.map((row) => row.request.virtualAccountCode))]);
  const facts = await readPayeeFacts(
    tx,
    waiting.map((row) => row.request),
  );
  const openBatch = openBatchCache(tx);
  const decisions = new Map<string, Decision>();
  for (const row of waiting) {
    decisions.set(row.request.code, await decide(tx, row, { facts, openBatch }, run));
  }
  await writeDecisions(tx, [...decisions.values()]);
  await auditDecisions(tx, waiting, decisions, run);
  return requestedOrder(requestedCodes, byCode, decisions);
}

async function decide(
  tx: Transaction,
  { request }: PayoutRequestWithNames,
  context: {
    facts: Awaited<ReturnType<typeof readPayeeFacts>>;
    openBatch: ReturnType<typeof openBatchCache>;
  },
  run: ProcessRun,
): Promise<Decision> {
  const { facts, openBatch } = context;
  const failed = (reason: string): Decision => ({
    code: request.code,
    status: 'FAILED',
    reason,
    payoutCode: null,
    payee: null,
  });
  const checked = payeeOf({ currency: request.sourceCurrency }, facts(request));
  if ('refusal' in checked) return failed(checked.refusal.message);
  try {
    await postTransaction(tx, {
      type: 'PAYOUT',
      status: 'PENDING',
      currency: request.sourceCurrency,
      reference: request.code,
      description: request.description,
      idempotencyKeyId: run.idempotencyKeyId,
      postings: [
        { virtualAccountCode: request.virtualAccountCode, bucket: 'CONFIRMED', amount: -request.amount },
        { virtualAccountCode: request.virtualAccountCode, bucket: 'PAYOUT', amount: request.amount },
      ],
    });
  } catch (error) {
    // The ledger refuses before it writes anything, so the transaction goes on with the next request.
    if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_BALANCE') return failed(error.message);
    throw error;
  }
  const payoutCode = await openBatch({
    merchantCode: request.merchantCode,
    divisionCode: request.divisionCode,
    currency: request.sourceCurrency,
  });
  return { code: request.code, status: 'ACCEPTED', reason: null, payoutCode, payee: checked.payee };
}

/** One UPDATE per few hundred requests: the outcome, the batch, and the payee as it was when accepted. */
async function writeDecisions(tx: Transaction, decisions: Decision[]): Promise<void> {
  for (let start = 0; start < decisions.length; start += updateChunk) {
    const rows = decisions.slice(start, start + updateChunk).map(
      (decision) =>
        sql`(${decision.code}::text, ${decision.status}::text, ${decision.reason}::text, ${decision.payoutCode}::text,
          ${decision.payee?.externalAccountCode ?? null}::text, ${decision.payee?.iban ?? null}::text,
          ${decision.payee?.creditorName ?? null}::text)`,
    );
    await tx.execute(sql`
      update payout_requests set
        status = decided.status,
        failure_reason = decided.reason,
        payout_code = decided.payout_code,
        external_account_code = coalesce(decided.external_account_code, payout_requests.external_account_code),
        iban = coalesce(decided.iban, payout_requests.iban),
        creditor_name = coalesce(decided.creditor_name, payout_requests.creditor_name),
        processed_at = now(),
        updated_at = now()
      from (values ${sql.join(rows, sql`, `)})
        as decided (code, status, reason, payout_code, external_account_code, iban, creditor_name)
      where payout_requests.code = decided.code`);
  }
}

/**
 * The audit trail of a process call, a few hundred entries a statement: the same rows `recordAudit` writes, in the
 * same transaction, without a round trip per request.
 */
async function auditDecisions(
  tx: Transaction,
  waiting: PayoutRequestWithNames[],
  decisions: Map<string, Decision>,
  run: ProcessRun,
): Promise<void> {
  const entries = waiting.flatMap((row) => {
    const decision = decisions.get(row.request.code);
    if (!decision) return [];
    const before = toFundPayoutRequest(row);
    const after: FundPayoutRequest = {
      ...before,
      status: decision.status,
      failureReason: decision.reason,
      payoutCode: decision.payoutCode,
      accountIdentifier: decision.payee?.externalAccountCode ?? before.accountIdentifier,
      iban: decision.payee?.iban ?? before.iban,
    };
    return [
      {
        actorEmail: run.caller.email,
        action: run.action,
        entityType: 'payoutRequest',
        entityId: row.request.code,
        before,
        after,
      },
    ];
  });
  await recordAudits(tx, entries);
}

/** The report in the order the codes were asked, each once. */
function requestedOrder(
  requestedCodes: string[],
  byCode: Map<string, PayoutRequestWithNames>,
  decisions: Map<string, Decision>,
): ProcessedPayoutRequest[] {
  const report: ProcessedPayoutRequest[] = [];
  for (const code of new Set(requestedCodes)) {
    const row = byCode.get(code);
    const decision = decisions.get(code);
    if (!row) {
      report.push({
        code,
        outcome: 'NOT_FOUND',
        status: null,
        reason: messages.unknownPayoutRequest({ code }),
        payoutCode: null,
      });
    } else if (decision) {
      report.push({
        code,
        outcome: decision.status,
        status: decision.status,
        reason: decision.reason,
        payoutCode: decision.payoutCode,
      });
    } else {
      report.push({
        code,
        outcome: 'NOT_WAITING',
        status: row.request.status,
        reason: messages.notWaiting({ status: row.request.status }),
        payoutCode: row.request.payoutCode,
      });
    }
  }
  return report;
}
