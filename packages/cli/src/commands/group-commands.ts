import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { registerProcessCommand } from '../payout-processing/process-command.ts';
import { registerActionCommands } from './action-commands.ts';
import { registerReadingCommands } from './reading/register-reading-commands.ts';

/** Every group's commands: reading, the bulk processing and the registry's actions (loaded when a group runs). */
export function registerGroupCommands(group: (name: string) => Command, context: CliContext): void {
  registerReadingCommands(group, context);
  registerProcessCommand(group, context);
  registerActionCommands(group, context);
}
