import type { z } from 'zod';
import type { ActionContext, ActionDefinition } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { divisionActions } from './division-actions.ts';
import { documentActions } from './document-actions.ts';
import { clearMerchantAction, createMerchantAction, selectMerchantAction } from './merchant-actions.ts';
import { payoutActions } from './payout-actions.ts';
import { screenActions } from './screen-actions.ts';
import { sellerActions } from './seller-actions.ts';
import { signOutAction, switchLanguageAction } from './session-actions.ts';
import { splitActions } from './split-actions.ts';
import { transactionActions } from './transaction-actions.ts';
import { transferActions } from './transfer-actions.ts';

/**
 * Every operation an ops user can run, once (DESIGN.md): the palette lists them, the web binds their shortcuts,
 * the cli turns each into a subcommand. Later issues add their entries here.
 */
export const actionRegistry: readonly ActionDefinition[] = [
  ...screenActions,
  selectMerchantAction,
  clearMerchantAction,
  createMerchantAction,
  ...divisionActions,
  ...sellerActions,
  ...documentActions,
  ...transferActions,
  ...payoutActions,
  ...splitActions,
  ...transactionActions,
  switchLanguageAction,
  signOutAction,
];

/** The actions that fit: the user has the permission, and a merchant is bound for those that need one. */
export function availableActions(
  registry: readonly ActionDefinition[],
  context: Pick<ActionContext, 'permissions' | 'scope' | 'subject'>,
): ActionDefinition[] {
  return registry.filter(
    (action) =>
      context.permissions.includes(action.permission) &&
      (!action.needsMerchant || context.scope) &&
      (!action.about || context.subject?.[action.about]),
  );
}

/** The parameters with what the action is about filled in from the subject on view, unless given. */
function withSubject(action: ActionDefinition, context: ActionContext, parameters: unknown): unknown {
  const value = action.about ? context.subject?.[action.about] : undefined;
  if (!action.about || !value) return parameters;
  return { [action.about]: value, ...((parameters as object | undefined) ?? {}) };
}

/** Parameters checked against the action's schema; a violation is refused naming the first field. */
export function parseParameters<Parameters extends z.ZodType>(
  action: ActionDefinition<Parameters>,
  parameters: unknown,
): z.output<Parameters> {
  const parsed = action.parameters.safeParse(parameters ?? {});
  if (!parsed.success) throw new ActionRefusal('validation.correctFormErrors', { cause: parsed.error });
  return parsed.data;
}

/**
 * Runs an action the way every caller must: refused without its permission, refused with 'Please select a
 * merchant and try again' when it needs a bound merchant and there is none, parameters checked first.
 */
export async function runAction<Parameters extends z.ZodType>(
  action: ActionDefinition<Parameters>,
  context: ActionContext,
  parameters?: unknown,
): Promise<unknown> {
  if (!context.permissions.includes(action.permission)) throw new ActionRefusal('actions.notPermitted');
  if (action.needsMerchant && !context.scope) throw new ActionRefusal('validation.selectMerchant');
  return await action.run(context, parseParameters(action, withSubject(action, context, parameters)));
}
