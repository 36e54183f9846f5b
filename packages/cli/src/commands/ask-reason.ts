import { createInterface } from 'node:readline/promises';
import { type ActionContext, type ActionDefinition, reasonAskOf } from '@ops/core/actions';
import type { CliContext } from '../cli-context.ts';

/**
 * Asks for the reason the bound division requires for the action's kind of change (issue 30), on a terminal, when
 * `--reason` gave none; the run's calls then carry it (`clientsOf`). Without a terminal nothing is asked: the
 * platform refuses the call (`reasonRequired`, exit 1) and nothing changes.
 */
export async function askForReason(
  context: CliContext,
  action: ActionDefinition,
  actionContext: ActionContext,
): Promise<void> {
  const { stdin, stdout } = context.io;
  const scope = actionContext.scope;
  if (context.reason || !scope || !stdin.isTTY || !stdout.isTTY || !reasonAskOf(action, [])) return;
  const config = await actionContext.clients.accountOwner.getDivisionConfig({ params: scope }).catch(() => undefined);
  if (!config || !reasonAskOf(action, config.reasonsRequired)?.required) return;
  const readline = createInterface({ input: stdin, output: stdout });
  try {
    context.reason = (await readline.question(context.t.reasons.cli.prompt())).trim() || undefined;
  } finally {
    readline.close();
  }
}
