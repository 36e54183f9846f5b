import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import { codeSchema, timestampSchema } from '../primitives.ts';
import { divisionParamsSchema } from './division.ts';
import { webhookTypeSchema } from './division-config.ts';

/** The payout statuses a PAYOUTS webhook reports (spec section 4): requested, paid, cancelled, returned. */
export const payoutWebhookStatuses = ['REQUESTED', 'PAID', 'CANCELLED', 'RETURNED'] as const;
export type PayoutWebhookStatus = (typeof payoutWebhookStatuses)[number];

/** A delivery waits (first try or a retry after its backoff), arrived (2xx), or gave up (24 hours of retries). */
export const webhookDeliveryStates = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    /** 'payoutRequest.statusChanged', or 'webhook.test' for a test event. */
    eventType: z.string(),
    webhookType: webhookTypeSchema,
    url: z.string(),
    state: z.enum(webhookDeliveryStates),
    attempts: z.int().min(0),
    /** The last try's HTTP status; null when none answered (refused, timed out). */
    lastStatusCode: z.int().nullable(),
    lastDurationMs: z.int().min(0).nullable(),
    /** The start of the last answer's body, or why no answer came. */
    responseExcerpt: z.string().nullable(),
    createdAt: timestampSchema,
    deliveredAt: timestampSchema.nullable(),
    nextAttemptAt: timestampSchema.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });

/** A division's endpoint of one type: its URL (null: none), the secret its events are signed with, its last try. */
export const webhookEndpointSchema = z
  .object({
    webhookType: webhookTypeSchema,
    url: z.string().nullable(),
    signingSecret: z.string(),
    lastDelivery: webhookDeliverySchema.nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookEndpointsSchema = z.object({ elements: z.array(webhookEndpointSchema) });

export const webhookTypeParamsSchema = divisionParamsSchema.extend({ webhookType: webhookTypeSchema });
export const webhookDeliveryParamsSchema = divisionParamsSchema.extend({ deliveryId: codeSchema });
export const webhookDeliveryQuerySchema = pageQuerySchema;

export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
