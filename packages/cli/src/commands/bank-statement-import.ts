import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { importBankStatementAction, runAction } from '@ops/core/actions';
import type { BankStatementImport } from '@ops/core/contract';
import { badgeText } from '@ops/core/status';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { usageError } from '../cli-error.ts';
import { withExamples } from './reading/read-helpers.ts';

function printImport(context: CliContext, imported: BankStatementImport) {
  const { t, io, locale } = context;
  const labels = t.bankIntegration.cli;
  if (imported.alreadyImported) {
    io.stdout.write(`${labels.alreadyImported({ file: imported.fileName, code: imported.code })}\n`);
    return;
  }
  io.stdout.write(
    `${labels.imported({
      file: imported.fileName,
      entries: imported.entryCount,
      statements: imported.statementCount,
      lines: imported.newLineCount,
    })}\n`,
  );
  for (const [status, count] of Object.entries(imported.statuses)) {
    io.stdout.write(`${labels.statusCount({ status: badgeText(status, locale), count })}\n`);
  }
}

/**
 * `ops bank-statements import FILE.xml`: the registry's import action with the file read from its path; prints
 * what the import did (or the platform's one-line refusal), `--json` the whole answer.
 */
export function registerBankStatementImportCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const command = group('bank-statements')
    .command('import')
    .description(t.bankIntegration.cli.importDescribe())
    .argument('<file>', t.bankIntegration.cli.file())
    .option('--json', t.cli.options.json());
  withExamples(command, context, ['ops bank-statements import statement.xml']).action(
    async (path: string, flags: { json?: boolean }) => {
      const content = await readFile(path).catch(() => {
        throw usageError(t.bankIntegration.cli.noFile({ path }));
      });
      const file = new File([content], basename(path), { type: 'application/xml' });
      const { actionContextOf } = await import('./action-commands.ts');
      const imported = await runAction(importBankStatementAction, actionContextOf(context, {}, undefined), { file });
      if (flags.json) context.io.stdout.write(`${JSON.stringify(imported, null, 2)}\n`);
      else printImport(context, imported);
    },
  );
}
