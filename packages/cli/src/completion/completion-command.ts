import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { CliError } from '../cli-error.ts';
import { bashCompletionScript } from './bash-completion.ts';
import { commandTreeOf } from './command-tree.ts';
import { zshCompletionScript } from './zsh-completion.ts';

const scripts = { bash: bashCompletionScript, zsh: zshCompletionScript };

/** `ops completion bash|zsh`: the completion script of the whole program as it is built, on standard output. */
export function registerCompletionCommand(program: Command, context: CliContext): void {
  const { t, io } = context;
  program
    .command('completion')
    .description(t.cli.completion.describe())
    .argument('<shell>', t.cli.completion.shell())
    .addHelpText('after', `\n${t.cli.completion.install()}\n`)
    .action((shell: string) => {
      const script = scripts[shell as keyof typeof scripts];
      if (!script) throw new CliError(t.cli.completion.unknownShell({ shell }));
      io.stdout.write(script(commandTreeOf(program), program.name()));
    });
}
