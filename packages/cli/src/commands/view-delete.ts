import { type Confirmation, deleteSavedViewAction, runAction } from '@ops/core/actions';
import type { Command } from 'commander';
import { type CliContext, scopeOf } from '../cli-context.ts';
import { mayRun, withAskFirstOptions } from './ask-first.ts';
import { withExamples, withScopeOptions } from './reading/read-helpers.ts';
import { findSavedView } from './reading/saved-view-lookup.ts';

interface ViewDeleteFlags {
  merchant?: string;
  division?: string;
  yes?: boolean;
  dryRun?: boolean;
}

/**
 * `ops views delete NAME`: the registry's `savedViews.delete` for one of the account's saved views, found by name
 * (or number) as `ops views show` finds it; asks first, naming the view (`--yes` in a script, `--dry-run` prints the
 * call). The platform refuses a colleague's view (403, naming its owner).
 */
export function registerViewDeleteCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const command = group('views')
    .command('delete')
    .description(t.savedViews.cli.delete())
    .argument('<name>', t.savedViews.cli.name());
  withExamples(withAskFirstOptions(withScopeOptions(command, context), context), context, [
    "ops views delete 'Failed payouts this week'",
    'ops views delete 12 --yes',
  ]).action(async (name: string, flags: ViewDeleteFlags) => {
    const { actionContextOf } = await import('./action-commands.ts');
    const actionContext = await actionContextOf(context, flags, undefined);
    const view = await findSavedView(context, actionContext.clients, name, { scope: scopeOf(context, flags) });
    const action = deleteSavedViewAction;
    const parameters = { savedViewId: view.id };
    const list = t.savedViews.lists[view.list]();
    const named = [
      { label: t.savedViews.cli.columns.name(), value: view.name },
      { label: t.savedViews.cli.columns.list(), value: list },
    ];
    const adjust = (confirmation: Confirmation) => ({ ...confirmation, details: [...named, ...confirmation.details] });
    const ask = { action, parameters, actionContext, yes: flags.yes, dryRun: flags.dryRun, adjust };
    if (!(await mayRun(context, ask))) return;
    await runAction(action, actionContext, parameters);
    context.io.stdout.write(`${t.savedViews.cli.deleted({ name: view.name, list })}\n`);
  });
}
