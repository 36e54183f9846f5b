import { emailOnboardingUrlAction, onboardingUrlAction, runAction } from '@ops/core/actions';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { mayRun, withProductionYes } from './ask-first.ts';
import { withExamples } from './reading/read-helpers.ts';

/**
 * `ops onboarding url SELLER`: the registry's action for a seller of the bound division; prints the new link alone
 * (so a script can use it) and when it expires on stderr, `--json` the whole answer. `--email` sends the link to
 * the seller instead and says where it went.
 */
export function registerOnboardingUrlCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const command = group('onboarding')
    .command('url')
    .description(t.onboarding.cli.urlDescription())
    .argument('<seller>', t.onboarding.cli.seller())
    .option('--merchant <code>', t.cli.options.merchant())
    .option('--division <code>', t.cli.options.division())
    .option('--email', t.onboarding.cli.emailOption())
    .option('--json', t.cli.options.json());
  withProductionYes(command, context);
  withExamples(command, context, ['ops onboarding url AH-1', 'ops onboarding url AH-1 --email']).action(
    async (
      accountHolderCode: string,
      flags: { merchant?: string; division?: string; email?: boolean; json?: boolean; yes?: boolean },
    ) => {
      const { actionContextOf } = await import('./action-commands.ts');
      const subject = { accountHolderCode };
      const actionContext = await actionContextOf(context, flags, subject);
      const action = flags.email ? emailOnboardingUrlAction : onboardingUrlAction;
      if (!(await mayRun(context, { action, parameters: subject, actionContext, yes: flags.yes }))) return;
      if (flags.email) {
        const sent = await runAction(emailOnboardingUrlAction, actionContext, subject);
        const line = flags.json
          ? JSON.stringify(sent, null, 2)
          : t.onboarding.cli.sent({ email: sent.sentTo, expiresAt: sent.expiresAt });
        context.io.stdout.write(`${line}\n`);
        return;
      }
      const link = await runAction(onboardingUrlAction, actionContext, subject);
      if (flags.json) {
        context.io.stdout.write(`${JSON.stringify(link, null, 2)}\n`);
        return;
      }
      context.io.stdout.write(`${link.url}\n`);
      context.io.stderr.write(`${t.onboarding.cli.expires({ expiresAt: link.expiresAt })}\n`);
    },
  );
}
