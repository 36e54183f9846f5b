import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { badgeText } from '@ops/core/status';
import type { CliContext } from '../cli-context.ts';
import { usageError } from '../cli-error.ts';

/**
 * The file at `path` as an import action takes it (`ops bank-statements import`, `ops psp import`); a usage error
 * (`noFile`) when it cannot be read.
 */
export async function readImportFile(path: string, type: string, noFile: (at: { path: string }) => string) {
  const content = await readFile(path).catch(() => {
    throw usageError(noFile({ path }));
  });
  return new File([content], basename(path), { type });
}

/** What an import command takes besides its file: `--json`, and `--yes` or `--dry-run` (it moves money). */
export interface ImportFlags {
  json?: boolean;
  yes?: boolean;
  dryRun?: boolean;
}

/** The lines an import command prints, in its own words. */
export interface ImportOutcomeLines {
  alreadyImported(): string;
  imported(): string;
  statusCount(count: { status: string; count: number }): string;
}

/** What an import did: one line when the file was taken before, else its summary and a line per status of its lines. */
export function printImportOutcome(
  context: CliContext,
  imported: { alreadyImported: boolean; statuses: { [status: string]: number } },
  lines: ImportOutcomeLines,
): void {
  const { io, locale } = context;
  if (imported.alreadyImported) {
    io.stdout.write(`${lines.alreadyImported()}\n`);
    return;
  }
  io.stdout.write(`${lines.imported()}\n`);
  for (const [status, count] of Object.entries(imported.statuses)) {
    io.stdout.write(`${lines.statusCount({ status: badgeText(status, locale), count })}\n`);
  }
}
