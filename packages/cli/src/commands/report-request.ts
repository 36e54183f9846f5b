import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { requestReportAction, runAction } from '@ops/core/actions';
import { type Report, reportTypes } from '@ops/core/contract';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { CliError, usageError } from '../cli-error.ts';
import { mayRun, withProductionYes } from './ask-first.ts';
import { withExamples } from './reading/read-helpers.ts';

interface RequestFlags {
  from?: string;
  to?: string;
  account?: string;
  format?: string;
  today?: boolean;
  wait?: boolean;
  output?: string;
  merchant?: string;
  division?: string;
  json?: boolean;
  yes?: boolean;
}

const pollMs = 500;

/**
 * `ops reports request TYPE --from … --to … [--account …] [--wait [--output FILE]]`: the registry's request action;
 * with --wait it follows the report until generated (and writes its file) or failed (exit 1, the catalogue's
 * message).
 */
export function registerReportRequestCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const labels = t.reports.cli;
  const command = group('reports')
    .command('request')
    .description(labels.requestDescription())
    .argument('<type>', labels.type({ types: reportTypes.join(', ') }))
    .option('--from <date>', labels.from())
    .option('--to <date>', labels.to())
    .option('--account <code>', labels.account())
    .option('--format <format>', labels.format(), 'CSV')
    .option('--today', labels.today())
    .option('--wait', labels.wait())
    .option('--output <file>', labels.output())
    .option('--merchant <code>', t.cli.options.merchant())
    .option('--division <code>', t.cli.options.division())
    .option('--json', t.cli.options.json());
  withProductionYes(command, context);
  withExamples(command, context, [
    'ops reports request ACCOUNT_STATEMENT --from 2026-10-01 --to 2026-10-31 --account VA-1 --wait --output october.csv',
    'ops reports request FEES --today --format PDF',
  ]).action(async (type: string, flags: RequestFlags) => {
    if (flags.output && !flags.wait) throw usageError(labels.output());
    const { actionContextOf } = await import('./action-commands.ts');
    const actionContext = await actionContextOf(context, flags, undefined);
    const parameters = {
      type: type.toUpperCase() as Report['type'],
      ...(flags.from ? { from: flags.from } : {}),
      ...(flags.to ? { to: flags.to } : {}),
      ...(flags.account ? { virtualAccountCode: flags.account } : {}),
      format: (flags.format ?? 'CSV').toUpperCase() as Report['format'],
      today: flags.today ?? false,
    };
    const ask = { action: requestReportAction, parameters, actionContext, yes: flags.yes };
    if (!(await mayRun(context, ask))) return;
    const requested = await runAction(requestReportAction, actionContext, parameters);
    const { report } = requested;
    context.io.stderr.write(`${labels.scheduled({ code: report.code, message: requested.message })}\n`);
    if (!flags.wait) {
      context.io.stdout.write(flags.json ? `${JSON.stringify(requested, null, 2)}\n` : `${report.code}\n`);
      return;
    }
    const clients = actionContext.clients.invoicingReports;
    const params = { merchantCode: '', divisionCode: '', ...actionContext.scope, reportCode: report.code };
    let current = report;
    while (current.status === 'SCHEDULED') {
      await sleep(pollMs);
      current = await clients.getReport({ params });
    }
    if (current.status === 'FAILED') {
      throw new CliError(labels.failedReport({ code: current.code, message: current.failureMessage ?? '' }));
    }
    context.io.stderr.write(`${labels.generated({ code: current.code, rows: current.rowCount ?? 0 })}\n`);
    if (flags.json) context.io.stdout.write(`${JSON.stringify(current, null, 2)}\n`);
    if (!flags.output) return;
    const file = await clients.downloadReport({ params });
    const bytes = Buffer.from(await file.arrayBuffer());
    await writeFile(flags.output, bytes);
    context.io.stdout.write(`${labels.written({ file: flags.output, bytes: bytes.byteLength })}\n`);
  });
}
