import { importPspSettlementAction, runAction } from '@ops/core/actions';
import type { PspSettlementImport } from '@ops/core/contract';
import { badgeText } from '@ops/core/status';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { mayRun, withAskFirstOptions, withBoundDivision } from './ask-first.ts';
import { type ImportFlags, printImportOutcome, readImportFile } from './file-import.ts';
import { type ScopeFlags, withExamples, withScopeOptions } from './reading/read-helpers.ts';

function printImport(context: CliContext, imported: PspSettlementImport) {
  const labels = context.t.pspReports.cli;
  printImportOutcome(context, imported, {
    alreadyImported: () => labels.alreadyImported({ file: imported.fileName, code: imported.executionId }),
    imported: () =>
      labels.imported({
        file: imported.fileName,
        lines: imported.lineCount,
        newLines: imported.newLineCount,
        status: badgeText(imported.status, context.locale),
      }),
    statusCount: labels.statusCount,
  });
}

/**
 * `ops psp import FILE.csv --integration PI-…`: the registry's import action with the settlement report read from
 * its path, for the bound (or `--merchant`/`--division`) division, asked first naming that division (it moves
 * money: `--yes` in a script); prints what the import did (or the platform's one-line refusal), `--json` the whole
 * answer.
 */
export function registerPspSettlementImportCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const command = group('psp')
    .command('import')
    .description(t.pspReports.cli.importDescribe())
    .argument('<file>', t.pspReports.cli.file())
    .requiredOption('--integration <code>', t.pspReports.cli.integration())
    .option('--json', t.cli.options.json());
  withExamples(withScopeOptions(withAskFirstOptions(command, context), context), context, [
    'ops psp import settlement_detail_report_batch_7.csv --integration PI-12345 --yes',
  ]).action(async (path: string, flags: ScopeFlags & ImportFlags & { integration: string }) => {
    const file = await readImportFile(path, 'text/csv', t.pspReports.cli.noFile);
    const { actionContextOf } = await import('./action-commands.ts');
    const actionContext = await actionContextOf(context, flags, undefined);
    const parameters = { integrationCode: flags.integration, file };
    const action = importPspSettlementAction;
    const asked = withBoundDivision(actionContext.scope, parameters);
    if (!(await mayRun(context, { action, parameters: asked, actionContext, yes: flags.yes, dryRun: flags.dryRun }))) {
      return;
    }
    const imported = await runAction(action, actionContext, parameters);
    if (flags.json) context.io.stdout.write(`${JSON.stringify(imported, null, 2)}\n`);
    else printImport(context, imported);
  });
}
