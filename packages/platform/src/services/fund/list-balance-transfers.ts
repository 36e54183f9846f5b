import type { BalanceTransfer, BalanceTransferListQuery, Page } from '@ops/core/contract';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { pageOf } from '../../db/page-of.ts';
import { balanceTransfers } from '../../db/schema/index.ts';
import { toBalanceTransfer } from './balance-transfer-row.ts';

const dayMs = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** `%`, `_` and the escape character are wildcards to LIKE; a search for them means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`);

function filtersOf(query: BalanceTransferListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const equal = <T>(column: Parameters<typeof eq>[0], value: T | undefined) => {
    if (value !== undefined) conditions.push(eq(column, value));
  };
  equal(balanceTransfers.merchantCode, query.merchantCode);
  equal(balanceTransfers.divisionCode, query.divisionCode);
  equal(balanceTransfers.fromVirtualAccountCode, query.fromVirtualAccountCode);
  equal(balanceTransfers.toVirtualAccountCode, query.toVirtualAccountCode);
  equal(balanceTransfers.type, query.type);
  equal(balanceTransfers.currency, query.currency);
  if (query.virtualAccountCode !== undefined) {
    conditions.push(
      or(
        eq(balanceTransfers.fromVirtualAccountCode, query.virtualAccountCode),
        eq(balanceTransfers.toVirtualAccountCode, query.virtualAccountCode),
      ),
    );
  }
  // Days are UTC days, both ends included.
  if (query.createdFrom) conditions.push(gte(balanceTransfers.createdAt, startOfDay(query.createdFrom)));
  if (query.createdTo) {
    conditions.push(lt(balanceTransfers.createdAt, new Date(startOfDay(query.createdTo).getTime() + dayMs)));
  }
  if (query.search) {
    const prefix = `${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(balanceTransfers.code, prefix),
        ilike(balanceTransfers.fromVirtualAccountCode, prefix),
        ilike(balanceTransfers.toVirtualAccountCode, prefix),
      ),
    );
  }
  return and(...conditions);
}

/** Balance transfers, newest first, filtered and paged (0-based pages on the wire). */
export async function listBalanceTransfers(
  db: Queryable,
  query: BalanceTransferListQuery,
): Promise<Page<BalanceTransfer>> {
  const where = filtersOf(query);
  return pageOf(
    query,
    {
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(balanceTransfers)
          .where(where)
          .orderBy(desc(balanceTransfers.createdAt), desc(balanceTransfers.code))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(balanceTransfers).where(where),
    },
    (rows) => rows.map(toBalanceTransfer),
  );
}
