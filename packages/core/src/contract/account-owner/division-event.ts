import { z } from 'zod';
import { approvalWebhookEventType } from '../approvals/approval-webhook.ts';
import { codeSchema, timestampSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';
import { divisionParamsSchema } from './division.ts';

/** A posting on one of the division's accounts: the ledger's part of the events feed (no webhook sends it). */
export const ledgerPostingEventType = 'ledgerPosting.created';

/**
 * Every type of event a division has (issue 35): the webhook events it emits, whether or not an endpoint of their
 * type is configured (docs/webhooks.md), and its ledger postings.
 */
export const divisionEventTypes = [
  'payoutRequest.statusChanged',
  'accountHolder.statusChanged',
  approvalWebhookEventType,
  'webhook.test',
  ledgerPostingEventType,
] as const;
export type DivisionEventType = (typeof divisionEventTypes)[number];

/** An event as a webhook body has it: a webhook event's is the body it is signed and sent with. */
export const divisionEventSchema = z
  .object({
    /** A webhook event's id (`EVT-…`, its `Ops-Webhook-Id`), or `LP-` and a posting's id. */
    id: z.string(),
    type: z.string(),
    createdAt: timestampSchema,
    merchantCode: z.string(),
    divisionCode: z.string(),
    data: z.record(z.string(), z.json()),
  })
  .meta({ id: 'DivisionEvent' });

/** The largest bigint of PostgreSQL: a cursor's numbers are transaction ids and row positions. */
const maxBigint = 9_223_372_036_854_775_807n;

/**
 * A place in the feed: the writing transaction's id, then 0 (posting) or 1 (webhook event), then the row's position.
 * It is opaque to callers: they pass on the `cursor` of an answer.
 */
export const divisionEventCursorSchema = z
  .string()
  .regex(/^\d{1,19}\.[01]\.\d{1,19}$/, { error: wireMessages.invalidEventCursor, abort: true })
  .refine((text) => text.split('.').every((part) => BigInt(part) <= maxBigint), wireMessages.invalidEventCursor);

export const divisionEventTypeSchema = z.enum(divisionEventTypes);

/**
 * The feed's query: the events after `after` (a cursor), else those made from `from` on, else none but the cursor
 * of now (where a tail starts). `type` keeps some types (repeat it for several). `wait` (seconds, at most 30) holds
 * an answer that would be empty until an event comes or the time is up.
 */
export const divisionEventsQuerySchema = z.object({
  after: divisionEventCursorSchema.optional(),
  from: timestampSchema.optional(),
  type: z.union([divisionEventTypeSchema, z.array(divisionEventTypeSchema).min(1)]).optional(),
  wait: z.coerce.number().int().min(0).max(30).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

/** Events in the order their transactions committed, and the cursor to ask for what comes after them. */
export const divisionEventsPageSchema = z
  .object({ elements: z.array(divisionEventSchema), cursor: divisionEventCursorSchema })
  .meta({ id: 'DivisionEventsPage' });

export const divisionEventParamsSchema = divisionParamsSchema.extend({ eventId: codeSchema });

export type DivisionEvent = z.infer<typeof divisionEventSchema>;
export type DivisionEventsQuery = Partial<z.output<typeof divisionEventsQuerySchema>>;
export type DivisionEventsPage = z.infer<typeof divisionEventsPageSchema>;
