import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';

const actions = () => import('./profile-actions.ts');

/**
 * `ops profiles add|list|use|remove`: the platforms a user works on, each with its URL, sign-in, merchant and
 * division (`profile-store.ts`); their code loads when they run. A command whose argument is named `profile`
 * completes the stored profiles' names (`completion/command-tree.ts`).
 */
export function registerProfileCommands(program: Command, context: CliContext): void {
  const { t } = context;
  const words = t.cli.profiles;
  const profiles = program
    .command('profiles')
    .description(words.describe())
    .addHelpText('after', `\n${t.cli.examples()}\n${words.examples()}\n`);
  profiles
    .command('add')
    .description(words.add())
    .argument('<name>', words.name())
    .option('--merchant <code>', words.merchant())
    .option('--division <code>', words.division())
    .action(async (name: string, flags: { merchant?: string; division?: string }, command: Command) => {
      const { api } = command.optsWithGlobals<{ api?: string }>();
      (await actions()).addProfile(context, name, { api, ...flags });
    });
  profiles
    .command('list')
    .description(words.list())
    .option('--json', t.cli.options.json())
    .option('--names', words.names())
    .action(async (flags: { json?: boolean; names?: boolean }) => (await actions()).listProfiles(context, flags));
  profiles
    .command('use')
    .description(words.use())
    .argument('<profile>', words.name())
    .action(async (name: string) => (await actions()).useProfile(context, name));
  profiles
    .command('remove')
    .description(words.remove())
    .argument('<profile>', words.name())
    .option('--yes', t.cli.options.yes())
    .action(async (name: string, flags: { yes?: boolean }) =>
      (await actions()).removeStoredProfile(context, name, flags),
    );
}
