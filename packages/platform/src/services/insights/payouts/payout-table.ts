import type {
  Page,
  PayoutRequestStatus,
  PayoutTableQuery,
  PayoutTableRow,
  PayoutTableStatus,
} from '@ops/core/contract';
import { and, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { payoutRequests } from '../../../db/schema/index.ts';
import { requireDivision } from '../../account-owner/scope.ts';
import { pageOfPayoutRequests, payoutRequestFilters } from '../../fund/payouts/list-payout-requests.ts';
import type { PayoutRequestWithNames } from '../../fund/payouts/payout-request-row.ts';

/** The ops statuses behind each of the payout table's; a deleted (cancelled) request is in none. */
const requestStatusesOf: Record<PayoutTableStatus, PayoutRequestStatus[]> = {
  PENDING: ['WAITING'],
  IN_PROGRESS: ['ACCEPTED'],
  PROCESSED: ['PROCESSED'],
  FAILED: ['FAILED', 'RETURNED', 'REGENERATED'],
};

export function tableStatusOf(status: PayoutRequestStatus): PayoutTableStatus | undefined {
  return (Object.keys(requestStatusesOf) as PayoutTableStatus[]).find((tableStatus) =>
    requestStatusesOf[tableStatus].includes(status),
  );
}

function toPayoutTableRow({ request, accountHolderName }: PayoutRequestWithNames): PayoutTableRow {
  return {
    code: request.code,
    status: tableStatusOf(request.status) ?? 'FAILED',
    requestStatus: request.status,
    type: request.type,
    accountHolderCode: request.accountHolderCode,
    accountHolderName,
    virtualAccountCode: request.virtualAccountCode,
    iban: request.iban,
    amount: request.amount,
    currency: request.sourceCurrency,
    description: request.description,
    payoutCode: request.payoutCode,
    failureReason: request.failureReason,
    createdAt: request.createdAt.toISOString(),
    processedAt: request.processedAt?.toISOString() ?? null,
    settledAt: request.settledAt?.toISOString() ?? null,
  };
}

/** A division's payouts table: its payout requests but the deleted ones, newest first, filtered and paged. */
export async function listPayoutTable(
  db: Queryable,
  division: { merchantCode: string; divisionCode: string },
  query: PayoutTableQuery,
): Promise<Page<PayoutTableRow>> {
  await requireDivision(db, division);
  const where = and(
    payoutRequestFilters({
      ...division,
      type: query.type,
      createdFrom: query.createdFrom,
      createdTo: query.createdTo,
      search: query.search,
      accountHolderCode: query.accountHolderCode,
    }),
    query.status
      ? inArray(payoutRequests.status, requestStatusesOf[query.status])
      : ne(payoutRequests.status, 'CANCELLED'),
  );
  return pageOfPayoutRequests(db, where, query, toPayoutTableRow);
}
