import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { seedDatabase } from '../../../seed/seed-database.ts';
import { openTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { statementContent } from './content/statement-content.ts';
import { writeCsvReport } from './csv-report-writer.ts';
import { readReportAccount } from './report-account.ts';
import { reportWindow } from './report-content-of.ts';
import type { ReportFileSink } from './report-file-store.ts';
import { parseStatementCsv } from './testing/reports-test-kit.ts';

/** Seeding the small demo data takes a while on a busy machine. */
const seedTimeoutMs = 240_000;

let opened: TestDatabase;

beforeAll(async () => {
  opened = await openTestDatabase();
  await seedDatabase(opened.database, 'small');
}, seedTimeoutMs);
afterAll(async () => {
  await opened?.close();
});

/** The file in memory: a test's sink. */
function memorySink() {
  const parts: Buffer[] = [];
  const sink: ReportFileSink = {
    async write(content) {
      parts.push(Buffer.from(content));
    },
    async close() {
      return parts.reduce((size, part) => size + part.byteLength, 0);
    },
  };
  return { sink, text: () => Buffer.concat(parts).toString('utf8') };
}

/** The ledger's balance of an account before an instant, summed here from its postings on its own. */
async function ledgerBalanceBefore(code: string, before: string): Promise<number> {
  const [row] = await selectRows<{ balance: string }>(
    opened.database.db,
    sql`select coalesce(sum(amount), 0)::text as balance from ledger_postings
        where virtual_account_code = ${code} and created_at < ${before}::timestamptz`,
  );
  return Number(row?.balance);
}

async function statementOf(code: string, period: { period_from: string; period_to: string }, now: Date) {
  const account = await readReportAccount(opened.database.db, code);
  if (!account) throw new Error(`no account ${code}`);
  const window = reportWindow(period, now);
  const content = await statementContent(opened.database.db, account, window, []);
  const file = memorySink();
  const rowCount = await writeCsvReport(content, file.sink);
  return { statement: parseStatementCsv(file.text(), account.currency), rowCount, window, currency: account.currency };
}

describe('an account statement of the demo data', () => {
  it(
    "closes at the ledger's balance at the period's end, for every account, and its lines sum to the difference",
    async () => {
      const accounts = await selectRows<{ code: string }>(
        opened.database.db,
        sql`select code from virtual_accounts order by code`,
      );
      expect(accounts.length).toBeGreaterThan(20);
      const now = new Date();
      let postingsSeen = 0;
      for (const { code } of accounts) {
        const { statement, rowCount, window } = await statementOf(
          code,
          { period_from: '2026-08-01', period_to: '2026-10-31' },
          now,
        );
        const opening = statement.totals.get('Opening balance');
        const closing = statement.totals.get('Closing balance');
        expect(opening, code).toBe(await ledgerBalanceBefore(code, window.start));
        expect(closing, code).toBe(await ledgerBalanceBefore(code, window.end));
        const sumOfLines = statement.lines.reduce((sum, line) => sum + line.amount, 0);
        expect(sumOfLines, code).toBe((closing ?? 0) - (opening ?? 0));
        expect(statement.lines.at(-1)?.balanceAfter ?? opening, code).toBe(closing);
        expect(rowCount).toBe(statement.lines.length);
        postingsSeen += rowCount;
      }
      expect(postingsSeen).toBeGreaterThan(100);
    },
    seedTimeoutMs,
  );

  it(
    'up to today closes at the stored balances the ledger keeps, per kind of balance',
    async () => {
      const accounts = await selectRows<{ code: string; confirmed: string; pending: string; payout: string }>(
        opened.database.db,
        sql`select code, confirmed_balance::text as confirmed, pending_balance::text as pending,
                 payout_balance::text as payout
          from virtual_accounts order by code`,
      );
      const now = new Date(Date.now() + 1000);
      const today = now.toISOString().slice(0, 10);
      for (const account of accounts) {
        const { statement } = await statementOf(account.code, { period_from: '2020-01-01', period_to: today }, now);
        expect(statement.totals.get('Opening balance'), account.code).toBe(0);
        expect(
          [
            statement.totals.get('Closing balance: Confirmed'),
            statement.totals.get('Closing balance: Pending'),
            statement.totals.get('Closing balance: Payout'),
          ],
          account.code,
        ).toEqual([Number(account.confirmed), Number(account.pending), Number(account.payout)]);
      }
    },
    seedTimeoutMs,
  );
});
