import type { Locales, TranslationFunctions } from '@ops/locales';
import { ActionRefusal } from '../actions/action-refusal.ts';
import { translate } from '../actions/message-key.ts';
import { isApiRequestError } from '../api/is-api-request-error.ts';
import { isSentForApproval } from '../api/sent-for-approval.ts';

export interface FailureMessageOptions {
  /**
   * What a failure of this operation says in the spec's words (e.g. 'Error: Failed to request payout'): a server's
   * refusal (4xx) adds its own message after it, any other failure says it alone. Without it a failed call says
   * its own message (spec section 8), e.g. the network error.
   */
  fallback?: string | undefined;
  /** Names the first parameter a refusal of the parameters is about: the cli has no form field to point at. */
  namesInvalidParameter?: boolean | undefined;
  /** An unexpected failure says its own message (the cli's errors) instead of 'Something went wrong'. */
  saysUnexpected?: boolean | undefined;
}

/** ' (amount: Too small)' for a refusal of the parameters by their schema; nothing for any other refusal. */
function invalidParameterOf(refusal: ActionRefusal): string {
  const issue = (refusal.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues?.[0];
  return issue ? ` (${issue.path.map(String).join('.')}: ${issue.message})` : '';
}

/**
 * What to tell the user about a failure, the one rule of the web's buttons, its palette and the cli: an action's
 * refusal in its own words (e.g. 'Please select a merchant and try again'), a failed call through the error
 * catalogue (`describeFailure`), a call an approval rule held back as 'Sent for approval: AR-… (the rule)' (never a
 * success, never a failure's fallback), anything else as 'Something went wrong'.
 */
export function failureMessage(
  error: unknown,
  { t, locale }: { t: TranslationFunctions; locale: Locales },
  options: FailureMessageOptions = {},
): string {
  if (error instanceof ActionRefusal) {
    return `${translate(t, error.messageKey)}${options.namesInvalidParameter ? invalidParameterOf(error) : ''}`;
  }
  if (isSentForApproval(error)) return t.approvals.sentForApproval(error.approval);
  if (isApiRequestError(error)) {
    const { message } = error.describe(locale);
    if (!options.fallback) return message;
    return error.status !== undefined && error.status < 500 ? `${options.fallback} ${message}` : options.fallback;
  }
  if (options.fallback) return options.fallback;
  if (options.saysUnexpected) return error instanceof Error ? error.message : String(error);
  return t.errors.somethingWentWrong();
}
