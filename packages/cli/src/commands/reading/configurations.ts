import type { DivisionConfig, WebhookEndpoint } from '@ops/core/contract';
import { divisionConfigFields } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { createRowPrinter, type OutputColumn, outputFormatOf } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import { type FormatFlags, useMachineWords, withFormatOptions } from '../paging.ts';
import { printShown, requireScope, type ScopeFlags, withExamples, withScopeOptions } from './read-helpers.ts';

function configFields({ t }: CliContext): OutputColumn<DivisionConfig>[] {
  return divisionConfigFields.map((field) => ({ header: field.header(t), value: (config) => field.value(config, t) }));
}

function endpointColumns({ t }: CliContext): OutputColumn<WebhookEndpoint>[] {
  const labels = t.configurations.fields;
  return [
    { header: labels.type(), value: (endpoint) => endpoint.webhookType },
    { header: labels.url(), value: (endpoint) => endpoint.url ?? '' },
    { header: t.configurations.webhooks.signingSecret(), value: (endpoint) => endpoint.signingSecret },
    { header: labels.lastDelivery(), value: (endpoint) => endpoint.lastDelivery?.state ?? '' },
  ];
}

/**
 * `ops config show` (the division's configuration; `ops config set` is the registry's `config.set`) and
 * `ops webhooks list` (its endpoints; `test`, `deliveries` and `redeliver` are actions).
 */
export function registerConfigurationCommands(group: (name: string) => Command, context: CliContext): void {
  const labels = context.t.configurations.cli;
  withExamples(
    withScopeOptions(withFormatOptions(group('config').command('show').description(labels.show()), context), context),
    context,
    ['ops config show', 'ops config show --json'],
  ).action(async (flags: FormatFlags & ScopeFlags) => {
    useMachineWords(context, flags);
    const scope = requireScope(context, flags);
    const config = await clientsOf(context, scope).accountOwner.getDivisionConfig({ params: scope });
    printShown(context, flags, { fields: configFields(context), row: config, document: config });
  });

  withExamples(
    withScopeOptions(
      withFormatOptions(group('webhooks').command('list').description(labels.webhooks()), context),
      context,
    ),
    context,
    ['ops webhooks list', 'ops webhooks list --json'],
  ).action(async (flags: FormatFlags & ScopeFlags) => {
    useMachineWords(context, flags);
    const scope = requireScope(context, flags);
    const { elements } = await clientsOf(context, scope).accountOwner.listWebhookEndpoints({ params: scope });
    const printer = createRowPrinter(
      (chunk) => context.io.stdout.write(chunk),
      outputFormatOf(flags),
      endpointColumns(context),
    );
    printer.page(elements);
    printer.end(context.t.cli.lists.empty());
  });
}
