import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import {
  type ActionContext,
  type ActionDefinition,
  type ActionSubject,
  actionRegistry,
  canSupplySubject,
  runAction,
  translate,
} from '@ops/core/actions';
import type { Command } from 'commander';
import { type CliContext, clientsOf, requireSession, scopeOf } from '../cli-context.ts';
import { CliError } from '../cli-error.ts';
import { removeConfig, updateConfig } from '../config-store.ts';
import { parameterOptions, parametersFrom } from './action-options.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

async function confirmed(context: CliContext, label: string, yes: boolean | undefined): Promise<boolean> {
  if (yes) return true;
  const { stdin, stdout } = context.io;
  if (!stdin.isTTY || !stdout.isTTY) throw new CliError(context.t.cli.actions.needsYes({ label }));
  const readline = createInterface({ input: stdin, output: stdout });
  try {
    const answer = await readline.question(context.t.cli.actions.confirm({ label }));
    return /^(y|yes|j|ja)$/i.test(answer.trim());
  } finally {
    readline.close();
  }
}

function actionContextOf(
  context: CliContext,
  flags: { merchant?: string; division?: string },
  subject: ActionSubject | undefined,
): ActionContext {
  const scope = scopeOf(context, flags);
  return {
    clients: clientsOf(context, scope),
    scope,
    subject,
    permissions: ['ops'],
    userEmail: requireSession(context).email,
    locale: context.locale,
    navigate: () => undefined,
    bindMerchant: (next) => {
      context.config = updateConfig(context.io.env, {
        merchantCode: next?.merchantCode,
        divisionCode: next?.divisionCode,
      });
    },
    setLocale: () => undefined,
    signOut: () => removeConfig(context.io.env),
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
  const options = parameterOptions(action.parameters);
  const command = group(kebab(groupName)).command(kebab(verb)).description(label);
  for (const { option } of options) command.addOption(option);
  command
    .option('--merchant <code>', context.t.cli.options.merchant())
    .option('--division <code>', context.t.cli.options.division())
    .option('--output <file>', 'file')
    .option('--yes', context.t.cli.options.yes())
    .action(async (flags: Record<string, unknown>) => {
      const parameters = parametersFrom(options, flags);
      const subject = subjectOf(action, parameters);
      if (action.about && !canSupplySubject(action, subject)) {
        const option = `--${kebab(action.about)}`;
        throw new CliError(context.t.cli.actions.invalid({ option, message: context.t.validation.required() }));
      }
      const actionContext = actionContextOf(context, flags as { merchant?: string; division?: string }, subject);
      if (action.asksFirst && !(await confirmed(context, label, flags.yes as boolean | undefined))) {
        context.io.stderr.write(`${context.t.cli.actions.cancelled()}\n`);
        return;
      }
      await printResult(
        context,
        await runAction(action, actionContext, parameters),
        flags.output as string | undefined,
      );
    });
}

/** A command for every action of the registry, e.g. `ops balance-transfers create --from-virtual-account-code …`. */
export function registerActionCommands(group: (name: string) => Command, context: CliContext): void {
  for (const action of actionRegistry) {
    if ((action.cliCommand ?? 'generated') !== 'generated') continue;
    registerAction(group, context, action);
  }
}
