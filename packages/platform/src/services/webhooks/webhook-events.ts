import type { WebhookType } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Transaction } from '../../db/database.ts';
import { divisions, webhookDeliveries, webhookEvents } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { deliverWebhookJob } from './deliver-webhook-job.ts';
import { signingSecretOf } from './webhook-rows.ts';

export interface WebhookEventInput {
  merchantCode: string;
  divisionCode: string;
  webhookType: WebhookType;
  /** 'payoutRequest.statusChanged', 'webhook.test' */
  eventType: string;
  data: Record<string, unknown>;
}

/** A delivery of an event to `url`, tried by the job as soon as the caller's transaction commits. */
export async function queueDelivery(
  tx: Transaction,
  event: { id: string; divisionCode: string; webhookType: WebhookType },
  url: string,
): Promise<string> {
  const id = newCode('WHD');
  await tx.insert(webhookDeliveries).values({
    id,
    eventId: event.id,
    divisionCode: event.divisionCode,
    webhookType: event.webhookType,
    url,
    nextAttemptAt: new Date(),
  });
  await enqueueJob(tx, deliverWebhookJob, { deliveryId: id }, { key: id });
  return id;
}

/**
 * Records an event of the division in the caller's transaction (it exists exactly when the change it tells of is
 * committed, in the division's events feed whether or not it is sent) and queues its delivery to the division's
 * endpoint of its type: `url`, or the division's (looked up when `url` is left out; null: none). Answers the
 * delivery's id, or undefined when there is no endpoint.
 */
export async function emitWebhookEvent(
  tx: Transaction,
  input: WebhookEventInput,
  url?: string | null,
): Promise<string | undefined> {
  const id = newCode('EVT');
  const createdAt = new Date();
  const body = JSON.stringify({
    id,
    type: input.eventType,
    createdAt: createdAt.toISOString(),
    merchantCode: input.merchantCode,
    divisionCode: input.divisionCode,
    data: input.data,
  });
  await tx.insert(webhookEvents).values({ id, ...input, body, createdAt });
  const target = url === undefined ? await endpointUrlOf(tx, input.divisionCode, input.webhookType) : url;
  if (!target) return undefined;
  await signingSecretOf(tx, input.divisionCode);
  return queueDelivery(tx, { id, divisionCode: input.divisionCode, webhookType: input.webhookType }, target);
}

export async function endpointUrlOf(
  tx: Transaction,
  divisionCode: string,
  webhookType: WebhookType,
): Promise<string | null> {
  const [division] = await tx
    .select({ webhookUrls: divisions.webhookUrls })
    .from(divisions)
    .where(eq(divisions.code, divisionCode));
  return division?.webhookUrls[webhookType] ?? null;
}
