import { type DivisionConfig, type WebhookEndpoint, webhookTypes } from '@ops/core/contract';
import { payoutFrequencyLabel } from '@ops/core/dates';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { createRowPrinter, type OutputColumn, outputFormatOf } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import { type FormatFlags, useMachineWords, withFormatOptions } from '../paging.ts';
import { printShown, requireScope, type ScopeFlags, withExamples, withScopeOptions } from './read-helpers.ts';

function configFields({ t }: CliContext): OutputColumn<DivisionConfig>[] {
  const labels = t.configurations.cli;
  const onOff = (on: boolean) => (on ? labels.on() : labels.off());
  return [
    { header: labels.balanceTransfers(), value: (config) => onOff(config.balanceTransfersEnabled) },
    {
      header: labels.payoutScheduler(),
      value: ({ payoutScheduler: scheduler }) =>
        scheduler.enabled ? payoutFrequencyLabel(scheduler.frequency, t) : labels.off(),
    },
    { header: labels.refundPeriod(), value: (config) => config.refundPeriodDays ?? '' },
    { header: labels.kycPermission(), value: (config) => config.kycPermission },
    { header: labels.relianceModel(), value: (config) => config.relianceModel },
    { header: labels.governmentEntity(), value: (config) => onOff(config.governmentEntity) },
    ...webhookTypes.map((type) => ({
      header: labels.webhookUrl({ type }),
      value: (config: DivisionConfig) => config.webhookUrls[type] ?? '',
    })),
  ];
}

function endpointColumns({ t }: CliContext): OutputColumn<WebhookEndpoint>[] {
  const labels = t.configurations.cli;
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
