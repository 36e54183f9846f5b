// The PSP workbench's candidates for an unmatched PSP report item (issue 34) over HTTP, among 100,000 open payments
// of one division (one every half hour back from now): each of 200 report items asked once after a warm-up, items
// of every kind a report brings unplaced (a PSP reference cut short, a merchant reference only, an amount near one
// and nothing else). Then the division's exceptions queue, its first page (25 of the 200 items, each judged against
// the 100,000 under a tolerance rule of 1.00 and 3 days), asked 200 times. On PGlite in memory, and on the PostgreSQL
// server at 127.0.0.1:5432 (or DATABASE_URL) when one answers. Budgets: p95 ≤ 50 ms each.
import { toMajorString } from '../../packages/core/src/money/index.ts';
import {
  type PspTestKit,
  startPspTest,
} from '../../packages/platform/src/services/psp-adapter/testing/psp-test-kit.ts';
import { openPayments } from '../../packages/platform/src/services/psp-adapter/workbench/testing/open-transactions.ts';
import {
  type ReportedLine,
  reconciliationOf,
  reportedLines,
} from '../../packages/platform/src/services/psp-adapter/workbench/testing/psp-workbench-kit.ts';
import { latencyFigures } from './latency.ts';
import { withKitOnBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const openCount = 100_000;
const lineCount = 200;

async function measure(kit: PspTestKit, driver: string): Promise<BenchFigure[]> {
  const { shop, integration } = await kit.integratedShop();
  const payments = await openPayments(kit, shop, openCount);
  // Writing them takes half a minute: the server has closed the client's idle connection by now, and only a GET is
  // tried again on a closed one, so one goes first.
  await kit.psp.listPspIntegrations({ params: { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode } });
  const lines = Array.from({ length: lineCount }, (_, index): ReportedLine => {
    const payment = payments[index % payments.length];
    const gross = toMajorString((payment?.amount ?? 1_000) + (index % 3) * 5, 'EUR');
    if (index % 3 === 0) return { type: 'Settled', reference: payment?.pspReference.slice(0, 10) ?? '', gross };
    if (index % 3 === 1)
      return { type: 'Settled', reference: `UNKNOWN-${index}`, gross, merchantReference: payment?.reference };
    return { type: 'Settled', reference: `UNKNOWN-${index}`, gross };
  });
  const codes = await reportedLines(kit, shop, integration, lines);
  const params = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
  const candidates = await latencyFigures(
    `${driver}: candidates among ${openCount.toLocaleString('en')} open payments`,
    async (index) => {
      const answer = await kit.psp.listPspReportCandidates({
        params: { ...params, reportItemCode: codes[index % codes.length] ?? '' },
      });
      if (answer.candidates.length === 0) throw new Error(`no candidates for ${answer.item.code}`);
    },
    { warmUp: 20, measured: lineCount, p95BudgetMs: 50 },
  );
  const reconciliation = await reconciliationOf(kit);
  await reconciliation.setToleranceRule({ params, body: { amountMinor: 100, amountPercent: null, dateWindowDays: 3 } });
  const exceptions = await latencyFigures(
    `${driver}: the exceptions queue's first page among ${openCount.toLocaleString('en')} open payments`,
    async () => {
      const page = await kit.psp.listPspReportItemExceptions({ params, query: { page: 1, limit: 25 } });
      if (page.totalCount !== lineCount) throw new Error(`${page.totalCount} exceptions, not ${lineCount}`);
    },
    { warmUp: 20, measured: lineCount, p95BudgetMs: 50 },
  );
  return [...candidates, ...exceptions];
}

const figures = await withKitOnBothDatabases(startPspTest, measure);
report(
  'PSP workbench: the candidates of an unmatched PSP report item and the exceptions queue over HTTP (PGlite; PostgreSQL 15 when it answers)',
  figures,
);
