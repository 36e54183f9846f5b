import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import type { WebhookReceiver } from '../../services/webhooks/testing/webhook-receiver.ts';

/**
 * A division's webhook deliveries against what the receiver was sent: no try recorded that the receiver did not get,
 * and none delivered without a 2xx. With `settled` (after the run drained without faults) every delivery is
 * delivered: each event at least once.
 */
export async function checkDeliveries(
  database: Database,
  receiver: WebhookReceiver,
  divisionCode: string,
  settled: boolean,
): Promise<string[]> {
  const rows = await database.db
    .select({ id: webhookDeliveries.id, state: webhookDeliveries.state, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.divisionCode, divisionCode));
  const violations: string[] = [];
  for (const delivery of rows) {
    const received = receiver.received.filter((request) => request.deliveryId === delivery.id);
    if (delivery.attempts > received.length) {
      violations.push(
        `delivery ${delivery.id} records ${delivery.attempts} tries, the receiver got ${received.length}`,
      );
    }
    const answeredOk = received.some((request) => request.answeredWith >= 200 && request.answeredWith < 300);
    if (delivery.state === 'DELIVERED' && !answeredOk) violations.push(`delivery ${delivery.id} delivered unanswered`);
    if (settled && delivery.state !== 'DELIVERED')
      violations.push(`delivery ${delivery.id} ${delivery.state} at the end`);
    if (settled && !answeredOk) violations.push(`delivery ${delivery.id}'s event never reached its receiver`);
  }
  return violations;
}
