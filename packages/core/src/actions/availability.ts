import { mayCallRoute } from '../auth/route-roles.ts';
import type { ActionContext, ActionDefinition } from './action.ts';
import type { MessageKey } from './message-key.ts';

/** Where an action is about to be offered: who asks, what is bound and what is on view. */
export type ActionSituation = Pick<ActionContext, 'permissions' | 'roles' | 'scope' | 'subject'>;

/**
 * Why the action may not run here: no permission, no role that may call its route (core's `routeRoles`, the table the
 * platform enforces), or no bound merchant for one that needs it; else undefined.
 */
export function refusalOf(
  action: ActionDefinition,
  situation: Pick<ActionSituation, 'permissions' | 'roles' | 'scope'>,
): MessageKey | undefined {
  if (!situation.permissions.includes(action.permission)) return 'actions.notPermitted';
  if (!allowedToRoles(action, situation.roles)) return 'opsRoles.notAllowed';
  if (action.needsMerchant && !situation.scope) return 'validation.selectMerchant';
  return undefined;
}

/** Whether an account holding `roles` may run the action: it calls no route, or one core's `routeRoles` gives them. */
export function allowedToRoles(action: Pick<ActionDefinition, 'route'>, roles: ActionSituation['roles']): boolean {
  return !action.route || mayCallRoute(roles, action.route);
}

/**
 * Whether what the action is about can be supplied: it is about nothing, or its subject is on view (web) or named
 * on the command line (cli). 'Approve payout batch' is not offered where no batch is.
 */
export function canSupplySubject(action: ActionDefinition, subject: ActionSituation['subject']): boolean {
  return !action.about || Boolean(subject?.[action.about]);
}

/**
 * The parameters with what the action is about filled in from the subject, and the object's merchant and division
 * where the subject names them, unless given.
 */
export function withSubject(
  action: ActionDefinition,
  subject: ActionSituation['subject'],
  parameters: unknown,
): unknown {
  const value = action.about ? subject?.[action.about] : undefined;
  if (!action.about || !value) return parameters;
  const division =
    subject?.merchantCode && subject.divisionCode
      ? { merchantCode: subject.merchantCode, divisionCode: subject.divisionCode }
      : {};
  return { [action.about]: value, ...division, ...((parameters as object | undefined) ?? {}) };
}

/** The actions that fit: permitted, allowed to the roles, a merchant bound for those that need one, their subject at hand. */
export function availableActions<Action extends ActionDefinition>(
  registry: readonly Action[],
  situation: ActionSituation,
): Action[] {
  return registry.filter((action) => !refusalOf(action, situation) && canSupplySubject(action, situation.subject));
}
