import { createApiClient, createReconciliationClient, type ReconciliationClient } from '@ops/core/api';
import type { BankLineListQuery } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankStatementLines } from '../../db/schema/index.ts';
import { failureOf } from '../../testing/failure-of.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';

let platform: TestPlatform;
let reconciliation: ReconciliationClient;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The lines, oldest first: code, status, type, amount and currency, reference, batch, booking date, booked. */
const written = [
  ['BLQ-1', 'RECONCILED', 'CONFIRMED_TRANSACTION', 1_500, 'EUR', 'PR-QA-100', 'PB-QA-1', '2026-03-01', daysAgo(40)],
  ['BLQ-2', 'FAILED', 'CONFIRMED_TRANSACTION', 999, 'EUR', 'PR-QA-1', 'PB-QA-1', '2026-03-02', daysAgo(39)],
  ['BLQ-3', 'UNALLOCATED', 'DEPOSIT', 20_000, 'USD', null, null, null, daysAgo(2)],
  ['BLQ-4', 'UNALLOCATED', 'RETURNED_TRANSACTION', 700, 'EUR', 'PR-QB-7', 'PB-QB-2', null, daysAgo(0)],
] as const;

beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.database.transaction((tx) =>
    tx.insert(bankStatementLines).values(
      written.map(([code, status, type, amount, currency, reference, payoutCode, bookingDate, bookedAt]) => ({
        code,
        bankName: 'Sandbox Bank',
        status,
        type,
        amount,
        currency,
        reference,
        payoutCode,
        bookingDate,
        bookedAt,
      })),
    ),
  );
  const token = await platform.tokenFor('ops@sandbox.test');
  reconciliation = createReconciliationClient(
    createApiClient({
      baseUrl: `${platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => 'ops@sandbox.test',
    }),
  );
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

/** The codes of this file's lines a query lists, newest first, checked against the total count. */
async function listed(query: Partial<BankLineListQuery>) {
  const page = await reconciliation.listBankStatementsInfo({
    query: { limit: 100, ...query, query: `code:BLQ-* ${query.query ?? ''}` },
  });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((line) => line.code);
}

describe('the bank lines list query', () => {
  it.each<[string, Partial<BankLineListQuery>]>([
    ['status:failed', { status: 'FAILED' }],
    ['type:deposit', { type: 'DEPOSIT' }],
    ['batch:PB-QA-1', { payoutCode: 'PB-QA-1' }],
  ])('%s lists the same lines as the filter parameters', async (query, filters) => {
    const byQuery = await listed({ query });
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed(filters));
  });

  it('takes amounts as shown, currencies, settlement days, references and their starts, negation and words', async () => {
    expect(await listed({ query: 'amount>=9.99 amount<20' })).toEqual(['BLQ-2', 'BLQ-1']);
    expect(await listed({ query: 'currency:usd' })).toEqual(['BLQ-3']);
    expect(await listed({ query: 'status:unallocated,failed -type:deposit' })).toEqual(['BLQ-4', 'BLQ-2']);
    // A line's settlement day is its statement's booking date, else the day it was booked.
    expect(await listed({ query: 'settled:2026-03-02' })).toEqual(['BLQ-2']);
    expect(await listed({ query: 'settled>=-7d' })).toEqual(['BLQ-4', 'BLQ-3']);
    expect(await listed({ query: 'settled<2026-03-02' })).toEqual(['BLQ-1']);
    expect(await listed({ query: 'reference:PR-QA-1' })).toEqual(['BLQ-2']);
    expect(await listed({ query: 'reference:PR-QA-1*' })).toEqual(['BLQ-2', 'BLQ-1']);
    expect(await listed({ query: 'batch:PB-Q*' })).toEqual(['BLQ-4', 'BLQ-2', 'BLQ-1']);
    expect(await listed({ query: 'pb-qb' })).toEqual(['BLQ-4']);
    expect(await listed({ query: 'pr-qa-10' })).toEqual(['BLQ-1']);
  });

  it('totals a query across divisions from the kept counts, by status, type, currency, day, file and amount', async () => {
    // The platform holds no lines but these: each query's rows are judged here from what was written.
    const all = async (query: Partial<BankLineListQuery>) => {
      const page = await reconciliation.listBankStatementsInfo({ query: { limit: 100, ...query } });
      expect(page.totalCount, JSON.stringify(query)).toBe(page.elements.length);
      return new Set(page.elements.map((line) => line.code));
    };
    const where = (holds: (line: (typeof written)[number]) => boolean) =>
      new Set(written.filter(holds).map(([code]) => code));
    expect(await all({ query: 'status:unallocated -type:deposit' })).toEqual(where((line) => line[3] === 700));
    expect(await all({ status: 'UNALLOCATED', query: 'currency:EUR,USD' })).toEqual(
      where(([, status]) => status === 'UNALLOCATED'),
    );
    expect(await all({ query: 'settled<2026-03-02' })).toEqual(where(([code]) => code === 'BLQ-1'));
    expect(await all({ query: 'settled>-7d type:deposit,returned_transaction' })).toEqual(
      where(([, , , , , , , bookingDate]) => bookingDate === null),
    );
    expect(await all({ query: '-file:BF-NONE' })).toEqual(where(() => true));
    expect(await all({ query: 'amount>=9.99' })).toEqual(where(([, , , amount]) => amount >= 999));
    expect(await all({ query: 'amount>7 amount<=15' })).toEqual(
      where(([, , , amount]) => amount > 700 && amount <= 1_500),
    );
    expect(await all({ query: 'amount<=200 currency:usd' })).toEqual(where(([, , , , currency]) => currency === 'USD'));
  });

  it('keeps the counts in step with every write to the lines, whoever writes', async () => {
    const { db } = platform.database;
    // Written straight to the table: a line failed, one's amount and booking date moved, one deleted.
    await db.execute(sql`update bank_statement_lines set status = 'FAILED' where code = 'BLQ-4'`);
    await db.execute(
      sql`update bank_statement_lines set amount = 1510, booking_date = '2026-03-03' where code = 'BLQ-2'`,
    );
    await db.execute(sql`delete from bank_statement_lines where code = 'BLQ-3'`);
    const totalOf = async (query: string) =>
      (await reconciliation.listBankStatementsInfo({ query: { limit: 100, query } })).totalCount;
    expect(await totalOf('status:failed')).toBe(2);
    expect(await totalOf('status:unallocated')).toBe(0);
    expect(await totalOf('settled:2026-03-03')).toBe(1);
    expect(await totalOf('currency:USD')).toBe(0);
    // The bands of 1,500 to 1,599 and above, whole: added up from their counts alone.
    expect(await totalOf('amount>=15')).toBe(2);
    expect(await totalOf('amount<15')).toBe(1);
  });

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message = "'tomorrow' is not a date (character 9); write it as 2026-01-31, today, -7d, -2w, -3m or -1y";
    expect(await failureOf(reconciliation.listBankStatementsInfo({ query: { query: 'settled>tomorrow' } }))).toEqual({
      status: 400,
      error: { code: 400, message, details: [{ field: 'query[8:8]', message }] },
    });
  });
});
