import type { Transaction } from '../db/database.ts';
import { auditEvents } from '../db/schema/index.ts';

export interface AuditEntry {
  /** E-mail of the signed-in user who made the call. */
  actorEmail: string;
  /** The contract route id of the call. */
  action: string;
  entityType: string;
  entityId: string;
  /** The entity before the change; null when the call created it. */
  before: unknown;
  /** The entity after the change; null when the call deleted it. */
  after: unknown;
}

/** Records a change in the audit trail, inside the transaction that makes it: both happen, or neither. */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorEmail: entry.actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
