// The workbench's candidates for an unmatched bank line (issue 34) over HTTP, among 100,000 open payout items of
// one division in 200 batches at the bank (500 items each, one instructed a day): each of 200 lines asked once
// after a warm-up, lines of every kind the bank sends (a batch booked as one entry with its batch id, a payment with
// an end-to-end id cut short, one with only the creditor's IBAN, one with nothing but its amount and day). On PGlite
// in memory, and on the PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL) when one answers.
// Budget: p95 ≤ 50 ms.
import { formatIsoDate } from '../../packages/core/src/dates/index.ts';
import {
  type PayoutTestKit,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { openDivision } from '../../packages/platform/src/services/reconciliation/workbench/testing/open-items.ts';
import type { BookedPayment } from '../../packages/platform/src/services/reconciliation/workbench/testing/payment-statement.ts';
import { bookedLines } from '../../packages/platform/src/services/reconciliation/workbench/testing/workbench-kit.ts';
import { latencyFigures } from './latency.ts';
import { withKitOnBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const openItems = 100_000;
const lineCount = 200;

async function measure(kit: PayoutTestKit, driver: string): Promise<BenchFigure[]> {
  const { division, batches, items } = await openDivision(kit, { openItems, batches: 200, sellers: 50 });
  const payments = Array.from({ length: lineCount }, (_, index): BookedPayment => {
    const item = items[(index * 4_999) % items.length];
    const batch = batches[index % batches.length];
    const bookingDate = formatIsoDate(batch?.instructedAt ?? new Date());
    const amount = (item?.amount ?? 100) + (index % 3) * 5;
    if (index % 4 === 0) return { amount: amount * 3, bookingDate, payoutCode: batch?.code ?? '', count: 3 };
    if (index % 4 === 1) return { amount, bookingDate, endToEndId: item?.code.slice(0, 10) ?? '' };
    if (index % 4 === 2) return { amount, bookingDate, creditorIban: item?.iban ?? '' };
    return { amount, bookingDate };
  });
  const lines = await bookedLines(kit, payments);
  const params = { merchantCode: division.merchantCode, divisionCode: division.divisionCode };
  return latencyFigures(
    `${driver}: candidates among ${openItems.toLocaleString('en')} open items`,
    async (index) => {
      const answer = await kit.reconciliation.listBankLineCandidates({
        params: { ...params, bankLineCode: lines[index % lines.length] ?? '' },
      });
      if (answer.candidates.length === 0) throw new Error(`no candidates for ${answer.line.code}`);
    },
    { warmUp: 20, measured: lineCount, p95BudgetMs: 50 },
  );
}

const figures = await withKitOnBothDatabases(startPayoutTest, measure);
report(
  'Workbench: the candidates of an unmatched bank line over HTTP (PGlite; PostgreSQL 15 when it answers)',
  figures,
);
