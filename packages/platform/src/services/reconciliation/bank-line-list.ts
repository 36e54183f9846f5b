import type { BankLine, BankLineListQuery, Page } from '@ops/core/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { pageOf } from '../../db/page-of.ts';
import { bankStatementLines } from '../../db/schema/index.ts';
import { selectBankLines, toBankLine } from '../fund/payouts/bank-line-row.ts';

/** The bank integration list: statement lines, newest first, by status, type, batch and file (0-based pages). */
export async function listBankLines(db: Queryable, query: BankLineListQuery): Promise<Page<BankLine>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.payoutCode) conditions.push(eq(bankStatementLines.payoutCode, query.payoutCode));
  if (query.fileCode) conditions.push(eq(bankStatementLines.fileCode, query.fileCode));
  if (query.status) conditions.push(eq(bankStatementLines.status, query.status));
  if (query.type) conditions.push(eq(bankStatementLines.type, query.type));
  const where = and(...conditions);
  return pageOf(
    query,
    {
      rows: ({ limit, offset }) =>
        selectBankLines(db)
          .where(where)
          .orderBy(desc(bankStatementLines.bookedAt), desc(bankStatementLines.code))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(bankStatementLines).where(where),
    },
    (rows) => rows.map((row) => toBankLine(row.line, row)),
  );
}
