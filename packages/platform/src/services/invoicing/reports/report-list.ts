import {
  isReportType,
  type Page,
  type Report,
  type ReportAccount,
  type reportAccountsQuerySchema,
  type reportListQuerySchema,
} from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { type ListQuery, reportQueryFields } from '@ops/core/list-query';
import { and as allOf, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database.ts';
import { readListQuery } from '../../../db/list-query/read-list-query.ts';
import { reportCounts } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { reportMessages } from './report-messages.ts';
import { reportProblem } from './report-problems.ts';
import { reportCountCondition, reportCountsAnswer, reportQueryCondition } from './report-query-sql.ts';
import { type ReportRow, reportColumns, reportOf, reportSource } from './report-view.ts';

const allTypes = 'all';

const and = (conditions: (SQL | '' | undefined)[]): SQL =>
  sql.join(
    conditions.filter((condition): condition is SQL => condition !== undefined && condition !== ''),
    sql` and `,
  );

/**
 * How many reports match: from the counts kept per division, day, type, scope, status and format when the list's
 * filters and query are on those alone (a few rows, however many reports), else counted (`where`).
 */
async function countReports(
  db: Queryable,
  division: DivisionAddress,
  type: string,
  query: z.output<typeof reportListQuerySchema>,
  { listQuery, where }: { listQuery: ListQuery | undefined; where: SQL },
): Promise<number> {
  const keyed = !query.virtualAccountCode && !query.accountHolderCode && !query.from && !query.to;
  if (!keyed || !reportCountsAnswer(listQuery)) {
    const [count] = await selectRows<{ total: string }>(
      db,
      sql`select count(*)::text as total from reports r where ${where}`,
    );
    return Number(count?.total ?? 0);
  }
  const counts = reportCounts;
  const [total] = await db
    .select({ value: sql<string>`coalesce(sum(${counts.reports}), 0)::text` })
    .from(counts)
    .where(
      allOf(
        eq(counts.divisionCode, division.divisionCode),
        eq(counts.merchantCode, division.merchantCode),
        type === allTypes ? undefined : eq(counts.type, type as typeof counts.$inferSelect.type),
        query.scope ? eq(counts.scope, query.scope) : undefined,
        query.status ? eq(counts.status, query.status) : undefined,
        listQuery ? reportCountCondition(listQuery, calendarDayOf(new Date())) : undefined,
      ),
    );
  return Number(total?.value ?? 0);
}

/**
 * A division's reports of a type (or `all`), newest first, with the list's filters and its query (the list query
 * language) ANDed: a 400 when the query cannot be read.
 */
export async function listReports(
  db: Queryable,
  division: DivisionAddress,
  type: string,
  query: z.output<typeof reportListQuerySchema>,
): Promise<Page<Report>> {
  if (type !== allTypes && !isReportType(type)) throw reportProblem(4006, 'type');
  const listQuery = readListQuery(reportQueryFields, query.query);
  await requireDivision(db, division);
  const where = and([
    sql`r.division_code = ${division.divisionCode}`,
    sql`r.merchant_code = ${division.merchantCode}`,
    type === allTypes ? undefined : sql`r.type = ${type}`,
    query.scope && sql`r.scope = ${query.scope}`,
    query.status && sql`r.status = ${query.status}`,
    query.virtualAccountCode && sql`r.virtual_account_code = ${query.virtualAccountCode}`,
    query.accountHolderCode && sql`r.account_holder_code = ${query.accountHolderCode}`,
    query.from && sql`r.period_to >= ${query.from}::date`,
    query.to && sql`r.period_from <= ${query.to}::date`,
    listQuery ? reportQueryCondition(listQuery, calendarDayOf(new Date())) : undefined,
  ]);
  const [rows, totalCount] = await Promise.all([
    selectRows<ReportRow>(
      db,
      sql`select ${reportColumns} from ${reportSource} where ${where}
          order by r.created_at desc, r.code desc limit ${query.limit} offset ${query.page * query.limit}`,
    ),
    countReports(db, division, type, query, { listQuery, where }),
  ]);
  return { elements: rows.map(reportOf), pageNumber: query.page, pageSize: query.limit, totalCount };
}

/** One report of the division, or 404. */
export async function getReport(db: Queryable, division: DivisionAddress, reportCode: string): Promise<Report> {
  const [row] = await selectRows<ReportRow>(
    db,
    sql`select ${reportColumns} from ${reportSource}
        where r.code = ${reportCode} and r.division_code = ${division.divisionCode}
          and r.merchant_code = ${division.merchantCode}`,
  );
  if (!row) throw notFound(reportMessages.notFound);
  return reportOf(row);
}

/**
 * The accounts a report may be asked for: the division income accounts (scope DIVISION) and the sellers' (scope
 * SELLERS) of live sellers, by name or code.
 */
export async function listReportAccounts(
  db: Queryable,
  division: DivisionAddress,
  query: z.output<typeof reportAccountsQuerySchema>,
): Promise<Page<ReportAccount>> {
  await requireDivision(db, division);
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  const where = and([
    sql`va.division_code = ${division.divisionCode}`,
    sql`(ah.code is null or ah.deleted_at is null)`,
    query.scope === 'SELLERS' ? sql`va.type = 'SELLER'` : undefined,
    query.scope === 'DIVISION' ? sql`va.type = 'DIVISION_INCOME'` : undefined,
    search && sql`(ah.name ilike ${search} or ah.code ilike ${search} or va.code ilike ${search})`,
  ]);
  const source = sql`virtual_accounts va left join account_holders ah on ah.code = va.account_holder_code`;
  const [rows, [count]] = await Promise.all([
    selectRows<{
      code: string;
      display_name: string;
      currency: string;
      type: string;
      account_holder_code: string | null;
      account_holder_name: string | null;
      balance: string;
    }>(
      db,
      sql`select va.code, va.display_name, va.currency, va.type, va.account_holder_code,
                 ah.name as account_holder_name,
                 (va.confirmed_balance + va.pending_balance + va.payout_balance)::text as balance
          from ${source} where ${where}
          order by va.type, coalesce(ah.name, va.display_name), va.code
          limit ${query.limit} offset ${query.page * query.limit}`,
    ),
    selectRows<{ total: string }>(db, sql`select count(*)::text as total from ${source} where ${where}`),
  ]);
  return {
    elements: rows.map((row) => ({
      virtualAccountCode: row.code,
      displayName: row.display_name,
      currency: row.currency,
      scope: row.type === 'SELLER' ? 'SELLERS' : 'DIVISION',
      accountHolderCode: row.account_holder_code,
      accountHolderName: row.account_holder_name,
      balance: Number(row.balance),
    })),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount: Number(count?.total ?? 0),
  };
}
