import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { codePrefix, writtenBy } from './columns.ts';

/**
 * The audit trail: one row per state-changing call. Append-only: a trigger (see the migrations)
 * refuses UPDATE, DELETE and TRUNCATE, so not even the platform itself can rewrite history.
 * Where a change came from (merchant, division, source, reason) is filled by a trigger from the transaction's
 * activity origin (`db/activity-origin.ts`), so SQL functions that audit carry it too.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorEmail: text('actor_email').notNull(),
    /** The contract route id of the call, e.g. 'createMerchant'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The merchant and division the call was made for; null for calls bound to none. */
    merchantCode: text('merchant_code'),
    divisionCode: text('division_code'),
    /** Where the call came from: web, palette, cli, api or job. */
    source: text('source'),
    /** Why, in the caller's words, when the caller gave a reason. */
    reason: text('reason'),
  },
  (table) => [
    // An entity's trail (`listAuditEvents`).
    index('audit_events_entity_idx').on(table.entityType, table.entityId, table.id),
    // The activity feed, newest first by time then id: the whole trail and a time range, and each filter alone
    // (a division code names one division of one merchant). A filter without its own is read in the time's order.
    index('audit_events_at_idx').on(table.at, table.id),
    index('audit_events_merchant_at_idx').on(table.merchantCode, table.at, table.id),
    index('audit_events_division_at_idx').on(table.divisionCode, table.at, table.id),
    index('audit_events_actor_at_idx').on(table.actorEmail, table.at, table.id),
    index('audit_events_action_at_idx').on(table.action, table.at, table.id),
    index('audit_events_entity_id_at_idx').on(table.entityId, table.at, table.id),
    // The list query's starts: `object:BT-12*`, `who:oscar*`, `action:create*`.
    index('audit_events_entity_id_prefix_idx').on(codePrefix(table.entityId)),
    index('audit_events_actor_prefix_idx').on(codePrefix(table.actorEmail)),
    index('audit_events_action_prefix_idx').on(codePrefix(table.action)),
  ],
);

/**
 * The audit trail's hash chain: each entry's SHA-256 over the previous seal's hash and the entry's content, written
 * as the entry's transaction commits (`audit_events_seal`, once for all of the transaction's entries), so an entry
 * changed or removed behind the platform's back no longer matches its seal. Append-only like the trail.
 */
export const auditSeals = pgTable('audit_seals', {
  /** 1, 2, 3…: the order entries were sealed in, which is the order their transactions committed. */
  position: bigint('position', { mode: 'number' }).primaryKey(),
  auditEventId: bigint('audit_event_id', { mode: 'number' }).notNull().unique(),
  /** Hex SHA-256 of the previous seal's hash followed by `audit_event_text(entry)`. */
  hash: text('hash').notNull(),
});

/**
 * The entries a transaction wrote and has yet to seal: a row per statement that wrote audit entries (the trigger
 * `audit_events_sealed`, from the statement's new rows), taken and sealed together as the transaction commits, so a
 * transaction is sealed in one pass whatever its number of entries. Empty outside a transaction that is writing.
 */
export const auditSealRequests = pgTable(
  'audit_seal_requests',
  {
    writtenBy: writtenBy(),
    auditEventIds: bigint('audit_event_ids', { mode: 'number' }).array().notNull(),
  },
  (table) => [index('audit_seal_requests_written_by_idx').on(table.writtenBy)],
);
