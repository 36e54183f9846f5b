import type { TranslationFunctions } from '@ops/locales';
import type { Command, CommanderError } from 'commander';
import { globalOptionWords } from './global-options.ts';

/** The command names argv leads to, e.g. ['sellers', 'list'] for `ops --api URL sellers list --csv`. */
export function commandPathOf(program: Command, argv: readonly string[]): string[] {
  const path: string[] = [];
  let command = program;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const globalWords = globalOptionWords(arg);
    if (globalWords > 0) index += globalWords - 1;
    else if (arg.startsWith('-')) break;
    else {
      const sub = command.commands.find((candidate) => candidate.name() === arg || candidate.aliases().includes(arg));
      if (!sub) break;
      path.push(sub.name());
      command = sub;
    }
  }
  return path;
}

const quoted = (message: string) => [...message.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

/**
 * Commander's complaint in the user's language, in one line with the hint, e.g. "unknown option '--sttaus'. See
 * ops sellers list --help". What commander names in quotes (the option, the argument) is kept as it is.
 */
export function usageMessage(t: TranslationFunctions, error: CommanderError, command: string): string {
  const usage = t.cli.usage;
  const [first = '', second = ''] = quoted(error.message);
  const known: Record<string, () => string> = {
    'commander.unknownOption': () => usage.unknownOption({ option: first }),
    'commander.unknownCommand': () => usage.unknownCommand({ command: first }),
    'commander.missingArgument': () => usage.missingArgument({ argument: first }),
    'commander.optionMissingArgument': () => usage.optionMissingArgument({ option: first.split(' ')[0] ?? first }),
    'commander.conflictingOption': () =>
      usage.conflictingOption({ option: first.split(' ')[0] ?? first, other: second.split(' ')[0] ?? second }),
    'commander.excessArguments': () => usage.excessArguments(),
  };
  const message = known[error.code]?.() ?? error.message.replace(/^error: /, '');
  return usage.hint({ message, command });
}
