import type { AuditEvent } from '@ops/core/contract';
import { auditColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import { addListCommand } from './reading-commands.ts';

/** `ops audit <entityType> <entityId>`: an entity's audit trail, newest first (also `ops audit list …`). */
export function registerAuditCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  addListCommand<AuditEvent, ListFlags>(group('audit'), context, {
    description: t.cli.audit.describe(),
    examples: ['ops audit accountHolder AH-12345', 'ops audit payoutRequest PR-12345 --all --csv'],
    columns: auditColumns,
    arguments: [
      { name: 'entityType', description: t.cli.audit.entityType() },
      { name: 'entityId', description: t.cli.audit.entityId() },
    ],
    isDefault: true,
    scoped: false,
    fetchPage: (clients, _flags, page, limit, _previous, [entityType = '', entityId = ''] = []) =>
      clients.audit.listAuditEvents({ params: { entityType, entityId }, query: { page, limit } }),
  });
}
