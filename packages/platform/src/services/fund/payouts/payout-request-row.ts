import type { FundPayoutRequest } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { accountHolders, divisions, merchants, payoutRequests } from '../../../db/schema/index.ts';

export type PayoutRequestRow = typeof payoutRequests.$inferSelect;

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The columns of a payout request answer: the request and the names of its merchant, division and seller. */
export const payoutRequestColumns = {
  request: payoutRequests,
  merchantName: merchants.displayName,
  divisionName: divisions.displayName,
  accountHolderName: accountHolders.name,
};

export interface PayoutRequestWithNames {
  request: PayoutRequestRow;
  merchantName: string;
  divisionName: string;
  accountHolderName: string | null;
}

/** Payout requests joined with the names they are shown with; add `where`, order and paging. */
export function selectPayoutRequests(runner: Queryable | Transaction) {
  return runner
    .select(payoutRequestColumns)
    .from(payoutRequests)
    .innerJoin(merchants, eq(merchants.code, payoutRequests.merchantCode))
    .innerJoin(divisions, eq(divisions.code, payoutRequests.divisionCode))
    .leftJoin(accountHolders, eq(accountHolders.code, payoutRequests.accountHolderCode));
}

export function toFundPayoutRequest({
  request,
  merchantName,
  divisionName,
  accountHolderName,
}: PayoutRequestWithNames): FundPayoutRequest {
  return {
    code: request.code,
    merchantCode: request.merchantCode,
    merchantName,
    divisionCode: request.divisionCode,
    divisionName,
    accountHolderCode: request.accountHolderCode,
    accountHolderName,
    virtualAccountCode: request.virtualAccountCode,
    accountIdentifier: request.externalAccountCode,
    iban: request.iban,
    amount: request.amount,
    sourceCurrency: request.sourceCurrency,
    targetCurrency: request.targetCurrency,
    status: request.status,
    type: request.type,
    description: request.description,
    createdAt: request.createdAt.toISOString(),
    processedAt: iso(request.processedAt),
    failureReason: request.failureReason,
    payoutCode: request.payoutCode,
    regeneratedFromCode: request.regeneratedFromCode,
    createdBy: request.createdBy,
    settledAt: iso(request.settledAt),
  };
}

/** One payout request answer by code; undefined when none has it. */
export async function readFundPayoutRequest(
  runner: Queryable | Transaction,
  code: string,
): Promise<FundPayoutRequest | undefined> {
  const [found] = await selectPayoutRequests(runner).where(eq(payoutRequests.code, code));
  return found && toFundPayoutRequest(found);
}
