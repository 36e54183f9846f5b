import type { ToleranceRule } from '@ops/core/contract';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import { type FormatFlags, useMachineWords, withFormatOptions } from '../paging.ts';
import { printShown, requireScope, type ScopeFlags, withExamples, withScopeOptions } from './read-helpers.ts';

function ruleFields({ t }: CliContext): OutputColumn<ToleranceRule>[] {
  const labels = t.toleranceRules;
  return [
    { header: labels.amountMinor(), value: (rule) => (rule.amountMinor === null ? '' : String(rule.amountMinor)) },
    {
      header: labels.amountPercent(),
      value: (rule) => (rule.amountPercent === null ? '' : String(rule.amountPercent)),
    },
    { header: labels.dateWindowDays(), value: (rule) => String(rule.dateWindowDays) },
    { header: labels.updatedBy(), value: (rule) => rule.updatedBy ?? '' },
  ];
}

/** `ops tolerance-rules show`: the bound division's tolerance rule (`ops tolerance-rules set` is the registry's). */
export function registerToleranceRuleCommands(group: (name: string) => Command, context: CliContext): void {
  withExamples(
    withScopeOptions(
      withFormatOptions(
        group('tolerance-rules').command('show').description(context.t.toleranceRules.cli.show()),
        context,
      ),
      context,
    ),
    context,
    ['ops tolerance-rules show', 'ops tolerance-rules show --json'],
  ).action(async (flags: FormatFlags & ScopeFlags) => {
    useMachineWords(context, flags);
    const scope = requireScope(context, flags);
    const rule = await clientsOf(context, scope).reconciliation.getToleranceRule({ params: scope });
    printShown(context, flags, { fields: ruleFields(context), row: rule, document: rule });
  });
}
