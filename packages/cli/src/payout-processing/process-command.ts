import {
  defaultChunkSize,
  defaultConcurrency,
  type PayoutProcessingProgress,
  type PayoutProcessingSummary,
  payoutProcessorOf,
  startPayoutProcessing,
  summaryMessages,
} from '@ops/core/flows/payout-processing';
import type { Command } from 'commander';
import { type CliContext, scopeOf } from '../cli-context.ts';
import { CliError, exitCodes } from '../cli-error.ts';
import { withAskFirstOptions } from '../commands/ask-first.ts';
import { withExamples } from '../commands/reading/read-helpers.ts';
import { clientsOf } from '../platform-clients.ts';
import { drainingProcessor } from './draining-processor.ts';
import { heldCallsProcessor } from './held-processor.ts';
import { type ProcessingInputFlags, selectionOf } from './processing-input.ts';
import { processingAsked } from './processing-question.ts';
import { openReport, writeReport } from './processing-report.ts';

interface ProcessFlags extends ProcessingInputFlags {
  merchant?: string;
  division?: string;
  concurrency: string;
  chunkSize: string;
  report?: string;
  yes?: boolean;
  dryRun?: boolean;
}

/** Shows the run as it goes: a live ink view on a terminal, one plain line per answered request otherwise. */
async function watch(
  context: CliContext,
  subscribe: (listener: (progress: PayoutProcessingProgress) => void) => () => void,
) {
  const { io, t } = context;
  if (io.stdout.isTTY) {
    const { showLiveView } = await import('./live-view.tsx');
    return showLiveView(io.stdout as NodeJS.WriteStream, t, !io.env.NO_COLOR, subscribe);
  }
  const printed = new Set<string>();
  return subscribe((progress) => {
    for (const item of progress.items) {
      if (item.state === 'pending' || printed.has(item.code)) continue;
      printed.add(item.code);
      const reason = item.reason ? `\t${item.reason}` : '';
      io.stdout.write(`${item.code}\t${t.cli.process.outcomes[item.state]()}${reason}\n`);
    }
  });
}

/**
 * Waits for the run to finish or for Ctrl+C. The first Ctrl+C starts no more calls and waits for the ones under way,
 * so every request the platform was asked about is in the report; a second one stops at once.
 */
function finishedOrInterrupted(
  context: CliContext,
  finished: Promise<PayoutProcessingSummary>,
  gate: ReturnType<typeof drainingProcessor>,
) {
  let onSignal: () => void = () => undefined;
  const interrupted = new Promise<'interrupted'>((resolve) => {
    let signals = 0;
    onSignal = () => {
      signals += 1;
      if (signals > 1) return resolve('interrupted');
      context.io.stderr.write(`${context.t.cli.process.draining({ calls: gate.underWay() })}\n`);
      void gate.drain().then(() => resolve('interrupted'));
    };
  });
  process.on('SIGINT', onSignal);
  return {
    outcome: Promise.race([finished, interrupted]),
    dispose: () => process.off('SIGINT', onSignal),
  };
}

/**
 * `ops payout-requests process`: core's payout processing flow (the one the web app runs), in chunks a few at a
 * time. It asks for codes, a status or --all-statuses, so a forgotten filter never processes a whole division; a
 * report path is checked before the first call. It asks first, naming how many requests of which division (`--yes`
 * in a script; without a terminal it refuses). Exit codes: 0 all went through (or nothing to do), 3 some failed,
 * 4 an approval rule held calls back (their approval requests' codes on standard output), 130 stopped by Ctrl+C; running the same command again processes only what is still waiting.
 */
export function registerProcessCommand(group: (name: string) => Command, context: CliContext): void {
  const { t, io } = context;
  const labels = t.cli.process;
  const command = group('payout-requests')
    .command('process')
    .description(labels.describe())
    .argument('[codes...]', 'PR-…')
    .option('--from-file <file>', labels.fromFile())
    .option('--status <status>', t.cli.lists.status())
    .option('--all-statuses', labels.allStatuses())
    .option('--seller <code>', t.cli.lists.seller())
    .option('--search <code>', t.cli.lists.search())
    .option('--merchant <code>', t.cli.options.merchant())
    .option('--division <code>', t.cli.options.division())
    .option('--concurrency <n>', labels.concurrency(), String(defaultConcurrency))
    .option('--chunk-size <n>', labels.chunkSize(), String(defaultChunkSize))
    .option('--report <file>', labels.report());
  withExamples(withAskFirstOptions(command, context), context, [
    'ops payout-requests process --status WAITING --report outcome.csv',
    'ops payout-requests process PR-1 PR-2',
    'ops payout-requests list --status WAITING --csv | cut -d, -f1 | tail -n +2 | ops payout-requests process - --yes',
  ]).action(async (codes: string[], flags: ProcessFlags) => {
    const selection = await selectionOf(codes, flags, scopeOf(context, flags), io.stdin, t);
    if ('codes' in selection && selection.codes.length === 0) {
      io.stdout.write(`${labels.nothing()}\n`);
      return;
    }
    if (!(await processingAsked(context, flags, selection))) return;
    if (flags.dryRun) {
      const { printProcessingRequests } = await import('./processing-dry-run.ts');
      await printProcessingRequests(context, selection, Number(flags.chunkSize));
      return;
    }
    const report = flags.report === undefined ? undefined : await openReport(flags.report, t);
    const approvals = heldCallsProcessor(payoutProcessorOf(clientsOf(context, undefined).fundPayouts));
    const gate = drainingProcessor(approvals.processor);
    const run = startPayoutProcessing(
      { processor: gate.processor },
      { selection, concurrency: Number(flags.concurrency), chunkSize: Number(flags.chunkSize) },
    );
    const stopWatching = await watch(context, run.subscribe);
    const waiting = finishedOrInterrupted(context, run.finished(), gate);
    let outcome: PayoutProcessingSummary | 'interrupted';
    try {
      outcome = await waiting.outcome;
    } finally {
      waiting.dispose();
      if (run.progress().phase !== 'finished') run.stop();
      stopWatching();
      const { items } = run.progress();
      if (report) await writeReport(report, t, items);
      run.close();
    }
    const progress = run.progress();
    if (outcome === 'interrupted') {
      throw new CliError(labels.interrupted({ done: progress.done, total: progress.total }), exitCodes.interrupted);
    }
    if (outcome.total === 0) {
      io.stdout.write(`${labels.nothing()}\n`);
      return;
    }
    const held = approvals.held();
    if (held.length > 0) {
      io.stdout.write(`${held.join('\n')}\n`);
      throw new CliError(
        t.cli.approvals.held({ count: held.length, codes: held.join(', ') }),
        exitCodes.sentForApproval,
      );
    }
    const failures = summaryMessages(t, outcome);
    if (failures.length > 0) throw new CliError(failures.join('; '), exitCodes.someFailed);
    io.stdout.write(`${labels.allProcessed(outcome)}\n`);
  });
}
