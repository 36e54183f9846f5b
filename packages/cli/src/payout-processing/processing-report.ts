import { type FileHandle, open } from 'node:fs/promises';
import { encodeCsv } from '@ops/core/export';
import type { PayoutItemResult } from '@ops/core/flows/payout-processing';
import type { TranslationFunctions } from '@ops/locales';
import { usageError } from '../cli-error.ts';

/** One line per request of the selection: code, outcome, status, reason, batch (the outcome's English word). */
export function reportCsv(t: TranslationFunctions, items: readonly PayoutItemResult[]): string {
  return encodeCsv(
    ['code', 'outcome', 'status', 'reason', 'payoutCode'],
    items.map((item) => [item.code, t.cli.process.outcomes[item.state](), item.status, item.reason, item.payoutCode]),
  );
}

/** The report file, opened before the first call, so a path it cannot be written to stops the run before it starts. */
export async function openReport(path: string, t: TranslationFunctions): Promise<FileHandle> {
  try {
    return await open(path, 'w');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw usageError(t.cli.process.reportUnwritable({ path, reason }));
  }
}

export async function writeReport(file: FileHandle, t: TranslationFunctions, items: readonly PayoutItemResult[]) {
  try {
    await file.writeFile(reportCsv(t, items));
  } finally {
    await file.close();
  }
}
