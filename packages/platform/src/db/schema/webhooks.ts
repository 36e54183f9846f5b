import { webhookDeliveryStates, webhookTypes } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment, writtenBy } from './columns.ts';

/** The secret a division's webhook events are signed with (HMAC-SHA256), made when first needed. */
export const webhookSecrets = pgTable('webhook_secrets', {
  divisionCode: text('division_code').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/**
 * An event of a division, whether or not it has an endpoint of its type: `body` is the exact JSON text that is signed
 * and sent. With the division's ledger postings it is the division's events feed (`written_by`, `position`).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    webhookType: text('webhook_type', { enum: webhookTypes }).notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** The events of one transaction in the order they were written. */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    writtenBy: writtenBy(),
  },
  (table) => [
    check('webhook_events_type_check', sql`${table.webhookType} in ('KYC', 'PAYOUTS')`),
    index('webhook_events_feed_idx').on(table.divisionCode, table.writtenBy, table.position),
  ],
);

/** One sending of an event to a URL, tried by the `webhooks.deliver` job until it arrives or 24 hours pass. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    divisionCode: text('division_code').notNull(),
    webhookType: text('webhook_type', { enum: webhookTypes }).notNull(),
    url: text('url').notNull(),
    state: text('state', { enum: webhookDeliveryStates }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    responseExcerpt: text('response_excerpt'),
    createdAt: moment('created_at').notNull().defaultNow(),
    deliveredAt: moment('delivered_at'),
    nextAttemptAt: moment('next_attempt_at'),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.divisionCode, table.webhookType, table.createdAt),
    check('webhook_deliveries_state_check', sql`${table.state} in ('PENDING', 'DELIVERED', 'FAILED')`),
  ],
);
