import { importBankStatementAction, runAction } from '@ops/core/actions';
import type { BankStatementImport } from '@ops/core/contract';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { mayRun, withAskFirstOptions } from './ask-first.ts';
import { type ImportFlags, printImportOutcome, readImportFile } from './file-import.ts';
import { withExamples } from './reading/read-helpers.ts';

function printImport(context: CliContext, imported: BankStatementImport) {
  const labels = context.t.bankIntegration.cli;
  printImportOutcome(context, imported, {
    alreadyImported: () => labels.alreadyImported({ file: imported.fileName, code: imported.code }),
    imported: () =>
      labels.imported({
        file: imported.fileName,
        entries: imported.entryCount,
        statements: imported.statementCount,
        lines: imported.newLineCount,
      }),
    statusCount: labels.statusCount,
  });
}

/**
 * `ops bank-statements import FILE.xml`: the registry's import action with the file read from its path, asked
 * first (it moves money: `--yes` in a script); prints what the import did (or the platform's one-line refusal),
 * `--json` the whole answer.
 */
export function registerBankStatementImportCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const command = group('bank-statements')
    .command('import')
    .description(t.bankIntegration.cli.importDescribe())
    .argument('<file>', t.bankIntegration.cli.file())
    .option('--json', t.cli.options.json());
  withExamples(withAskFirstOptions(command, context), context, [
    'ops bank-statements import statement.xml --yes',
  ]).action(async (path: string, flags: ImportFlags) => {
    const file = await readImportFile(path, 'application/xml', t.bankIntegration.cli.noFile);
    const { actionContextOf } = await import('./action-commands.ts');
    const actionContext = await actionContextOf(context, {}, undefined);
    const action = importBankStatementAction;
    const ask = { action, parameters: { file }, actionContext, yes: flags.yes, dryRun: flags.dryRun };
    if (!(await mayRun(context, ask))) return;
    const imported = await runAction(action, actionContext, { file });
    if (flags.json) context.io.stdout.write(`${JSON.stringify(imported, null, 2)}\n`);
    else printImport(context, imported);
  });
}
