import { sql } from 'drizzle-orm';
import { chunksOf } from '../db/chunks-of.ts';
import type { Transaction } from '../db/database.ts';
import { insertJsonRows } from '../db/json-recordset.ts';
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

/** Audit entries one statement writes. */
const bulkChunk = 1_000;

/** The transaction's activity origin (`ops.activity`), read once a statement (an init plan), not once a row. */
const origin = sql`(select nullif(current_setting('ops.activity', true), '')::jsonb)`;

/**
 * Where each entry came from, as `audit_events_fill_origin` fills it: the origin's merchant and division, else the
 * entry's own; its source and reason. Filled here, the trigger's condition (migration 0084) skips the rows.
 */
const originColumns = {
  merchantCode: sql`coalesce(${origin} ->> 'merchantCode', entry.after ->> 'merchantCode',
    entry.before ->> 'merchantCode')`,
  divisionCode: sql`coalesce(${origin} ->> 'divisionCode', entry.after ->> 'divisionCode',
    entry.before ->> 'divisionCode')`,
  source: sql`${origin} ->> 'source'`,
  reason: sql`${origin} ->> 'reason'`,
};

/**
 * Records many changes in the audit trail inside the caller's transaction, a thousand a statement, for bulk calls
 * (an import, a scheduled run, processing): the rows `recordAudit` writes, passed as one JSON parameter
 * (`insertJsonRows`) rather than six parameters a row, their origin filled once a statement (`originColumns`).
 */
export async function recordAudits(tx: Transaction, entries: readonly AuditEntry[]): Promise<void> {
  for (const chunk of chunksOf(entries, bulkChunk)) {
    await tx.execute(
      insertJsonRows(auditEvents, chunk, { alias: 'entry', omit: ['id', 'at'], computed: originColumns }),
    );
  }
}
