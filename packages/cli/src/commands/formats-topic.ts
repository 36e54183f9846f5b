import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';

/** The topic's template example: code, the same in every language (and braces the dictionaries would read). */
const templateExample = [
  '  ops sellers list --json code,name,confirmedBalance,confirmedBalanceCurrency,createdAt --template \\',
  "    '{{#each this}}{{tablerow code name (money confirmedBalance confirmedBalanceCurrency) (timeago createdAt)}}{{/each}}'",
  '',
].join('\n');

/**
 * `ops help formats` (and `ops formats`): the help topic on the output formats, the machine formats' exact amounts
 * and field names among them. Its help is the topic itself.
 */
export function registerFormatsTopic(program: Command, context: CliContext): void {
  const { t, io } = context;
  program
    .command('formats')
    .description(t.cli.formats.describe())
    .configureHelp({ formatHelp: () => `${t.cli.formats.topic()}${templateExample}` })
    .action(() => {
      io.stdout.write(`${t.cli.formats.topic()}${templateExample}`);
    });
}
