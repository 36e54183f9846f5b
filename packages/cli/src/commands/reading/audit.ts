import type { AuditChainVerification, AuditEvent } from '@ops/core/contract';
import { auditColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { CliError } from '../../cli-error.ts';
import { clientsOf } from '../../platform-clients.ts';
import { type FormatFlags, type ListFlags, withFormatOptions } from '../paging.ts';
import { withExamples } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';

/** What a check of the chain found, in one line. */
function verdictOf(context: CliContext, verification: AuditChainVerification): string {
  const words = context.t.audit.chain;
  const broken = verification.firstBroken;
  if (!broken) {
    const head = verification.head;
    return words.holds({ checked: verification.checked, position: head?.position ?? 0, hash: head?.hash ?? '-' });
  }
  return words[broken.problem]({ id: broken.auditEventId, position: String(broken.position ?? '-') });
}

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

  const verify = withFormatOptions(group('audit').command('verify'), context).description(t.cli.auditVerify.describe());
  withExamples(verify, context, ['ops audit verify', 'ops audit verify --json']).action(async (flags: FormatFlags) => {
    const verification = await clientsOf(context, undefined).audit.verifyAuditChain();
    if (flags.json) context.io.stdout.write(`${JSON.stringify(verification, null, 2)}\n`);
    else if (verification.holds) context.io.stdout.write(`${verdictOf(context, verification)}\n`);
    // A broken chain is a failure: its first broken entry on standard error, exit code 1.
    if (!verification.holds) throw new CliError(verdictOf(context, verification));
  });
}
