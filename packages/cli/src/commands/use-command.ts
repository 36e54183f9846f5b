import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';

/** `ops use <merchant> [division]` (`use-binding.ts`, loaded when it runs). */
export function registerUseCommand(program: Command, context: CliContext): void {
  const { t } = context;
  program
    .command('use')
    .description(t.cli.use.describe())
    .argument('<merchant>', t.cli.options.merchant())
    .argument('[division]', t.cli.options.division())
    .addHelpText(
      'after',
      `\n${t.cli.examples()}\n  ops use M-HOLLAND-GOODS D-HOLLAND-GOODS-NL\n  ops use M-HOLLAND-GOODS\n`,
    )
    .action(async (merchantCode: string, divisionCode: string | undefined) =>
      (await import('./use-binding.ts')).bindMerchant(context, merchantCode, divisionCode),
    );
}
