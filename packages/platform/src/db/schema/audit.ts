import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one row per state-changing call. Append-only: a trigger (see the migrations)
 * refuses UPDATE, DELETE and TRUNCATE, so not even the platform itself can rewrite history.
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
  },
  (table) => [index('audit_events_entity_idx').on(table.entityType, table.entityId, table.id)],
);
