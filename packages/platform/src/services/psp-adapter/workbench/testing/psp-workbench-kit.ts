import { createApiClient, createReconciliationClient, type ReconciliationClient } from '@ops/core/api';
import type { PspIntegration } from '@ops/core/contract';
import { opsEmail, type SplitShop } from '../../../fund/splits/testing/split-test-kit.ts';
import { csvFile, type PspTestKit, reportOf } from '../../testing/psp-test-kit.ts';

export const today = () => new Date().toISOString().slice(0, 10);

/** The merchant and division codes of a test shop. */
export const divisionOf = (shop: SplitShop) => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

/** The reconciliation service's client as the kit's ops user: a division's tolerance rule, which the PSP side applies. */
export async function reconciliationOf(kit: PspTestKit): Promise<ReconciliationClient> {
  const token = await kit.platform.tokenFor(opsEmail);
  return createReconciliationClient(
    createApiClient({ baseUrl: `${kit.platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  );
}

/** A report line as a test gives it: its record type, the reference it names, its gross and commission (major), its day. */
export interface ReportedLine {
  type: 'Settled' | 'Refunded' | 'Chargeback' | 'Fee';
  reference: string;
  gross: string;
  commission?: string;
  merchantReference?: string;
  /** YYYY-MM-DD; today when left out. */
  bookingDate?: string;
}

const batches = { next: 1 };

/**
 * Imports a settlement report of the lines for the integration (a batch number of its own, so no line is a record
 * another report brought) and answers the lines' codes, in the order given.
 */
export async function reportedLines(
  kit: PspTestKit,
  shop: SplitShop,
  integration: PspIntegration,
  lines: readonly ReportedLine[],
): Promise<string[]> {
  const batchNumber = `WB-${batches.next++}-${Date.now()}`;
  const report = reportOf(
    lines.map((line) => {
      const credit = line.type === 'Settled';
      const net = (Number(line.gross) - Number(line.commission ?? '0')).toFixed(2);
      return {
        merchantAccount: integration.merchantAccount,
        pspReference: line.reference,
        merchantReference: line.merchantReference ?? '',
        type: line.type,
        grossCurrency: 'EUR',
        ...(credit ? { grossCredit: line.gross, netCredit: net } : { grossDebit: line.gross, netDebit: line.gross }),
        netCurrency: 'EUR',
        commission: line.commission ?? '0.00',
        batchNumber,
        bookingDate: line.bookingDate ?? today(),
      };
    }),
  );
  const imported = await kit.psp.importPspSettlement({
    params: { ...divisionOf(shop), integrationCode: integration.code },
    body: { file: csvFile(report) },
  });
  const items = await kit.psp.searchPspReports({
    body: { filter: { executionId: imported.executionId } },
    query: { limit: 1000 },
  });
  return [...items.elements].sort((one, other) => one.lineNumber - other.lineNumber).map((item) => item.code);
}
