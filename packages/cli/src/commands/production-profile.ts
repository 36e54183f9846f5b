import type { ServiceClients } from '@ops/core/api';
import type { CliContext } from '../cli-context.ts';

const red = (text: string) => `\x1b[1;31m${text}\x1b[0m`;

/**
 * Asks the platform for its mode (`getPlatformMode`). In production it names the profile and the platform on
 * standard error, in red when standard error is a terminal and `NO_COLOR` is not set, and marks the run so every
 * action asks first (`mayRun`) unless `--yes` is given.
 */
export async function warnOnProduction(context: CliContext, clients: ServiceClients): Promise<void> {
  const { mode } = await clients.opsAccounts.getPlatformMode();
  if (mode !== 'production') return;
  context.production = true;
  const { stderr, env } = context.io;
  const line = context.t.cli.profiles.production({ name: context.profile, url: context.api });
  stderr.write(`${stderr.isTTY && !env.NO_COLOR ? red(line) : line}\n`);
}
