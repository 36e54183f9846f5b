import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { registerProcessCommand } from '../payout-processing/process-command.ts';
import { registerAutoReconciliationCommand } from './auto-reconciliation.ts';
import { registerBankStatementImportCommand } from './bank-statement-import.ts';
import { registerEventsCommands } from './events/events-commands.ts';
import { registerOnboardingUrlCommand } from './onboarding-url.ts';
import { registerPspSettlementImportCommand } from './psp-settlement-import.ts';
import { registerReadingCommands } from './reading/register-reading-commands.ts';
import { registerReportRequestCommand } from './report-request.ts';
import { registerViewDeleteCommand } from './view-delete.ts';

/** The verbs that are not actions of the registry: running one needs neither the registry nor its schemas. */
const ownVerbs = new Set([
  'list',
  'show',
  'process',
  'import',
  'url',
  'request',
  'reconcile',
  'tail',
  'forward',
  'resend',
]);

/**
 * The groups' commands: reading, the bulk processing and the registry's actions, in that order. When the verb
 * being run is not an action's (`ops sellers list`), the action commands (and the registry) are left out.
 */
export async function registerGroupCommands(
  group: (name: string) => Command,
  context: CliContext,
  verb: string | undefined,
): Promise<void> {
  registerReadingCommands(group, context);
  registerProcessCommand(group, context);
  registerBankStatementImportCommand(group, context);
  registerOnboardingUrlCommand(group, context);
  registerReportRequestCommand(group, context);
  registerPspSettlementImportCommand(group, context);
  registerAutoReconciliationCommand(group, context);
  registerEventsCommands(group, context);
  registerViewDeleteCommand(group, context);
  if (verb !== undefined && ownVerbs.has(verb)) return;
  const { registerActionCommands } = await import('./action-commands.ts');
  registerActionCommands(group, context);
}
