import { webhookDeliveryStates, webhookTypes } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/** The secret a division's webhook events are signed with (HMAC-SHA256), made when first needed. */
export const webhookSecrets = pgTable('webhook_secrets', {
  divisionCode: text('division_code').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** An event sent to a division's webhook endpoint; `body` is the exact JSON text that is signed and sent. */
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
  },
  (table) => [check('webhook_events_type_check', sql`${table.webhookType} in ('KYC', 'PAYOUTS')`)],
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
