import type { InvoicingReportsClient } from '@ops/core/api';
import type { Report, ReportListQuery } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports as reportRows } from '../../../db/schema/index.ts';
import { createLedgerDivision, type LedgerDivision, setupTimeoutMs } from '../../../ledger/testing/ledger-fixtures.ts';
import { failureOf } from '../../../testing/failure-of.ts';
import { startTestPlatform, type TestPlatform } from '../../../testing/test-platform.ts';
import { reportsClientOf } from './testing/reports-test-kit.ts';

let platform: TestPlatform;
let reports: InvoicingReportsClient;
let shop: LedgerDivision;
let other: LedgerDivision;
/** Oldest first, as they were asked for. */
const made: Report[] = [];
const account = (index: number) => shop.sellerAccounts[index] ?? '';
const params = (division: LedgerDivision, type: string) => ({
  merchantCode: division.merchantCode,
  divisionCode: division.divisionCode,
  type,
});

beforeAll(async () => {
  platform = await startTestPlatform();
  reports = await reportsClientOf(platform);
  shop = await createLedgerDivision(platform.database, { sellers: 2 });
  other = await createLedgerDivision(platform.database, { sellers: 1 });
  const plan: [LedgerDivision, string, { from: string; to: string; virtualAccountCode?: string; format?: 'PDF' }][] = [
    [shop, 'ACCOUNT_STATEMENT', { from: '2026-01-01', to: '2026-01-31', virtualAccountCode: account(0) }],
    [shop, 'TRANSACTIONS', { from: '2026-02-01', to: '2026-02-28', format: 'PDF' }],
    [shop, 'FEES', { from: '2026-03-01', to: '2026-03-31', virtualAccountCode: account(1) }],
    [other, 'FEES', { from: '2026-03-01', to: '2026-03-31' }],
  ];
  for (const [division, type, body] of plan) {
    made.push((await reports.requestReport({ params: params(division, type), body })).report);
  }
  // The fees report failed, and was asked for ten days ago.
  await platform.database.db
    .update(reportRows)
    .set({ status: 'FAILED', createdAt: sql`now() - interval '10 days'` })
    .where(eq(reportRows.code, made[2]?.code ?? ''));
}, setupTimeoutMs);
afterAll(async () => {
  await platform?.close();
});

/** The list's filters and query, without its paging. */
type Filters = Partial<Omit<ReportListQuery, 'page' | 'limit'>>;

/** The codes of the shop's reports a query lists, newest first, checked against the total count. */
async function listed(query: Filters, type = 'all') {
  const page = await reports.listReports({ params: params(shop, type), query: { limit: 100, ...query } });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((row) => row.code);
}
const codesAt = (...indexes: number[]) => indexes.map((index) => made[index]?.code);

describe('the reports list query', () => {
  it.each<[string, () => Filters, string?]>([
    ['type:fees', () => ({}), 'FEES'],
    ['status:scheduled', () => ({ status: 'SCHEDULED' })],
    ['account:{account}', () => ({ virtualAccountCode: account(1) })],
    ['period>=2026-02-15', () => ({ from: '2026-02-15' })],
    ['period<=2026-02-01', () => ({ to: '2026-02-01' })],
    ['period>=2026-01-20 period<=2026-02-10', () => ({ from: '2026-01-20', to: '2026-02-10' })],
  ])('%s lists the same rows as the filter parameters', async (text, filters, type) => {
    const byQuery = await listed({ query: text.replace('{account}', account(1)) });
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed(filters(), type));
  });

  it('takes statuses, formats, days, several values, negation, codes and their starts, and words', async () => {
    expect(await listed({ query: 'type:account_statement,transactions' })).toEqual(codesAt(1, 0));
    expect(await listed({ query: 'status:failed' })).toEqual(codesAt(2));
    expect(await listed({ query: 'format:pdf' })).toEqual(codesAt(1));
    expect(await listed({ query: 'period:2026-03-31' })).toEqual(codesAt(2));
    expect(await listed({ query: 'created:today' })).toEqual(codesAt(1, 0));
    expect(await listed({ query: 'created<=-7d' })).toEqual(codesAt(2));
    expect(await listed({ query: `-account:${account(0)}` })).toEqual(codesAt(1, 2));
    const { code = '', accountHolderCode = '' } = made[0] ?? {};
    expect(await listed({ query: `seller:${accountHolderCode}` })).toEqual(codesAt(0));
    expect(await listed({ query: `code:${code}` })).toEqual(codesAt(0));
    expect(await listed({ query: `code:${code.slice(0, -1)}* created:today` })).toEqual(codesAt(0));
    expect(await listed({ query: `seller:${accountHolderCode}* created<today` })).toEqual([]);
    expect(await listed({ query: account(0).toLowerCase() })).toEqual(codesAt(0));
    expect(await listed({ query: `code:${made[3]?.code}` })).toEqual([]);
  });

  it('totals type, status, format and days from the kept counts, in step with every write, whoever writes', async () => {
    // Written straight to the table: the transactions report made a CSV a year ago.
    await platform.database.db
      .update(reportRows)
      .set({ format: 'CSV', createdAt: sql`now() - interval '1 year'` })
      .where(eq(reportRows.code, made[1]?.code ?? ''));
    try {
      expect(await listed({ query: 'format:pdf' })).toEqual([]);
      expect(await listed({ query: 'format:csv created<-30d' })).toEqual(codesAt(1));
      expect(await listed({ query: '-status:failed created>-30d' })).toEqual(codesAt(0));
      expect(await listed({ status: 'FAILED', query: 'type:fees,transactions' })).toEqual(codesAt(2));
      expect(await listed({ query: 'created<-30d' }, 'TRANSACTIONS')).toEqual(codesAt(1));
    } finally {
      await platform.database.db
        .update(reportRows)
        .set({ format: 'PDF', createdAt: sql`now()` })
        .where(eq(reportRows.code, made[1]?.code ?? ''));
    }
  });

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message =
      "'amount' is not a field of this list (character 7); the fields are type, status, format, period, created, account, seller, code";
    expect(
      await failureOf(reports.listReports({ params: params(shop, 'all'), query: { query: 'fees  amount>10' } })),
    ).toEqual({ status: 400, error: { code: 400, message, details: [{ field: 'query[6:6]', message }] } });
  });
});
