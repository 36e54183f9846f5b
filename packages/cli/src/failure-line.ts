import { ActionRefusal, translate } from '@ops/core/actions';
import { isApiRequestError } from '@ops/core/api';
import { failureMessage } from '@ops/core/errors';
import type { CliContext } from './cli-context.ts';
import { CliError } from './cli-error.ts';

/** What went wrong, in one line for a terminal, and whether it was the command line (exit code 2). */
export interface FailureLine {
  line: string;
  usage: boolean;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Node's fetch could not connect (refused, no such host, reset): no answer came. */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed';
}

/** The same words once: 'Not found, Not found' says 'Not found'. */
const withoutRepeats = (line: string) => [...new Set(line.split(', '))].join(', ');

/** A refusal of the parameters by their schema names the option, e.g. ' (--amount: Too small)'. */
function invalidOption(error: ActionRefusal): string | undefined {
  const issue = (error.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues?.[0];
  if (!issue) return undefined;
  const [field] = issue.path;
  return typeof field === 'string' ? `--${kebab(field)}: ${issue.message}` : issue.message;
}

/**
 * A failure in the words of a terminal: a refusal of the parameters names the option (a usage error); a call that
 * got no answer names the URL it could not reach; a refused token says which token (OPS_TOKEN or the stored
 * one); a not-found says so in the user's language; any other answer the spec's message, each part once.
 */
export function failureLine(context: CliContext, error: unknown): FailureLine {
  const { t, locale, api, io } = context;
  if (error instanceof CliError) return { line: error.message, usage: false };
  if (error instanceof ActionRefusal) {
    const option = invalidOption(error);
    if (option) return { line: option, usage: true };
    return { line: translate(t, error.messageKey), usage: false };
  }
  const unreachable = { line: t.cli.failures.unreachable({ url: api }), usage: false };
  if (isConnectionFailure(error)) return unreachable;
  if (isApiRequestError(error)) {
    if (error.failure.unreachable) return unreachable;
    if (error.status === 401) {
      const refused = io.env.OPS_TOKEN ? t.cli.failures.envTokenRefused : t.cli.failures.tokenRefused;
      return { line: refused({ url: api }), usage: false };
    }
    // The platform words its not-found in English; the catalogue has it in the user's language.
    if (error.status === 404 && locale !== 'en') return { line: t.errors.catalogue.notFound(), usage: false };
    // An answer without a message of its own is named by its title and status, not the web's 'refresh your page'.
    const { title, message } = error.describe(locale);
    if (message === t.errors.somethingWentWrong()) return { line: `${title} (${error.status ?? '?'})`, usage: false };
  }
  return { line: withoutRepeats(failureMessage(error, context, { saysUnexpected: true })), usage: false };
}
