import { createApiClient, createInvoicingReportsClient, type InvoicingReportsClient } from '@ops/core/api';
import type { Report } from '@ops/core/contract';
import { toMinorUnits } from '@ops/core/money';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../../../db/database.ts';
import { importLedgerHistory } from '../../../../seed/steps/money-ledger-import.ts';
import type { TestPlatform } from '../../../../testing/test-platform.ts';

export const opsEmail = 'ops@sandbox.test';

/** The reports client of ops staff on a test platform. */
export async function reportsClientOf(platform: TestPlatform): Promise<InvoicingReportsClient> {
  const token = await platform.tokenFor(opsEmail);
  return createInvoicingReportsClient(
    createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  );
}

let sequence = 0;

/** Dated bank deposits into accounts' confirmed balances, as the ledger would have booked them then. */
export async function depositsAt(
  database: Database,
  deposits: { virtualAccountCode: string; amount: number; at: string; currency?: string }[],
): Promise<void> {
  await database.transaction((tx) =>
    importLedgerHistory(
      tx,
      deposits.map((deposit) => {
        sequence += 1;
        const currency = deposit.currency ?? 'EUR';
        return {
          code: `LT-RPT-${Date.now().toString(36)}-${sequence}`,
          type: 'DEPOSIT',
          status: 'CONFIRMED',
          currency,
          reference: `deposit ${sequence}`,
          description: null,
          createdAt: new Date(deposit.at),
          postings: [
            { world: { kind: 'BANK', name: 'SANDBOX-BANK', currency }, amount: -deposit.amount },
            { virtualAccountCode: deposit.virtualAccountCode, bucket: 'CONFIRMED', amount: deposit.amount },
          ],
        };
      }),
    ),
  );
}

/** A statement CSV read back: its lines' amounts in minor units, and its totals by label. */
export interface ParsedStatement {
  lines: { transaction: string; bucket: string; amount: number; balanceAfter: number }[];
  totals: Map<string, number>;
}

export function parseStatementCsv(csv: string, currency = 'EUR'): ParsedStatement {
  const [, ...rows] = parse(csv) as string[][];
  const parsed: ParsedStatement = { lines: [], totals: new Map() };
  for (const cells of rows) {
    const last = cells[cells.length - 1] ?? '';
    if (cells[1] === '') parsed.totals.set(cells[0] ?? '', toMinorUnits(last, currency));
    else {
      parsed.lines.push({
        transaction: cells[1] ?? '',
        bucket: cells[5] ?? '',
        amount: toMinorUnits(cells[6] ?? '', currency),
        balanceAfter: toMinorUnits(last, currency),
      });
    }
  }
  return parsed;
}

/** Requests a report, runs the job queue, and answers the report as it then is. */
export async function generated(
  platform: TestPlatform,
  client: InvoicingReportsClient,
  request: Parameters<InvoicingReportsClient['requestReport']>[0],
): Promise<Report> {
  const { report } = await client.requestReport(request);
  await platform.jobs.runDue();
  return client.getReport({ params: { ...request.params, reportCode: report.code } });
}
