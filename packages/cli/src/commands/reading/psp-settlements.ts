import { pspSettlementColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import { requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';

/** `ops psp-settlements list`: the bound division's settlement batches (PSP Settlements), newest first. */
export function registerPspSettlementCommands(group: (name: string) => Command, context: CliContext): void {
  addListCommand(group('psp-settlements'), context, {
    description: context.t.pspReports.settlements.cli.list(),
    examples: ['ops psp-settlements list', 'ops psp-settlements list --csv > settlements.csv'],
    columns: pspSettlementColumns,
    fetchPage: (clients, flags: ListFlags & ScopeFlags, page, limit) =>
      clients.pspAdapter.listPspSettlements({ params: requireScope(context, flags), query: { page, limit } }),
  });
}
