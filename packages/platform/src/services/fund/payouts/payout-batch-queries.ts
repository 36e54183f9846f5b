import type { Page, PayoutBatch, PayoutBatchListQuery } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { payoutBatchQueryFields } from '@ops/core/list-query';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { readListQuery } from '../../../db/list-query/read-list-query.ts';
import { pageOf } from '../../../db/page-of.ts';
import { divisions, merchants, payoutBatches, payoutRequests } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { codeInDivision } from '../../account-owner/scope.ts';
import { countBatches, keyedFilter } from './payout-batch-count.ts';
import { payoutBatchQueryCondition, payoutBatchSearch } from './payout-batch-query-sql.ts';
import { payoutMessages as messages } from './payout-messages.ts';

type BatchRow = typeof payoutBatches.$inferSelect;

const live = sql`${payoutRequests.status} <> 'CANCELLED'`;

/** A batch's figures from its items, in SQL: the sum is a bigint there, exact however many items it has. */
const batchColumns = {
  batch: payoutBatches,
  merchantName: merchants.displayName,
  divisionName: divisions.displayName,
  itemCount: sql<number>`(count(${payoutRequests.code}) filter (where ${live}))::int`,
  sellerCount: sql<number>`(count(distinct ${payoutRequests.virtualAccountCode}) filter (where ${live}))::int`,
  totalAmount: sql<string>`(coalesce(sum(${payoutRequests.amount}) filter (where ${live}), 0))::text`,
  processedCount: sql<number>`(count(*) filter (where ${payoutRequests.status} = 'PROCESSED'))::int`,
  returnedCount: sql<number>`(count(*) filter (where ${payoutRequests.status} in ('RETURNED', 'REGENERATED')))::int`,
};

function selectBatches(runner: Queryable | Transaction, where: SQL | undefined) {
  return runner
    .select(batchColumns)
    .from(payoutBatches)
    .innerJoin(merchants, eq(merchants.code, payoutBatches.merchantCode))
    .innerJoin(divisions, eq(divisions.code, payoutBatches.divisionCode))
    .leftJoin(payoutRequests, eq(payoutRequests.payoutCode, payoutBatches.code))
    .where(where)
    .groupBy(payoutBatches.code, merchants.displayName, divisions.displayName);
}

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

function toPayoutBatch(row: {
  batch: BatchRow;
  merchantName: string;
  divisionName: string;
  itemCount: number;
  sellerCount: number;
  totalAmount: string;
  processedCount: number;
  returnedCount: number;
}): PayoutBatch {
  const { batch } = row;
  return {
    code: batch.code,
    merchantCode: batch.merchantCode,
    merchantName: row.merchantName,
    divisionCode: batch.divisionCode,
    divisionName: row.divisionName,
    currency: batch.currency,
    status: batch.status,
    itemCount: row.itemCount,
    sellerCount: row.sellerCount,
    totalAmount: Number(row.totalAmount),
    processedCount: row.processedCount,
    returnedCount: row.returnedCount,
    createdAt: batch.createdAt.toISOString(),
    approvedBy: batch.approvedBy,
    approvedAt: iso(batch.approvedAt),
    instructedBy: batch.instructedBy,
    instructedAt: iso(batch.instructedAt),
    requestedExecutionDate: batch.requestedExecutionDate,
    cancelledBy: batch.cancelledBy,
    cancelledAt: iso(batch.cancelledAt),
  };
}

/**
 * Payout batches, newest first, filtered (the query ANDed: a 400 when it cannot be read) and paged (0-based pages on
 * the wire).
 */
export async function listPayoutBatches(db: Queryable, query: PayoutBatchListQuery): Promise<Page<PayoutBatch>> {
  const listQuery = readListQuery(payoutBatchQueryFields, query.query);
  const today = calendarDayOf(new Date());
  const conditions = keyedFilter(payoutBatches, query);
  if (query.search) conditions.push(payoutBatchSearch(query.search));
  if (listQuery) conditions.push(payoutBatchQueryCondition(listQuery, today));
  const where = and(...conditions);
  const newestFirst = [desc(payoutBatches.createdAt), desc(payoutBatches.code)];
  return pageOf(
    query,
    {
      // The page's batches are chosen first, from the batches alone, and only theirs are added up from their items:
      // grouped with the items, every matching batch was (100,000 batches: seconds a page, not milliseconds).
      rows: ({ limit, offset }) => {
        const page = db
          .select({ code: payoutBatches.code })
          .from(payoutBatches)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset);
        return selectBatches(db, inArray(payoutBatches.code, page)).orderBy(...newestFirst);
      },
      total: countBatches(db, query, listQuery, { today, rowsMatching: where }).then((value) => [{ value }]),
    },
    (rows) => rows.map(toPayoutBatch),
  );
}

/** One batch of a division with its figures; 404 when the division has no such batch. */
export async function readPayoutBatch(
  runner: Queryable | Transaction,
  address: { merchantCode: string; divisionCode: string; payoutCode: string },
): Promise<PayoutBatch> {
  const [row] = await selectBatches(runner, codeInDivision(payoutBatches, address.payoutCode, address));
  if (!row) throw notFound(messages.payoutNotFound({ code: address.payoutCode }));
  return toPayoutBatch(row);
}

/**
 * Locks a division's batch for the rest of the transaction: approvals, instructions, cancellations and items
 * joining it queue up. 404 when the division has no such batch.
 */
export async function lockPayoutBatch(
  tx: Transaction,
  address: { merchantCode: string; divisionCode: string; payoutCode: string },
): Promise<BatchRow> {
  const [batch] = await tx
    .select()
    .from(payoutBatches)
    .where(codeInDivision(payoutBatches, address.payoutCode, address))
    .for('update');
  if (!batch) throw notFound(messages.payoutNotFound({ code: address.payoutCode }));
  return batch;
}
