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
import { render } from 'ink';
import { type CliContext, clientsOf, scopeOf } from '../cli-context.ts';
import { CliError } from '../cli-error.ts';
import { type ProcessingInputFlags, selectionOf } from './processing-input.ts';
import { writeReport } from './processing-report.ts';
import { ProcessingView } from './processing-view.tsx';

interface ProcessFlags extends ProcessingInputFlags {
  merchant?: string;
  division?: string;
  concurrency: string;
  chunkSize: string;
  report?: string;
}

/** Exit code of a run stopped by Ctrl+C (128 + SIGINT). */
const interruptedExitCode = 130;

/** Shows the run as it goes: a live ink view on a terminal, one plain line per answered request otherwise. */
function watch(context: CliContext, subscribe: (listener: (progress: PayoutProcessingProgress) => void) => () => void) {
  const { io, t } = context;
  if (io.stdout.isTTY) {
    const color = !io.env.NO_COLOR;
    let latest: PayoutProcessingProgress | undefined;
    const view = render(null, { stdout: io.stdout as NodeJS.WriteStream, patchConsole: false });
    const unsubscribe = subscribe((progress) => {
      latest = progress;
      view.rerender(<ProcessingView t={t} progress={progress} color={color} />);
    });
    return () => {
      unsubscribe();
      if (latest) view.rerender(<ProcessingView t={t} progress={latest} color={color} />);
      view.unmount();
    };
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
 * `ops payout-requests process`: core's payout processing flow (the one the web app runs), in chunks a few at a time. It
 * ends with '{n} of {t} requests have failed' and a non-zero code when any failed; Ctrl+C stops it after the
 * calls under way, and running the same command again processes only what is still waiting.
 */
export function registerProcessCommand(group: (name: string) => Command, context: CliContext): void {
  const { t, io } = context;
  const labels = t.cli.process;
  group('payout-requests')
    .command('process')
    .description(labels.describe())
    .argument('[codes...]', 'PR-…')
    .option('--from-file <file>', labels.fromFile())
    .option('--status <status>', t.cli.lists.status())
    .option('--seller <code>', t.cli.lists.seller())
    .option('--search <code>', t.cli.lists.search())
    .option('--merchant <code>', t.cli.options.merchant())
    .option('--division <code>', t.cli.options.division())
    .option('--concurrency <n>', labels.concurrency(), String(defaultConcurrency))
    .option('--chunk-size <n>', labels.chunkSize(), String(defaultChunkSize))
    .option('--report <file>', labels.report())
    .action(async (codes: string[], flags: ProcessFlags) => {
      const clients = clientsOf(context, undefined);
      const selection = await selectionOf(codes, flags, scopeOf(context, flags), io.stdin);
      if ('codes' in selection && selection.codes.length === 0) throw new CliError(labels.nothing());
      const run = startPayoutProcessing(
        { processor: payoutProcessorOf(clients.fundPayouts) },
        { selection, concurrency: Number(flags.concurrency), chunkSize: Number(flags.chunkSize) },
      );
      const stopWatching = watch(context, run.subscribe);
      let interrupt: () => void = () => undefined;
      const interrupted = new Promise<'interrupted'>((resolve) => {
        interrupt = () => resolve('interrupted');
      });
      process.once('SIGINT', interrupt);
      let outcome: PayoutProcessingSummary | 'interrupted';
      try {
        outcome = await Promise.race([run.finished(), interrupted]);
      } finally {
        process.off('SIGINT', interrupt);
        if (run.progress().phase !== 'finished') run.stop();
        stopWatching();
      }
      const progress = run.progress();
      if (flags.report) await writeReport(flags.report, t, progress.items);
      run.close();
      if (outcome === 'interrupted') {
        throw new CliError(labels.interrupted({ done: progress.done, total: progress.total }), interruptedExitCode);
      }
      if (outcome.total === 0) throw new CliError(labels.nothing());
      const failures = summaryMessages(t, outcome);
      if (failures.length > 0) throw new CliError(failures.join('\n'));
      io.stdout.write(`${labels.allProcessed(outcome)}\n`);
    });
}
