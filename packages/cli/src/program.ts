import { Command, CommanderError } from 'commander';
import { type CliContext, type CliIo, createCliContext } from './cli-context.ts';
import { CliError, exitCodes } from './cli-error.ts';
import { cliLocale, translationsFor } from './cli-locale.ts';
import { commandGroups } from './command-groups.ts';
import { registerFormatsTopic } from './commands/formats-topic.ts';
import { commandWords, renamedCommandOf } from './commands/old-spellings.ts';
import { registerProfileCommands } from './commands/profile-commands.ts';
import { registerSchemaCommand } from './commands/schema-command.ts';
import { registerSessionCommands } from './commands/session-commands.ts';
import { registerUseCommand } from './commands/use-command.ts';
import { registerCompletionCommand } from './completion/completion-command.ts';
import { isDryRunStop } from './dry-run.ts';
import { globalFlagOf } from './global-options.ts';
import { startLoadingJq } from './output/jq-filter.ts';
import { commandPathOf, usageMessage } from './usage-error.ts';

const version = '0.1.0';

const examples = [
  'ops login',
  'ops profiles add live --api https://ops.example.com && ops login --profile live',
  'ops use M-HOLLAND-GOODS D-HOLLAND-GOODS-NL',
  'ops sellers list --status ACTIVE --hide-no-balance',
  'ops sellers list --all --jsonl > sellers.jsonl',
  "ops sellers list --json code,confirmedBalance --jq '.[] | select(.confirmedBalance > 0) | .code'",
  'ops payout-requests list --status WAITING --csv    # ops help formats: the fields, exact amounts',
  'ops balance-transfers create --from-virtual-account-code VA-1 --to-virtual-account-code VA-2 \\',
  '    --amount 1050 --currency EUR --type CORRECTION    # 1050 = €10.50: amounts are in minor units',
  'ops payout-requests process --status WAITING --report outcome.csv',
  'ops payouts download-sepa-xml --payout-code PO-1 --output batch.xml',
  'ops sellers delete --account-holder-code AH-1 --reason "Duplicate of AH-2" --yes',
];

/** The commands whose run needs group commands: a group (its own), the completion script, `ops help`, `ops schema` (every group's). */
const needsGroups = (word: string | undefined) =>
  word !== undefined && (word in commandGroups || ['completion', 'help', 'schema'].includes(word));

/**
 * Builds the `ops` program for one run. The groups are listed from `commandGroups`; their commands (and with them
 * the action registry, the contract's schemas and the API clients) load only when `argv` names a group, and then
 * that group's alone, so `ops --help` and `ops whoami` start without them and `ops sellers list` without the other
 * groups'. Without `argv` every command is built.
 */
export async function buildProgram(context: CliContext, argv?: readonly string[]): Promise<Command> {
  const { t, io } = context;
  const titles: Record<string, string> = {
    'Usage:': t.cli.help.usage(),
    'Arguments:': t.cli.help.argumentList(),
    'Options:': t.cli.help.options(),
    'Global Options:': t.cli.help.globalOptions(),
    'Commands:': t.cli.help.commands(),
  };
  const program = new Command('ops')
    .description(t.cli.description())
    .version(version, '-V, --version', t.cli.help.version())
    .helpOption('-h, --help', t.cli.help.help())
    .helpCommand('help [command]', t.cli.help.help())
    // Commander's help in the user's language: its headings, and the help and version options.
    .configureHelp({ styleTitle: (title) => titles[title] ?? title })
    .option('--api <url>', t.cli.options.api())
    .option('--profile <name>', t.cli.profiles.option())
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // runCli says what was wrong, in one line with the command's help as the hint.
      outputError: () => undefined,
    })
    .addHelpText(
      'after',
      `\n${t.cli.exitCodes()}\n\n${t.cli.examples()}\n${examples.map((line) => `  ${line}`).join('\n')}\n`,
    );
  registerSessionCommands(program, context);
  registerProfileCommands(program, context);
  registerUseCommand(program, context);
  registerCompletionCommand(program, context);
  registerSchemaCommand(program, context);
  registerFormatsTopic(program, context);
  const groups = new Map<string, Command>();
  for (const [name, verbs] of Object.entries(commandGroups)) {
    // A group is described by what it holds, e.g. `payouts  list, show, approve, instruct, …`.
    groups.set(name, program.command(name).description(verbs.join(', ')));
  }
  const [first, verb] = argv ? commandWords(argv) : [];
  if (!argv || needsGroups(first)) {
    const { registerGroupCommands } = await import('./commands/group-commands.ts');
    const groupNamed = (name: string) => {
      const group = groups.get(name);
      if (!group) throw new Error(`${name} is not in commandGroups (command-groups.ts)`);
      return group;
    };
    // `ops sellers list` needs the sellers' reading commands, not the action registry; `ops sellers` needs all of
    // the sellers' commands; `ops help` every group's.
    const named = first !== undefined && first in commandGroups ? first : undefined;
    await registerGroupCommands(groupNamed, context, named, named && verb);
  }
  // A command with a reason of its own (`approvals reject`, `sellers delete`) keeps `--reason`: a program option of
  // that name would take its value. That reason is the change's reason too (`globalFlagOf` reads it for the run).
  const command =
    first && verb ? groups.get(first)?.commands.find((candidate) => candidate.name() === verb) : undefined;
  if (!command?.options.some((option) => option.long === '--reason')) {
    program.option('--reason <text>', t.reasons.cli.option());
  }
  return program;
}

