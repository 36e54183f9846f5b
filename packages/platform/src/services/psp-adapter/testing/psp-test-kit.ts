import { createApiClient, createPspAdapterClient, type PspAdapterClient } from '@ops/core/api';
import type { PspIntegration } from '@ops/core/contract';
import { csvFigure, encodeCsv } from '@ops/core/export';
import { count } from 'drizzle-orm';
import { pspReportFiles, pspReportLines } from '../../../db/schema/index.ts';
import {
  opsEmail,
  type SplitShop,
  type SplitTestKit,
  startSplitTest,
} from '../../fund/splits/testing/split-test-kit.ts';
import { settlementColumns } from '../settlement-csv/settlement-columns.ts';

/** The split kit with the PSP adapter's client. */
export interface PspTestKit extends SplitTestKit {
  psp: PspAdapterClient;
  /** A shop with an Adyen integration for merchant account `${divisionCode}-ACCOUNT`. */
  integratedShop(): Promise<{ shop: SplitShop; integration: PspIntegration }>;
  /** How many report files and lines the platform holds. */
  stored(): Promise<{ files: number; lines: number }>;
}

export async function startPspTest(): Promise<PspTestKit> {
  const kit = await startSplitTest();
  const token = await kit.platform.tokenFor(opsEmail);
  const api = createApiClient({
    baseUrl: `${kit.platform.baseUrl}/api/`,
    getToken: () => token,
    getUserEmail: () => opsEmail,
  });
  const psp = createPspAdapterClient(api);
  return {
    ...kit,
    psp,
    async integratedShop() {
      const shop = await kit.shop({ sellers: 2 });
      const integration = await psp.createPspIntegration({
        params: { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode },
        body: { provider: 'ADYEN', merchantAccount: `${shop.divisionCode}-ACCOUNT` },
      });
      return { shop, integration };
    },
    async stored() {
      const { db } = kit.platform.database;
      const [files] = await db.select({ value: count() }).from(pspReportFiles);
      const [lines] = await db.select({ value: count() }).from(pspReportLines);
      return { files: files?.value ?? 0, lines: lines?.value ?? 0 };
    },
  };
}

/** The settlement report header this adapter needs, in the report's order. */
export const reportHeader = Object.values(settlementColumns);

type SettlementColumn = keyof typeof settlementColumns;
const amountColumns: readonly SettlementColumn[] = ['grossDebit', 'grossCredit', 'netDebit', 'netCredit', 'commission'];

/**
 * A report of lines given as the needed columns, by name, written with core's CSV encoder; missing cells are
 * empty, amounts ('-1.50') are figures, as the PSP writes them.
 */
export function reportOf(lines: Partial<Record<SettlementColumn, string>>[]): string {
  const keys = Object.keys(settlementColumns) as SettlementColumn[];
  const cell = (key: SettlementColumn, value = '') =>
    value !== '' && amountColumns.includes(key) ? csvFigure(value) : value;
  return encodeCsv(
    reportHeader,
    lines.map((line) => keys.map((key) => cell(key, line[key]))),
  );
}

export const csvFile = (content: string | Uint8Array, name = 'settlement.csv') =>
  new File([content], name, { type: 'text/csv' });
