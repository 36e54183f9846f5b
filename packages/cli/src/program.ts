import { failureMessage } from '@ops/core/errors';
import { Command, CommanderError } from 'commander';
import { type CliContext, type CliIo, createCliContext } from './cli-context.ts';
import { CliError } from './cli-error.ts';
import { cliLocale, translationsFor } from './cli-locale.ts';
import { registerActionCommands } from './commands/action-commands.ts';
import { renamedCommandOf } from './commands/old-spellings.ts';
import { registerReadingCommands } from './commands/reading/register-reading-commands.ts';
import { registerSessionCommands } from './commands/session-commands.ts';
import { registerUseCommand } from './commands/use-command.ts';
import { registerCompletionCommand } from './completion/completion-command.ts';
import { registerProcessCommand } from './payout-processing/process-command.tsx';

const version = '0.1.0';

const examples = [
  'ops login',
  'ops use M-HOLLAND-GOODS D-HOLLAND-GOODS-NL',
  'ops sellers list --status ACTIVE --hide-no-balance',
  'ops sellers list --all --jsonl > sellers.jsonl',
  'ops payout-requests list --status WAITING --csv',
  'ops balance-transfers create --from-virtual-account-code VA-1 --to-virtual-account-code VA-2 \\',
  '    --amount 1000 --currency EUR --type CORRECTION --yes',
  'ops payout-requests process --status WAITING --report outcome.csv',
  'ops payouts download-sepa-xml --payout-code PO-1 --output batch.xml',
];

/** `--api` is read before the commands are built: they are described for the platform it names. */
function apiFlagOf(argv: readonly string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--api' || arg.startsWith('--api='));
  if (index < 0) return undefined;
  const arg = argv[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

/** Builds the `ops` program for one run. */
export function buildProgram(context: CliContext): Command {
  const { t, io } = context;
  const program = new Command('ops')
    .description(t.cli.description())
    .version(version)
    .option('--api <url>', t.cli.options.api())
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
    .addHelpText('after', `\n${t.cli.examples()}\n${examples.map((line) => `  ${line}`).join('\n')}\n`);
  const groups = new Map<string, Command>();
  const group = (name: string) => {
    let command = groups.get(name);
    if (!command) {
      command = program.command(name).exitOverride();
      groups.set(name, command);
    }
    return command;
  };
  registerSessionCommands(program, context);
  registerUseCommand(program, context);
  registerReadingCommands(group, context);
  registerProcessCommand(group, context);
  registerActionCommands(group, context);
  // A group is described by what it holds, e.g. `payouts  list, show, approve, instruct, …`.
  for (const command of groups.values()) command.description(command.commands.map((sub) => sub.name()).join(', '));
  registerCompletionCommand(program, context);
  return program;
}

/** Runs `ops` with these arguments; answers the exit code (0 only when everything asked for was done). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const locale = cliLocale(io.env);
  const context = createCliContext(io, locale, translationsFor(locale), apiFlagOf(argv));
  const renamed = renamedCommandOf(argv);
  if (renamed) {
    io.stderr.write(`${context.t.cli.renamed(renamed)}\n`);
    return 1;
  }
  try {
    await buildProgram(context).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    // What went wrong in the spec's words where it has them; the cli's own errors say theirs.
    io.stderr.write(`${failureMessage(error, context, { namesInvalidParameter: true, saysUnexpected: true })}\n`);
    return error instanceof CliError ? error.exitCode : 1;
  }
}