/**
 * Runs `ops` with these arguments; answers the exit code: 0 done (or nothing to do), 1 failed, 2 wrong usage,
 * 3 some items failed, 4 sent for approval (nothing ran yet), 130 interrupted.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  // jq's WebAssembly compiles off the main thread while the commands load, rather than after them.
  if (argv.some((word) => word === '--jq' || word.startsWith('--jq='))) startLoadingJq();
  const locale = cliLocale(io.env);
  const context = createCliContext(io, locale, translationsFor(locale), {
    api: globalFlagOf(argv, '--api'),
    reason: globalFlagOf(argv, '--reason'),
    profile: globalFlagOf(argv, '--profile'),
  });
  const renamed = renamedCommandOf(argv);
  if (renamed) {
    io.stderr.write(`${context.t.cli.renamed(renamed)}\n`);
    return exitCodes.usage;
  }
  // A profile named for the run that is not stored runs nothing, but `ops profiles` may add or list it.
  if (!context.profileKnown && commandWords(argv)[0] !== 'profiles') {
    io.stderr.write(`${context.t.cli.profiles.unknown({ name: context.profile })}\n`);
    return exitCodes.usage;
  }
  const program = await buildProgram(context, argv);
  if (argv.length === 0) {
    program.outputHelp();
    return exitCodes.done;
  }
  // A CSV run names its columns in English (useMachineWords); what went wrong is said in the user's language.
  const words = { t: context.t, locale: context.locale };
  try {
    await program.parseAsync([...argv], { from: 'user' });
    if (context.dryRun) io.stderr.write(`${context.t.cli.dryRun.nothingSent()}\n`);
    return exitCodes.done;
  } catch (error) {
    return failed({ ...context, ...words }, program, argv, error);
  }
}

/** Says what went wrong in one line on standard error, and answers the exit code. */
async function failed(context: CliContext, program: Command, argv: readonly string[], error: unknown) {
  const { io } = context;
  // `--dry-run` stopped at the first change, printed and not sent: what was asked for is done.
  if (isDryRunStop(error)) {
    io.stderr.write(`${context.t.cli.dryRun.nothingSent()}\n`);
    return exitCodes.done;
  }
  const command = ['ops', ...commandPathOf(program, argv)].join(' ');
  if (error instanceof CommanderError) {
    if (error.exitCode === 0) return exitCodes.done;
    // A group named without its verb has shown its help: what it holds is the answer.
    if (error.code === 'commander.help') return exitCodes.usage;
    io.stderr.write(`${usageMessage(context.t, error, command)}\n`);
    return exitCodes.usage;
  }
  if (error instanceof CliError && error.exitCode === exitCodes.usage) {
    io.stderr.write(`${context.t.cli.usage.hint({ message: error.message, command })}\n`);
    return exitCodes.usage;
  }
  const { failureLine } = await import('./failure-line.ts');
  const { line, usage } = failureLine(context, error);
  io.stderr.write(`${usage ? context.t.cli.usage.hint({ message: line, command }) : line}\n`);
  if (usage) return exitCodes.usage;
  return error instanceof CliError ? error.exitCode : exitCodes.failed;
}
