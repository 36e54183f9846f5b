import type { PayoutRequestStatus } from '@ops/core/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { payoutRequests } from '../../../db/schema/index.ts';

/**
 * A batch's items in the given statuses, in code order, with what a bank transfer names: the SEPA file lists its
 * accepted items, the sandbox bank's statement those that were instructed.
 */
export function batchItemsIn(
  runner: Queryable | Transaction,
  payoutCode: string,
  statuses: readonly PayoutRequestStatus[],
) {
  return runner
    .select({
      code: payoutRequests.code,
      amount: payoutRequests.amount,
      creditorName: payoutRequests.creditorName,
      iban: payoutRequests.iban,
      description: payoutRequests.description,
    })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.payoutCode, payoutCode), inArray(payoutRequests.status, [...statuses])))
    .orderBy(asc(payoutRequests.code));
}
