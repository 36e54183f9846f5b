import type { KycTaskStatus, KycTier } from '@ops/core/contract';
import { kycHistoryColumns, kycTaskColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import { optional, requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';

interface KycQueueFlags extends ListFlags, ScopeFlags {
  status?: KycTaskStatus;
  tier?: KycTier;
  olderThan?: string;
}

type KycHistoryFlags = ListFlags & ScopeFlags;

/**
 * `ops kyc-checks list`: the KYC checks queue of every merchant (or `--merchant`'s), oldest first; and
 * `ops kyc-checks history <seller>`: a seller of the bound division's KYC history, newest first.
 */
export function registerKycCheckCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const kycChecks = group('kyc-checks');

  addListCommand(kycChecks, context, {
    description: t.cli.lists.kycChecks(),
    examples: ['ops kyc-checks list --status OPEN --tier ADVANCED_KYC', 'ops kyc-checks list --older-than 7 --csv'],
    columns: kycTaskColumns,
    filters: (command) =>
      command
        .option('--status <status>', t.cli.lists.status())
        .option('--tier <tier>', t.cli.lists.kycTier())
        .option('--older-than <days>', t.cli.lists.olderThan()),
    fetchPage: (clients, flags: KycQueueFlags, page, limit) =>
      clients.kyc.listKycTasks({
        query: {
          ...optional('merchantCode', flags.merchant),
          ...optional('status', flags.status),
          ...optional('tier', flags.tier),
          ...optional('olderThanDays', flags.olderThan === undefined ? undefined : Number(flags.olderThan)),
          page,
          limit,
        },
      }),
  });

  addListCommand(kycChecks, context, {
    verb: 'history',
    arguments: [{ name: 'seller', description: t.cli.lists.kycSeller() }],
    description: t.cli.lists.kycHistory(),
    examples: ['ops kyc-checks history AH-12345', 'ops kyc-checks history AH-12345 --all --jsonl'],
    columns: kycHistoryColumns,
    fetchPage: (clients, flags: KycHistoryFlags, page, limit, _previous, args) =>
      clients.kyc.getKycHistory({
        params: { ...requireScope(context, flags), accountHolderCode: args?.[0] ?? '' },
        query: { page, limit },
      }),
  });
}
