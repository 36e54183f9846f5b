import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';

/**
 * `ops help formats` (and `ops formats`): the help topic on the output formats, the machine formats' exact amounts
 * and field names among them. Its help is the topic itself.
 */
export function registerFormatsTopic(program: Command, context: CliContext): void {
  const { t, io } = context;
  program
    .command('formats')
    .description(t.cli.formats.describe())
    .configureHelp({ formatHelp: () => t.cli.formats.topic() })
    .action(() => {
      io.stdout.write(t.cli.formats.topic());
    });
}
