import type { ApprovalRequest, ApprovalRequestStatus } from '@ops/core/contract';
import { approvalRequestColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import { optional, outputColumnsOf } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';

/** A request's fields: the list's columns, then exactly what will run, who approved it and what it answered. */
function requestFields(context: CliContext, flags: FormatFlags): OutputColumn<ApprovalRequest>[] {
  const { t } = context;
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return [
    ...outputColumnsOf(context, flags, approvalRequestColumns),
    { header: t.cli.approvals.operation(), value: (request) => json(request.operation) },
    { header: t.payoutScreens.columns.merchant(), value: (request) => request.merchantCode },
    { header: t.approvals.list.source(), value: (request) => request.source },
    { header: t.approvals.list.approvedBy(), value: (request) => request.approvals.map((a) => a.by).join(', ') },
    { header: t.approvals.list.rejection(), value: (request) => json(request.rejection) },
    { header: t.approvals.list.outcome(), value: (request) => json(request.outcome) },
  ];
}

interface ApprovalListFlags extends ListFlags {
  waitingForMe?: boolean;
  status?: ApprovalRequestStatus;
}

/**
 * `ops approvals list [--waiting-for-me] [--status …]` and `ops approvals show <code>`; `approve` and `reject` are
 * the registry's actions (`ops approvals approve --approval-request-code AR-…`).
 */
export function registerApprovalCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const approvals = group('approvals');

  addListCommand(approvals, context, {
    description: t.cli.approvals.list(),
    examples: ['ops approvals list --waiting-for-me', 'ops approvals list --status EXECUTED --json'],
    columns: approvalRequestColumns,
    scoped: false,
    filters: (command) =>
      command
        .option('--waiting-for-me', t.cli.approvals.waitingForMe())
        .option('--status <status>', t.cli.approvals.status()),
    fetchPage: (clients, flags: ApprovalListFlags, page, limit) =>
      clients.approvals.listApprovalRequests({
        query: { waitingForMe: Boolean(flags.waitingForMe), ...optional('status', flags.status), page, limit },
      }),
  });

  addShowCommand(approvals, context, {
    description: t.cli.approvals.show(),
    examples: ['ops approvals show AR-12345', 'ops approvals show AR-12345 --json'],
    async record(clients, code, flags) {
      const request = await clients.approvals.getApprovalRequest({ params: { approvalRequestCode: code } });
      return { fields: requestFields(context, flags), row: request, document: request };
    },
  });
}
