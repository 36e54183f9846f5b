import { describe, expect, it } from 'vitest';
import { createCliContext } from './cli-context.ts';
import { translationsFor } from './cli-locale.ts';
import { commandGroups } from './command-groups.ts';
import { buildProgram } from './program.ts';

const context = () =>
  createCliContext({ env: { XDG_CONFIG_HOME: '/nonexistent' } } as never, 'en', translationsFor('en'));

describe('the groups `ops --help` lists without loading them', () => {
  it('are the groups and verbs the commands build, in their order', async () => {
    const program = await buildProgram(context());
    // `ops profiles` is the program's own, as login and use are: built with them, never loaded as a noun group.
    const built = Object.fromEntries(
      program.commands
        .filter((command) => command.commands.length > 0 && command.name() !== 'profiles')
        .map((command) => [command.name(), command.commands.map((sub) => sub.name())]),
    );
    expect(built).toEqual(commandGroups);
  });

  it('each get all their commands when the command line names them', async () => {
    for (const [name, verbs] of Object.entries(commandGroups)) {
      const program = await buildProgram(context(), [name]);
      const named = program.commands.find((command) => command.name() === name);
      expect(
        named?.commands.map((command) => command.name()),
        name,
      ).toEqual(verbs);
    }
  });

  it('load no other group for a reading command', async () => {
    const program = await buildProgram(context(), ['sellers', 'list']);
    const loaded = program.commands.filter((command) => command.commands.length > 0 && command.name() !== 'profiles');
    expect(loaded.map((command) => command.name())).toEqual(['sellers']);
  });

  it('are described by their verbs even when their commands are not loaded', async () => {
    const program = await buildProgram(context(), ['--help']);
    const payouts = program.commands.find((command) => command.name() === 'payouts');
    expect(payouts?.commands).toHaveLength(0);
    expect(payouts?.description()).toBe(commandGroups.payouts?.join(', '));
  });
});
