import { ActionRefusal, translate } from '@ops/core/actions';
import { ApiRequestError } from '@ops/core/api';
import type { I18n } from '../../lib/i18n/use-i18n.ts';

/**
 * What to tell the user when a registry action failed, for buttons and the palette alike. A refusal of the action
 * itself shows its own message (e.g. 'Dashboard needs to be bound to cancel payout batch'). `fallback` is the
 * spec's words for the action (e.g. 'Error: Failed to request payout'): a server refusal (4xx) adds its own
 * message after it, any other failure shows it alone. Without it a failed call shows its own message (spec
 * section 8), e.g. the network error.
 */
export function actionFailureMessage(error: unknown, { t, locale }: Pick<I18n, 't' | 'locale'>, fallback?: string) {
  if (error instanceof ActionRefusal) return translate(t, error.messageKey);
  if (!(error instanceof ApiRequestError)) return fallback ?? t.errors.somethingWentWrong();
  if (!fallback) return error.describe(locale).message;
  if (error.status !== undefined && error.status < 500) return `${fallback} ${error.describe(locale).message}`;
  return fallback;
}
