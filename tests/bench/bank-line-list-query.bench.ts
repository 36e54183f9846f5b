// The list query language (issue 31) on the bank integration list over HTTP, 100,000 bank statement lines in 100
// files (written straight into the tables over the last year, one every five minutes): the first page (25) of a query
// on each field the language offers, from common to rare matches. Six lines in ten pay a payout item (their
// reference `PR-B…`, their batch `PO-B…`), one in ten is a batch, a return, a deposit or unknown; one in twenty is in
// USD; most are RECONCILED, one in twenty-five FAILED, a few UNALLOCATED or PARSED. On PGlite in memory, and on the
// PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL) when one answers. Budget: p95 ≤ 50 ms for each.
import type { Database } from '../../packages/platform/src/db/database.ts';
import {
  type PayoutTestKit,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { latencyFigures } from './latency.ts';
import { withKitOnBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const lineCount = 100_000;
const linesPerFile = 1_000;
const run = { warmUp: 5, measured: 40, p95BudgetMs: 50 };
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The files and their lines, `BL-B0000001` oldest, a statement each; then analysed, as autovacuum would. */
async function writeLines(database: Database): Promise<void> {
  await database.db.execute(`
    insert into bank_statement_files (code, sha256, file_name, statement_count, entry_count, new_line_count,
      imported_by)
    select 'BF-B' || lpad(f::text, 3, '0'), md5('bench file ' || f), 'statement-' || f || '.xml', 1, ${linesPerFile},
      ${linesPerFile}, 'ops@sandbox.test'
    from generate_series(0, ${lineCount / linesPerFile}) as f`);
  await database.db.execute(`
    insert into bank_statement_lines (code, bank_name, type, currency, amount, reference, payout_code, status,
      created_at, booking_date, file_code, account_iban, entry_key, credit_debit)
    select 'BL-B' || lpad(i::text, 7, '0'), 'Bench Bank',
      case when i % 10 = 0 then 'SEPA_BATCH' when i % 10 <= 6 then 'CONFIRMED_TRANSACTION'
        when i % 10 = 7 then 'RETURNED_TRANSACTION' when i % 10 = 8 then 'DEPOSIT' else 'UNKNOWN' end,
      case when i % 20 = 0 then 'USD' else 'EUR' end,
      100 + (i * 7919) % 99900,
      case when i % 10 between 1 and 7 then 'PR-B' || lpad(i::text, 7, '0') end,
      case when i % 10 <= 7 then 'PO-B' || lpad((i / 500)::text, 4, '0') end,
      case when i % 100 = 0 then 'PARSED' when i % 40 = 0 then 'UNALLOCATED' when i % 25 = 0 then 'FAILED'
        else 'RECONCILED' end,
      at, (at at time zone 'UTC')::date, 'BF-B' || lpad((i / ${linesPerFile})::text, 3, '0'), 'NL00BENCH0000000001',
      'BL-B' || i, case when i % 10 = 8 then 'CRDT' else 'DBIT' end
    from generate_series(1, ${lineCount}) as i,
      lateral (select now() - (${lineCount} - i) * interval '5 minutes' as at) as moment`);
  await database.db.execute('vacuum analyze bank_statement_files, bank_statement_lines');
}

/** Queries by the field they exercise, each list from the most common to the rarest match. */
const queries: Record<string, readonly string[]> = {
  status: ['status:reconciled', 'status:failed,unallocated', 'status:parsed', 'status:tentative'],
  type: ['type:confirmed_transaction', 'type:sepa_batch,returned_transaction', '-type:confirmed_transaction'],
  amount: ['amount>=10', 'amount<500', 'amount>=998', 'amount:500.00'],
  currency: ['currency:EUR', 'currency:USD', 'currency:JPY'],
  settled: ['settled<-1d', `settled:${day(100)}`, 'settled>-1d', 'settled<-400d'],
  code: ['code:BL-B005*', 'code:BL-B0050001', 'code:BL-ZZ*'],
  reference: ['reference:PR-B005*', 'reference:PR-B0050001', 'reference:PR-ZZ*'],
  batch: ['batch:PO-B01*', 'batch:PO-B0100', 'batch:PO-ZZ*'],
  file: ['file:BF-B050', 'file:BF-ZZ'],
  search: ['bl-b00', 'pr-b00500', 'po-b0100', 'bl-b0050001', 'zz-none'],
  'several together': [
    'status:reconciled type:confirmed_transaction currency:EUR settled>-30d',
    'status:failed amount>=500 pr-b003',
  ],
};

async function measure(kit: PayoutTestKit, driver: string): Promise<BenchFigure[]> {
  const started = performance.now();
  await writeLines(kit.platform.database);
  const writeSeconds = (performance.now() - started) / 1000;
  const figures: BenchFigure[] = [];
  for (const [field, texts] of Object.entries(queries)) {
    figures.push(
      ...(await latencyFigures(
        `${driver}: first page, ${field}`,
        (index) =>
          kit.reconciliation.listBankStatementsInfo({ query: { limit: 25, query: texts[index % texts.length] } }),
        run,
      )),
    );
  }
  figures.push({ name: `${driver}: writing 100,000 bank lines`, value: writeSeconds, unit: 's' });
  return figures;
}

report(
  'List query: bank integration list first page over HTTP on 100,000 bank lines (PGlite; PostgreSQL 15 when it answers)',
  await withKitOnBothDatabases(() => startPayoutTest({ env: { NODE_ENV: 'production' } }), measure),
);
