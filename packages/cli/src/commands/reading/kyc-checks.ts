import { type KycTaskStatus, type KycTier, kycTaskStatuses, kycTiers } from '@ops/core/contract';
import { kycTaskQueryFields } from '@ops/core/list-query';
import { kycHistoryColumns, kycTaskColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import type { QueryFlags } from './list-query-option.ts';
import { optional, requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

interface KycQueueFlags extends ListFlags, ScopeFlags, QueryFlags, ViewFlags {
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
    examples: [
      'ops kyc-checks list --status OPEN --tier ADVANCED_KYC',
      'ops kyc-checks list --older-than 7 --csv',
      "ops kyc-checks list --query 'status:open,assigned tier:advanced_kyc created<=-7d merchant:M-HOLLAND*'",
    ],
    columns: kycTaskColumns,
    queryFields: kycTaskQueryFields,
    // The web's KYC queue filters of an older link: `status` (`all` for any), `tier`, `queueMerchant`, `olderThanDays`.
    views: {
      list: 'kycChecks',
      flagsOf: (filters) => ({
        ...optional(
          'status',
          kycTaskStatuses.find((status) => status === filters.status),
        ),
        ...optional(
          'tier',
          kycTiers.find((tier) => tier === filters.tier),
        ),
        ...optional('merchant', filters.queueMerchant),
        ...optional('olderThan', filters.olderThanDays),
      }),
    },
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
          ...optional('query', flags.query),
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
