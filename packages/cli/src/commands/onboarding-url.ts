import { onboardingUrlAction, runAction } from '@ops/core/actions';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { withExamples } from './reading/read-helpers.ts';

/**
 * `ops onboarding url SELLER`: the registry's action for a seller of the bound division; prints the new link alone
 * (so a script can use it) and when it expires on stderr, `--json` the whole answer.
 */
export function registerOnboardingUrlCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const command = group('onboarding')
    .command('url')
    .description(t.onboarding.cli.urlDescription())
    .argument('<seller>', t.onboarding.cli.seller())
    .option('--merchant <code>', t.cli.options.merchant())
    .option('--division <code>', t.cli.options.division())
    .option('--json', t.cli.options.json());
  withExamples(command, context, ['ops onboarding url AH-1']).action(
    async (accountHolderCode: string, flags: { merchant?: string; division?: string; json?: boolean }) => {
      const { actionContextOf } = await import('./action-commands.ts');
      const subject = { accountHolderCode };
      const link = await runAction(onboardingUrlAction, actionContextOf(context, flags, subject), subject);
      if (flags.json) {
        context.io.stdout.write(`${JSON.stringify(link, null, 2)}\n`);
        return;
      }
      context.io.stdout.write(`${link.url}\n`);
      context.io.stderr.write(`${t.onboarding.cli.expires({ expiresAt: link.expiresAt })}\n`);
    },
  );
}
