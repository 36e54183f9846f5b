import { createInterface } from 'node:readline/promises';
import {
  type ActionContext,
  type ActionDefinition,
  asksFirst,
  type Confirmation,
  confirmationLines,
  confirmationOf,
  translate,
} from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { CliError } from '../cli-error.ts';
import { askForReason } from './ask-reason.ts';

/**
 * Asks on a terminal with core's confirmation (what the web's dialog says): yes, or the code typed for deleting a
 * merchant or a division. Without a terminal it refuses with `refusal`: a script says --yes.
 */
export async function confirmed(context: CliContext, confirmation: Confirmation, refusal: string): Promise<boolean> {
  const { stdin, stdout } = context.io;
  if (!stdin.isTTY || !stdout.isTTY) throw new CliError(refusal);
  const details = [confirmation.title, ...confirmationLines(confirmation)].join('\n');
  const readline = createInterface({ input: stdin, output: stdout });
  try {
    const typed = confirmation.typeCode;
    if (typed) {
      const answer = await readline.question(context.t.cli.actions.confirmTyped({ details, prompt: typed.prompt }));
      return answer.trim() === typed.code;
    }
    const answer = await readline.question(context.t.cli.actions.confirm({ details }));
    return /^(y|yes|j|ja)$/i.test(answer.trim());
  } finally {
    readline.close();
  }
}

/** What every command asks before an action with a `risk`: core's confirmation, or one the command adds to. */
export interface AskFirst {
  action: ActionDefinition;
  /** The run's parameters, as core's confirmation names them. */
  parameters: unknown;
  actionContext: ActionContext;
  /** `--yes`: run without asking. */
  yes: boolean | undefined;
  /** `--dry-run`: print the question and the request instead of asking and sending. */
  dryRun?: boolean | undefined;
  /** Changes core's confirmation, e.g. to say how many requests a filter matches. */
  adjust?: ((confirmation: Confirmation) => Confirmation) | undefined;
}

/**
 * The question on a production platform: it names the profile, beside what a risky action says, or instead of the
 * message of an action that would not ask elsewhere.
 */
function onProduction(context: CliContext, action: ActionDefinition, confirmation: Confirmation): Confirmation {
  const line = context.t.cli.profiles.productionAsk({ name: context.profile });
  if (!asksFirst(action)) return { ...confirmation, message: line };
  return { ...confirmation, warning: [line, confirmation.warning].filter(Boolean).join('\n') };
}

/**
 * Whether the action may run: it asks nothing, `--yes` was given, or the user answered yes on a terminal. On a
 * production platform (`production-profile.ts`) every action asks. Declined, it says nothing was done and answers
 * false; without a terminal and without `--yes` it refuses (exit 1) rather than wait for an answer nobody can give.
 * First, on a terminal, it asks for the reason the bound division requires for the action's kind of change when
 * `--reason` gave none (`ask-reason.ts`).
 */
export async function mayRun(context: CliContext, ask: AskFirst): Promise<boolean> {
  const asked = () => {
    const confirmation = confirmationOf(ask.action, ask.parameters, ask.actionContext);
    return ask.adjust ? ask.adjust(confirmation) : confirmation;
  };
  if (ask.dryRun) {
    // What a terminal would ask, on standard output, then the run goes on sending nothing that changes anything.
    const confirmation = asked();
    const typed = confirmation.typeCode ? [`${confirmation.typeCode.prompt}: ${confirmation.typeCode.code}`] : [];
    context.io.stdout.write(`${[confirmation.title, ...confirmationLines(confirmation), ...typed].join('\n')}\n\n`);
    context.dryRun = true;
    return true;
  }
  await askForReason(context, ask.action, ask.actionContext);
  const risky = asksFirst(ask.action);
  if ((!risky && !context.production) || ask.yes) return true;
  const label = translate(context.t, ask.action.labelKey);
  const question = context.production ? onProduction(context, ask.action, asked()) : asked();
  const refusal = risky
    ? context.t.cli.actions.needsYes({ label })
    : context.t.cli.profiles.productionNeedsYes({ label, name: context.profile });
  if (await confirmed(context, question, refusal)) return true;
  context.io.stderr.write(`${context.t.cli.actions.cancelled()}\n`);
  return false;
}

/** `--yes` on a command that asks only on a production platform. */
export function withProductionYes(command: Command, context: CliContext): Command {
  return command.option('--yes', context.t.cli.profiles.yes());
}

/** `--yes` and `--dry-run`, on a command that asks first. */
export function withAskFirstOptions(command: Command, context: CliContext): Command {
  return command.option('--yes', context.t.cli.options.yes()).option('--dry-run', context.t.cli.dryRun.option());
}

/**
 * The parameters of a command of its own with the bound merchant and division first, so its question names the
 * division it acts on (a generated command names them only when they are its options).
 */
export const withBoundDivision = (scope: MerchantScope | undefined, parameters: object) => ({
  ...(scope ? { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode } : {}),
  ...parameters,
});
