import { reconcilePspIntegrationsAction, runAction } from '@ops/core/actions';
import type { AutoReconciliationRun } from '@ops/core/contract';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { CliError } from '../cli-error.ts';
import { mayRun, withAskFirstOptions, withBoundDivision } from './ask-first.ts';
import { type ScopeFlags, withExamples, withScopeOptions } from './reading/read-helpers.ts';

const failureOf = (context: CliContext, run: AutoReconciliationRun) =>
  new CliError(context.t.pspReports.cli.failed({ code: run.code, reason: run.failureReason ?? '' }));

function printRun(context: CliContext, run: AutoReconciliationRun) {
  const labels = context.t.pspReports.cli;
  const write = (line: string) => context.io.stdout.write(`${line}\n`);
  if (run.status === 'QUEUED') return write(labels.queued({ code: run.code }));
  if (run.status === 'FAILED') throw failureOf(context, run);
  const outcome = run.outcome ?? { reports: [], pspLinesMatched: 0, bankLinesMatched: 0 };
  write(
    labels.done({
      code: run.code,
      reports: outcome.reports.length,
      pspLines: outcome.pspLinesMatched,
      bankLines: outcome.bankLinesMatched,
    }),
  );
  for (const report of outcome.reports) {
    write(
      labels.report({
        file: report.fileName,
        from: report.from,
        to: report.to,
        lines: report.lineCount,
        newLines: report.newLineCount,
      }),
    );
  }
}

/**
 * `ops psp-integrations reconcile [--wait] [--json]`: the registry's Trigger auto-reconciliation for the bound (or
 * `--merchant`/`--division`) division, asked first naming that division (it moves money: `--yes` in a script).
 * Without `--wait` it prints the queued run's code; with it, what the run did
 * (a failed run exits 1 with its reason); `--json` the run as the platform answers it.
 */
export function registerAutoReconciliationCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const command = group('psp-integrations')
    .command('reconcile')
    .description(t.pspReports.cli.reconcileDescribe())
    .option('--wait', t.pspReports.cli.wait())
    .option('--json', t.cli.options.json());
  withExamples(withScopeOptions(withAskFirstOptions(command, context), context), context, [
    'ops psp-integrations reconcile --wait --yes',
  ]).action(async (flags: ScopeFlags & { wait?: boolean; json?: boolean; yes?: boolean; dryRun?: boolean }) => {
    const { actionContextOf } = await import('./action-commands.ts');
    const actionContext = await actionContextOf(context, flags, undefined);
    const action = reconcilePspIntegrationsAction;
    const asked = withBoundDivision(actionContext.scope, {});
    if (!(await mayRun(context, { action, parameters: asked, actionContext, yes: flags.yes, dryRun: flags.dryRun }))) {
      return;
    }
    const run = await runAction(action, actionContext, { wait: flags.wait === true });
    if (flags.json) {
      context.io.stdout.write(`${JSON.stringify(run, null, 2)}\n`);
      if (run.status === 'FAILED') throw failureOf(context, run);
      return;
    }
    printRun(context, run);
  });
}
