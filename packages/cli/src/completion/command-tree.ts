import type { Command } from 'commander';
import { listFields } from '../commands/list-fields.ts';

/** A word the shell may offer, with what it does. */
export interface CompletionWord {
  word: string;
  description: string;
}

/** What may follow one command: its subcommands and its options. */
export interface CompletionNode {
  /** The words after `ops` that lead here, space-separated; '' for `ops` itself. */
  path: string;
  commands: CompletionWord[];
  options: CompletionWord[];
  /** A list's fields, offered after `--json` and `--jsonl` (comma-separated: the part after the last comma). */
  fields: string[];
  /** Whether its argument is a profile's name (`ops profiles use|remove`): the stored profiles are offered. */
  takesProfile: boolean;
}

const helpOption: CompletionWord = { word: '--help', description: 'display help for command' };

/**
 * Every command of the program with its subcommands and options, read from commander's own tree: the completion
 * scripts are generated from it, so a command added to the program completes without touching them.
 */
export function commandTreeOf(program: Command): CompletionNode[] {
  const nodes: CompletionNode[] = [];
  const visit = (command: Command, path: string) => {
    nodes.push({
      path,
      commands: command.commands.map((sub) => ({ word: sub.name(), description: sub.description() })),
      options: [
        ...command.options
          .filter((option) => !option.hidden && option.long)
          .map((option) => ({ word: option.long as string, description: option.description })),
        helpOption,
      ],
      fields: (listFields.get(command) ?? []).map((field) => field.name),
      takesProfile: command.registeredArguments[0]?.name() === 'profile',
    });
    for (const sub of command.commands) visit(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  visit(program, '');
  return nodes;
}
