import { processPayoutRequestsAction } from '@ops/core/actions';
import type { PayoutSelection } from '@ops/core/flows/payout-processing';
import type { CliContext } from '../cli-context.ts';
import { mayRun, withBoundDivision } from '../commands/ask-first.ts';

/**
 * Asks before processing, as the web does (core's confirmation of bulk processing): for codes, how many; for a
 * filter, the web's 'Process all N requests that match the filter?' with the count the list answers now. Both
 * name the division. True when it may go on (`--yes`, or yes on a terminal); with `--dry-run` it prints the
 * question instead of asking.
 */
export async function processingAsked(
  context: CliContext,
  flags: { merchant?: string; division?: string; yes?: boolean; dryRun?: boolean },
  selection: PayoutSelection,
): Promise<boolean> {
  if (flags.yes && !flags.dryRun) return true;
  const { actionContextOf } = await import('../commands/action-commands.ts');
  const actionContext = await actionContextOf(context, flags, undefined);
  const ask = { action: processPayoutRequestsAction, actionContext, yes: false, dryRun: flags.dryRun };
  if ('codes' in selection) {
    return mayRun(context, { ...ask, parameters: withBoundDivision(actionContext.scope, { codes: selection.codes }) });
  }
  const matching = await actionContext.clients.fundPayouts.listPayoutRequests({
    query: { ...selection.filter, page: 1, limit: 1 },
  });
  const count = matching.totalCount;
  return mayRun(context, {
    ...ask,
    parameters: withBoundDivision(actionContext.scope, {}),
    adjust: (confirmation) => ({
      ...confirmation,
      title: context.t.payoutScreens.requests.confirmProcessMatching({ count }),
    }),
  });
}
