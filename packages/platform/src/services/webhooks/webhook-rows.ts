import type { WebhookDelivery } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/database.ts';
import { webhookDeliveries, webhookEvents, webhookSecrets } from '../../db/schema/index.ts';
import { newSigningSecret } from './webhook-signature.ts';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The columns of a delivery on the wire, with its event's type. */
export const deliveryColumns = {
  delivery: webhookDeliveries,
  eventType: webhookEvents.eventType,
};

export function toWebhookDelivery({
  delivery,
  eventType,
}: {
  delivery: WebhookDeliveryRow;
  eventType: string;
}): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType,
    webhookType: delivery.webhookType,
    url: delivery.url,
    state: delivery.state,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastDurationMs: delivery.lastDurationMs,
    responseExcerpt: delivery.responseExcerpt,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
  };
}

export async function readWebhookDelivery(db: Queryable, id: string): Promise<WebhookDelivery | undefined> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return row ? toWebhookDelivery(row) : undefined;
}

/** The division's signing secret, made the first time it is asked for. */
export async function signingSecretOf(tx: Transaction, divisionCode: string): Promise<string> {
  await tx.insert(webhookSecrets).values({ divisionCode, secret: newSigningSecret() }).onConflictDoNothing();
  const [row] = await tx.select().from(webhookSecrets).where(eq(webhookSecrets.divisionCode, divisionCode));
  if (!row) throw new Error(`no webhook secret for ${divisionCode}`);
  return row.secret;
}
