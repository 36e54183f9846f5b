// The list query language (issue 31) on the reports list over HTTP, 100,000 reports of one division (200 sellers,
// written straight into the table over the last year, one every five minutes, each about the month before it): the
// first page (25) of a query on each field the language offers, from common to rare matches. Every fourth report is
// a seller's account statement (`account:` and `seller:` name one of 200), every fifth a PDF, one in fifty FAILED and
// one in a thousand SCHEDULED. On PGlite in memory, and on the PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL)
// when one answers. Budget: p95 ≤ 50 ms for each.
import { formatIsoDate } from '../../packages/core/src/dates/index.ts';
import type { Database } from '../../packages/platform/src/db/database.ts';
import {
  createLedgerDivision,
  type LedgerDivision,
} from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { reportsClientOf } from '../../packages/platform/src/services/invoicing/reports/testing/reports-test-kit.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { latencyFigures } from './latency.ts';
import { onBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const reportCount = 100_000;
const sellers = 200;
const run = { warmUp: 5, measured: 40, p95BudgetMs: 50 };
const day = (daysAgo: number) => formatIsoDate(new Date(Date.now() - daysAgo * 86_400_000));

/** The reports, `RP-B0000001` oldest, in one statement; then analysed, as autovacuum would. */
async function writeReports(database: Database, division: LedgerDivision): Promise<void> {
  const tag = division.incomeAccount.slice(3, -'-INCOME'.length);
  await database.db.execute(`
    insert into reports (code, merchant_code, division_code, type, format, scope, status, period_from, period_to,
      virtual_account_code, account_holder_code, requested_by, created_at)
    select 'RP-B' || lpad(i::text, 7, '0'), '${division.merchantCode}', '${division.divisionCode}',
      case when i % 4 = 0 then 'ACCOUNT_STATEMENT' else (array['TRANSACTIONS', 'PAYOUTS', 'FEES'])[1 + i % 3] end,
      case when i % 5 = 0 then 'PDF' else 'CSV' end,
      case when i % 4 = 0 then 'SELLERS' else 'DIVISION' end,
      case when i % 1000 = 0 then 'SCHEDULED' when i % 50 = 0 then 'FAILED' else 'GENERATED' end,
      (at - interval '30 days')::date, (at - interval '1 day')::date,
      case when i % 4 = 0 then 'VA-${tag}-S' || (1 + i / 4 % ${sellers}) end,
      case when i % 4 = 0 then 'AH-${tag}-' || (1 + i / 4 % ${sellers}) end,
      'ops@sandbox.test', at
    from generate_series(1, ${reportCount}) as i,
      lateral (select now() - (${reportCount} - i) * interval '5 minutes' as at) as moment`);
  await database.db.execute(`vacuum analyze reports`);
}

async function measureOn(driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  const platform = await startTestPlatform({ env: { NODE_ENV: 'production' } });
  try {
    const started = performance.now();
    const division = await createLedgerDivision(platform.database, { sellers });
    await writeReports(platform.database, division);
    const writeSeconds = (performance.now() - started) / 1000;
    const reports = await reportsClientOf(platform);
    const account = division.sellerAccounts[41] ?? '';
    const seller = `AH-${account.slice(3, account.lastIndexOf('-'))}-42`;
    /** Queries by the field they exercise, each list from the most common to the rarest match. */
    const queries: Record<string, readonly string[]> = {
      type: ['type:transactions', 'type:account_statement,fees', '-type:payouts'],
      status: ['status:generated', 'status:failed', 'status:scheduled'],
      format: ['format:csv', 'format:pdf'],
      period: ['period<=-30d', `period:${day(200)}`, 'period>=-3d'],
      created: ['created<-1d', `created:${day(100)}`, 'created>-1d'],
      account: [`account:${account.slice(0, 8)}*`, `account:${account}`, 'account:VA-ZZ*'],
      seller: [`seller:${seller}`, 'seller:AH-ZZ*'],
      code: ['code:RP-B005*', 'code:RP-B0050000', 'code:RP-ZZ*'],
      search: ['rp-b00', account.toLowerCase(), 'rp-b0050000', 'zz-none'],
      'several together': [
        'type:account_statement status:generated format:csv created<-1d',
        `status:failed period>=-90d ${account.slice(0, 8).toLowerCase()}`,
      ],
    };
    const params = { merchantCode: division.merchantCode, divisionCode: division.divisionCode, type: 'all' };
    const figures: BenchFigure[] = [];
    for (const [field, texts] of Object.entries(queries)) {
      figures.push(
        ...(await latencyFigures(
          `${driver}: first page, ${field}`,
          (index) => reports.listReports({ params, query: { limit: 25, query: texts[index % texts.length] } }),
          run,
        )),
      );
    }
    figures.push({ name: `${driver}: writing 100,000 reports`, value: writeSeconds, unit: 's' });
    return figures;
  } finally {
    await platform.close();
  }
}

report(
  'List query: reports list first page over HTTP on 100,000 reports (PGlite; PostgreSQL 15 when it answers)',
  await onBothDatabases(measureOn),
);
