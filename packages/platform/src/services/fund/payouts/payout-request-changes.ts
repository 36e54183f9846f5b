import type { FundPayoutRequest, RegenerationReport } from '@ops/core/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { payoutRequests } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { codeInDivision, type DivisionAddress, inDivision, requireDivision } from '../../account-owner/scope.ts';
import { refreshSettledBatch } from './batch-status.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { returnPayout } from './payout-money.ts';
import { recordPayoutRequestChange } from './payout-request-audit.ts';
import { readFundPayoutRequest } from './payout-request-row.ts';

export interface RequestChange {
  caller: Caller;
  action: string;
  idempotencyKeyId: number | null;
}

async function lockRequest(tx: Transaction, address: DivisionAddress & { payoutRequestCode: string }) {
  await requireDivision(tx, address);
  const [request] = await tx
    .select()
    .from(payoutRequests)
    .where(codeInDivision(payoutRequests, address.payoutRequestCode, address))
    .for('update');
  if (!request) throw notFound(messages.payoutRequestNotFound({ code: address.payoutRequestCode }));
  return request;
}

async function auditRequest(tx: Transaction, code: string, change: RequestChange, before: FundPayoutRequest | null) {
  const after = await readFundPayoutRequest(tx, code);
  if (!after) throw new Error(`payout request ${code} vanished`);
  await recordPayoutRequestChange(tx, change, code, { before, after });
  return after;
}

/** Deletes a waiting payout request: it is cancelled, and nothing moves since a waiting request holds no money. */
export async function deletePayoutRequest(
  tx: Transaction,
  address: DivisionAddress & { payoutRequestCode: string },
  change: Omit<RequestChange, 'idempotencyKeyId'>,
): Promise<void> {
  const request = await lockRequest(tx, address);
  if (request.status !== 'WAITING') throw conflict(messages.onlyWaitingDeleted({ status: request.status }));
  const before = await readFundPayoutRequest(tx, request.code);
  await tx
    .update(payoutRequests)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(eq(payoutRequests.code, request.code));
  await auditRequest(tx, request.code, { ...change, idempotencyKeyId: null }, before ?? null);
}

/**
 * Returns a processed payout request (the ops tool): its amount comes back from the bank's world account onto the
 * confirmed balance, and its batch's verdict is reconsidered. A returned request can be regenerated.
 */
export async function returnPayoutRequest(
  tx: Transaction,
  address: DivisionAddress & { payoutRequestCode: string },
  reason: string | undefined,
  change: RequestChange,
): Promise<FundPayoutRequest> {
  const request = await lockRequest(tx, address);
  if (request.status !== 'PROCESSED') throw conflict(messages.onlyProcessedReturned({ status: request.status }));
  const before = await readFundPayoutRequest(tx, request.code);
  await returnPayout(tx, request, true, change.idempotencyKeyId);
  await tx
    .update(payoutRequests)
    .set({
      status: 'RETURNED',
      failureReason: reason || messages.returnedByOps({ email: change.caller.email }),
      settledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payoutRequests.code, request.code));
  if (request.payoutCode) {
    await refreshSettledBatch(tx, request.payoutCode, { actorEmail: change.caller.email, action: change.action });
  }
  return auditRequest(tx, request.code, change, before ?? null);
}

/**
 * Bounceback: every returned payout request (of one division, or of all) gets a new waiting request for the same
 * account and amount, and becomes REGENERATED. Each is regenerated once; nothing moves until the new one is
 * accepted.
 */
export async function regeneratePayoutRequests(
  tx: Transaction,
  division: DivisionAddress | null,
  change: Omit<RequestChange, 'idempotencyKeyId'>,
): Promise<RegenerationReport> {
  if (division) await requireDivision(tx, division);
  const returned = await tx
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.status, 'RETURNED'), division ? inDivision(payoutRequests, division) : undefined))
    .orderBy(asc(payoutRequests.code))
    .for('update');
  const elements: RegenerationReport['elements'] = [];
  const audit = { ...change, idempotencyKeyId: null };
  for (const old of returned) {
    const code = newCode('PR');
    const before = await readFundPayoutRequest(tx, old.code);
    await tx.insert(payoutRequests).values({
      code,
      merchantCode: old.merchantCode,
      divisionCode: old.divisionCode,
      accountHolderCode: old.accountHolderCode,
      virtualAccountCode: old.virtualAccountCode,
      externalAccountCode: old.externalAccountCode,
      iban: old.iban,
      creditorName: old.creditorName,
      amount: old.amount,
      sourceCurrency: old.sourceCurrency,
      targetCurrency: old.targetCurrency,
      type: old.type,
      description: old.description,
      regeneratedFromCode: old.code,
      createdBy: change.caller.email,
    });
    await tx
      .update(payoutRequests)
      .set({ status: 'REGENERATED', updatedAt: sql`now()` })
      .where(eq(payoutRequests.code, old.code));
    await auditRequest(tx, old.code, audit, before ?? null);
    await auditRequest(tx, code, audit, null);
    elements.push({ returnedCode: old.code, code });
  }
  return { regenerated: elements.length, elements };
}
