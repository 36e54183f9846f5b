import { writeFile } from 'node:fs/promises';
import {
  type ActionContext,
  type ActionDefinition,
  type ActionSubject,
  actionRegistry,
  asksFirst,
  canSupplySubject,
  runAction,
  translate,
} from '@ops/core/actions';
import type { Command } from 'commander';
import { type CliContext, scopeOf } from '../cli-context.ts';
import { usageError } from '../cli-error.ts';
import { clientsOf } from '../platform-clients.ts';
import { updateStoredConfig } from '../profile-store.ts';
import { requireSession } from '../session.ts';
import { type ParameterOption, parameterOptions, parametersFrom } from './action-options.ts';
import { settleHeldCall } from './approval-outcome.ts';
import { mayRun, withAskFirstOptions, withProductionYes } from './ask-first.ts';
import { warnOnProduction } from './production-profile.ts';
import { withExamples } from './reading/read-helpers.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * What an action runs with in the terminal: the session's clients, the bound or named merchant, and the account's ops
 * roles as the platform reads them from its token (`getMyOpsAccount`), so `runAction` refuses what they do not allow
 * before calling. Every command that acts gets here first, so a production platform is named before any acts.
 */
export async function actionContextOf(
  context: CliContext,
  flags: { merchant?: string; division?: string },
  subject: ActionSubject | undefined,
): Promise<ActionContext> {
  const scope = scopeOf(context, flags);
  const clients = clientsOf(context, scope);
  // A production platform names the profile first, and from then on every action asks (`mayRun`).
  const [{ roles }] = await Promise.all([clients.opsAccounts.getMyOpsAccount(), warnOnProduction(context, clients)]);
  return {
    clients,
    scope,
    subject,
    permissions: ['ops'],
    roles,
    userEmail: requireSession(context).email,
    bearerToken: () => requireSession(context).token(),
    locale: context.locale,
    navigate: () => undefined,
    bindMerchant: (next) => {
      context.config = updateStoredConfig(context.io.env, context.profile, {
        merchantCode: next?.merchantCode,
        divisionCode: next?.divisionCode,
      });
    },
    setLocale: () => undefined,
    signOut: () => {
      context.config = updateStoredConfig(context.io.env, context.profile, {
        idToken: undefined,
        refreshToken: undefined,
      });
    },
  };
}

/** Prints what the action answered: a file is written to --output (or its own name), anything else as JSON. */
async function printResult(context: CliContext, result: unknown, output: string | undefined) {
  if (result instanceof Blob) {
    const path = output ?? (result instanceof File ? result.name : 'download');
    await writeFile(path, Buffer.from(await result.arrayBuffer()));
    context.io.stdout.write(`${path}\n`);
  } else if (result !== undefined) {
    context.io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  }
}

/** What the action is about, named on the command line (the web takes it from the screen on view). */
function subjectOf(action: ActionDefinition, parameters: unknown): ActionSubject | undefined {
  const value = action.about ? (parameters as Record<string, unknown> | undefined)?.[action.about] : undefined;
  return action.about && typeof value === 'string' ? { [action.about]: value } : undefined;
}

function registerAction(group: (name: string) => Command, context: CliContext, action: ActionDefinition) {
  const [groupName = action.id, verb = 'run'] = action.id.split('.');
  const label = translate(context.t, action.labelKey);
  const options = parameterOptions(action.parameters, context.t);
  const command = group(kebab(groupName)).command(kebab(verb)).description(label);
  for (const { option } of options) command.addOption(option);
  command
    .option('--merchant <code>', context.t.cli.options.merchant())
    .option('--division <code>', context.t.cli.options.division())
    .option('--output <file>', context.t.cli.options.output());
  // Only a command that asks first takes --dry-run; every one takes --yes, as a production platform asks for all.
  if (asksFirst(action)) withAskFirstOptions(command, context);
  else withProductionYes(command, context);
  if (action.mayNeedApproval) command.option('--wait', context.t.cli.approvals.wait());
  withExamples(command, context, [exampleOf(`ops ${kebab(groupName)} ${kebab(verb)}`, options, action)]).action(
    async (flags: Record<string, unknown>) => {
      const parameters = parametersFrom(options, flags);
      const subject = subjectOf(action, parameters);
      if (action.about && !canSupplySubject(action, subject)) {
        const option = `--${kebab(action.about)}`;
        throw usageError(context.t.cli.actions.invalid({ option, message: context.t.validation.required() }));
      }
      const actionContext = await actionContextOf(context, flags as { merchant?: string; division?: string }, subject);
      const ask = { action, parameters, actionContext, yes: Boolean(flags.yes), dryRun: Boolean(flags.dryRun) };
      if (!(await mayRun(context, ask))) return;
      const result = await runAction(action, actionContext, parameters).catch((error: unknown) =>
        settleHeldCall(context, actionContext.clients, error, Boolean(flags.wait)),
      );
      await printResult(context, result, flags.output as string | undefined);
    },
  );
}

/** The command with its subject and amounts filled in, as its `--help` example. */
function exampleOf(command: string, options: readonly ParameterOption[], action: ActionDefinition): string {
  const words = [command];
  for (const { name, option } of options) {
    if (name === '' || !option.long) continue;
    if (name === action.about) words.push(`${option.long} ${name.endsWith('Code') ? 'CODE-1' : 'value'}`);
    else if (/amount$/i.test(name)) words.push(`${option.long} 1050`);
    else if (name === 'currency') words.push(`${option.long} EUR`);
  }
  if (asksFirst(action)) words.push('--yes');
  return words.join(' ');
}

/** A command for every action of the registry, e.g. `ops balance-transfers create --from-virtual-account-code …`. */
export function registerActionCommands(group: (name: string) => Command, context: CliContext): void {
  for (const action of actionRegistry) {
    if ((action.cliCommand ?? 'generated') !== 'generated') continue;
    registerAction(group, context, action);
  }
}
