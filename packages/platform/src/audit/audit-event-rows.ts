import type { AuditEvent } from '@ops/core/contract';
import type { auditEvents } from '../db/schema/index.ts';

/** An audit row as the contract's AuditEvent. */
export function auditEventOf(row: typeof auditEvents.$inferSelect): AuditEvent {
  return {
    id: row.id,
    actor: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before as AuditEvent['before'],
    after: row.after as AuditEvent['after'],
    at: row.at.toISOString(),
    merchantCode: row.merchantCode,
    divisionCode: row.divisionCode,
    source: row.source as AuditEvent['source'],
    reason: row.reason,
  };
}
