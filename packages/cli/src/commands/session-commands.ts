import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';

/** `ops login` (device authorization grant), `ops logout`, `ops whoami`; their code loads when they run. */
export function registerSessionCommands(program: Command, context: CliContext): void {
  const { t } = context;
  program
    .command('login')
    .description(t.cli.login.describe())
    .action(async () => (await import('./session-actions.ts')).login(context));
  program
    .command('logout')
    .description(t.cli.logout.describe())
    .action(async () => (await import('./session-actions.ts')).logout(context));
  program
    .command('whoami')
    .description(t.cli.whoami.describe())
    .action(async () => (await import('./session-actions.ts')).whoami(context));
}
