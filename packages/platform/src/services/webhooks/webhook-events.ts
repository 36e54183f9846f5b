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
 * Sends an event to the division's endpoint of its type, in the caller's transaction: the event exists, and is
 * delivered, exactly when the change it tells of is committed. Nothing when the division has no URL of that
 * type. Answers the delivery's id.
 */
export async function emitWebhookEvent(
  tx: Transaction,
  input: WebhookEventInput,
  url?: string,
): Promise<string | undefined> {
  const target = url ?? (await endpointUrlOf(tx, input.divisionCode, input.webhookType));
  if (!target) return undefined;
  await signingSecretOf(tx, input.divisionCode);
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
