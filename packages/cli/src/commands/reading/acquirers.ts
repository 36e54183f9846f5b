import { acquirerColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import { addListCommand } from './reading-commands.ts';

/** `ops acquirers list`: the PSPs the reconciliation reads (`reconciliation/acquirers`), across every merchant. */
export function registerAcquirerCommands(group: (name: string) => Command, context: CliContext): void {
  addListCommand(group('acquirers'), context, {
    description: context.t.reconciliation.acquirers.cli.list(),
    examples: ['ops acquirers list', 'ops acquirers list --json provider,unmatchedLines'],
    columns: acquirerColumns,
    scoped: false,
    fetchPage: async (clients, _flags: ListFlags, page, limit) => {
      const acquirers = await clients.reconciliation.listAcquirers();
      return { elements: acquirers.slice((page - 1) * limit, page * limit), totalCount: acquirers.length };
    },
  });
}
