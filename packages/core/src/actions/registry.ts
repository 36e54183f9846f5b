import type { z } from 'zod';
import type { ActionContext, ActionDefinition, ActionResult } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { approvalActions } from './approval-actions.ts';
import { approvalRuleActions } from './approval-rule-actions.ts';
import { refusalOf, withSubject } from './availability.ts';
import { bankLineActions } from './bank-line-actions.ts';
import { bankLineMatchActions } from './bank-line-match-actions.ts';
import { configActions } from './config-actions.ts';
import { divisionActions } from './division-actions.ts';
import { documentActions } from './document-actions.ts';
import { invoiceActions } from './invoice-actions.ts';
import { jobActions } from './job-actions.ts';
import { kycActions } from './kyc-actions.ts';
import {
  clearMerchantAction,
  createMerchantAction,
  deleteMerchantAction,
  selectMerchantAction,
} from './merchant-actions.ts';
import { merchantUserActions } from './merchant-user-actions.ts';
import { onboardingActions } from './onboarding-actions.ts';
import { opsAccountActions } from './ops-account-actions.ts';
import { payoutActions } from './payout-actions.ts';
import { pspActions } from './psp-actions.ts';
import { pspReportMatchActions } from './psp-report-match-actions.ts';
import { reportActions } from './report-actions.ts';
import { savedViewActions } from './saved-view-actions.ts';
import { screenActions } from './screen-actions.ts';
import { sellerActions } from './seller-actions.ts';
import { sellerRecordActions } from './seller-record-actions.ts';
import { signOutAction, switchLanguageAction } from './session-actions.ts';
import { splitActions } from './split-actions.ts';
import { showBearerTokenAction } from './token-actions.ts';
import { toleranceRuleActions } from './tolerance-rule-actions.ts';
import { transactionActions } from './transaction-actions.ts';
import { transferActions } from './transfer-actions.ts';
import { webhookActions } from './webhook-actions.ts';

const registeredActions = [
  ...screenActions,
  selectMerchantAction,
  clearMerchantAction,
  createMerchantAction,
  deleteMerchantAction,
  ...divisionActions,
  ...configActions,
  ...webhookActions,
  ...merchantUserActions,
  ...opsAccountActions,
  ...jobActions,
  ...sellerActions,
  ...sellerRecordActions,
  ...kycActions,
  ...documentActions,
  ...onboardingActions,
  ...transferActions,
  ...payoutActions,
  ...bankLineActions,
  ...bankLineMatchActions,
  ...toleranceRuleActions,
  ...reportActions,
  ...pspActions,
  ...pspReportMatchActions,
  ...splitActions,
  ...transactionActions,
  ...invoiceActions,
  ...approvalActions,
  ...approvalRuleActions,
  ...savedViewActions,
  showBearerTokenAction,
  switchLanguageAction,
  signOutAction,
];

/** An entry of the registry with its own id, parameter and result types. */
export type RegisteredAction = (typeof registeredActions)[number];

/** The id of every action of the registry, e.g. 'sellers.create': a misspelt id does not compile. */
export type ActionId = RegisteredAction['id'];

/** The entry with this id (a screen's 'go to' entry has every screen's id among its ids). */
export type ActionOf<Id extends ActionId> = RegisteredAction extends infer Action
  ? Action extends { id: infer Ids }
    ? Id extends Ids
      ? Action
      : never
    : never
  : never;

/**
 * Every operation an ops user can run, once (docs/architecture.md, "One action registry"): the palette lists them,
 * the web binds their shortcuts, the cli turns each into a subcommand. An action defined in `actions/` but left out
 * of `registeredActions` fails `every-action-registered.test.ts`.
 */
export const actionRegistry: readonly RegisteredAction[] = registeredActions;

/** The entry with this id. */
export function actionById<Id extends ActionId>(id: Id): ActionOf<Id> {
  const action = actionRegistry.find((candidate): candidate is ActionOf<Id> => candidate.id === id);
  if (!action) throw new Error(`${id} is not in the registry`);
  return action;
}

/** Parameters checked against the action's schema; a violation is refused naming the first field. */
export function parseParameters<Parameters extends z.ZodType>(
  action: ActionDefinition<string, Parameters>,
  parameters: unknown,
): z.output<Parameters> {
  const parsed = action.parameters.safeParse(parameters ?? {});
  if (!parsed.success) throw new ActionRefusal('validation.correctFormErrors', { cause: parsed.error });
  return parsed.data;
}

/**
 * What `runAction` checks before running, for a caller to check before it asks first: refused without the
 * permission or the bound merchant it needs, parameters held to the schema (the subject on view filled in).
 * Answers the parameters the run gets.
 */
export function checkRun<Parameters extends z.ZodType>(
  action: ActionDefinition<string, Parameters>,
  context: ActionContext,
  parameters: unknown,
): z.output<Parameters> {
  const refusal = refusalOf(action, context);
  if (refusal) throw new ActionRefusal(refusal);
  return parseParameters(action, withSubject(action, context.subject, parameters));
}

/**
 * Runs an action the way every caller must: refused without its permission, refused with 'Please select a
 * merchant and try again' when it needs a bound merchant and there is none, parameters checked first. Answers
 * what the action's `run` answers, typed: an entry or an id of the registry.
 */
export async function runAction<Action extends ActionDefinition>(
  action: Action,
  context: ActionContext,
  parameters?: unknown,
): Promise<ActionResult<Action>>;
export async function runAction<Id extends ActionId>(
  id: Id,
  context: ActionContext,
  parameters?: unknown,
): Promise<ActionResult<ActionOf<Id>>>;
export async function runAction(
  actionOrId: ActionDefinition | ActionId,
  context: ActionContext,
  parameters?: unknown,
): Promise<unknown> {
  const action = typeof actionOrId === 'string' ? actionById(actionOrId) : actionOrId;
  return await action.run(context, checkRun(action, context, parameters));
}
