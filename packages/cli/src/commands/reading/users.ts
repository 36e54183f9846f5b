import { merchantUserColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import { optional, requireMerchant, type ScopeFlags } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';

interface UserListFlags extends ListFlags, ScopeFlags {
  search?: string;
}

/** `ops users list`: the bound merchant's (or `--merchant`'s) users, newest first. */
export function registerUserCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  addListCommand(group('users'), context, {
    description: t.cli.lists.users(),
    examples: ['ops users list', 'ops users list --search anna --json'],
    columns: merchantUserColumns,
    filters: (command) => command.option('--search <text>', t.cli.lists.userSearch()),
    fetchPage: (clients, flags: UserListFlags, page, limit) =>
      clients.merchantUsers.listMerchantUsers({
        params: { merchantCode: requireMerchant(context, flags) },
        query: { ...optional('search', flags.search), page, limit },
      }),
  });
}
