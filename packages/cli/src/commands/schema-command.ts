import type { MachineField } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { usageError } from '../cli-error.ts';
import { listFields } from './list-fields.ts';

/** Every list command of the program built with core's columns, as `ops <group> <verb>`, with its fields. */
function listsOf(program: Command): { path: string; fields: readonly MachineField[] }[] {
  return program.commands.flatMap((group) =>
    group.commands.flatMap((command) => {
      const fields = listFields.get(command);
      return fields ? [{ path: `${group.name()} ${command.name()}`, fields }] : [];
    }),
  );
}

/**
 * `ops schema [COMMAND…]`: each list's fields in the machine formats and their types (core's `machineFieldsOf`), for
 * every list or those of one group (`ops schema sellers`) or one list (`ops schema kyc-checks history`); `--json`
 * as one document `{ "sellers list": { "code": "string", … } }`.
 */
export function registerSchemaCommand(program: Command, context: CliContext): void {
  const { t, io } = context;
  program
    .command('schema')
    .description(t.cli.schema.describe())
    .argument('[command...]', t.cli.schema.command())
    .option('--json', t.cli.options.json())
    .addHelpText('after', `\n${t.cli.examples()}\n  ops schema sellers\n  ops schema payout-requests list --json\n`)
    .action((words: string[], flags: { json?: boolean }) => {
      const asked = words.join(' ');
      const lists = listsOf(program).filter(({ path }) => !asked || path === asked || path.startsWith(`${asked} `));
      if (lists.length === 0) throw usageError(t.cli.schema.noList({ command: asked }));
      if (flags.json) {
        const document = lists.map(({ path, fields }) => [
          path,
          Object.fromEntries(fields.map((f) => [f.name, f.type])),
        ]);
        io.stdout.write(`${JSON.stringify(Object.fromEntries(document), null, 2)}\n`);
        return;
      }
      const width = Math.max(...lists.flatMap(({ fields }) => fields.map((field) => field.name.length)));
      const blocks = lists.map(
        ({ path, fields }) =>
          `ops ${path}\n${fields.map((field) => `  ${field.name.padEnd(width)}  ${field.type}`).join('\n')}\n`,
      );
      io.stdout.write(blocks.join('\n'));
    });
}
