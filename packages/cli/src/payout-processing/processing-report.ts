import { writeFile } from 'node:fs/promises';
import { encodeCsv } from '@ops/core/export';
import type { PayoutItemResult } from '@ops/core/flows/payout-processing';
import type { TranslationFunctions } from '@ops/locales';

/** One line per request of the selection: code, outcome, status, reason, batch. */
export function reportCsv(t: TranslationFunctions, items: readonly PayoutItemResult[]): string {
  return encodeCsv(
    ['code', 'outcome', 'status', 'reason', 'payoutCode'],
    items.map((item) => [item.code, t.cli.process.outcomes[item.state](), item.status, item.reason, item.payoutCode]),
  );
}

export async function writeReport(path: string, t: TranslationFunctions, items: readonly PayoutItemResult[]) {
  await writeFile(path, reportCsv(t, items));
}
