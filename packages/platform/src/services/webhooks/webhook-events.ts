import type { WebhookType } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Transaction } from '../../db/database.ts';
import { insertJsonRows } from '../../db/json-recordset.ts';
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
 * Records events of divisions in the caller's transaction (they exist exactly when the change they tell of is
 * committed, in the division's events feed whether or not they are sent), in one statement (`insertJsonRows`), and queues each one's
 * delivery to its division's endpoint of its type: `url` (null: none), else the division's own, looked up. Answers the
 * deliveries' ids, undefined for an event without an endpoint.
 */
export async function emitWebhookEvents(
  tx: Transaction,
  inputs: readonly WebhookEventInput[],
  url?: string | null,
): Promise<(string | undefined)[]> {
  if (inputs.length === 0) return [];
  const createdAt = new Date();
  const events = inputs.map((input) => {
    const id = newCode('EVT');
    const body = JSON.stringify({
      id,
      type: input.eventType,
      createdAt: createdAt.toISOString(),
      merchantCode: input.merchantCode,
      divisionCode: input.divisionCode,
      data: input.data,
    });
    return { id, ...input, body, createdAt };
  });
  // One JSON parameter rather than seven a row: a scheduled run writes a thousand at a time.
  await tx.execute(insertJsonRows(webhookEvents, events, { alias: 'event', omit: ['position', 'writtenBy'] }));
  const deliveries: (string | undefined)[] = [];
  for (const event of events) {
    const target = url === undefined ? await endpointUrlOf(tx, event.divisionCode, event.webhookType) : url;
    if (!target) {
      deliveries.push(undefined);
      continue;
    }
    await signingSecretOf(tx, event.divisionCode);
    deliveries.push(await queueDelivery(tx, event, target));
  }
  return deliveries;
}

/** One event, as `emitWebhookEvents` records and sends it: answers its delivery's id, if it has an endpoint. */
export async function emitWebhookEvent(
  tx: Transaction,
  input: WebhookEventInput,
  url?: string | null,
): Promise<string | undefined> {
  const [deliveryId] = await emitWebhookEvents(tx, [input], url);
  return deliveryId;
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
